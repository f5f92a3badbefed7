/**
 * A sparkline: a tiny price line over a dashed pre-close baseline, coloured by the last price
 * against the baseline (up red, down green, flat grey). No axes, no text.
 */
import { fitScale, includeValue, type ValueRange } from '../model/price-scale';
import { themeFont, trendColor, type ChartTheme } from '../theme';
import type { DisplayList, DrawItem } from './display-list';

/** What a sparkline shows. */
export interface SparklineData {
  /** Prices, oldest first; non-finite values leave gaps. */
  prices: readonly number[];
  /** Baseline (pre-close); without it the first price is the reference and no baseline is drawn. */
  preClose?: number | null;
  /**
   * Slots of the full line (e.g. 241 minutes of an A-share day) so a partial day fills only its
   * share of the width; default: the number of prices.
   */
  totalPoints?: number;
  /** Line width in CSS pixels; default 1. */
  lineWidth?: number;
}

/** Builds a sparkline of `width` × `height` CSS pixels; `background` null keeps it transparent. */
export function buildSparkline(data: SparklineData, width: number, height: number, theme: ChartTheme, background: string | null = null): DisplayList {
  const items: DrawItem[] = [];
  const prices = data.prices;
  const lineWidth = data.lineWidth ?? 1;
  const base = data.preClose ?? null;
  const hasBase = base !== null && Number.isFinite(base);
  const finite = prices.filter((p) => Number.isFinite(p));
  const list: DisplayList = { background, font: themeFont(theme), items };
  if (finite.length === 0 || width <= 0 || height <= 0) return list;
  let range: ValueRange | null = null;
  for (const p of finite) range = includeValue(range, p);
  if (hasBase) range = includeValue(range, base);
  const pad = lineWidth + 1;
  const scale = fitScale(range, pad, height - pad, { top: 0, bottom: 0 });
  const slots = Math.max(prices.length, data.totalPoints ?? prices.length);
  const xOf = (i: number): number => (slots > 1 ? (i / (slots - 1)) * (width - lineWidth) + lineWidth / 2 : width / 2);
  const reference = hasBase ? base : finite[0]!;
  const last = finite[finite.length - 1]!;
  if (hasBase) items.push({ kind: 'hline', at: scale(base), from: 0, to: width, color: theme.axis, dash: [2, 2] });
  items.push({
    kind: 'polyline',
    xs: prices.map((_, i) => xOf(i)),
    ys: prices.map((p) => (Number.isFinite(p) ? scale(p) : Number.NaN)),
    color: trendColor(theme, last - reference),
    width: lineWidth,
  });
  return list;
}
