import { ema } from './ema';
import type { Series } from './series';

/** MACD parameters; the Chinese standard is (12, 26, 9). */
export interface MacdParams {
  fast: number;
  slow: number;
  signal: number;
}

/** Standard MACD(12,26,9). */
export const MACD_DEFAULTS: Readonly<MacdParams> = Object.freeze({ fast: 12, slow: 26, signal: 9 });

/** MACD lines aligned with the closes. */
export interface MacdResult {
  /** DIF = EMA(C, fast) − EMA(C, slow). */
  dif: Series;
  /** DEA = EMA(DIF, signal). */
  dea: Series;
  /** MACD histogram = 2 × (DIF − DEA), the 通达信 convention. */
  macd: Series;
}

/** 通达信 MACD: DIF, DEA and the doubled histogram, defined from the first close. */
export function macd(closes: readonly number[], params: MacdParams = MACD_DEFAULTS): MacdResult {
  if (params.fast >= params.slow) throw new RangeError(`MACD fast (${params.fast}) must be below slow (${params.slow})`);
  const fast = ema(closes, params.fast);
  const slow = ema(closes, params.slow);
  const dif = fast.map((f, i) => f - slow[i]!);
  const dea = ema(dif, params.signal);
  const hist = dif.map((d, i) => 2 * (d - dea[i]!));
  return { dif, dea, macd: hist };
}
