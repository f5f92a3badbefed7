/**
 * The time-share main canvas: symmetric price grid around the pre-close (prices left, percents
 * right), price and average lines, volume columns, the call-auction segment and session labels.
 */
import { formatPct } from '../../../contracts/format';
import { fitScale, includeValue, priceTickDecimals, type PaneScale, type ValueRange } from '../model/price-scale';
import type { TimeShareModel, TimeSharePoint } from '../model/time-share-model';
import { themeFont, trendColor, type ChartTheme } from '../theme';
import { clipTo } from './axis-view';
import type { Column, DisplayList, DrawItem } from './display-list';
import { axisVolumeUnitText } from './value-format';

/** Scales of a drawn time-share frame, for the overlay. */
export interface TimeShareFrame {
  price: PaneScale;
  volume: PaneScale;
}

/** A built time-share main canvas. */
export interface TimeShareMainView {
  frame: TimeShareFrame;
  list: DisplayList;
}

/** Grid rows each side of the pre-close line. */
export const HALF_ROWS = 2;

/** Colour of a minute's volume: price up on the previous minute (first: on the pre-close) red, down green. */
export function volumeColor(points: readonly TimeSharePoint[], i: number, preClose: number, theme: ChartTheme): string {
  const prev = i > 0 ? points[i - 1]!.price : preClose;
  const d = points[i]!.price - prev;
  return d > 0 ? theme.volumeUp : d < 0 ? theme.volumeDown : theme.flat;
}

/** Builds the main canvas of a time-share chart. */
export function buildTimeShareMain(model: TimeShareModel, theme: ChartTheme): TimeShareMainView {
  const layout = model.layout;
  const { price: pricePane, volume: volumePane } = layout;
  const items: DrawItem[] = [];
  const preClose = model.preClose;
  const range = model.priceRange();
  const inset = Math.round(model.fontSize * 0.6);
  const price = fitScale(range, pricePane.y + layout.legendHeight + inset, pricePane.y + pricePane.h - inset, { top: 0, bottom: 0 });
  const points = model.points;
  const auction = model.auction;
  let volumeRange: ValueRange | null = includeValue(null, 0);
  for (const p of points) volumeRange = includeValue(volumeRange, p.volume);
  for (const p of auction) volumeRange = includeValue(volumeRange, p.volume);
  const volume = fitScale(volumeRange, volumePane.y + layout.legendHeight, volumePane.y + volumePane.h, { top: 0.1, bottom: 0 });
  const plotRight = pricePane.x + pricePane.w;

  // Price grid: pre-close dashed, rows above red, below green; prices left, percents right.
  const levels: number[] = [];
  for (let k = -HALF_ROWS; k <= HALF_ROWS; k++) levels.push(preClose + ((range.max - preClose) * k) / HALF_ROWS);
  const decimals = Math.max(model.pricePrecision, priceTickDecimals(levels));
  for (const v of levels) {
    const y = Math.round(price(v));
    const color = trendColor(theme, v - preClose);
    const base = v === preClose;
    items.push({ kind: 'hline', at: y, from: pricePane.x, to: plotRight, color: base ? theme.axis : theme.grid, dash: base ? [4, 3] : undefined });
    items.push({ kind: 'text', x: pricePane.x - 4, y, text: v.toFixed(decimals), color, align: 'right', baseline: 'middle' });
    items.push({ kind: 'text', x: plotRight + 4, y, text: formatPct(((v - preClose) / preClose) * 100), color, align: 'left', baseline: 'middle' });
  }
  const volumeTop = volumeRange ? volumeRange.max : 0;
  if (volumeTop > 0) {
    const y = Math.round(volume(volumeTop));
    items.push({ kind: 'hline', at: y, from: volumePane.x, to: plotRight, color: theme.grid });
    items.push({
      kind: 'text',
      x: volumePane.x - 4,
      y,
      text: axisVolumeUnitText(volumeTop, model.volumeUnit),
      color: theme.text,
      align: 'right',
      baseline: 'middle',
    });
  }

  // Time axis and vertical grid.
  const timeY = layout.timeAxis.y + layout.timeAxis.h / 2;
  if (model.days === 1) {
    for (const label of model.slots.labels()) {
      const x = model.xOfPosition(label.slot);
      items.push({ kind: 'vline', at: x, from: 0, to: layout.timeAxis.y, color: theme.grid });
      const edge = label.slot === 0 ? 'left' : label.slot === model.totalSlots - 1 ? 'right' : 'center';
      items.push({ kind: 'text', x, y: timeY, text: label.text, color: theme.text, align: edge, baseline: 'middle' });
    }
  } else {
    // Each day as wide as its own minutes (an HKEX half day about half a day).
    const format = model.clock.format('%m-%d');
    model.daySpans.forEach(({ first, slots }, d) => {
      const x0 = model.xOfPosition(first);
      if (d > 0) items.push({ kind: 'vline', at: x0, from: 0, to: layout.timeAxis.y, color: theme.axis });
      const end = first + slots.slotsPerDay;
      const point = points.find((_, i) => model.positions[i]! >= first && model.positions[i]! < end);
      if (point) {
        const xMid = model.xOfPosition(first + (slots.slotsPerDay - 1) / 2);
        items.push({ kind: 'text', x: xMid, y: timeY, text: format(point.t), color: theme.text, align: 'center', baseline: 'middle' });
      }
    });
  }

  // Frame lines.
  items.push({ kind: 'hline', at: volumePane.y, from: pricePane.x, to: plotRight, color: theme.axis });
  items.push({ kind: 'hline', at: layout.timeAxis.y, from: pricePane.x, to: plotRight, color: theme.axis });
  items.push({ kind: 'vline', at: pricePane.x, from: 0, to: layout.timeAxis.y, color: theme.axis });
  items.push({ kind: 'vline', at: plotRight, from: 0, to: layout.timeAxis.y, color: theme.axis });

  // Call auction.
  if (layout.auction) {
    const seg = layout.auction;
    items.push({ kind: 'vline', at: seg.x + seg.w, from: 0, to: layout.timeAxis.y, color: theme.axis });
    items.push({ kind: 'text', x: seg.x + seg.w / 2, y: timeY, text: '集合竞价', color: theme.text, align: 'center', baseline: 'middle' });
    const xs = auction.map((p) => model.xOfAuction(p.t));
    items.push(clipTo(pricePane));
    items.push({ kind: 'polyline', xs, ys: auction.map((p) => price(p.price)), color: theme.priceLine, width: 1 });
    items.push({ kind: 'unclip' });
    const columns: Column[] = auction.map((p, i) => ({ x: xs[i]!, base: volume(0), value: volume(p.volume), color: volumeColor(auction, i, preClose, theme) }));
    items.push({ kind: 'columns', spacing: Math.max(1, seg.w / 40), widthRatio: 0.6, columns });
  }

  // Session lines and volume.
  const xs = model.positions.map((pos) => model.xOfPosition(pos));
  items.push(clipTo(pricePane));
  items.push({ kind: 'polyline', xs, ys: points.map((p) => price(p.price)), color: theme.priceLine, width: 1.2 });
  items.push({
    kind: 'polyline',
    xs,
    ys: points.map((p) => (Number.isFinite(p.avg) && p.avg > 0 ? price(p.avg) : Number.NaN)),
    color: theme.avgLine,
    width: 1,
  });
  items.push({ kind: 'unclip' });
  const spacing = layout.session.w / Math.max(1, model.totalSlots);
  const base = volume(0);
  items.push({
    kind: 'columns',
    spacing,
    widthRatio: 0.6,
    columns: points.map((p, i) => ({ x: xs[i]!, base, value: volume(p.volume), color: volumeColor(points, i, preClose, theme) })),
  });

  return { frame: { price, volume }, list: { background: theme.background, font: themeFont(theme), items } };
}
