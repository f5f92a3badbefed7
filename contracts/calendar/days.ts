/**
 * Calendar days as integers: days since 1970-01-01 in exchange-local time (Asia/Shanghai and Hong
 * Kong are both UTC+8 all year, so one numbering serves every market). Pure arithmetic, no Date
 * objects on the hot paths.
 */

/** One day in ms. */
export const DAY_MS = 86_400_000;

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
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
  return formatDay(day) === text ? day : null;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** True on Saturday and Sunday. */
export function isWeekend(day: number): boolean {
  const w = weekday(day);
  return w === 0 || w === 6;
}

/** Calendar year of a day. */
export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}
