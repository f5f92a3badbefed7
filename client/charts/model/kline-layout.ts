/**
 * Pane geometry of a K-line chart: price pane (~60%), volume (~20%), lower indicator (~20%), a
 * price axis on the right and a time axis at the bottom. CSS pixels.
 */
import type { Rect } from '../rect';

/** Where each part of a K-line chart sits. */
export interface KLineLayout {
  width: number;
  height: number;
  /** Width of the plotting area (left of the price axis). */
  plotWidth: number;
  /** The price pane. */
  main: Rect;
  /** The volume pane, or null when hidden. */
  volume: Rect | null;
  /** The lower indicator pane, or null when hidden. */
  indicator: Rect | null;
  /** The price axis column, right of all panes. */
  priceAxis: Rect;
  /** The time axis row at the bottom. */
  timeAxis: Rect;
  /** Height of the legend line at the top of each pane. */
  legendHeight: number;
}

/** Which lower panes a chart shows. */
export interface PaneVisibility {
  volume: boolean;
  indicator: boolean;
}

/** Lays out a chart of `width` × `height` for a font of `fontSize` px. */
export function klineLayout(width: number, height: number, fontSize: number, panes: PaneVisibility): KLineLayout {
  const axisWidth = Math.round(fontSize * 5);
  const axisHeight = Math.round(fontSize * 1.8);
  const plotWidth = Math.max(0, width - axisWidth);
  const available = Math.max(0, height - axisHeight);
  const lowerCount = (panes.volume ? 1 : 0) + (panes.indicator ? 1 : 0);
  const lowerHeight = Math.round(available * 0.2);
  const mainHeight = available - lowerHeight * lowerCount;
  const main: Rect = { x: 0, y: 0, w: plotWidth, h: mainHeight };
  let y = mainHeight;
  let volume: Rect | null = null;
  let indicator: Rect | null = null;
  if (panes.volume) {
    volume = { x: 0, y, w: plotWidth, h: lowerHeight };
    y += lowerHeight;
  }
  if (panes.indicator) {
    indicator = { x: 0, y, w: plotWidth, h: lowerHeight };
    y += lowerHeight;
  }
  return {
    width,
    height,
    plotWidth,
    main,
    volume,
    indicator,
    priceAxis: { x: plotWidth, y: 0, w: width - plotWidth, h: available },
    timeAxis: { x: 0, y: available, w: plotWidth, h: axisHeight },
    legendHeight: Math.round(fontSize * 1.6),
  };
}

/** The pane containing y, or null on the time axis / outside. */
export function paneAt(layout: KLineLayout, y: number): 'main' | 'volume' | 'indicator' | null {
  for (const key of ['main', 'volume', 'indicator'] as const) {
    const r = layout[key];
    if (r && y >= r.y && y < r.y + r.h) return key;
  }
  return null;
}
