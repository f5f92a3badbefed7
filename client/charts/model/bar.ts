/**
 * The K-line bar the chart draws, and the rules for replacing or appending the live last bar.
 */
import type { KlineBar } from '../../../contracts/endpoints/market-data';

/**
 * One K-line bar: the contract's {@link KlineBar} (`t` epoch ms of the bar's start, OHLC, volume)
 * with the amount optional, since bars built from live quotes may not know it.
 */
export interface Bar extends Omit<KlineBar, 'a'> {
  /** Amount (成交额), when known. */
  a?: number;
}

/** What {@link mergeLastBar} did with a live bar. */
export type BarMerge = 'replaced' | 'appended' | 'stale';

/**
 * Throws a RangeError naming the first bad field unless `bar` is a consistent OHLCV bar:
 * finite numbers, `l ≤ min(o, c)`, `h ≥ max(o, c)`, volume ≥ 0.
 */
export function assertBar(bar: Bar, label = 'bar'): void {
  if (bar === null || typeof bar !== 'object') throw new RangeError(`${label} must be an object`);
  for (const key of ['t', 'o', 'h', 'l', 'c', 'v'] as const) {
    if (typeof bar[key] !== 'number' || !Number.isFinite(bar[key])) {
      throw new RangeError(`${label}.${key} must be a finite number, got ${String(bar[key])}`);
    }
  }
  if (bar.a !== undefined && !Number.isFinite(bar.a)) throw new RangeError(`${label}.a must be a finite number when present`);
  if (bar.v < 0) throw new RangeError(`${label}.v must not be negative`);
  if (bar.l > Math.min(bar.o, bar.c) || bar.h < Math.max(bar.o, bar.c)) {
    throw new RangeError(`${label}: low/high must enclose open and close (o=${bar.o} h=${bar.h} l=${bar.l} c=${bar.c})`);
  }
}

/** Throws unless every bar is valid and times strictly increase. */
export function assertBars(bars: readonly Bar[]): void {
  if (!Array.isArray(bars)) throw new RangeError('bars must be an array');
  for (let i = 0; i < bars.length; i++) {
    assertBar(bars[i]!, `bars[${i}]`);
    if (i > 0 && bars[i]!.t <= bars[i - 1]!.t) throw new RangeError(`bars[${i}].t must be after bars[${i - 1}].t`);
  }
}

/**
 * Applies a live bar to `bars` in place: same time as the last bar replaces it, a later time
 * appends, an earlier time is stale and ignored (a late frame must not rewrite history).
 */
export function mergeLastBar(bars: Bar[], bar: Bar): BarMerge {
  assertBar(bar);
  const last = bars[bars.length - 1];
  if (last === undefined || bar.t > last.t) {
    bars.push(bar);
    return 'appended';
  }
  if (bar.t === last.t) {
    bars[bars.length - 1] = bar;
    return 'replaced';
  }
  return 'stale';
}

/** +1 when close > open, −1 when close < open, 0 when equal. */
export function barDirection(bar: Pick<Bar, 'o' | 'c'>): 1 | 0 | -1 {
  return bar.c > bar.o ? 1 : bar.c < bar.o ? -1 : 0;
}
