/**
 * The 分时 index overlay on the main canvas (model/time-share-overlay.ts): the index line on its
 * own scale, and that scale's levels as a second axis — boxed labels in the overlay's colour on
 * the inner right edge of the price pane, on the grid rows the stock's prices label on the left.
 */
import { priceTickDecimals, type PaneScale } from '../model/price-scale';
import { overlayRange, secondAxisLevels, secondAxisScale, type TimeShareOverlaySeries } from '../model/time-share-overlay';
import type { TimeShareModel } from '../model/time-share-model';
import type { ChartTheme } from '../theme';
import { clipTo } from './axis-view';
import type { DrawItem } from './display-list';
import { HALF_ROWS } from './time-share-view';

/** The overlay line and second-axis labels of `series` over the stock's `price` scale. */
export function timeShareOverlayItems(model: TimeShareModel, series: TimeShareOverlaySeries, price: PaneScale, theme: ChartTheme): DrawItem[] {
  const { price: pane } = model.layout;
  const shown = series.points.filter((p) => model.showsDay(p.t));
  const range = overlayRange(series.preClose, shown);
  const scale = secondAxisScale(range, price);
  const color = theme.overlays[0];
  const items: DrawItem[] = [
    clipTo(pane),
    {
      kind: 'polyline',
      xs: shown.map((p) => model.xOfPosition(model.positionOf(p.t))),
      ys: shown.map((p) => scale(p.price)),
      color,
      width: 1,
    },
    { kind: 'unclip' },
  ];
  const levels = secondAxisLevels(range, HALF_ROWS);
  const decimals = priceTickDecimals(levels);
  const right = pane.x + pane.w;
  for (const level of levels) {
    items.push({
      kind: 'label',
      x: right - 2,
      y: Math.round(scale(level)),
      text: level.toFixed(decimals),
      color,
      background: theme.background,
      align: 'right',
      minX: pane.x,
      maxX: right - 1,
    });
  }
  return items;
}
