import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calendarOf, CALENDAR_FIRST_YEAR, CALENDAR_LAST_YEAR } from '../../../contracts/calendar/exchange-calendar';
import { hkexHalfDaysOf, isHkexHalfDay, timetableOn, timetableOnDate } from '../../../contracts/calendar/day-timetable';
import { dayOfDate, parseDay } from '../../../contracts/calendar/days';
import { A_SHARE_TIMETABLE, continuousTrading, HK_HALF_DAY_TIMETABLE, HK_TIMETABLE } from '../../../contracts/trading-timetable';

test('the HKEX half day timetable: the morning session, then the closing auction 12:00–12:10', () => {
  assert.deepEqual(HK_HALF_DAY_TIMETABLE.sessions, [{ open: 570, close: 720 }]);
  assert.deepEqual(HK_HALF_DAY_TIMETABLE.openAuction, HK_TIMETABLE.openAuction);
  assert.deepEqual(HK_HALF_DAY_TIMETABLE.closeAuction, { start: 720, match: 730 });
  assert.deepEqual(continuousTrading(HK_HALF_DAY_TIMETABLE), [{ open: 570, close: 720 }]);
  assert.ok(Object.isFrozen(HK_HALF_DAY_TIMETABLE) && Object.isFrozen(HK_HALF_DAY_TIMETABLE.sessions));
});

test('timetableOn: HK half days (24 Dec, 31 Dec, 除夕) trade the morning, every other day and every A-share day the full day', () => {
  for (const date of ['2024-12-24', '2024-12-31', '2025-01-28', '2014-01-30']) {
    assert.equal(timetableOnDate('hk', date), HK_HALF_DAY_TIMETABLE, date);
    assert.equal(timetableOnDate('cn', date), A_SHARE_TIMETABLE, `${date} A-shares`);
  }
  for (const date of ['2024-12-23', '2024-12-27', '2025-01-02', '2023-12-22']) assert.equal(timetableOnDate('hk', date), HK_TIMETABLE, date);
  assert.equal(timetableOnDate('hk', 'not a date'), HK_TIMETABLE);
  assert.deepEqual(hkexHalfDaysOf(2024), ['2024-02-09', '2024-12-24', '2024-12-31']);
  assert.deepEqual(hkexHalfDaysOf(2016), [], '2016: the eves fell on weekends');
});

test('the half days the browser reads agree with the exchange calendar on every day of the table', () => {
  const hk = calendarOf('hk');
  let halves = 0;
  for (let day = dayOfDate(CALENDAR_FIRST_YEAR, 1, 1); day <= dayOfDate(CALENDAR_LAST_YEAR, 12, 31); day++) {
    assert.equal(isHkexHalfDay(day), hk.isHalfDay(day), String(day));
    assert.equal(timetableOn('hk', day) === HK_HALF_DAY_TIMETABLE, hk.isHalfDay(day));
    if (hk.isHalfDay(day)) halves++;
  }
  assert.ok(halves > 30, `${halves} half days`);
  assert.equal(isHkexHalfDay(parseDay('2030-12-24')!), false, 'beyond the table: no half days');
});
