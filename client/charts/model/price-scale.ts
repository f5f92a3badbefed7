/**
 * Vertical scales: fit a value range into a pane with margins (d3.scaleLinear), choose nice ticks
 * and the decimals their labels need.
 */
import { precisionFixed, scaleLinear, type ScaleLinear } from 'd3';
import { priceDecimals } from '../../../contracts/format';

/** A closed value range. */
export interface ValueRange {
  min: number;
  max: number;
}

/** A linear value → y scale of one pane. */
export type PaneScale = ScaleLinear<number, number>;

/** Fractions of a pane's height kept empty above and below the data. */
export interface ScaleMargins {
  top: number;
  bottom: number;
}

/** Grows `range` (or starts one) to include every finite value of `series[from..to]`. */
export function extendRange(range: ValueRange | null, series: readonly number[], from: number, to: number): ValueRange | null {
  let min = range ? range.min : Number.POSITIVE_INFINITY;
  let max = range ? range.max : Number.NEGATIVE_INFINITY;
  for (let i = Math.max(0, from); i <= to && i < series.length; i++) {
    const v = series[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : range;
}

/** Grows `range` (or starts one) to include `value` when it is finite. */
export function includeValue(range: ValueRange | null, value: number): ValueRange | null {
  if (!Number.isFinite(value)) return range;
  return range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value };
}

/**
 * A scale mapping `range` onto the pane [top, bottom] with `margins` left empty. A flat range is
 * widened by 1% of its value (or ±1 around zero) so a flat line sits mid-pane; no range gives 0..1.
 */
export function fitScale(range: ValueRange | null, top: number, bottom: number, margins: ScaleMargins): PaneScale {
  let min = range ? range.min : 0;
  let max = range ? range.max : 1;
  if (max - min <= 0) {
    const pad = Math.abs(min) * 0.01 || 1;
    min -= pad;
    max += pad;
  }
  const usable = Math.max(0.05, 1 - margins.top - margins.bottom);
  const total = (max - min) / usable;
  return scaleLinear()
    .domain([min - total * margins.bottom, max + total * margins.top])
    .range([bottom, top]);
}

/** Nice tick values of a pane scale, about one per `spacing` pixels. */
export function paneTicks(scale: PaneScale, spacing = 40): number[] {
  const [y0, y1] = scale.range() as [number, number];
  const count = Math.max(1, Math.floor(Math.abs(y0 - y1) / spacing));
  return scale.ticks(count);
}

/**
 * Decimals for price-axis labels: the spec's decimals for the largest price (2 under 10, 1 under
 * 100, else 0), raised when the tick step needs more so two labels never read the same.
 */
export function priceTickDecimals(ticks: readonly number[]): number {
  if (ticks.length === 0) return 2;
  const largest = Math.max(...ticks.map(Math.abs));
  const step = ticks.length > 1 ? Math.abs(ticks[1]! - ticks[0]!) : 0;
  const needed = step > 0 ? precisionFixed(step) : 0;
  return Math.min(4, Math.max(priceDecimals(largest), needed));
}
