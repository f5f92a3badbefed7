/**
 * The K-line main canvas: grid, candles, MAs, volume, the lower indicator, price and time axes.
 * Model in, display list (plus the scales the overlay needs) out; nothing here touches a canvas.
 */
import type { Bar } from '../model/bar';
import type { KLineModel } from '../model/kline-model';
import type { Rect } from '../rect';
import { extendRange, fitScale, includeValue, paneTicks, priceTickDecimals, type PaneScale, type ValueRange } from '../model/price-scale';
import type { IndicatorStudy, StudyLine } from '../model/studies';
import { selectTimeLabels } from '../model/time-labels';
import type { IndexRange } from '../model/time-scale';
import { themeFont, type ChartTheme } from '../theme';
import { clipTo, paneGridAndLabels } from './axis-view';
import type { Candle, Column, DisplayList, DrawItem } from './display-list';
import { axisVolumeUnitText, stepDecimals } from './value-format';

/** The scales of one drawn frame, kept for the overlay (crosshair values, close-following y). */
export interface KLineFrame {
  range: IndexRange | null;
  main: PaneScale;
  volume: PaneScale | null;
  indicator: PaneScale | null;
}

/** A built main canvas. */
export interface KLineMainView {
  frame: KLineFrame;
  list: DisplayList;
}

const PRICE_MARGINS = { top: 0.06, bottom: 0.06 };
const VOLUME_MARGINS = { top: 0.12, bottom: 0 };
const INDICATOR_MARGINS = { top: 0.1, bottom: 0.1 };

/** Colour of a bar: close above open up, below down, equal flat. */
export function candleColor(bar: Bar, theme: ChartTheme): string {
  return bar.c > bar.o ? theme.up : bar.c < bar.o ? theme.down : theme.flat;
}

/** Builds the main canvas of a K-line chart; the price scale also covers `extraPriceRange` (e.g. the 叠加 lines). */
export function buildKLineMain(model: KLineModel, theme: ChartTheme, extraPriceRange: ValueRange | null = null): KLineMainView {
  const layout = model.layout;
  const ts = model.timeScale;
  const bars = model.bars;
  const range = model.visibleRange();
  const fontSize = model.fontSize;
  const items: DrawItem[] = [];
  const xOf = (i: number): number => ts.indexToX(i);
  const studies = model.studies;
  const labelX = layout.plotWidth + 4;
  const text = (): string => theme.text;

  // Scales fitted to the visible bars.
  let priceRange = range ? pricePaneRange(bars, studies.ma, range) : null;
  if (priceRange && extraPriceRange) priceRange = includeValue(includeValue(priceRange, extraPriceRange.min), extraPriceRange.max);
  const main = fitScale(priceRange, layout.main.y + layout.legendHeight, layout.main.y + layout.main.h, PRICE_MARGINS);
  let volume: PaneScale | null = null;
  if (layout.volume) {
    let r: ValueRange | null = includeValue(null, 0);
    if (range) for (let i = range.from; i <= range.to; i++) r = includeValue(r, bars[i]!.v);
    volume = fitScale(r, layout.volume.y + layout.legendHeight, layout.volume.y + layout.volume.h, VOLUME_MARGINS);
  }
  let indicator: PaneScale | null = null;
  if (layout.indicator) {
    const r = range ? indicatorRange(bars, studies.indicator, range) : null;
    indicator = fitScale(r, layout.indicator.y + layout.legendHeight, layout.indicator.y + layout.indicator.h, INDICATOR_MARGINS);
  }

  // Grid and price-axis labels.
  const mainTicks = paneTicks(main, 44);
  const priceDecimals = priceTickDecimals(mainTicks);
  paneGridAndLabels(items, layout.main, main, mainTicks, (v) => v.toFixed(priceDecimals), labelX, 'left', theme.grid, text, fontSize);
  if (layout.volume && volume) {
    const ticks = paneTicks(volume, 40).filter((v) => v > 0);
    paneGridAndLabels(items, layout.volume, volume, ticks, (v) => axisVolumeUnitText(v, model.volumeUnit), labelX, 'left', theme.grid, text, fontSize);
  }
  if (layout.indicator && indicator) {
    const ticks = paneTicks(indicator, 36);
    const d = stepDecimals(ticks);
    paneGridAndLabels(items, layout.indicator, indicator, ticks, (v) => v.toFixed(d), labelX, 'left', theme.grid, text, fontSize);
  }
  if (range) {
    const labels = selectTimeLabels((i) => bars[i]!.t, model.timeWeights, range.from, range.to, xOf, model.clock, model.intraday, fontSize * 7);
    for (const l of labels) {
      items.push({ kind: 'vline', at: Math.round(l.x), from: 0, to: layout.timeAxis.y, color: theme.grid });
      items.push({ kind: 'text', x: l.x, y: layout.timeAxis.y + layout.timeAxis.h / 2, text: l.text, color: theme.text, align: 'center', baseline: 'middle' });
    }
  }

  // Pane borders.
  for (const pane of [layout.volume, layout.indicator]) {
    if (pane) items.push({ kind: 'hline', at: pane.y, from: 0, to: layout.width, color: theme.axis });
  }
  items.push({ kind: 'hline', at: layout.timeAxis.y, from: 0, to: layout.width, color: theme.axis });
  items.push({ kind: 'vline', at: layout.plotWidth, from: 0, to: layout.height, color: theme.axis });

  if (range) {
    const spacing = ts.barSpacing;
    // Price pane: candles, MAs, the visible high and low.
    items.push(clipTo(layout.main));
    items.push({ kind: 'candles', style: 'candle', spacing, candles: candlesOf(bars, range, xOf, main, theme) });
    for (const line of studies.ma) items.push(polylineOf(line.values, range, bars.length, xOf, main, theme.ma[line.colorIndex]));
    items.push(...extremeMarkers(bars, range, xOf, main, layout.main, model.pricePrecision, theme));
    items.push({ kind: 'unclip' });

    if (layout.volume && volume) {
      items.push(clipTo(layout.volume));
      const base = volume(0);
      const columns: Column[] = [];
      for (let i = range.from; i <= range.to; i++) {
        const b = bars[i]!;
        columns.push({ x: xOf(i), base, value: volume(b.v), color: b.c > b.o ? theme.volumeUp : b.c < b.o ? theme.volumeDown : theme.flat });
      }
      items.push({ kind: 'columns', spacing, widthRatio: 0.7, columns });
      for (const line of studies.volumeMa) items.push(polylineOf(line.values, range, bars.length, xOf, volume, theme.ma[line.colorIndex]));
      items.push({ kind: 'unclip' });
    }

    if (layout.indicator && indicator) {
      items.push(clipTo(layout.indicator));
      items.push(...indicatorItems(studies.indicator, bars, range, xOf, indicator, spacing, layout.indicator, theme));
      items.push({ kind: 'unclip' });
    }
  }

  return {
    frame: { range, main, volume, indicator },
    list: { background: theme.background, font: themeFont(theme), items },
  };
}

function pricePaneRange(bars: readonly Bar[], mas: readonly StudyLine[], range: IndexRange): ValueRange | null {
  let r: ValueRange | null = null;
  for (let i = range.from; i <= range.to; i++) {
    r = includeValue(r, bars[i]!.l);
    r = includeValue(r, bars[i]!.h);
  }
  for (const line of mas) r = extendRange(r, line.values, range.from, range.to);
  return r;
}

function indicatorRange(bars: readonly Bar[], study: IndicatorStudy, range: IndexRange): ValueRange | null {
  let r: ValueRange | null = null;
  for (const line of study.lines) r = extendRange(r, line.values, range.from, range.to);
  if (study.histogram) {
    r = extendRange(r, study.histogram.values, range.from, range.to);
    r = includeValue(r, 0);
  }
  if (study.ohlc) {
    for (let i = range.from; i <= range.to; i++) {
      r = includeValue(r, bars[i]!.l);
      r = includeValue(r, bars[i]!.h);
    }
  }
  return r;
}

function candlesOf(bars: readonly Bar[], range: IndexRange, xOf: (i: number) => number, scale: PaneScale, theme: ChartTheme): Candle[] {
  const out: Candle[] = [];
  for (let i = range.from; i <= range.to; i++) {
    const b = bars[i]!;
    out.push({ x: xOf(i), open: scale(b.o), high: scale(b.h), low: scale(b.l), close: scale(b.c), color: candleColor(b, theme) });
  }
  return out;
}

/** A polyline of `values` over the visible bars plus one on each side, so it runs to the pane edges. */
function polylineOf(values: readonly number[], range: IndexRange, count: number, xOf: (i: number) => number, scale: PaneScale, color: string): DrawItem {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = Math.max(0, range.from - 1); i <= Math.min(count - 1, range.to + 1); i++) {
    const v = values[i]!;
    xs.push(xOf(i));
    ys.push(Number.isNaN(v) ? Number.NaN : scale(v));
  }
  return { kind: 'polyline', xs, ys, color, width: 1 };
}

/** `← 12.34` beside the visible high and low, pointing at the bar, on the side with room. */
function extremeMarkers(
  bars: readonly Bar[],
  range: IndexRange,
  xOf: (i: number) => number,
  scale: PaneScale,
  pane: Rect,
  decimals: number,
  theme: ChartTheme,
): DrawItem[] {
  let hi = range.from;
  let lo = range.from;
  for (let i = range.from; i <= range.to; i++) {
    if (bars[i]!.h > bars[hi]!.h) hi = i;
    if (bars[i]!.l < bars[lo]!.l) lo = i;
  }
  const marker = (i: number, value: number): DrawItem => {
    const x = xOf(i);
    const right = x < pane.x + pane.w / 2;
    const label = value.toFixed(decimals);
    return {
      kind: 'text',
      x: right ? x + 2 : x - 2,
      y: scale(value),
      text: right ? `← ${label}` : `${label} →`,
      color: theme.text,
      align: right ? 'left' : 'right',
      baseline: 'middle',
    };
  };
  return [marker(hi, bars[hi]!.h), marker(lo, bars[lo]!.l)];
}

function indicatorItems(
  study: IndicatorStudy,
  bars: readonly Bar[],
  range: IndexRange,
  xOf: (i: number) => number,
  scale: PaneScale,
  spacing: number,
  pane: Rect,
  theme: ChartTheme,
): DrawItem[] {
  const items: DrawItem[] = [];
  if (study.histogram) {
    const base = scale(0);
    items.push({ kind: 'hline', at: Math.round(base), from: pane.x, to: pane.x + pane.w, color: theme.grid });
    const columns: Column[] = [];
    for (let i = range.from; i <= range.to; i++) {
      const v = study.histogram.values[i]!;
      if (Number.isNaN(v)) continue;
      columns.push({ x: xOf(i), base, value: scale(v), color: v > 0 ? theme.up : v < 0 ? theme.down : theme.flat });
    }
    // MACD bars are thin lines in 通达信/同花顺, not blocks.
    items.push({ kind: 'columns', spacing, widthRatio: Math.min(0.7, 1.5 / spacing), columns });
  }
  if (study.ohlc) items.push({ kind: 'candles', style: 'ohlc', spacing, candles: candlesOf(bars, range, xOf, scale, theme) });
  for (const line of study.lines) items.push(polylineOf(line.values, range, bars.length, xOf, scale, theme.ma[line.colorIndex]));
  return items;
}
