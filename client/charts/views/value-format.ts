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
  if (ticks.length < 2) return ticks.every((t) => Number.isInteger(t)) ? 0 : 2;
  return Math.min(4, precisionFixed(Math.abs(ticks[1]! - ticks[0]!)));
}

/** Volume or amount in 万/亿/万亿 (spec §9), `--` when not finite. */
export function volumeText(value: number): string {
  return Number.isFinite(value) ? formatLargeNumber(value, 2) : EMPTY_VALUE;
}

const UNIT_SIZES: Readonly<Record<string, number>> = { 万亿: 1e12, 亿: 1e8, 万: 1e4 };

/** An axis volume label with the fewest decimals (0–2) that still reads exactly: `500万`, `1.5亿`. */
export function axisVolumeText(value: number): string {
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  let text = formatLargeNumber(value, 2);
  for (let d = 1; d >= 0; d--) {
    const shorter = formatLargeNumber(value, d);
    const unit = UNIT_SIZES[shorter.replace(/^[-\d.]+/, '')] ?? 1;
    if (Math.abs(Number.parseFloat(shorter) * unit - value) > 1e-9 * Math.max(1, Math.abs(value))) break;
    text = shorter;
  }
  return text;
}
