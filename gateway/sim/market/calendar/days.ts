/**
 * Local (Asia/Shanghai, UTC+8, no daylight saving) days and the trading calendar.
 *
 * A *day* is an integer: days since 1970-01-01 in Shanghai time. A *trading index* counts
 * trading days from {@link EPOCH_DAY} (2010-01-04, a Monday; earlier days get negative indexes).
 * Trading days are the mainland exchanges' (contracts/calendar: weekends, 春节, 国庆 and every other
 * closure; 调休 Saturdays closed). HK securities share the mainland's trading index: on an index day
 * HKEX is closed (Good Friday, 佛诞, Christmas, typhoon-free public holidays…) an HK security does not
 * trade (see {@link isHongKongClosed}); on an HKEX half day it trades the morning only
 * (`sessions.ts` `sessionAt`). HK days on which only the mainland is closed (most of 春节 and 国庆
 * weeks: 177 weekdays in 2010–2026, 8–14 a year, against 109 HKEX closures on mainland trading
 * days) have no index and so no HK bar — a known simplification, kept because lifting it reaches
 * far beyond the calendar (issue 12 study):
 * - A separate HK trading index (`calendarOf('hk').tradingIndexOf`, which exists) would key HK bars
 *   by another count, but the model ties the markets at one index: HK's market factor loads on the
 *   A-share factor `cn.at(t)` and industry factors are shared across markets (model/factors.ts),
 *   so one t must mean one date; and the live engine shows one `tradingIdx`, which about 20 files
 *   of other domains (companies, disclosures, datacentre, screener, industry, ipo, news) read and
 *   pass as T to `history.days(slot, from, T)` for every security alike.
 * - An index over the union of both calendars, with mainland securities CLOSED on HK-only days as
 *   HK ones are on HKEX holidays, keeps one t per date but renumbers every series: every A-share
 *   path, listing, ex-date and anchor index moves (same seed, different data); A-share K-lines, MAs
 *   and 20/60-day windows must skip the closed rows; "T − 1 is the previous trading day" (prevClose,
 *   close windows, IPO T+n, limit chains, 连板 counts) and day counts (TRADING_DAYS_PER_YEAR, lock-up
 *   months, unlock calendars) change for the mainland; 北向/南向 (Stock Connect) flows and holdings
 *   must skip days either market is closed. About 55 files use the index (240 call sites), four of
 *   them in model/.
 * Either way it is a change of the model and of every domain, not of the calendar; the union
 * index is the one that keeps cross-market factors aligned.
 */

import { calendarOf, EPOCH_DAY as CALENDAR_EPOCH_DAY } from '../../../../contracts/calendar/index';

/** Shanghai and Hong Kong are UTC+8 all year. */
export const LOCAL_OFFSET_MS = 8 * 3_600_000;
/** One day in ms. */
export const DAY_MS = 86_400_000;
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

/** The day of a calendar date (month 1–12); no validation, for computed dates. */
export function dayOfDate(year: number, month: number, date: number): number {
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** `YYYY-MM-DD` of a day. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a `YYYY-MM-DD` string; null when malformed or not a real date. */
export function parseDay(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const day = ms / DAY_MS;
  return formatDay(day) === text ? day : null;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

const MAINLAND = calendarOf('cn');
const HONG_KONG = calendarOf('hk');

/** True when the mainland exchanges trade on `day`. */
export function isTradingDay(day: number): boolean {
  return MAINLAND.isTradingDay(day);
}

/** True when HKEX is closed on the day of trading index `index` (a mainland trading day). */
export function isHongKongClosed(index: number): boolean {
  return !HONG_KONG.isTradingDay(MAINLAND.dayOfTradingIndex(index));
}

/** Trading days in an average year (SSE 2010–2026: 242–246, mean ≈ 243). */
export const TRADING_DAYS_PER_YEAR = 243;

/** 2010-01-04, a Monday and a trading day: trading index 0. */
export const EPOCH_DAY = CALENDAR_EPOCH_DAY;

/** Trading index of the last trading day on or before `day` (a closed day maps to the trading day before it). */
export function tradingIndexOf(day: number): number {
  return MAINLAND.tradingIndexOf(day);
}

/** The day of a trading index. */
export function dayOfTradingIndex(index: number): number {
  return MAINLAND.dayOfTradingIndex(index);
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
