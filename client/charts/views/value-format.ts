/**
 * Label formatting for chart axes, legends and tooltips, on top of contracts/format.
 */
import { precisionFixed } from 'd3';
import { EMPTY_VALUE, formatLargeNumber, formatVolume, volumeInUnit, type VolumeUnit } from '../../../contracts/format';

/** A number with fixed decimals, or `--` for NaN/∞. */
export function fixed(value: number, decimals: number): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : EMPTY_VALUE;
}

/** Decimals that keep ticks `step` apart distinct (at most 4). */
export function stepDecimals(ticks: readonly number[]): number {
  if (ticks.length < 2) return ticks.every((t) => Number.isInteger(t)) ? 0 : 2;
  return Math.min(4, precisionFixed(Math.abs(ticks[1]! - ticks[0]!)));
}

/** An amount in 万/亿/万亿 (spec §9), `--` when not finite. */
export function amountText(value: number): string {
  return Number.isFinite(value) ? formatLargeNumber(value, 2) : EMPTY_VALUE;
}

/** A volume (shares) in the chart's unit — `1.66万手`, the one rule of contracts/format — or in plain 万/亿 without one. */
export function volumeText(shares: number, unit: VolumeUnit | null = null): string {
  if (!Number.isFinite(shares)) return EMPTY_VALUE;
  return unit ? formatVolume(shares, unit) : formatLargeNumber(shares, 2);
}

/** An axis label of a volume (shares) counted in the chart's unit, without the unit (the legend names it). */
export function axisVolumeUnitText(shares: number, unit: VolumeUnit | null): string {
  return axisVolumeText(unit ? volumeInUnit(shares, unit) : shares);
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
