/**
 * Stochastic volatility for the daily price model: the stylized facts of real returns (R. Cont,
 * "Empirical properties of asset returns", Quantitative Finance 1, 2001) — heavy tails, volatility
 * clustering with slowly decaying memory, the leverage effect — while every value stays a pure
 * function of (seed, day) that can be read at any day without the days before it.
 *
 * - **Log-volatility** v(t) is a sum of pinned Lévy-bridge paths at spans 8 … 512 trading days
 *   (a week to two years, see `brownian.ts`): short components make violent weeks, long ones calm
 *   and turbulent years; their sum gives |r| an autocorrelation that decays slowly, close to the
 *   power law seen in markets. Each is read at any day in O(log span), a range in O(n).
 * - **Leverage and feedback** (market only): v also rises after falls of the market over the last
 *   {@link FEEDBACK_DAYS} days (exponentially weighted, a finite window, so still random access) —
 *   falls raise later volatility more than rises, and a big move of either sign raises it a little.
 * - **Heavy-tailed innovations**: each day's shock is scaled by ξ = √((ν − 2)/χ²_ν) with ν = 6 (χ²
 *   from three seeded uniforms), which turns a normal shock into a unit-variance Student-t.
 *
 * {@link ModulatedPath} applies the multiplier m(t) = exp(v(t) − v̄)·ξ(t) (E[m²] = 1, so the
 * calibrated long-run volatility is kept) to the daily increments of an anchored Brownian path and
 * puts the segment back on the path's pins with a small linear correction: levels stay bounded and
 * anchored exactly as before, only the day-to-day volatility now varies.
 */
import { anchorWeight, brownianFill } from './brownian';
import { Lru } from '../../shared/lru';
import { hash2, hash3, normal, uniform } from '../../shared/rng';

/** One log-volatility component: pinning span (power of two, days) and stationary standard deviation. */
export interface VolComponent {
  readonly span: number;
  readonly sd: number;
}

/** Days of market returns feeding back into the market's volatility. */
export const FEEDBACK_DAYS = 40;
/** Decay per day of the feedback weights. */
const FEEDBACK_DECAY = 0.93;
/** Degrees of freedom of the Student-t innovations. */
export const STUDENT_NU = 6;

/** Feedback weights w_j (j = 1 … FEEDBACK_DAYS), summing to 1. */
const WEIGHTS = (() => {
  const w = new Float64Array(FEEDBACK_DAYS + 1);
  let sum = 0;
  for (let j = 1; j <= FEEDBACK_DAYS; j++) sum += w[j] = FEEDBACK_DECAY ** (j - 1);
  for (let j = 1; j <= FEEDBACK_DAYS; j++) w[j] = w[j]! / sum;
  return w;
})();
/** Σ w_j², the variance of a unit feedback term. */
const WEIGHT_SQ = WEIGHTS.reduce((s, x) => s + x * x, 0);
/** E|z| of a standard normal. */
const MEAN_ABS = Math.sqrt(2 / Math.PI);

/** How strongly past market moves drive volatility. */
export interface Feedback {
  /** Log-vol per unit of the weighted past fall (leverage). */
  readonly leverage: number;
  /** Log-vol per unit of the weighted past |move| above its mean (clustering from shocks). */
  readonly magnitude: number;
}

/**
 * Per-day sigma of a component's bridge so that its stationary sd is `sd`: a path pinned every
 * `span` days has variance between span/4 and 3·span/8 per unit sigma² (≈ 0.3·span on average).
 */
function bridgeSigma(c: VolComponent): number {
  return c.sd / Math.sqrt(0.3 * c.span);
}

/** Variance of v(t) from its components and feedback (what centring subtracts). */
export function logVolVariance(components: readonly VolComponent[], feedback: Feedback | null = null, shared = 0): number {
  let v = shared;
  for (const c of components) v += c.sd * c.sd;
  if (feedback) v += WEIGHT_SQ * (feedback.leverage ** 2 + feedback.magnitude ** 2 * (1 - MEAN_ABS ** 2));
  return v;
}

/** Fills `out[i]` with Σ components at trading index `from + i` (keys derived from `key`). */
export function componentsFill(key: number, components: readonly VolComponent[], from: number, out: Float64Array): void {
  out.fill(0);
  const tmp = new Float64Array(out.length);
  components.forEach((c, k) => {
    brownianFill(hash2(key, 0x766f6c00 + k), bridgeSigma(c), from, tmp, c.span);
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + tmp[i]!;
  });
}

/**
 * Feedback term of day t from the standardized shocks e(t − j), j = 1 … FEEDBACK_DAYS:
 * leverage · Σ w_j·(−e) + magnitude · Σ w_j·(|e| − E|e|). `shocks[i]` is e at `from + i − FEEDBACK_DAYS`.
 */
export function feedbackFill(feedback: Feedback, shocks: Float64Array, out: Float64Array): void {
  if (shocks.length !== out.length + FEEDBACK_DAYS) throw new Error('shocks must cover FEEDBACK_DAYS before the range');
  for (let i = 0; i < out.length; i++) {
    let lev = 0;
    let mag = 0;
    for (let j = 1; j <= FEEDBACK_DAYS; j++) {
      const e = shocks[i + FEEDBACK_DAYS - j]!;
      lev -= WEIGHTS[j]! * e;
      mag += WEIGHTS[j]! * (Math.abs(e) - MEAN_ABS);
    }
    out[i] = feedback.leverage * lev + feedback.magnitude * mag;
  }
}

/** ξ(t): the Student-t scale of day t, √((ν − 2)/χ²_ν) with ν = 6; E[ξ²] = 1. */
export function studentScale(key: number, t: number): number {
  const h = hash3(key, 0x73747564, t);
  const chi = -2 * (Math.log(uniform(hash2(h, 1))) + Math.log(uniform(hash2(h, 2))) + Math.log(uniform(hash2(h, 3))));
  return Math.sqrt((STUDENT_NU - 2) / chi);
}

/** A source of daily multipliers m(t) for a path's increments, E[m²] = 1. */
export type MultiplierFill = (from: number, out: Float64Array) => void;

/**
 * An anchored Brownian path (as `AnchoredBrownian`) whose daily increments are multiplied by m(t):
 * inside each pinning segment X(t) = B(start) + Σ m·ΔB − (t − start)/span · (Σ m·ΔB − (B(end) − B(start))),
 * so X meets the bridge on every pin, then X is conditioned on X(anchor) = 0 with the bridge's
 * anchor weights. Segments are computed whole and cached; a point read and a range read give the
 * same numbers because both come from the same segment arrays.
 */
export class ModulatedPath {
  private readonly segments: Lru<number, Float64Array>;
  private atAnchor: number | null = null;

  constructor(
    private readonly key: number,
    private readonly sigma: number,
    private readonly anchor: number,
    private readonly span: number,
    private readonly multiplier: MultiplierFill,
    cacheSegments = 4,
  ) {
    this.segments = new Lru(cacheSegments);
  }

  /** The unconditioned values of one segment (span + 1 points, both pins included). */
  private segment(k: number): Float64Array {
    const hit = this.segments.get(k);
    if (hit) return hit;
    const n = this.span;
    const start = k * n;
    const b = new Float64Array(n + 1);
    brownianFill(this.key, this.sigma, start, b, n);
    const m = new Float64Array(n + 1);
    this.multiplier(start, m);
    const x = new Float64Array(n + 1);
    x[0] = b[0]!;
    for (let i = 1; i <= n; i++) x[i] = x[i - 1]! + m[i]! * (b[i]! - b[i - 1]!);
    const gap = x[n]! - b[n]!;
    for (let i = 1; i <= n; i++) x[i] = x[i]! - (i / n) * gap;
    this.segments.set(k, x);
    return x;
  }

  /** Unconditioned value at trading index t. */
  raw(t: number): number {
    const k = Math.floor(t / this.span);
    return this.segment(k)[t - k * this.span]!;
  }

  /** Value at trading index t, conditioned to 0 on the anchor day. */
  at(t: number): number {
    return this.condition(t, this.raw(t));
  }

  private condition(t: number, raw: number): number {
    const w = anchorWeight(this.anchor, t, this.span);
    if (w === 0) return raw;
    if (this.atAnchor === null) this.atAnchor = this.raw(this.anchor);
    return raw - w * this.atAnchor;
  }

  /** Fills `out[i]` with the conditioned value at trading index `from + i`. */
  fill(from: number, out: Float64Array): void {
    for (let i = 0; i < out.length; ) {
      const t = from + i;
      const k = Math.floor(t / this.span);
      const seg = this.segment(k);
      const end = Math.min(out.length, (k + 1) * this.span - from);
      for (; i < end; i++) out[i] = this.condition(from + i, seg[from + i - k * this.span]!);
    }
  }
}

/** Standard normal shocks of a plain (unmodulated) Brownian path: ΔB(t)/σ over a range. */
export function bridgeShocks(key: number, sigma: number, span: number, from: number, out: Float64Array): void {
  const b = new Float64Array(out.length + 1);
  brownianFill(key, sigma, from - 1, b, span);
  for (let i = 0; i < out.length; i++) out[i] = (b[i + 1]! - b[i]!) / sigma;
}

/** A seeded standard normal per day (used by tests and the stats as an independent reference). */
export function dayNormal(key: number, t: number): number {
  return normal(hash2(key, t));
}
