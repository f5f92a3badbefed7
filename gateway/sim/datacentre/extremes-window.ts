/**
 * A day's 连板 streaks and 60-day extremes, one stock at a time: the stock's {@link LOOKBACK}-day
 * window, and whether a short read already settles them (`Frames.extremes` reads the rest).
 */
import { HOLIDAY, SUSPENDED } from '../market/index';
import { isLimitUp, limitStreak, PRESENT } from './limit-state';
import { type Block, type DayExtremes, LOOKBACK } from './day-frame';

/** One stock's bars over the {@link LOOKBACK} window of a day (the last entry is the day). */
export class ExtremesWindow {
  readonly flags: Uint8Array;
  readonly close: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly up: Float64Array;

  constructor(readonly length: number) {
    this.flags = new Uint8Array(length);
    this.close = new Float64Array(length);
    this.high = new Float64Array(length);
    this.low = new Float64Array(length);
    this.up = new Float64Array(length);
  }

  set(k: number, blk: Block, o: number): void {
    this.setRow(k, blk.flags[o]!, blk.close[o]!, blk.high[o]!, blk.low[o]!, blk.limitUp[o]!);
  }

  setRow(k: number, flags: number, close: number, high: number, low: number, up: number): void {
    this.flags[k] = flags;
    this.close[k] = close;
    this.high[k] = high;
    this.low[k] = low;
    this.up[k] = up;
  }

  clear(k: number): void {
    this.setRow(k, 0, 0, 0, 0, 0);
  }

  /** Writes row i of the day's extremes. */
  into(x: DayExtremes, i: number): void {
    const { flags: wFlags, close: wClose, high: wHigh, low: wLow, up: wUp } = this;
    const T = this.length - 1;
    const flags = wFlags[T]!;
    if (!(flags & PRESENT) || flags & SUSPENDED) return;
    x.streak[i] = limitStreak({ flags: wFlags, close: wClose, limitUp: wUp }, T).streak;
    // 60-day extremes (an ex-date inside the window is rare: raw prices compared), over mainland
    // days: an A-share's HOLIDAY rows (HK-only days) are no days of its own, as a 连板 steps over them.
    let hi = 0;
    let lo = Number.POSITIVE_INFINITY;
    let seen = 0;
    for (let k = T - 1; k >= 0; k--) {
      if (!(wFlags[k]! & PRESENT)) break;
      if (wFlags[k]! & HOLIDAY) continue;
      seen++;
      if (wHigh[k]! > hi) hi = wHigh[k]!;
      if (wLow[k]! < lo) lo = wLow[k]!;
    }
    if (seen >= LOOKBACK - 1) {
      x.newHigh[i] = wHigh[T]! > hi ? 1 : 0;
      x.newLow[i] = wLow[T]! < lo ? 1 : 0;
    }
  }
}

/** Share of the stocks left open by a day's own read above which its 60-day window is read as blocks. */
export const TRENDING = 0.75;

/** Days before a day that a stock the day's own read leaves open reads next (a 60-day high is rarely a 20-day one's). */
export const NEAR_DAYS = 20;

/**
 * Whether a block's bars (the day at offset o, `before` ≤ {@link LOOKBACK} − 1 days of it before, all
 * held) settle the stock's extremes as all 0: off the market or suspended that day; or not limit up,
 * and a day off the market among the days before (fewer than {@link LOOKBACK} − 1 listed days in a
 * row), or both a high at least the day's and a low at most the day's among them.
 */
export function settled(bars: Block, o: number, before: number): boolean {
  const flags = bars.flags[o]!;
  if (!(flags & PRESENT) || flags & SUSPENDED) return true;
  if (isLimitUp(flags, bars.close[o]!, bars.limitUp[o]!)) return false;
  let hi = 0;
  let lo = Number.POSITIVE_INFINITY;
  for (let k = 1; k <= before; k++) {
    if (!(bars.flags[o - k]! & PRESENT)) return true;
    hi = Math.max(hi, bars.high[o - k]!);
    lo = Math.min(lo, bars.low[o - k]!);
  }
  return bars.high[o]! <= hi && bars.low[o]! >= lo;
}
