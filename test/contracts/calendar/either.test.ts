/**
 * The `either` calendar (contracts/calendar/exchange-calendar.ts): the days on which the mainland or
 * HKEX trades, the sim's one trading index.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CALENDAR_FIRST_YEAR, CALENDAR_LAST_YEAR, calendarOf, dayOfDate, EPOCH_DAY } from '../../../contracts/calendar/index';

test('either market: open exactly when the mainland or HKEX trades, no half days, index 0 on 2010-01-04', () => {
  const cn = calendarOf('cn');
  const hk = calendarOf('hk');
  const either = calendarOf('either');
  let hkOnly = 0;
  let cnOnly = 0;
  for (let d = dayOfDate(CALENDAR_FIRST_YEAR, 1, 1); d <= dayOfDate(CALENDAR_LAST_YEAR, 12, 31); d++) {
    assert.equal(either.isTradingDay(d), cn.isTradingDay(d) || hk.isTradingDay(d), String(d));
    assert.equal(either.isHalfDay(d), false);
    if (hk.isTradingDay(d) && !cn.isTradingDay(d)) hkOnly++;
    if (cn.isTradingDay(d) && !hk.isTradingDay(d)) cnOnly++;
  }
  assert.equal(either.tradingIndexOf(EPOCH_DAY), 0);
  // 2009–2027: HKEX trades 8–14 weekdays a year in the mainland's 春节 and 国庆 weeks; closes ~6 mainland days a year.
  assert.ok(hkOnly > 150 && hkOnly < 250, `HK-only days ${hkOnly}`);
  assert.ok(cnOnly > 80 && cnOnly < 160, `mainland-only days ${cnOnly}`);
  // 国庆 2026: the mainland closed 10月1日–7日 (weekdays 1, 2, 5–7); HKEX only on the 1st.
  for (const date of [2, 5, 6, 7]) assert.ok(either.isTradingDay(dayOfDate(2026, 10, date)) && !cn.isTradingDay(dayOfDate(2026, 10, date)), `2026-10-0${date}`);
  assert.equal(either.isTradingDay(dayOfDate(2026, 10, 1)), false);
});
