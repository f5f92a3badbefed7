/**
 * The data centre's history (the centre's `history`): the market totals of each closed day the
 * charts plot — 主力净流入, 北向/南向, 融资余额, 两融余额, 涨停/跌停 — beside {@link HISTORY_INDEX}'s
 * close, one point per mainland day, computed from the frame and the day's columns and kept.
 */
import type { HistoryAnswer, HistoryPoint } from '../../../contracts/endpoints/datacentre';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { Lru } from '../shared/lru';
import { yieldToLoop } from '../shared/slices';
import { channelTrades } from './connect';
import { daysUpTo } from './days';
import { netOf } from '../market/index';
import { isA } from './day-frame';
import { type CentreReads, r2 } from './reads';

/** Index the history charts compare against. */
export const HISTORY_INDEX = { id: '000300.SH', name: '沪深300' } as const;

/** Where the history reads the index's closes. */
export interface HistoryDeps {
  /** Closes of an index on trading days [from, to] (沪深300 for the charts); absent: from the frames. */
  indexCloses?(id: string, from: number, to: number): Map<number, number>;
  /** Builds ahead, in slices that yield, what {@link indexCloses} reads (an index's history sums every member's bars). */
  prepareIndexCloses?(id: string, from: number, to: number): Promise<void>;
}

/** The history's points (the 600 latest days asked kept). */
export class History {
  private readonly points = new Lru<number, Omit<HistoryPoint, 'index'>>(600);

  constructor(
    private readonly dc: CentreReads,
    private readonly deps: HistoryDeps,
  ) {}

  /** One day of the history (cached per day). */
  private point(t: number, index: number): HistoryPoint {
    let p = this.points.get(t);
    if (!p) {
      p = this.pointOf(t);
      this.points.set(t, p);
    }
    return { ...p, index };
  }

  /**
   * The market totals of day t the charts plot — the same sums as the day's 资金流向, 沪深港通, 融资融券
   * and 涨停 answers (integers, so the order of adding does not matter), read from the frame and the
   * day's columns without building those answers' tables.
   */
  private pointOf(t: number): Omit<HistoryPoint, 'index'> {
    const f = this.dc.frame(t);
    const c = this.dc.calc(t);
    const p = { date: formatDay(dayOfTradingIndex(t)), mainNet: 0, north: 0, south: 0, finBalance: 0, marginTotal: 0, limitUp: 0, limitDown: 0 };
    this.dc.frames.stocks.forEach((s, i) => {
      if (!f.present[i]) return;
      if (!Number.isNaN(c.hold[i]!))
        for (const [, buy, sell] of channelTrades(s, i, c)) {
          if (s.exchange === 'HK') p.south += buy - sell;
          else p.north += buy - sell;
        }
      if (!isA(s)) return;
      const net = netOf(c.flows[i]!);
      p.mainNet += net.xl + net.l;
      if (!Number.isNaN(c.fin[i]!)) {
        p.finBalance += c.fin[i]!;
        p.marginTotal += c.fin[i]! + Math.round(c.sec[i]! * f.close[i]!);
      }
      if (!f.suspended[i]) {
        p.limitUp += f.limitUp[i]!;
        p.limitDown += f.limitDown[i]!;
      }
    });
    return p;
  }

  /** Computes the history's `days` mainland days up to t one at a time, yielding to the event loop between them (a day is ~15 ms). */
  async preparePoints(t: number, days: number): Promise<void> {
    for (const d of daysUpTo(t, days)) {
      if (this.points.get(d)) continue;
      this.point(d, 0);
      await yieldToLoop();
    }
    const ds = daysUpTo(t, days);
    await this.deps.prepareIndexCloses?.(HISTORY_INDEX.id, ds[0] ?? t, t);
  }

  /** The `days` mainland trading days ending at t, oldest first. */
  history(t: number, days: number): HistoryAnswer {
    const ds = daysUpTo(t, days);
    const closes = this.deps.indexCloses?.(HISTORY_INDEX.id, ds[0] ?? t, t) ?? new Map<number, number>();
    const points: HistoryPoint[] = [];
    for (const d of ds) points.push(this.point(d, r2(closes.get(d) ?? Number.NaN)));
    return { ...this.dc.day(t), indexName: HISTORY_INDEX.name, points: points.map((p) => (Number.isNaN(p.index) ? { ...p, index: 0 } : p)) };
  }
}
