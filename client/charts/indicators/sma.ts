import { assertPeriod, emptySeries, type Series } from './series';

/**
 * 通达信 `SMA(X,N,M)`: the weighted moving average Y = (M·X + (N−M)·Y') / N, Y' being the previous Y.
 *
 * Without `seed`, the first defined X is the starting Y (as 通达信 and pandas `ewm(adjust=false)` do);
 * with `seed`, the value before the first X is `seed` (KDJ starts K and D at 50).
 * NaN inputs give NaN and leave the running value untouched.
 */
export function tdxSma(values: readonly number[], n: number, m: number, seed?: number): Series {
  assertPeriod('SMA N', n);
  if (!(m > 0 && m <= n)) throw new RangeError(`SMA M must be in (0, N], got ${m}`);
  const out = emptySeries(values.length);
  let prev = seed ?? Number.NaN;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (Number.isNaN(x)) continue;
    prev = Number.isNaN(prev) ? x : (m * x + (n - m) * prev) / n;
    out[i] = prev;
  }
  return out;
}
