import { ma } from './ma';
import { rollingStd, type Deviation } from './rolling';
import type { Series } from './series';

/** BOLL parameters; the Chinese standard is (20, 2) with 通达信's `STD`, the sample deviation. */
export interface BollParams {
  period: number;
  width: number;
  /**
   * 通达信's BOLL is `MID ± 2·STD(CLOSE,20)` and its `STD` is the 估算标准差 (sample, ÷(N−1));
   * `STDP` would be the population deviation (÷N). Default: `sample`.
   */
  deviation: Deviation;
}

/** Standard BOLL(20,2), sample deviation. */
export const BOLL_DEFAULTS: Readonly<BollParams> = Object.freeze({ period: 20, width: 2, deviation: 'sample' });

/** BOLL bands aligned with the closes; NaN for the first period − 1 bars. */
export interface BollResult {
  /** MID = MA(C, period). */
  mid: Series;
  /** UPPER = MID + width × STD. */
  upper: Series;
  /** LOWER = MID − width × STD. */
  lower: Series;
}

/** 通达信 BOLL bands. */
export function boll(closes: readonly number[], params: BollParams = BOLL_DEFAULTS): BollResult {
  const mid = ma(closes, params.period);
  const std = rollingStd(closes, params.period, params.deviation);
  return {
    mid,
    upper: mid.map((m, i) => m + params.width * std[i]!),
    lower: mid.map((m, i) => m - params.width * std[i]!),
  };
}
