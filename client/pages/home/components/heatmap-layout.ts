/**
 * The industry heat map's pure parts: the d3 treemap layout (cells sized by amount, in fractions of
 * the map), the colour ramp by change, and which labels fit a cell.
 */
import { hierarchy, interpolateRgb, scaleLinear, treemap, treemapSquarify } from 'd3';
import type { SectorItem } from '../../../../contracts/endpoints/market-data';
import type { AppTheme } from '../../../ui/theme';

/** A laid-out cell, in fractions (0–1) of the map's width and height. */
export interface HeatCell {
  item: SectorItem;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Treemap cells sized by amount (a board without amount still gets a sliver so it stays visible). */
export function heatmapLayout(items: readonly SectorItem[], aspect = 2): HeatCell[] {
  if (items.length === 0) return [];
  const amounts = items.map((i) => (Number.isFinite(i.amount) && i.amount > 0 ? i.amount : 0));
  const floor = Math.max(1, Math.max(...amounts) * 0.004);
  type Node = { item?: SectorItem; value?: number; children?: Node[] };
  const root = hierarchy<Node>({ children: items.map((item, i) => ({ item, value: Math.max(floor, amounts[i]!) })) })
    .sum((d) => d.value ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const width = 1000;
  const height = width / aspect;
  treemap<Node>().tile(treemapSquarify).size([width, height]).paddingInner(2).round(false)(root);
  return root.leaves().map((leaf) => {
    const l = leaf as typeof leaf & { x0: number; y0: number; x1: number; y1: number };
    return { item: leaf.data.item!, x: l.x0 / width, y: l.y0 / height, w: (l.x1 - l.x0) / width, h: (l.y1 - l.y0) / height };
  });
}

/** Percent change where the heat colour saturates. */
export const HEAT_SATURATION_PCT = 2;

/**
 * Colour of a change in percent: down green → neutral → up red, saturating at ±2%. The square
 * root spreads the small moves most boards make over a visible share of the ramp.
 */
export function heatColor(pct: number, theme: AppTheme): string {
  const neutral = theme.dark ? '#454B57' : '#A7AEBB';
  if (!Number.isFinite(pct)) return neutral;
  const t = Math.sign(pct) * Math.sqrt(Math.min(1, Math.abs(pct) / HEAT_SATURATION_PCT));
  const scale = scaleLinear<string>().domain([-1, 0, 1]).range([theme.colors.down, neutral, theme.colors.up]).interpolate(interpolateRgb).clamp(true);
  return scale(t);
}

/** Which labels fit a cell of `w` × `h` CSS pixels: the name, then the percent, then the leader. */
export function cellLabels(name: string, w: number, h: number): { name: boolean; pct: boolean; leader: boolean } {
  const nameFits = w >= name.length * 13 + 6 && h >= 18;
  return { name: nameFits, pct: nameFits && h >= 36 && w >= 48, leader: nameFits && h >= 58 && w >= 64 };
}
