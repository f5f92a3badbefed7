/**
 * The timetable a market follows on a given day: HKEX half days (半日市) trade the morning only
 * (`HK_HALF_DAY_TIMETABLE`), every other trading day follows the market's full timetable.
 *
 * Reads the HKEX table (`hkex.ts`) directly rather than through `exchange-calendar.ts`, so the
 * browser can ask it without bundling the mainland holiday package; the test pins that both agree
 * on every day of the table.
 */
import { HK_HALF_DAY_TIMETABLE, timetableOf, type TimetableMarket, type TradingTimetable } from '../trading-timetable';
import { formatDay, isWeekend, parseDay, yearOf } from './days';
import { HKEX_CALENDAR } from './hkex';

let halfDays: ReadonlySet<number> | null = null;

/** HKEX half days of the table, as day numbers (built on first use). */
function hkexHalfDays(): ReadonlySet<number> {
  if (halfDays) return halfDays;
  const out = new Set<number>();
  for (const [year, table] of Object.entries(HKEX_CALENDAR)) {
    for (const md of table.half) {
      const day = parseDay(`${year}-${md}`);
      if (day !== null && !isWeekend(day)) out.add(day);
    }
  }
  halfDays = out;
  return out;
}

/** True when HKEX trades a morning session only on `day` (days since 1970-01-01, exchange-local). */
export function isHkexHalfDay(day: number): boolean {
  return hkexHalfDays().has(day);
}

/** The timetable of `market` on `day` (a closed day answers the full timetable; ask the calendar whether it trades). */
export function timetableOn(market: TimetableMarket, day: number): TradingTimetable {
  return market === 'hk' && isHkexHalfDay(day) ? HK_HALF_DAY_TIMETABLE : timetableOf(market);
}

/** {@link timetableOn} for a `YYYY-MM-DD` date; the full timetable when the date is malformed. */
export function timetableOnDate(market: TimetableMarket, date: string): TradingTimetable {
  const day = parseDay(date);
  return day === null ? timetableOf(market) : timetableOn(market, day);
}

/** `YYYY-MM-DD` of the HKEX half days of a year, in date order (for listings and tests). */
export function hkexHalfDaysOf(year: number): string[] {
  return [...hkexHalfDays()]
    .filter((d) => yearOf(d) === year)
    .sort((a, b) => a - b)
    .map(formatDay);
}
