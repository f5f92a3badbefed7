import { assertPeriod, emptySeries, type Series } from './series';

/**
 * Simple moving average 通达信 `MA(X,N)`: the mean of the last `period` values. Undefined (NaN) for
 * the first `period − 1` values and wherever the window holds a NaN.
 */
export function ma(values: readonly number[], period: number): Series {
  assertPeriod('MA period', period);
  const out = emptySeries(values.length);
  let sum = 0;
  let nanCount = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) nanCount++;
    else sum += v;
    if (i >= period) {
      const old = values[i - period]!;
      if (Number.isNaN(old)) nanCount--;
      else sum -= old;
    }
    if (i >= period - 1 && nanCount === 0) out[i] = sum / period;
  }
  return out;
}
