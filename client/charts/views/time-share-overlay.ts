/**
 * The time-share overlay: legend (price, average, change at the crosshair or the newest minute),
 * crosshair lines, axis labels and tooltip.
 */
import { formatChange, formatPct, type VolumeUnit } from '../../../contracts/format';
import type { TimeShareModel, TimeSharePoint } from '../model/time-share-model';
import { themeFont, trendColor, type ChartTheme } from '../theme';
import type { DisplayList, DrawItem, TooltipItem } from './display-list';
import { crosshairHLine, crosshairLabel, crosshairVLine, crosshairYOf } from './crosshair-items';
import type { TimeShareFrame } from './time-share-view';
import { volumeText } from './value-format';

/** The y of the crosshair: the pointer, or the price of its point when keyboard-driven. */
export function timeShareCrosshairY(model: TimeShareModel, frame: TimeShareFrame): number | null {
  return crosshairYOf(model.crosshair, model.points, (p) => frame.price(p.price));
}

/** Tooltip rows of a minute: price and average coloured against the pre-close, change, volume. */
export function timeShareTooltipRows(
  p: TimeSharePoint,
  preClose: number,
  decimals: number,
  theme: ChartTheme,
  volumeUnit: VolumeUnit | null = null,
): TooltipItem['rows'] {
  const change = p.price - preClose;
  const color = trendColor(theme, change);
  return [
    { label: '价格', value: p.price.toFixed(decimals), color },
    { label: '均价', value: Number.isFinite(p.avg) ? p.avg.toFixed(decimals) : '--', color: trendColor(theme, p.avg - preClose) },
    { label: '涨跌', value: formatChange(change, decimals), color },
    { label: '涨幅', value: formatPct((change / preClose) * 100), color },
    { label: '成交量', value: volumeText(p.volume, volumeUnit), color: theme.tooltipText },
  ];
}

/** Builds the overlay of a time-share chart. */
export function buildTimeShareOverlay(model: TimeShareModel, frame: TimeShareFrame, theme: ChartTheme): DisplayList {
  const items: DrawItem[] = [];
  const { layout, points, preClose, crosshair, pricePrecision: decimals } = model;
  const index = crosshair.visible ? crosshair.index : points.length - 1;
  const shown = points[index];
  if (shown) {
    const change = shown.price - preClose;
    items.push({
      kind: 'legend',
      x: layout.price.x + 4,
      y: layout.price.y + (layout.legendHeight - model.fontSize) / 2,
      runs: [
        { text: `价格 ${shown.price.toFixed(decimals)}`, color: trendColor(theme, change) },
        { text: formatPct((change / preClose) * 100), color: trendColor(theme, change) },
        { text: `均价 ${Number.isFinite(shown.avg) ? shown.avg.toFixed(decimals) : '--'}`, color: theme.avgLine },
      ],
    });
    items.push({
      kind: 'legend',
      x: layout.volume.x + 4,
      y: layout.volume.y + (layout.legendHeight - model.fontSize) / 2,
      runs: [{ text: `成交量 ${volumeText(shown.volume, model.volumeUnit)}`, color: theme.text }],
    });
  }
  const p = crosshair.visible ? points[crosshair.index] : undefined;
  if (!p) return { background: null, font: themeFont(theme), items };

  const x = model.xOfPosition(model.positions[crosshair.index]!);
  const plotRight = layout.price.x + layout.price.w;
  items.push(crosshairVLine(theme, x, layout.timeAxis.y));
  const y = timeShareCrosshairY(model, frame);
  if (y !== null && y < layout.timeAxis.y) {
    items.push(crosshairHLine(theme, y, layout.price.x, plotRight));
    const inPrice = y < layout.volume.y;
    const value = inPrice ? frame.price.invert(y) : Math.max(0, frame.volume.invert(y));
    items.push(
      crosshairLabel(theme, {
        x: layout.price.x,
        y,
        text: inPrice ? value.toFixed(decimals) : volumeText(value, model.volumeUnit),
        align: 'right',
        minX: 0,
        maxX: layout.price.x,
      }),
    );
    if (inPrice) {
      items.push(
        crosshairLabel(theme, { x: plotRight, y, text: formatPct(((value - preClose) / preClose) * 100), align: 'left', minX: plotRight, maxX: layout.width }),
      );
    }
  }
  const timeText = model.clock.format(model.days > 1 ? '%m-%d %H:%M' : '%H:%M')(p.t);
  items.push(
    crosshairLabel(theme, { x, y: layout.timeAxis.y + layout.timeAxis.h / 2, text: timeText, align: 'center', minX: layout.price.x, maxX: plotRight }),
  );
  const onRight = x < layout.price.x + layout.price.w / 2;
  items.push({
    kind: 'tooltip',
    x: onRight ? plotRight - 4 : layout.price.x + 4,
    y: layout.price.y + layout.legendHeight + 2,
    side: onRight ? 'right' : 'left',
    title: model.clock.format(model.days > 1 ? '%Y-%m-%d %H:%M' : '%H:%M')(p.t),
    rows: timeShareTooltipRows(p, preClose, decimals, theme, model.volumeUnit),
    background: theme.tooltipBg,
    border: theme.axis,
    color: theme.tooltipText,
  });
  return { background: null, font: themeFont(theme), items };
}
