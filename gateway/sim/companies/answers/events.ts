/**
 * The answers read from a company's events (`../events.ts`): 分红 and 融资, 主营构成 and 业绩预告 with the
 * 预约披露 schedule.
 */
import type { DiviAnswer, DiviFundAnswer, ForecastAnswer, SegmentsAnswer } from '../../../../contracts/endpoints/fundamentals';
import { SEGMENT_TYPE_LABELS } from '../../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex } from '../../calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import { pct4 as pct } from '../figures';
import { dividendRows, expressRows, forecastRows, ipoOf, segments } from '../events';
import { periodAtOrBefore, periodString, quarterOfPeriod } from '../periods';
import { AnswerReads, yuan } from './common';

/** The 分红, 主营构成 and 业绩预告 answers of one market. */
export class EventAnswers extends AnswerReads {
  divi(slot: number): DiviAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const T = this.ctx.today();
    co.upTo(periodAtOrBefore(dayOfTradingIndex(T)));
    const closes = this.cs.closes(slot, T - 1);
    const closeAt = (idx: number) => (closes && idx >= closes.from && idx - closes.from < closes.close.length ? closes.close[idx - closes.from]! : null);
    return { id: p.sec.id, name: p.sec.name, rows: dividendRows(co, T, closeAt) };
  }

  diviFund(slot: number): DiviFundAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const T = this.ctx.today();
    const listed = Math.max(p.listIdx, 0);
    const closes = this.cs.closes(slot, Math.max(listed, T - 1));
    const first = closes ? closes.close[0]! : p.level;
    const ipo = ipoOf(co, () => Math.round(first * 0.7 * 100) / 100);
    const years = new Map<number, number>();
    let total = 0;
    let count = 0;
    for (const a of co.actions) {
      if (a.idx > T || a.cash <= 0) continue;
      const cash = (a.cash / 1000) * co.capital.at(a.idx - 1);
      const y = Number(formatDay(dayOfTradingIndex(a.idx)).slice(0, 4));
      years.set(y, (years.get(y) ?? 0) + cash);
      total += cash;
      count++;
    }
    const round2 = (x: number) => Math.round(x * 100) / 100;
    return {
      id: p.sec.id,
      name: p.sec.name,
      listDate: p.sec.listDate,
      totalDividend: round2(total),
      dividendCount: count,
      totalFinancing: ipo.amount,
      financingCount: 1,
      dividendToFinancing: ipo.amount > 0 ? pct(total / ipo.amount) : null,
      financing: [{ date: ipo.date, type: '首发', shares: ipo.shares, price: ipo.price, amount: ipo.amount }],
      years: [...years.entries()].sort((a, b) => a[0] - b[0]).map(([year, cash]) => ({ year, cash: round2(cash) })),
    };
  }

  /** 中报/年报 periods known today, newest first. */
  segmentPeriods(slot: number): number[] {
    return this.known(slot)
      .filter((c) => quarterOfPeriod(c.g) % 2 === 1)
      .map((c) => c.g)
      .reverse();
  }

  getSegments(slot: number, g: number): SegmentsAnswer {
    const p = this.cs.source.profiles[slot]!;
    const s = segments(this.cs.company(slot), g);
    return {
      id: p.sec.id,
      name: p.sec.name,
      periods: this.segmentPeriods(slot).map(periodString),
      period: periodString(g),
      revenue: yuan(s.revenue),
      cost: yuan(s.cost),
      groups: s.groups.map((x) => ({ type: x.type, label: SEGMENT_TYPE_LABELS[x.type], rows: x.rows })),
    };
  }

  forecast(slot: number): ForecastAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const T = this.ctx.today();
    const todayDay = dayOfTradingIndex(T);
    const cores = co.upTo(periodAtOrBefore(todayDay));
    const schedule = cores
      .filter((c) => c.g >= co.firstListed)
      .map((c) => ({
        period: periodString(c.g),
        firstBooked: formatDay(c.firstBooked),
        changed: c.changed === null ? null : formatDay(c.changed),
        actual: c.notice <= todayDay ? formatDay(c.notice) : null,
      }))
      .reverse();
    return { id: p.sec.id, name: p.sec.name, forecasts: forecastRows(co, T), express: expressRows(co, T), schedule };
  }
}
