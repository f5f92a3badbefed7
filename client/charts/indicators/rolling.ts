import { assertPeriod, type Series } from './series';

/**
 * Highest value over the last `period` values (通达信 `HHV`). The first `period − 1` entries use the
 * values available so far, so the result is defined from the first bar.
 */
export function highest(values: readonly number[], period: number): Series {
  return rollingExtreme(values, period, (a, b) => a > b);
}

/** Lowest value over the last `period` values (通达信 `LLV`), with the same partial warm-up as {@link highest}. */
export function lowest(values: readonly number[], period: number): Series {
  return rollingExtreme(values, period, (a, b) => a < b);
}

function rollingExtreme(values: readonly number[], period: number, better: (a: number, b: number) => boolean): Series {
  assertPeriod('HHV/LLV period', period);
  const out: Series = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    let best = Number.NaN;
    for (let j = Math.max(0, i - period + 1); j <= i; j++) {
      const v = values[j]!;
      if (!Number.isNaN(v) && (Number.isNaN(best) || better(v, best))) best = v;
    }
    out[i] = best;
  }
  return out;
}

/** How a rolling standard deviation divides: by N (population, 通达信 `STDP`) or N−1 (sample, 通达信 `STD`). */
export type Deviation = 'population' | 'sample';

/**
 * Rolling standard deviation over full windows of `period` values; NaN during warm-up and where the
 * window holds a NaN. Two passes per window keep it exact for price-sized numbers.
 */
export function rollingStd(values: readonly number[], period: number, deviation: Deviation): Series {
  assertPeriod('STD period', period);
  if (deviation === 'sample' && period < 2) throw new RangeError('sample STD needs a period of at least 2');
  const out: Series = new Array<number>(values.length).fill(Number.NaN);
  const divisor = deviation === 'sample' ? period - 1 : period;
  for (let i = period - 1; i < values.length; i++) {
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += values[j]!;
    const mean = sum / period;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (values[j]! - mean) ** 2;
    out[i] = Math.sqrt(squares / divisor);
  }
  return out;
}
