/**
 * Bar time ↔ (fractional) bar index on whatever bars a chart shows, so a drawing anchored to a time
 * lands on the same moment in any period: a time between two bars' starts sits between them in
 * proportion (a Wednesday on a weekly chart ≈ 0.3 into its week), and a time before the first bar or
 * after the last one is placed at the series' average bar duration (weekends and nights included),
 * which is about where those bars would be. Within one series the two are inverse of each other.
 */
import type { Bar } from '../model/bar';

/** Average time per bar of a series (ms); a day when it has fewer than two bars. */
export function averageBarDuration(bars: readonly Bar[]): number {
  const n = bars.length;
  return n >= 2 ? (bars[n - 1]!.t - bars[0]!.t) / (n - 1) : 86_400_000;
}

/** Index of the last bar starting at or before `t` (−1 when none does). */
function barAtOrBefore(bars: readonly Bar[], t: number): number {
  let lo = 0;
  let hi = bars.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (bars[mid]!.t <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** The fractional bar index of time `t` (epoch ms); NaN without bars. */
export function timeToIndex(bars: readonly Bar[], t: number): number {
  const n = bars.length;
  if (n === 0) return Number.NaN;
  const first = bars[0]!.t;
  const last = bars[n - 1]!.t;
  if (t <= first) return (t - first) / averageBarDuration(bars);
  if (t >= last) return n - 1 + (t - last) / averageBarDuration(bars);
  const i = barAtOrBefore(bars, t);
  const t0 = bars[i]!.t;
  const t1 = bars[i + 1]!.t;
  return i + (t - t0) / (t1 - t0);
}

/** The time (epoch ms, whole) of a fractional bar index; NaN without bars. */
export function indexToTime(bars: readonly Bar[], index: number): number {
  const n = bars.length;
  if (n === 0 || !Number.isFinite(index)) return Number.NaN;
  if (index <= 0) return Math.round(bars[0]!.t + index * averageBarDuration(bars));
  if (index >= n - 1) return Math.round(bars[n - 1]!.t + (index - (n - 1)) * averageBarDuration(bars));
  const i = Math.floor(index);
  const t0 = bars[i]!.t;
  return Math.round(t0 + (index - i) * (bars[i + 1]!.t - t0));
}
