/**
 * The exchange's limit state of a day's bar — 涨停, 跌停, 炸板 and the 连板 streak — read from the
 * day tables' own flags and limit prices (market/history/day-table: the band of the day, none on a
 * new listing's unlimited days, none while suspended). One home for the rules, so the data centre's
 * 涨停连板 and the screener's event fields agree on every stock.
 */
import { LIMITED, SUSPENDED } from '../market/index';

/** Flag of a frame row that exists (the stock is listed that day); day tables' rows all are. */
export const PRESENT = 128;

/** A traded day of a limited stock that closed at its limit up. */
export function isLimitUp(flags: number, close: number, up: number): boolean {
  return (flags & (LIMITED | SUSPENDED | PRESENT)) === (LIMITED | PRESENT) && up > 0 && close >= up;
}

/** A traded day of a limited stock that closed at its limit down. */
export function isLimitDown(flags: number, close: number, down: number): boolean {
  return (flags & (LIMITED | SUSPENDED | PRESENT)) === (LIMITED | PRESENT) && close <= down;
}

/** 炸板: touched the limit up and closed below it. */
export function isBroken(flags: number, close: number, high: number, up: number): boolean {
  return (flags & (LIMITED | SUSPENDED | PRESENT)) === (LIMITED | PRESENT) && !isLimitUp(flags, close, up) && high >= up;
}

/** 一字板: limit up and one price all day (the data centre's 封板 all day: open and low at the close). */
export function isOneWord(flags: number, open: number, low: number, close: number, up: number): boolean {
  return isLimitUp(flags, close, up) && open === close && low === close;
}

/** A run of a stock's days, row k = one trading index; T the day whose streak is asked. */
export interface LimitRows {
  flags: ArrayLike<number>;
  close: ArrayLike<number>;
  limitUp: ArrayLike<number>;
}

/**
 * Consecutive limit-up closes ending at row T (0 when T is not limit up): suspended rows (and an
 * A-share's HK-only holiday rows, flagged suspended) are stepped over; a row off the market ends it.
 * `reachedStart` is true when the run went back to row 0 (a longer read may find more).
 */
export function limitStreak(rows: LimitRows, T: number): { streak: number; reachedStart: boolean } {
  const { flags, close, limitUp } = rows;
  if (!isLimitUp(flags[T]!, close[T]!, limitUp[T]!)) return { streak: 0, reachedStart: false };
  let s = 1;
  for (let k = T - 1; k >= 0; k--) {
    if (!(flags[k]! & PRESENT)) return { streak: s, reachedStart: false };
    if (flags[k]! & SUSPENDED) continue;
    if (!isLimitUp(flags[k]!, close[k]!, limitUp[k]!)) return { streak: s, reachedStart: false };
    s++;
  }
  return { streak: s, reachedStart: true };
}
