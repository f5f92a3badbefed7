import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  dayOfTradingIndex,
  dayStart,
  EPOCH_DAY,
  formatDay,
  isTradingDay,
  localDay,
  monthOf,
  msOfLocalDay,
  parseDay,
  tradingIndexOf,
  weekOf,
} from '../../../../../gateway/sim/market/calendar/days';

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

test('trading indexes skip weekends and exchange holidays and round-trip', () => {
  fc.assert(
    fc.property(fc.integer({ min: -3000, max: 8000 }), (idx) => {
      const day = dayOfTradingIndex(idx);
      assert.ok(isTradingDay(day));
      assert.equal(tradingIndexOf(day), idx);
      const next = dayOfTradingIndex(idx + 1);
      assert.ok(next > day);
      for (let d = day + 1; d < next; d++) assert.equal(isTradingDay(d), false);
    }),
  );
  // 春节 2024: closed 2月9日–17日, and the 调休 Sunday 2月18日 does not trade.
  assert.equal(formatDay(dayOfTradingIndex(tradingIndexOf(parseDay('2024-02-08')!) + 1)), '2024-02-19');
  assert.equal(isTradingDay(parseDay('2024-02-18')!), false);
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
