/**
 * Slow deterministic paths for the balances that roll (融资余额, 融券余量, 北向持股): a value of
 * (stock, day) that drifts over weeks — the linear interpolation of normal draws at knots every
 * `span` trading days — so a balance is a pure function of its day and the daily flows between two
 * days follow from the two balances (余额(t) = 余额(t−1) + 买入 − 偿还 holds by construction).
 */
import { hash2, hash3, hashString, normal, uniform } from '../shared/rng';

/** Tags of the independent draws. */
export const PATH_TAG = {
  margin: hashString('dc-margin'),
  marginPath: hashString('dc-margin-path'),
  short: hashString('dc-short'),
  shortPath: hashString('dc-short-path'),
  north: hashString('dc-north'),
  northPath: hashString('dc-north-path'),
  day: hashString('dc-day'),
} as const;

/** A normal(0, 1)-ish value on day t moving smoothly between knots `span` days apart. */
export function slow(key: number, tag: number, t: number, span: number): number {
  const k = Math.floor(t / span);
  const w = (t - k * span) / span;
  return (1 - w) * normal(hash3(key, tag, k)) + w * normal(hash3(key, tag, k + 1));
}

/** A uniform [0, 1) draw of a stock (fixed for life). */
export function fixed(key: number, tag: number, salt: number): number {
  return uniform(hash3(key, tag, salt));
}

/** A uniform [0, 1) draw of a stock-day. */
export function daily(key: number, tag: number, t: number, salt: number): number {
  return uniform(hash2(hash3(key, tag, t), salt));
}

/** Log-uniform between lo and hi from a uniform u. */
export function logUniform(u: number, lo: number, hi: number): number {
  return lo * (hi / lo) ** u;
}
