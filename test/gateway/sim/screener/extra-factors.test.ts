/**
 * The period, volume and moving-average columns of 智能选股 on hand-made bars: 昨日/本周/本月/近一年
 * returns from the right reference closes, 5/20日 sums, volume over the N days before, 跌破N日均线 as
 * the mirror of 上穿.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { dayStart } from '../../../../gateway/sim/calendar/days';
import { dayOfDate } from '../../../../contracts/calendar/index';
import { EXTRA_FLAG_FIELDS, EXTRA_NUMERIC_FIELDS, fillExtras, periodReturns, type ExtraColumns } from '../../../../gateway/sim/screener/extra-factors';
import type { BarColumns } from '../../../../gateway/sim/screener/indicators';

/** Bars on the given days with the given closes (pre = previous close), volume and amount per day. */
function bars(days: number[], closes: number[], volume: number[] = closes.map(() => 100)): BarColumns {
  return {
    ts: days.map((d) => dayStart(d) + 3_600_000),
    open: closes,
    high: closes,
    low: closes,
    close: closes,
    pre: closes.map((c, i) => (i === 0 ? c : closes[i - 1]!)),
    volume,
    amount: volume.map((v) => v * 1e6),
  };
}

/** Weekdays from a start, n of them. */
function weekdays(from: number, n: number): number[] {
  const out: number[] = [];
  for (let d = from; out.length < n; d++) {
    const wd = new Date(d * 86_400_000).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(d);
  }
  return out;
}

test('昨日, 本周, 本月 and 近一年 returns start from the right closes', () => {
  // Wed 2026-10-28 … Wed 2026-11-04: the week starts Mon 11-02, the month Sun 11-01.
  const days = weekdays(dayOfDate(2026, 10, 28), 6);
  const b = bars(days, [10, 11, 12, 13, 14, 15]);
  const r = periodReturns(b);
  assert.equal(r.pctPrev, (14 / 13 - 1) * 100);
  // 本周: from Friday 10-30's close (12).
  assert.equal(r.pctWeek, (15 / 12 - 1) * 100);
  // 本月: from 10-30 as well (the last close of October).
  assert.equal(r.pctMonth, (15 / 12 - 1) * 100);
  assert.equal(r.pct250, null, 'fewer than 251 bars');
  const year = bars(
    weekdays(dayOfDate(2025, 1, 6), 260),
    Array.from({ length: 260 }, (_, i) => 10 + i),
  );
  assert.equal(periodReturns(year).pct250, ((10 + 259) / (10 + 9) - 1) * 100);
});

test('sums, volume over its average and 跌破N日均线', () => {
  const n = 70;
  const closes: number[] = Array.from({ length: n }, (_, i) => (i < n - 1 ? 20 : 10));
  // Yesterday above its MA5 (a rising tail), today far below.
  closes[n - 2] = 25;
  const volume = Array.from({ length: n }, (_, i) => (i === n - 1 ? 600 : 100));
  const b = bars(weekdays(dayOfDate(2026, 6, 1), n), closes, volume);
  const cols: ExtraColumns = {
    num: Object.fromEntries(EXTRA_NUMERIC_FIELDS.map((f) => [f, new Float64Array(1)])) as ExtraColumns['num'],
    flag: Object.fromEntries(EXTRA_FLAG_FIELDS.map((f) => [f, new Uint8Array(1)])) as ExtraColumns['flag'],
  };
  fillExtras(cols, 0, { bars: b, floatShares: 10_000, known: null, model: null, T: 0, quote: null });
  assert.equal(cols.num.volToMa5[0], 6);
  assert.equal(cols.num.volToMa20[0], 6);
  assert.equal(cols.num.turnover5[0], ((4 * 100 + 600) / 10_000) * 100);
  assert.equal(cols.num.amount20[0], (19 * 100 + 600) / 100);
  assert.equal(cols.num.turnoverPrev[0], 1);
  assert.equal(cols.flag.breakMa5[0], 1);
  assert.equal(cols.flag.breakMa60[0], 1);
  // No company model: no limit events and no TTM figures, rather than false ones.
  assert.ok(Number.isNaN(cols.num.limitStreak[0]!));
  assert.ok(Number.isNaN(cols.num.revenueTtm[0]!));
  assert.equal(cols.flag.limitUp[0], 0);
});
