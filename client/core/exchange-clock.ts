/**
 * The exchanges' wall clock (UTC+8, spec §9) whatever the browser's zone is: days, minutes, dates
 * and times of an instant as the market shows them. Pure and small (no d3), for pages and stores.
 */
import { SERVER_TIME_OFFSET_MS } from '../../contracts/format';

/** One minute, ms. */
export const MINUTE_MS = 60_000;
/** One day, ms. */
export const DAY_MS = 86_400_000;
/** Exchange wall clock: UTC+8 (the same 8 hours the server's timestamps are shown with). */
export const WALL_OFFSET_MS = SERVER_TIME_OFFSET_MS;

/** Days since 1970-01-01 on the exchange's wall clock. */
export function wallDay(ts: number): number {
  return Math.floor((ts + WALL_OFFSET_MS) / DAY_MS);
}

/** Wall-clock minutes since midnight (fractional). */
export function wallMinute(ts: number): number {
  const wall = ts + WALL_OFFSET_MS;
  return (wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS;
}

/** `YYYY-MM-DD` of an instant on the exchange's wall clock. */
export function wallDate(ts: number): string {
  return new Date(ts + WALL_OFFSET_MS).toISOString().slice(0, 10);
}

/** `HH:MM:SS` of an instant on the exchange's wall clock. */
export function wallTime(ts: number): string {
  return new Date(ts + WALL_OFFSET_MS).toISOString().slice(11, 19);
}
