/**
 * Measures of the stylized facts of a return series (R. Cont, Quantitative Finance 1, 2001), shared
 * by `npm run sim:stats` and the property tests: excess kurtosis, autocorrelations of r and |r|,
 * the leverage correlation corr(r(t), |r(t + k)|) and the volume–volatility correlation.
 */

function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]!;
  return s / x.length;
}

/** Excess kurtosis (0 for a normal distribution). */
export function excessKurtosis(r: ArrayLike<number>): number {
  const m = mean(r);
  let m2 = 0;
  let m4 = 0;
  for (let i = 0; i < r.length; i++) {
    const d = r[i]! - m;
    m2 += d * d;
    m4 += d * d * d * d;
  }
  m2 /= r.length;
  m4 /= r.length;
  return m4 / (m2 * m2) - 3;
}

/** Sample autocorrelation of x at `lag`. */
export function autocorrelation(x: ArrayLike<number>, lag: number): number {
  const m = mean(x);
  let num = 0;
  let den = 0;
  for (let i = 0; i < x.length; i++) {
    const d = x[i]! - m;
    den += d * d;
    if (i + lag < x.length) num += d * (x[i + lag]! - m);
  }
  return den === 0 ? 0 : num / den;
}

/** Pearson correlation of two series of one length. */
export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! - ma;
    const y = b[i]! - mb;
    sab += x * y;
    saa += x * x;
    sbb += y * y;
  }
  return saa === 0 || sbb === 0 ? 0 : sab / Math.sqrt(saa * sbb);
}

/** |x| of every element. */
export function absolute(x: ArrayLike<number>): Float64Array {
  return Float64Array.from(x as ArrayLike<number>, (v) => Math.abs(v));
}

/** Mean autocorrelation of |r| over lags [from, to]. */
export function meanAbsAutocorrelation(r: ArrayLike<number>, from: number, to: number): number {
  const a = absolute(r);
  let s = 0;
  for (let k = from; k <= to; k++) s += autocorrelation(a, k);
  return s / (to - from + 1);
}

/**
 * Leverage: mean over k = 1 … `lags` of corr(r(t), |r(t + k)|) — negative when falls are followed
 * by more volatility than rises (Bouchaud, Matacz & Potters, PRL 87, 2001).
 */
export function leverageCorrelation(r: ArrayLike<number>, lags = 10): number {
  let s = 0;
  for (let k = 1; k <= lags; k++) {
    const n = r.length - k;
    const a = new Float64Array(n);
    const b = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      a[i] = r[i]!;
      b[i] = Math.abs(r[i + k]!);
    }
    s += correlation(a, b);
  }
  return s / lags;
}

/** Median of a list. */
export function median(x: readonly number[]): number {
  const s = [...x].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The facts of one return series (and its volumes, when given). */
export interface Facts {
  kurtosis: number;
  acfAbs1: number;
  acfAbs20to50: number;
  acfR1: number;
  leverage: number;
  volumeVol: number | null;
}

/** All facts of a log-return series; `volume[i]` is the volume of the day of `r[i]`. */
export function factsOf(r: ArrayLike<number>, volume?: ArrayLike<number>): Facts {
  return {
    kurtosis: excessKurtosis(r),
    acfAbs1: autocorrelation(absolute(r), 1),
    acfAbs20to50: meanAbsAutocorrelation(r, 20, 50),
    acfR1: autocorrelation(r, 1),
    leverage: leverageCorrelation(r),
    volumeVol: volume
      ? correlation(
          absolute(r),
          Float64Array.from(volume as ArrayLike<number>, (v) => Math.log(Math.max(v, 1))),
        )
      : null,
  };
}
