/**
 * Local (Asia/Shanghai, UTC+8, no daylight saving) days and the trading calendar.
 *
 * A *day* is an integer: days since 1970-01-01 in Shanghai time. A *trading index* counts the days
 * on which either market trades — the mainland exchanges or HKEX (contracts/calendar, `either`) —
 * from {@link EPOCH_DAY} (2010-01-04, a Monday; earlier days get negative indexes). One index, one
 * date, in both markets: the model ties them at t (HK's market factor loads on the A-share factor,
 * industry factors are shared: model/factors.ts), and the live engine shows one `tradingIdx`.
 *
 * Each market is closed on the index days its own exchange does not trade, exactly as a security
 * is on a suspended day (a HOLIDAY row: no bar, the close carried): A-shares on the days only HKEX
 * trades (most of 春节 and 国庆 weeks, 8–14 a year: {@link isMainlandClosed}), HK securities on the
 * HKEX closures of mainland trading days (Good Friday, 佛诞, Christmas…: {@link isHongKongClosed}).
 * On an HKEX half day HK trades the morning only (`sessions.ts` `sessionAt`).
 *
 * Dates of mainland events (reports, notices, lock-ups, the data centre's days) must be mainland
 * trading days: {@link isTradingDay} answers for the mainland, and {@link mainlandIndexAtOrBefore} /
 * {@link mainlandIndexAtOrAfter} move an index off a mainland closure.
 */

import { calendarOf, EPOCH_DAY as CALENDAR_EPOCH_DAY, DAY_MS } from '../../../contracts/calendar/index';

/** Shanghai and Hong Kong are UTC+8 all year. */
export const LOCAL_OFFSET_MS = 8 * 3_600_000;
/** One minute in ms. */
export const MINUTE_MS = 60_000;

/** The local day of an instant. */
export function localDay(ts: number): number {
  return Math.floor((ts + LOCAL_OFFSET_MS) / DAY_MS);
}

/** Milliseconds since local midnight. */
export function msOfLocalDay(ts: number): number {
  const shifted = ts + LOCAL_OFFSET_MS;
  return shifted - Math.floor(shifted / DAY_MS) * DAY_MS;
}

/** The instant of local midnight starting `day`. */
export function dayStart(day: number): number {
  return day * DAY_MS - LOCAL_OFFSET_MS;
}

// Calendar-date arithmetic is the contracts' (one copy for client, edge and sim).

const MAINLAND = calendarOf('cn');
const HONG_KONG = calendarOf('hk');
const EITHER = calendarOf('either');

/** True when the mainland exchanges trade on `day`. */
export function isTradingDay(day: number): boolean {
  return MAINLAND.isTradingDay(day);
}

/** True when either market trades on `day`: the day has a trading index of its own. */
export function isMarketDay(day: number): boolean {
  return EITHER.isTradingDay(day);
}

/** True when HKEX is closed on the day of trading index `index` (the mainland trades). */
export function isHongKongClosed(index: number): boolean {
  return !HONG_KONG.isTradingDay(EITHER.dayOfTradingIndex(index));
}

/** True when the mainland exchanges are closed on the day of trading index `index` (only HKEX trades). */
export function isMainlandClosed(index: number): boolean {
  return !MAINLAND.isTradingDay(EITHER.dayOfTradingIndex(index));
}

/** The last index at or before `index` on which the mainland trades. */
export function mainlandIndexAtOrBefore(index: number): number {
  return mainlandIndexPlus(index, 0);
}

/**
 * The index `n` mainland trading days after the mainland day at or before `index` (n < 0: before it):
 * T+1, T−5 and "20 trading days later" for mainland events, stepping over HK-only days.
 */
export function mainlandIndexPlus(index: number, n: number): number {
  return tradingIndexOf(MAINLAND.dayOfTradingIndex(mainlandOrdinal(index) + n));
}

/** The index of the first mainland trading day on or after the calendar day `day`. */
export function mainlandIndexOnOrAfterDay(day: number): number {
  return tradingIndexOf(MAINLAND.isTradingDay(day) ? day : MAINLAND.nextTradingDay(day));
}

/** Mainland trading days counted to index `index` (a day the mainland is closed counts as the mainland day before it). */
export function mainlandOrdinal(index: number): number {
  return MAINLAND.tradingIndexOf(EITHER.dayOfTradingIndex(index));
}

/** Mainland trading days after index `from` up to index `to` (inclusive of `to`). */
export function mainlandDaysAfter(from: number, to: number): number {
  return mainlandOrdinal(to) - mainlandOrdinal(from);
}

/** The first index at or after `index` on which the mainland trades. */
export function mainlandIndexAtOrAfter(index: number): number {
  const day = EITHER.dayOfTradingIndex(index);
  return MAINLAND.isTradingDay(day) ? index : tradingIndexOf(MAINLAND.nextTradingDay(day));
}

/** Trading indexes in an average year (days either market trades, 2010–2026: about 253; SSE alone 242–246, mean ≈ 243). */
export const TRADING_DAYS_PER_YEAR = 253;

/** 2010-01-04, a Monday and a trading day: trading index 0. */
export const EPOCH_DAY = CALENDAR_EPOCH_DAY;

/** Trading index of the last trading day on or before `day` (a closed day maps to the trading day before it). */
export function tradingIndexOf(day: number): number {
  return EITHER.tradingIndexOf(day);
}

/** The day of a trading index. */
export function dayOfTradingIndex(index: number): number {
  return EITHER.dayOfTradingIndex(index);
}

/** Week number (Monday-based) of a day, for weekly bars. */
export function weekOf(day: number): number {
  return Math.floor((day - EPOCH_DAY) / 7);
}

/** Month number (year × 12 + month − 1) of a day, for monthly bars. */
export function monthOf(day: number): number {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** Calendar year of a day. */
export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}
