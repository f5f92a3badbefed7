/**
 * Local (Asia/Shanghai, UTC+8, no daylight saving) days and the trading calendar.
 *
 * A *day* is an integer: days since 1970-01-01 in Shanghai time. A *trading index* counts
 * trading days from {@link EPOCH_DAY} (2010-01-04, a Monday; earlier days get negative indexes).
 * Trading days are Monday to Friday: exchange holidays are not modelled (documented simplification),
 * so Spring Festival weeks trade in the sim. HK and the mainland share this calendar.
 */

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

/** True on Monday to Friday. */
export function isTradingDay(day: number): boolean {
  const w = weekday(day);
  return w >= 1 && w <= 5;
}

/** Trading days in an average year (Monday to Friday: 365.25 × 5 / 7). */
export const TRADING_DAYS_PER_YEAR = (365.25 * 5) / 7;

/** 2010-01-04, a Monday: trading index 0. */
export const EPOCH_DAY = 14613;

/** Trading index of the last trading day on or before `day` (a weekend maps to its Friday). */
export function tradingIndexOf(day: number): number {
  const delta = day - EPOCH_DAY;
  const weeks = Math.floor(delta / 7);
  const rest = delta - weeks * 7;
  return weeks * 5 + Math.min(rest, 4);
}

/** The day of a trading index. */
export function dayOfTradingIndex(index: number): number {
  const weeks = Math.floor(index / 5);
  return EPOCH_DAY + weeks * 7 + (index - weeks * 5);
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
