/**
 * Brownian paths that can be read at any trading day in O(log n), without generating the days
 * before it — the reason a security's history can be produced lazily and still agree with
 * today's price.
 *
 * Lévy's construction: time is cut into segments of `span` trading days ({@link SEGMENT_DAYS}
 * unless a path asks for another power of two). The value
 * at each segment boundary is an independent normal; inside a segment the midpoint of every
 * dyadic interval is drawn from the Brownian-bridge law given its two ends, with the randomness
 * taken from `hash(key, segment, midpoint)`. A point is found by descending the tree; a range is
 * filled by walking only the subtrees it touches. Both give the same numbers. Pinning each segment
 * end near zero keeps long-run levels bounded, so prices stay realistic for decades: the path is
 * stationary, with a standard deviation between √(span/4)·σ (at segment ends) and √(3·span/8)·σ
 * (mid-segment): the shorter the span, the stronger the pull back to the mean.
 *
 * {@link AnchoredBrownian} is the same path conditioned to be 0 on an anchor day, so the anchor —
 * the day a security closes at its real level — sits at the centre of its history, not at a random
 * extreme of it: years away it is the stationary path again, near the anchor it is pulled to 0.
 */
import { hash3, normal } from '../../shared/rng';

/** Trading days per segment (a power of two, about two years). */
export const SEGMENT_DAYS = 512;
/** Marker distinguishing segment-end draws from midpoint draws. */
const END_NODE = 0x7fffffff;

/** Checks a segment length: a power of two of at least 2 days. */
function checkSpan(span: number): void {
  if (!(Number.isInteger(span) && span >= 2 && (span & (span - 1)) === 0)) throw new Error(`span must be a power of two ≥ 2, got ${span}`);
}

/** A segment end: its standard deviation, in units of sigma, is the bridge's own spread at mid-segment, √span / 2. */
function endValue(key: number, sigma: number, segment: number, span: number): number {
  return (sigma * Math.sqrt(span) * normal(hash3(key, segment, END_NODE))) / 2;
}

function midValue(key: number, sigma: number, segment: number, a: number, b: number, wa: number, wb: number): number {
  const mid = (a + b) >> 1;
  return (wa + wb) / 2 + sigma * Math.sqrt((b - a) / 4) * normal(hash3(key, segment, mid));
}

/** Value at trading index `t` of the Brownian path named `key` with daily volatility `sigma`, pinned every `span` days. */
export function brownianAt(key: number, sigma: number, t: number, span = SEGMENT_DAYS): number {
  checkSpan(span);
  const segment = Math.floor(t / span);
  const rel = t - segment * span;
  let a = 0;
  let b = span;
  let wa = endValue(key, sigma, segment, span);
  let wb = endValue(key, sigma, segment + 1, span);
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
export function brownianFill(key: number, sigma: number, from: number, out: Float64Array, span = SEGMENT_DAYS): void {
  checkSpan(span);
  const to = from + out.length - 1;
  if (to < from) return;
  const first = Math.floor(from / span);
  const last = Math.floor(to / span);
  for (let segment = first; segment <= last; segment++) {
    const base = segment * span;
    const lo = Math.max(from, base) - base;
    const hi = Math.min(to, base + span) - base;
    const wa = endValue(key, sigma, segment, span);
    const wb = endValue(key, sigma, segment + 1, span);
    if (lo === 0) out[base - from] = wa;
    if (hi === span) out[base + span - from] = wb;
    fillInterval(key, sigma, segment, 0, span, wa, wb, lo, hi, base - from, out);
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

/** Weight of segment end `end` in the value of a day at `segment` + fraction `f`. */
function endWeight(segment: number, f: number, end: number): number {
  return end === segment ? 1 - f : end === segment + 1 ? f : 0;
}

/**
 * Covariance of the path at trading indexes s and t, in units of sigma². A day is
 * (1 − f)·end(k) + f·end(k + 1) + bridge(f): days share the ends of their segments (variance
 * span / 4 each), and days of one segment also share the bridge, whose covariance is
 * span·min(f)·(1 − max(f)).
 */
export function brownianCovariance(s: number, t: number, span = SEGMENT_DAYS): number {
  const ks = Math.floor(s / span);
  const kt = Math.floor(t / span);
  if (Math.abs(ks - kt) > 1) return 0;
  const fs = (s - ks * span) / span;
  const ft = (t - kt * span) / span;
  let cov = (span / 4) * (endWeight(ks, fs, ks) * endWeight(kt, ft, ks) + endWeight(ks, fs, ks + 1) * endWeight(kt, ft, ks + 1));
  if (ks === kt) cov += span * Math.min(fs, ft) * (1 - Math.max(fs, ft));
  return cov;
}

/**
 * Weight of the anchor's value in day t's value: Cov(t, anchor) / Var(anchor). Subtracting
 * weight × value(anchor) conditions the Gaussian path on value(anchor) = 0 exactly. Zero beyond
 * the segments next to the anchor's, so distant history is the plain stationary path.
 */
export function anchorWeight(anchor: number, t: number, span = SEGMENT_DAYS): number {
  return brownianCovariance(t, anchor, span) / brownianCovariance(anchor, anchor, span);
}

/**
 * A Brownian path (as {@link brownianAt}) conditioned to be 0 on the `anchor` day: a mean-reverting
 * path centred on the anchor, read at any day in O(log n) like the plain one.
 */
export class AnchoredBrownian {
  private readonly atAnchor: number;

  constructor(
    private readonly key: number,
    private readonly sigma: number,
    private readonly anchor: number,
    private readonly span = SEGMENT_DAYS,
  ) {
    if (!Number.isInteger(anchor)) throw new Error(`anchor must be a trading index, got ${anchor}`);
    this.atAnchor = brownianAt(key, sigma, anchor, span);
  }

  /** The conditioned value at trading index t. */
  at(t: number): number {
    return this.condition(t, brownianAt(this.key, this.sigma, t, this.span));
  }

  /** The conditioned value of a day whose plain value is `raw`. */
  condition(t: number, raw: number): number {
    const w = anchorWeight(this.anchor, t, this.span);
    return w === 0 ? raw : raw - w * this.atAnchor;
  }

  /** Fills `out[i]` with the conditioned value at trading index `from + i`. */
  fill(from: number, out: Float64Array): void {
    brownianFill(this.key, this.sigma, from, out, this.span);
    for (let i = 0; i < out.length; i++) out[i] = this.condition(from + i, out[i]!);
  }
}
