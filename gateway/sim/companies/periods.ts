/**
 * Report periods and their dates. A period is numbered `g = year × 4 + quarter` (quarter 0…3 for
 * 0331/0630/0930/1231). Each period's 公告日 falls inside its legal window (一季报 by 4/30 and not
 * before the previous 年报, 中报 by 8/31, 三季报 by 10/31, 年报 by 4/30 of the next year) on a
 * trading day, and its 预约披露 records the first booking and any change.
 */
import { isTradingDay } from '../calendar/days';
import { dayOfDate, formatDay, parseDay } from '../../../contracts/calendar/index';
import { hash3, uniform } from '../shared/rng';
import { CTAG } from './params';

const END: ReadonlyArray<readonly [number, number]> = [
  [3, 31],
  [6, 30],
  [9, 30],
  [12, 31],
];

/** Calendar year of a period. */
export const yearOfPeriod = (g: number): number => Math.floor(g / 4);
/** Quarter 0…3 of a period. */
export const quarterOfPeriod = (g: number): number => g - 4 * Math.floor(g / 4);

/** Day number of a period's end. */
export function periodEndDay(g: number): number {
  const [m, d] = END[quarterOfPeriod(g)]!;
  return dayOfDate(yearOfPeriod(g), m, d);
}

/** `YYYY-MM-DD` of a period's end. */
export function periodString(g: number): string {
  return formatDay(periodEndDay(g));
}

/** The period of a `YYYY-MM-DD` report date; null when not a quarter end. */
export function parsePeriod(text: string): number | null {
  const day = parseDay(text);
  if (day === null) return null;
  const m = text.slice(5);
  const q = ['03-31', '06-30', '09-30', '12-31'].indexOf(m);
  return q < 0 ? null : Number(text.slice(0, 4)) * 4 + q;
}

/** The latest period ending on or before `day`. */
export function periodAtOrBefore(day: number): number {
  const year = Number(formatDay(day).slice(0, 4));
  for (let q = 3; q >= 0; q--) if (periodEndDay(year * 4 + q) <= day) return year * 4 + q;
  return (year - 1) * 4 + 3;
}

/** The report period whose quarter holds `day` (the first period ending on or after it). */
export function periodContaining(day: number): number {
  return periodAtOrBefore(day - 1) + 1;
}

/** Report kind label of a period. */
export function reportLabel(g: number): string {
  return ['一季报', '中报', '三季报', '年报'][quarterOfPeriod(g)]!;
}

/** [first, last] day of the legal window of a period's report. */
export function legalWindow(g: number): readonly [number, number] {
  const y = yearOfPeriod(g);
  switch (quarterOfPeriod(g)) {
    case 0:
      return [dayOfDate(y, 4, 1), dayOfDate(y, 4, 30)];
    case 1:
      return [dayOfDate(y, 7, 1), dayOfDate(y, 8, 31)];
    case 2:
      return [dayOfDate(y, 10, 1), dayOfDate(y, 10, 31)];
    default:
      return [dayOfDate(y + 1, 1, 1), dayOfDate(y + 1, 4, 30)];
  }
}

/** The trading day on or before `day` (the window starts are all weekdays' neighbours, so it stays in the window for the windows used here). */
function tradingOnOrBefore(day: number): number {
  let d = day;
  while (!isTradingDay(d)) d--;
  return d;
}

/** Dates of one report: its 公告日 and 预约披露. */
export interface NoticeDates {
  notice: number;
  firstBooked: number;
  changed: number | null;
}

/**
 * 公告日 and booking of period `g` for a company (`key`), given the 年报 公告日 of the year before
 * (for a 一季报, which never comes before it).
 */
export function noticeDates(key: number, g: number, prevAnnualNotice: number | null): NoticeDates {
  const u = (i: number) => uniform(hash3(key, CTAG.notice, g * 8 + i));
  const y = yearOfPeriod(g);
  const q = quarterOfPeriod(g);
  let day: number;
  if (q === 3) day = dayOfDate(y + 1, 3, 12) + Math.floor(u(0) * 49);
  else if (q === 1) day = dayOfDate(y, 7, 22) + Math.floor(u(0) * 40);
  else if (q === 2) day = dayOfDate(y, 10, 14) + Math.floor(u(0) * 17);
  else day = dayOfDate(y, 4, 16) + Math.floor(u(0) * 14);
  let notice = tradingOnOrBefore(day);
  if (q === 0 && prevAnnualNotice !== null && notice < prevAnnualNotice) notice = prevAnnualNotice;
  // A third of 一季报 come out with the 年报 when that is late in April.
  if (q === 0 && prevAnnualNotice !== null && prevAnnualNotice >= dayOfDate(y, 4, 15) && u(1) < 0.35) notice = prevAnnualNotice;
  const [lo, hi] = legalWindow(g);
  const changedBooking = u(2) < 0.2;
  let firstBooked = notice;
  if (changedBooking) {
    let shifted = tradingOnOrBefore(Math.min(hi, Math.max(lo + 3, notice + Math.round((u(3) - 0.5) * 20))));
    // A holiday at the window's start (国庆) would step back out of it: take the first trading day inside instead.
    while (shifted < lo || !isTradingDay(shifted)) shifted++;
    if (shifted !== notice) firstBooked = shifted;
  }
  return { notice, firstBooked, changed: firstBooked !== notice ? notice : null };
}

/**
 * The dates of period g's report for a company (`key`) whose first generated period is `first`:
 * what its model's core carries (a 一季报 never precedes the 年报 before it, when that exists), so
 * other readers can ask who publishes when without building the company.
 */
export function reportDates(key: number, g: number, first: number): NoticeDates {
  const prevAnnual = quarterOfPeriod(g) === 0 && g - 1 >= first ? noticeDates(key, g - 1, null).notice : null;
  return noticeDates(key, g, prevAnnual);
}
