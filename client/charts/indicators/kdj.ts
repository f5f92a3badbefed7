import { highest, lowest } from './rolling';
import { tdxSma } from './sma';
import type { Series } from './series';

/** KDJ parameters; the Chinese standard is (9, 3, 3). */
export interface KdjParams {
  /** RSV window. */
  n: number;
  /** K smoothing. */
  m1: number;
  /** D smoothing. */
  m2: number;
}

/** Standard KDJ(9,3,3). */
export const KDJ_DEFAULTS: Readonly<KdjParams> = Object.freeze({ n: 9, m1: 3, m2: 3 });

/** KDJ lines aligned with the bars. */
export interface KdjResult {
  /** RSV = (C − LLV(L,n)) / (HHV(H,n) − LLV(L,n)) × 100. */
  rsv: Series;
  /** K = SMA(RSV, m1, 1), starting from 50. */
  k: Series;
  /** D = SMA(K, m2, 1), starting from 50. */
  d: Series;
  /** J = 3K − 2D. */
  j: Series;
}

/** RSV when the window has no range (HHV = LLV, e.g. a suspended stock): neutral. */
export const FLAT_RSV = 50;

/**
 * 通达信/同花顺 KDJ. The first n−1 bars use the bars available so far for HHV/LLV, and K and D start
 * at 50, so every line is defined from the first bar. A window without range gives RSV = 50.
 */
export function kdj(high: readonly number[], low: readonly number[], close: readonly number[], params: KdjParams = KDJ_DEFAULTS): KdjResult {
  if (high.length !== close.length || low.length !== close.length) {
    throw new RangeError('KDJ needs high, low and close of the same length');
  }
  const hh = highest(high, params.n);
  const ll = lowest(low, params.n);
  const rsv = close.map((c, i) => {
    const range = hh[i]! - ll[i]!;
    return range > 0 ? ((c - ll[i]!) / range) * 100 : range === 0 ? FLAT_RSV : Number.NaN;
  });
  const k = tdxSma(rsv, params.m1, 1, 50);
  const d = tdxSma(k, params.m2, 1, 50);
  const j = k.map((kv, i) => 3 * kv - 2 * d[i]!);
  return { rsv, k, d, j };
}
