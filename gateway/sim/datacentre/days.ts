/**
 * The data centre's days are mainland trading days: its datasets are the A-share market's, and the
 * trading index also counts the HK-only days of 春节 and 国庆 weeks, on which every A-share sits in a
 * HOLIDAY row (`calendar/days.ts`). So "the day before", "three days", "20 days after" and a
 * run's length here count mainland days, and step over those indexes — one place, so no dataset
 * compares the first day after 国庆 with an HK-only day.
 */
import { HOLDER_CHANGE_MONTHS, type HolderChangePeriod } from '../../../contracts/endpoints/datacentre';
import { dayOfTradingIndex, mainlandDaysAfter, mainlandIndexAtOrBefore, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { dayOfDate, formatDay } from '../../../contracts/calendar/index';

/** The mainland trading day `n` mainland days before day t (n = 1: the day before; from t's mainland day at or before). */
export function dayBefore(t: number, n = 1): number {
  return mainlandIndexPlus(t, -n);
}

/** The mainland trading day `n` mainland days after day t. */
export function dayAfter(t: number, n: number): number {
  return mainlandIndexPlus(t, n);
}

/** The `n` mainland trading days ending at the mainland day at or before t, oldest first, none before index `first`. */
export function daysUpTo(t: number, n: number, first = 0): number[] {
  const out: number[] = [];
  for (let d = mainlandIndexAtOrBefore(t); out.length < n && d >= first; d = dayBefore(d)) out.push(d);
  return out.reverse();
}

/** Mainland trading days among indexes [from, to]. */
export function mainlandDaysIn(from: number, to: number): number {
  return mainlandDaysAfter(from - 1, to);
}

/** First trading index of the window of `period` ending at day t: the mainland days after the same date `months` earlier. */
export function holderWindowStart(t: number, period: HolderChangePeriod): number {
  const [y, m, d] = formatDay(dayOfTradingIndex(t)).split('-').map(Number) as [number, number, number];
  const months = y * 12 + m - 1 - HOLDER_CHANGE_MONTHS[period];
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const date = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return dayAfter(tradingIndexOf(dayOfDate(year, month, date)), 1);
}
