/**
 * The K-line 叠加 lines on the price pane (see model/compare-series.ts): one polyline per compared
 * code over the visible bars plus one each side, clipped to the pane, in the theme's overlay colours.
 */
import type { CompareFrame } from '../model/compare-series';
import type { PaneScale } from '../model/price-scale';
import type { Rect } from '../rect';
import type { ChartTheme } from '../theme';
import { clipTo } from './axis-view';
import type { DrawItem } from './display-list';

/** The polylines of `frame` on the price `scale` of `pane`; `xOf` places a bar index. */
export function compareItems(frame: CompareFrame, count: number, xOf: (i: number) => number, scale: PaneScale, pane: Rect, theme: ChartTheme): DrawItem[] {
  const items: DrawItem[] = [clipTo(pane)];
  for (const line of frame.lines) {
    if (line.base < 0) continue;
    const xs: number[] = [];
    const ys: number[] = [];
    const from = Math.max(0, line.base - 1);
    const last = Math.min(count - 1, frame.end + 1);
    for (let i = from; i <= last; i++) {
      const v = line.values[i]!;
      xs.push(xOf(i));
      ys.push(v > 0 ? scale(v * line.factor) : Number.NaN);
    }
    items.push({ kind: 'polyline', xs, ys, color: theme.overlays[line.slot] ?? theme.text, width: 1.5 });
  }
  items.push({ kind: 'unclip' });
  return items;
}
