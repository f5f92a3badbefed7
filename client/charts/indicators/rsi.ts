import { tdxSma } from './sma';
import type { Series } from './series';

/** The three standard RSI periods (6, 12, 24). */
export const RSI_DEFAULTS: readonly [number, number, number] = Object.freeze([6, 12, 24] as const);

/**
 * 通达信 RSI: LC = REF(C,1); RSI = SMA(MAX(C−LC,0),N,1) / SMA(ABS(C−LC),N,1) × 100.
 * The first bar has no change, so RSI starts at the second bar; NaN while nothing has moved yet.
 */
export function rsi(closes: readonly number[], period: number): Series {
  if (closes.length === 0) return [];
  const gains: number[] = new Array<number>(closes.length);
  const moves: number[] = new Array<number>(closes.length);
  gains[0] = Number.NaN;
  moves[0] = Number.NaN;
  for (let i = 1; i < closes.length; i++) {
    const change = closes[i]! - closes[i - 1]!;
    gains[i] = Math.max(change, 0);
    moves[i] = Math.abs(change);
  }
  const up = tdxSma(gains, period, 1);
  const all = tdxSma(moves, period, 1);
  return up.map((u, i) => {
    const a = all[i]!;
    return a > 0 ? (u / a) * 100 : Number.NaN;
  });
}
