/**
 * Label formatting for chart axes, legends and tooltips, on top of contracts/format.
 */
import { precisionFixed } from 'd3';
import { EMPTY_VALUE, formatLargeNumber } from '../../../contracts/format';

/** A number with fixed decimals, or `--` for NaN/∞. */
export function fixed(value: number, decimals: number): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : EMPTY_VALUE;
}

/** Decimals that keep ticks `step` apart distinct (at most 4). */
export function stepDecimals(ticks: readonly number[]): number {
  if (ticks.length < 2) return 2;
  return Math.min(4, precisionFixed(Math.abs(ticks[1]! - ticks[0]!)));
}

/** Volume or amount in 万/亿/万亿 (spec §9), `--` when not finite. */
export function volumeText(value: number): string {
  return Number.isFinite(value) ? formatLargeNumber(value, 2) : EMPTY_VALUE;
}
