import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import holidayData from 'chinese-days/dist/chinese-days.json' with { type: 'json' };
import {
  CALENDAR_FIRST_YEAR,
  CALENDAR_LAST_YEAR,
  calendarOf,
  dayOfDate,
  EPOCH_DAY,
  formatDay,
  isWeekend,
  mainlandYearKnown,
  parseDay,
} from '../../../contracts/calendar/index';

const cn = calendarOf('cn');
const hk = calendarOf('hk');
const d = (s: string) => {
  const day = parseDay(s);
  if (day === null) throw new Error(s);
  return day;
};
function range(from: string, to: string): number[] {
  const out: number[] = [];
  for (let x = d(from); x <= d(to); x++) out.push(x);
  return out;
}

test('mainland: 春节 2024 closed 2月9日–17日 (除夕 Friday included), 调休 Sunday 2月4日 and 18日 not trading', () => {
  for (const day of range('2024-02-09', '2024-02-17')) assert.equal(cn.isTradingDay(day), false, formatDay(day));
  assert.equal(cn.isTradingDay(d('2024-02-08')), true);
  assert.equal(cn.isTradingDay(d('2024-02-19')), true);
  assert.equal(cn.isTradingDay(d('2024-02-04')), false, '调休 Sunday is not a trading day');
  assert.equal(cn.isTradingDay(d('2024-02-18')), false, '调休 Sunday is not a trading day');
  assert.equal(cn.previousTradingDay(d('2024-02-19')), d('2024-02-08'));
  assert.equal(cn.nextTradingDay(d('2024-02-08')), d('2024-02-19'));
});

test('mainland: 国庆 2025 closed 10月1日–8日, 调休 Saturday 9月28日 and 10月11日 not trading', () => {
  for (const day of range('2025-10-01', '2025-10-08')) assert.equal(cn.isTradingDay(day), false, formatDay(day));
  assert.equal(cn.isTradingDay(d('2025-09-30')), true);
  assert.equal(cn.isTradingDay(d('2025-10-09')), true);
  assert.equal(cn.isTradingDay(d('2025-09-28')), false);
  assert.equal(cn.isTradingDay(d('2025-10-11')), false);
});

test('mainland: other known closures (2015 阅兵, 2020 extended 春节, 2025 春节, 2026 春节) and known trading days', () => {
  for (const s of ['2015-09-03', '2015-09-04', '2020-01-31', '2025-01-28', '2025-02-04', '2026-02-16', '2026-02-23', '2019-10-07', '2016-06-10'])
    assert.equal(cn.isTradingDay(d(s)), false, s);
  for (const s of ['2014-01-30', '2020-02-03', '2025-02-05', '2026-02-24', '2024-12-31', '2019-10-08']) assert.equal(cn.isTradingDay(d(s)), true, s);
});

test('mainland: every package holiday on a weekday is closed; no weekend ever trades; a year has 240–252 trading days', () => {
  for (const date of Object.keys(holidayData.holidays)) {
    const day = d(date);
    if (day >= cn.firstDay && day <= cn.lastDay) assert.equal(cn.isTradingDay(day), false, date);
  }
  for (let year = 2010; year <= CALENDAR_LAST_YEAR; year++) {
    assert.ok(mainlandYearKnown(year), `${year} has mainland holidays`);
    const n = cn.tradingDaysBetween(dayOfDate(year, 1, 1), dayOfDate(year, 12, 31));
    assert.ok(n >= 236 && n <= 252, `${year}: ${n} trading days`);
    const h = hk.tradingDaysBetween(dayOfDate(year, 1, 1), dayOfDate(year, 12, 31));
    assert.ok(h >= 244 && h <= 252, `${year}: ${h} HKEX trading days`);
  }
  for (let day = cn.firstDay; day <= cn.lastDay; day++) if (isWeekend(day)) assert.equal(cn.isTradingDay(day) || hk.isTradingDay(day), false);
  // Published totals: SSE 2023 had 242 trading days, 2024 had 242.
  assert.equal(cn.tradingDaysBetween(dayOfDate(2023, 1, 1), dayOfDate(2023, 12, 31)), 242);
  assert.equal(cn.tradingDaysBetween(dayOfDate(2024, 1, 1), dayOfDate(2024, 12, 31)), 242);
});

test('HKEX: 农历新年 2025 closed 1月29日–31日, 除夕 1月28日 and 2024-12-24 / 12-31 half days', () => {
  for (const s of ['2025-01-29', '2025-01-30', '2025-01-31']) assert.equal(hk.kind(d(s)), 'closed', s);
  for (const s of ['2025-01-28', '2024-12-24', '2024-12-31']) assert.equal(hk.kind(d(s)), 'half', s);
  assert.equal(hk.kind(d('2024-12-23')), 'open');
  assert.equal(hk.isTradingDay(d('2024-12-24')), true, 'a half day trades');
  for (const s of ['2024-12-25', '2024-12-26', '2024-03-29', '2024-04-01', '2024-04-04', '2024-02-12', '2024-02-13', '2022-12-27', '2015-09-03'])
    assert.equal(hk.isTradingDay(d(s)), false, s);
  // HK trades through the mainland's golden weeks except its own holidays, and vice versa.
  assert.equal(hk.isTradingDay(d('2025-10-02')), true);
  assert.equal(cn.isTradingDay(d('2025-04-18')), true, 'Good Friday trades in Shanghai');
});

test('trading index: EPOCH_DAY is 0, index ↔ day round-trips, closed days map to the trading day before', () => {
  assert.equal(cn.tradingIndexOf(EPOCH_DAY), 0);
  assert.equal(hk.tradingIndexOf(EPOCH_DAY), 0);
  assert.equal(cn.dayOfTradingIndex(0), EPOCH_DAY);
  const lo = dayOfDate(2000, 1, 1);
  const hi = dayOfDate(2035, 12, 31);
  fc.assert(
    fc.property(fc.integer({ min: lo, max: hi }), fc.constantFrom(cn, hk), (day, cal) => {
      const idx = cal.tradingIndexOf(day);
      const back = cal.dayOfTradingIndex(idx);
      assert.ok(back <= day && cal.isTradingDay(back), `${formatDay(day)} → ${idx} → ${formatDay(back)}`);
      for (let x = back + 1; x <= day; x++) assert.equal(cal.isTradingDay(x), false);
      assert.equal(cal.tradingIndexOf(cal.dayOfTradingIndex(idx + 1)), idx + 1);
      assert.ok(cal.dayOfTradingIndex(idx + 1) > day);
    }),
    { numRuns: 2000 },
  );
  assert.equal(CALENDAR_FIRST_YEAR <= 2010, true);
});

test('queries are cheap: a million trading-day questions in well under a second', () => {
  const t0 = performance.now();
  let n = 0;
  for (let i = 0; i < 1_000_000; i++) if (cn.isTradingDay(cn.firstDay + (i % 6000))) n += cn.tradingIndexOf(cn.firstDay + (i % 6000)) & 1;
  assert.ok(n > 0);
  assert.ok(performance.now() - t0 < 1000);
});
