/**
 * Indicator series: plain `number[]` aligned index-for-index with the input, `NaN` where a value is
 * not defined (warm-up bars, gaps). NaN keeps the arrays dense and numeric; renderers skip it.
 */

/** A numeric series aligned with its bars; `NaN` means "no value here". */
export type Series = number[];

/** Throws a RangeError unless `period` is a positive integer (indicator parameters come from callers). */
export function assertPeriod(name: string, period: number): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${period}`);
  }
}

/** A series of `length` NaNs. */
export function emptySeries(length: number): Series {
  return new Array<number>(length).fill(Number.NaN);
}
