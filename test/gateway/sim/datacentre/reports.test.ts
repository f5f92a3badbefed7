/**
 * 年报季报 (gateway/sim/datacentre/reports.ts) over a small slice of the universe (every 12th stock
 * and the named ones below): every row equals the stock's own pages (主要指标, 成长能力, 业绩预告/快报,
 * 预约披露, 分红送配), properties hold for any day — nothing published after the day shows, a forecast's
 * type and range agree with the later actual, the same day asked twice (or of a fresh centre) gives
 * the same table — and the period picker is newest first.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { REPORT_TABLES, type ReportTable } from '../../../../contracts/endpoints/datacentre-reports';
import { Answers } from '../../../../gateway/sim/companies/answers';
import { forecastType } from '../../../../gateway/sim/companies/events';
import { parsePeriod, periodString } from '../../../../gateway/sim/companies/periods';
import { ReportCentre } from '../../../../gateway/sim/datacentre/reports';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { ANCHOR } from '../companies/fixture';
import { NAMED, reportSlice } from './reports-fixture';

const companies = reportSlice();
const centre = new ReportCentre({ companies, lastClosed: () => ANCHOR });
function answer<T extends ReportTable>(c: ReportCentre, table: T, t: number, g: number) {
  c.buildNow(table, t, g);
  return c.answer(table, t, g);
}
const present = NAMED.filter((id) => companies.slotOf(id) !== undefined);

test('every table answers the newest period by default, with the picker newest first', () => {
  assert.ok(present.length >= 5, `named stocks in the universe: ${present.join(',')}`);
  const expected: Record<ReportTable, string> = {
    performance: '2026-09-30',
    express: '2025-12-31',
    forecast: '2026-09-30',
    schedule: '2026-09-30',
    dividend: '2025-12-31',
  };
  for (const table of REPORT_TABLES) {
    const periods = centre.periods(table, ANCHOR);
    assert.equal(periodString(periods[0]!), expected[table], table);
    for (let i = 1; i < periods.length; i++) assert.ok(periods[i]! < periods[i - 1]!, `${table} newest first`);
    assert.equal(periodString(periods[periods.length - 1]!), '2011-12-31');
    const a = answer(centre, table, ANCHOR, periods[0]!);
    assert.equal(a.ready, true);
    assert.equal(a.date, '2026-11-20');
    assert.deepEqual(
      a.periods.map((p) => p.period),
      periods.map(periodString),
    );
    assert.ok(a.rows.length > 0, `${table} has rows`);
  }
  // Early in a season only the published reports are in: on 2026-04-08 the 2025 年报 are half out.
  const april = tradingIndexOf(parseDay('2026-04-08')!);
  assert.equal(periodString(centre.periods('performance', april)[0]!), '2025-12-31');
  const annual = answer(centre, 'performance', april, parsePeriod('2025-12-31')!);
  const all = answer(centre, 'performance', ANCHOR, parsePeriod('2025-12-31')!);
  assert.ok(annual.rows.length > 0 && annual.rows.length < all.rows.length, `${annual.rows.length} of ${all.rows.length} by 04-08`);
});

test('every row equals the stock page: 主要指标, 成长能力, 业绩预告/快报, 预约披露, 分红送配', () => {
  const t = ANCHOR;
  const pages = new Answers({ companies, today: () => t, price: () => null });
  const pagesNext = new Answers({ companies, today: () => t + 1, price: () => null });
  const seen = { performance: 0, forecast: 0, express: 0, schedule: 0, dividend: 0 };
  for (const id of present) {
    const slot = companies.slotOf(id)!;
    // 业绩报表 of the last four periods against 主要指标 (报告期) and 成长能力.
    const ind = pages.financialStatement(slot, 'indicators', 'report', 4);
    const grow = pages.growAbility(slot, 'report', 4);
    for (const [k, p] of ind.periods.entries()) {
      const g = parsePeriod(p.period)!;
      const row = answer(centre, 'performance', t, g).rows.find((r) => r.id === id);
      assert.ok(row, `${id} ${p.period} in 业绩报表`);
      const line = (key: string) => ind.lines.find((l) => l.key === key)?.values[k] ?? null;
      const gr = grow.rows.find((r) => r.period === p.period)!;
      assert.deepEqual(
        [row.noticeDate, row.eps, row.bps, row.ocfps, row.revenue, row.netProfit, row.roe, row.grossMargin],
        [p.noticeDate, line('eps'), line('bps'), line('ocfps'), line('revenue'), line('netProfitParent'), line('roe'), line('grossMargin')],
        `${id} ${p.period}`,
      );
      assert.deepEqual(
        [row.revenueYoy, row.revenueQoq, row.netProfitYoy, row.netProfitQoq],
        [gr.revenueYoy, gr.revenueQoq, gr.netProfitYoy, gr.netProfitQoq],
        `${id} ${p.period} growth`,
      );
      seen.performance++;
    }
    // 业绩预告, 业绩快报 and 预约披露 against the stock's 业绩预告 page.
    const f = pages.forecast(slot);
    for (const r of f.forecasts.slice(0, 6)) {
      const row = answer(centre, 'forecast', t, parsePeriod(r.period)!).rows.find((x) => x.id === id);
      assert.ok(row, `${id} ${r.period} in 业绩预告`);
      const { id: _i, code: _c, name: _n, exchange: _e, industry: _d, ...rest } = row;
      assert.deepEqual(rest, r);
      seen.forecast++;
    }
    for (const r of f.express.slice(0, 4)) {
      const row = answer(centre, 'express', t, parsePeriod(r.period)!).rows.find((x) => x.id === id);
      assert.ok(row, `${id} ${r.period} in 业绩快报`);
      const { id: _i, code: _c, name: _n, exchange: _e, industry: _d, ...rest } = row;
      assert.deepEqual(rest, r);
      seen.express++;
    }
    for (const r of f.schedule.slice(0, 6)) {
      if (r.period < '2011-12-31') continue;
      const row = answer(centre, 'schedule', t, parsePeriod(r.period)!).rows.find((x) => x.id === id);
      assert.ok(row, `${id} ${r.period} in 预约披露`);
      assert.deepEqual([row.firstBooked, row.changed, row.actual], [r.firstBooked, r.changed, r.actual], `${id} ${r.period}`);
      seen.schedule++;
    }
    // 分红送配: the stock's page a day later (its closes end the day before its today) shows the same plans.
    for (const r of pagesNext.divi(slot).rows.slice(0, 5)) {
      if (r.period < '2011-12-31' || r.planDate > formatDay(dayOfTradingIndex(t))) continue;
      const row = answer(centre, 'dividend', t, parsePeriod(r.period)!).rows.find((x) => x.id === id);
      assert.ok(row, `${id} ${r.period} in 分红送配`);
      const { id: _i, code: _c, name: _n, exchange: _e, industry: _d, ...rest } = row;
      assert.deepEqual(rest, r, `${id} ${r.period}`);
      seen.dividend++;
    }
  }
  assert.ok(seen.performance >= 20 && seen.schedule >= 20 && seen.dividend >= 10 && seen.forecast >= 3, JSON.stringify(seen));
});

test('properties: nothing after the day, forecast type and range agree with the actual, the same day twice gives the same table', () => {
  const first = tradingIndexOf(parseDay('2023-01-03')!);
  fc.assert(
    fc.property(fc.integer({ min: first, max: ANCHOR }), fc.constantFrom(...REPORT_TABLES), fc.nat(6), (t, table, back) => {
      const periods = centre.periods(table, t);
      const g = periods[Math.min(back, periods.length - 1)]!;
      const a = answer(centre, table, t, g);
      const day = formatDay(dayOfTradingIndex(t));
      assert.equal(a.ready, true);
      assert.equal(a.period, periodString(g));
      for (const r of a.rows as unknown as Array<Record<string, unknown>>) {
        const published = (r.noticeDate ?? r.planDate ?? r.firstBooked) as string;
        if (table !== 'schedule') assert.ok(published <= day, `${table} ${r.id} published ${published} after ${day}`);
        else assert.ok(r.actual === null || (r.actual as string) <= day, `${r.id} actual ${r.actual} after ${day}`);
        if (table === 'forecast' && r.actual !== null) {
          const actual = r.actual as number;
          assert.equal(forecastType(actual, r.lastYear as number), r.type, `${r.id} ${r.period}`);
          assert.ok((r.low as number) <= actual + 0.01 && actual <= (r.high as number) + 0.01, `${r.id} ${r.low} ≤ ${actual} ≤ ${r.high}`);
        }
        if (table === 'dividend') assert.ok(r.exDate === null || r.progress !== '实施' || (r.exDate as string) <= day, `${r.id} 实施 before its ex-date`);
      }
      const fresh = new ReportCentre({ companies, lastClosed: () => ANCHOR });
      assert.deepEqual(answer(fresh, table, t, g), a);
      assert.equal(answer(centre, table, t, g), a, 'cached');
    }),
    { numRuns: 25 },
  );
});
