import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  dayOfTradingIndex,
  dayStart,
  EPOCH_DAY,
  isHongKongClosed,
  isMainlandClosed,
  isMarketDay,
  isTradingDay,
  localDay,
  mainlandIndexAtOrAfter,
  mainlandIndexAtOrBefore,
  mainlandIndexPlus,
  monthOf,
  msOfLocalDay,
  tradingIndexOf,
  weekOf,
} from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';

test('local days are Shanghai days', () => {
  const ts = Date.parse('2026-11-20T23:30:00+08:00');
  assert.equal(formatDay(localDay(ts)), '2026-11-20');
  assert.equal(msOfLocalDay(ts), (23 * 60 + 30) * 60_000);
  assert.equal(dayStart(localDay(ts)), Date.parse('2026-11-20T00:00:00+08:00'));
  assert.equal(formatDay(EPOCH_DAY), '2010-01-04');
});

test('parseDay rejects malformed and impossible dates', () => {
  assert.equal(parseDay('2026-02-30'), null);
  assert.equal(parseDay('2026-2-3'), null);
  assert.equal(formatDay(parseDay('2024-02-29')!), '2024-02-29');
});

test('trading indexes count the days either market trades, skip the rest, and round-trip', () => {
  fc.assert(
    fc.property(fc.integer({ min: -3000, max: 8000 }), (idx) => {
      const day = dayOfTradingIndex(idx);
      assert.ok(isMarketDay(day));
      assert.ok(!(isMainlandClosed(idx) && isHongKongClosed(idx)), 'a market trades on every index');
      assert.equal(isMainlandClosed(idx), !isTradingDay(day));
      assert.equal(tradingIndexOf(day), idx);
      const next = dayOfTradingIndex(idx + 1);
      assert.ok(next > day);
      for (let d = day + 1; d < next; d++) assert.equal(isMarketDay(d), false);
    }),
  );
  // 春节 2024: the mainland closed 2月9日–17日 (the 调休 Sunday 2月18日 does not trade); HKEX traded the
  // morning of the 9th, closed the 12th and 13th and traded again from the 14th: four HK-only indexes.
  const before = tradingIndexOf(parseDay('2024-02-08')!);
  assert.equal(formatDay(dayOfTradingIndex(before + 1)), '2024-02-09');
  assert.equal(formatDay(dayOfTradingIndex(before + 2)), '2024-02-14');
  for (let t = before + 1; t <= before + 4; t++) assert.ok(isMainlandClosed(t), formatDay(dayOfTradingIndex(t)));
  assert.equal(formatDay(dayOfTradingIndex(before + 5)), '2024-02-19');
  assert.equal(formatDay(dayOfTradingIndex(mainlandIndexAtOrAfter(before + 2))), '2024-02-19');
  assert.equal(mainlandIndexAtOrBefore(before + 4), before);
  assert.equal(mainlandIndexAtOrAfter(before + 5), before + 5);
  assert.equal(mainlandIndexAtOrBefore(before), before);
  assert.equal(mainlandIndexPlus(before, 1), before + 5, 'T+1 of 2月8日 is 2月19日');
  assert.equal(mainlandIndexPlus(before + 5, -1), before);
  assert.equal(mainlandIndexPlus(before + 3, 0), before, 'a closed day counts from the mainland day before it');
  assert.equal(mainlandIndexPlus(before + 5, 2), before + 7);
  assert.equal(isTradingDay(parseDay('2024-02-18')!), false);
  assert.equal(isMarketDay(parseDay('2024-02-18')!), false);
  // Good Friday 2024 (3月29日): the mainland trades, HKEX does not.
  const goodFriday = tradingIndexOf(parseDay('2024-03-29')!);
  assert.equal(formatDay(dayOfTradingIndex(goodFriday)), '2024-03-29');
  assert.ok(isHongKongClosed(goodFriday) && !isMainlandClosed(goodFriday));
  assert.equal(isTradingDay(parseDay('2025-10-08')!), false);
  assert.equal(formatDayWeekday(parseDay('2024-02-18')!), 0);
  const saturday = parseDay('2026-11-21')!;
  assert.equal(formatDay(dayOfTradingIndex(tradingIndexOf(saturday))), '2026-11-20');
});

function formatDayWeekday(day: number): number {
  return new Date(day * 86_400_000).getUTCDay();
}

test('weeks start on Monday; months follow the calendar', () => {
  assert.equal(weekOf(parseDay('2026-11-16')!), weekOf(parseDay('2026-11-20')!));
  assert.notEqual(weekOf(parseDay('2026-11-20')!), weekOf(parseDay('2026-11-23')!));
  assert.equal(monthOf(parseDay('2026-11-30')!) + 1, monthOf(parseDay('2026-12-01')!));
});
