/**
 * Brownian paths that can be read at any trading day in O(log n), without generating the days
 * before it — the reason a security's history can be produced lazily and still agree with
 * today's price.
 *
 * Lévy's construction: time is cut into segments of {@link SEGMENT_DAYS} trading days. The value
 * at each segment boundary is an independent normal; inside a segment the midpoint of every
 * dyadic interval is drawn from the Brownian-bridge law given its two ends, with the randomness
 * taken from `hash(key, segment, midpoint)`. A point is found by descending the tree; a range is
 * filled by walking only the subtrees it touches. Both give the same numbers. Pinning each segment
 * end near zero keeps long-run levels bounded, so prices stay realistic for decades.
 */
import { hash3, normal } from './rng';

/** Trading days per segment (a power of two, about two years). */
export const SEGMENT_DAYS = 512;
/** Marker distinguishing segment-end draws from midpoint draws. */
const END_NODE = 0x7fffffff;
/** Standard deviation of a segment end, in units of sigma: the bridge's own spread at mid-segment. */
const END_SCALE = Math.sqrt(SEGMENT_DAYS) / 2;

function endValue(key: number, sigma: number, segment: number): number {
  return sigma * END_SCALE * normal(hash3(key, segment, END_NODE));
}

function midValue(key: number, sigma: number, segment: number, a: number, b: number, wa: number, wb: number): number {
  const mid = (a + b) >> 1;
  return (wa + wb) / 2 + sigma * Math.sqrt((b - a) / 4) * normal(hash3(key, segment, mid));
}

/** Value at trading index `t` of the Brownian path named `key` with daily volatility `sigma`. */
export function brownianAt(key: number, sigma: number, t: number): number {
  const segment = Math.floor(t / SEGMENT_DAYS);
  const rel = t - segment * SEGMENT_DAYS;
  let a = 0;
  let b = SEGMENT_DAYS;
  let wa = endValue(key, sigma, segment);
  let wb = endValue(key, sigma, segment + 1);
  while (true) {
    if (rel === a) return wa;
    if (rel === b) return wb;
    const wm = midValue(key, sigma, segment, a, b, wa, wb);
    const mid = (a + b) >> 1;
    if (rel < mid) {
      b = mid;
      wb = wm;
    } else {
      a = mid;
      wa = wm;
    }
  }
}

/** Fills `out[i]` with the path's value at trading index `from + i`, for `i < out.length`. */
export function brownianFill(key: number, sigma: number, from: number, out: Float64Array): void {
  const to = from + out.length - 1;
  if (to < from) return;
  const first = Math.floor(from / SEGMENT_DAYS);
  const last = Math.floor(to / SEGMENT_DAYS);
  for (let segment = first; segment <= last; segment++) {
    const base = segment * SEGMENT_DAYS;
    const lo = Math.max(from, base) - base;
    const hi = Math.min(to, base + SEGMENT_DAYS) - base;
    const wa = endValue(key, sigma, segment);
    const wb = endValue(key, sigma, segment + 1);
    if (lo === 0) out[base - from] = wa;
    if (hi === SEGMENT_DAYS) out[base + SEGMENT_DAYS - from] = wb;
    fillInterval(key, sigma, segment, 0, SEGMENT_DAYS, wa, wb, lo, hi, base - from, out);
  }
}

function fillInterval(
  key: number,
  sigma: number,
  segment: number,
  a: number,
  b: number,
  wa: number,
  wb: number,
  lo: number,
  hi: number,
  shift: number,
  out: Float64Array,
): void {
  if (b - a < 2 || b <= lo || a >= hi) return;
  const mid = (a + b) >> 1;
  const wm = midValue(key, sigma, segment, a, b, wa, wb);
  if (mid >= lo && mid <= hi) out[mid + shift] = wm;
  fillInterval(key, sigma, segment, a, mid, wa, wm, lo, hi, shift, out);
  fillInterval(key, sigma, segment, mid, b, wm, wb, lo, hi, shift, out);
}
