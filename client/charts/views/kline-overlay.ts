/**
 * The K-line overlay canvas: legends (values at the crosshair, else at the newest bar), the
 * crosshair, its axis labels and the tooltip. Rebuilt on every pointer move, so it stays small:
 * a handful of items, no per-bar work.
 */
import { formatChange, formatPct, type VolumeUnit } from '../../../contracts/format';
import type { Bar } from '../model/bar';
import type { KLineModel } from '../model/kline-model';
import { paneAt } from '../model/kline-layout';
import { themeFont, trendColor, type ChartTheme } from '../theme';
import type { DisplayList, DrawItem, LegendItem, TooltipItem } from './display-list';
import { crosshairHLine, crosshairLabel, crosshairVLine, crosshairYOf } from './crosshair-items';
import type { KLineFrame } from './kline-view';
import { amountText, fixed, volumeText } from './value-format';

/** The y the crosshair sits at: the pointer, or the close of its bar when keyboard-driven. */
export function crosshairY(model: KLineModel, frame: KLineFrame): number | null {
  return crosshairYOf(model.crosshair, model.bars, (bar) => frame.main(bar.c));
}

/** Builds the overlay of a K-line chart. */
export function buildKLineOverlay(model: KLineModel, frame: KLineFrame, theme: ChartTheme): DisplayList {
  const items: DrawItem[] = [];
  const bars = model.bars;
  const c = model.crosshair;
  const index = c.visible ? c.index : bars.length - 1;
  if (index >= 0 && index < bars.length) items.push(...legends(model, index, theme));
  const bar = c.visible ? bars[c.index] : undefined;
  if (bar) items.push(...crosshairItems(model, frame, bar, theme));
  return { background: null, font: themeFont(theme), items };
}

function legends(model: KLineModel, index: number, theme: ChartTheme): LegendItem[] {
  const { layout, studies, bars, pricePrecision } = model;
  const out: LegendItem[] = [];
  const y = (top: number): number => top + (layout.legendHeight - model.fontSize) / 2;
  out.push({
    kind: 'legend',
    x: 4,
    y: y(layout.main.y),
    runs: studies.ma.map((l) => ({ text: `${l.label} ${fixed(l.values[index]!, pricePrecision)}`, color: theme.ma[l.colorIndex] })),
  });
  if (layout.volume) {
    const bar = bars[index]!;
    out.push({
      kind: 'legend',
      x: 4,
      y: y(layout.volume.y),
      runs: [
        { text: `VOL ${volumeText(bar.v, model.volumeUnit)}`, color: bar.c > bar.o ? theme.up : bar.c < bar.o ? theme.down : theme.text },
        ...studies.volumeMa.map((l) => ({ text: `${l.label} ${volumeText(l.values[index]!, model.volumeUnit)}`, color: theme.ma[l.colorIndex] })),
      ],
    });
  }
  if (layout.indicator) {
    const s = studies.indicator;
    const runs = [{ text: s.title, color: theme.text }];
    for (const l of s.lines) runs.push({ text: `${l.label} ${fixed(l.values[index]!, s.decimals)}`, color: theme.ma[l.colorIndex] });
    if (s.histogram) {
      const v = s.histogram.values[index]!;
      runs.push({ text: `${s.histogram.label} ${fixed(v, s.decimals)}`, color: trendColor(theme, v) });
    }
    out.push({ kind: 'legend', x: 4, y: y(layout.indicator.y), runs });
  }
  return out;
}

function crosshairItems(model: KLineModel, frame: KLineFrame, bar: Bar, theme: ChartTheme): DrawItem[] {
  const { layout, timeScale, crosshair } = model;
  const items: DrawItem[] = [];
  const x = timeScale.indexToX(crosshair.index);
  items.push(crosshairVLine(theme, x, layout.timeAxis.y));
  const y = crosshairY(model, frame);
  const pane = y === null ? null : paneAt(layout, y);
  if (y !== null && pane) {
    items.push(crosshairHLine(theme, y, 0, layout.plotWidth));
    const value =
      pane === 'main'
        ? frame.main.invert(y).toFixed(model.pricePrecision)
        : pane === 'volume' && frame.volume
          ? volumeText(Math.max(0, frame.volume.invert(y)), model.volumeUnit)
          : frame.indicator
            ? fixed(frame.indicator.invert(y), model.studies.indicator.decimals)
            : '';
    items.push(crosshairLabel(theme, { x: layout.plotWidth, y, text: value, align: 'left', minX: layout.plotWidth, maxX: layout.width }));
  }
  const timeText = model.clock.format(model.intraday ? '%Y-%m-%d %H:%M' : '%Y-%m-%d')(bar.t);
  items.push(crosshairLabel(theme, { x, y: layout.timeAxis.y + layout.timeAxis.h / 2, text: timeText, align: 'center', minX: 0, maxX: layout.plotWidth }));
  items.push(tooltip(model, bar, x < layout.plotWidth / 2, theme));
  return items;
}

/** Tooltip rows of a bar: OHLC coloured against the previous close, change, amplitude, volume, amount. */
export function klineTooltipRows(bar: Bar, prevClose: number, decimals: number, theme: ChartTheme, volumeUnit: VolumeUnit | null = null): TooltipItem['rows'] {
  const color = (v: number): string => trendColor(theme, v - prevClose);
  const change = bar.c - prevClose;
  const rows: TooltipItem['rows'] = [
    { label: '开盘', value: bar.o.toFixed(decimals), color: color(bar.o) },
    { label: '最高', value: bar.h.toFixed(decimals), color: color(bar.h) },
    { label: '最低', value: bar.l.toFixed(decimals), color: color(bar.l) },
    { label: '收盘', value: bar.c.toFixed(decimals), color: color(bar.c) },
    { label: '涨跌', value: formatChange(change, decimals), color: trendColor(theme, change) },
    { label: '涨幅', value: prevClose > 0 ? formatPct((change / prevClose) * 100) : '--', color: trendColor(theme, change) },
    { label: '振幅', value: prevClose > 0 ? `${(((bar.h - bar.l) / prevClose) * 100).toFixed(2)}%` : '--', color: theme.tooltipText },
    { label: '成交量', value: volumeText(bar.v, volumeUnit), color: theme.tooltipText },
  ];
  if (bar.a !== undefined) rows.push({ label: '成交额', value: amountText(bar.a), color: theme.tooltipText });
  return rows;
}

function tooltip(model: KLineModel, bar: Bar, onRight: boolean, theme: ChartTheme): TooltipItem {
  const { layout, crosshair, bars } = model;
  const prev = crosshair.index > 0 ? bars[crosshair.index - 1]!.c : bar.o;
  return {
    kind: 'tooltip',
    x: onRight ? layout.plotWidth - 4 : 4,
    y: layout.main.y + layout.legendHeight + 2,
    side: onRight ? 'right' : 'left',
    title: model.clock.format(model.intraday ? '%Y-%m-%d %H:%M' : '%Y-%m-%d %a')(bar.t),
    rows: klineTooltipRows(bar, prev, model.pricePrecision, theme, model.volumeUnit),
    background: theme.tooltipBg,
    border: theme.axis,
    color: theme.tooltipText,
  };
}
