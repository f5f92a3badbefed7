import { tdxSma } from './sma';
import type { Series } from './series';

/**
 * Exponential moving average 通达信 `EMA(X,N)`: Y = (2·X + (N−1)·Y') / (N+1), starting from the first
 * defined X (so it is defined from the first bar, like 通达信's MACD).
 */
export function ema(values: readonly number[], period: number): Series {
  // EMA(X,N) is SMA(X, N+1, 2): (2·X + (N+1−2)·Y') / (N+1).
  return tdxSma(values, period + 1, 2);
}
