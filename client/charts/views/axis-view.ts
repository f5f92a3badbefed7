/**
 * Pieces shared by the K-line and time-share views: grid lines and price-axis tick labels.
 */
import type { Rect } from '../rect';
import type { PaneScale } from '../model/price-scale';
import type { DrawItem, TextAlign } from './display-list';

/** Grid lines and axis labels for `ticks` of one pane; labels too close to the pane edges are left out. */
export function paneGridAndLabels(
  out: DrawItem[],
  pane: Rect,
  scale: PaneScale,
  ticks: readonly number[],
  format: (value: number) => string,
  labelX: number,
  align: TextAlign,
  gridColor: string,
  labelColor: (value: number) => string,
  fontSize: number,
): void {
  const edge = fontSize * 0.6;
  for (const v of ticks) {
    const y = Math.round(scale(v));
    if (y < pane.y + edge || y > pane.y + pane.h - edge) continue;
    out.push({ kind: 'hline', at: y, from: pane.x, to: pane.x + pane.w, color: gridColor });
    out.push({ kind: 'text', x: labelX, y, text: format(v), color: labelColor(v), align, baseline: 'middle' });
  }
}

/** A clip to a pane, for drawing series that must not spill into neighbours. */
export function clipTo(pane: Rect): DrawItem {
  return { kind: 'clip', x: pane.x, y: pane.y, w: pane.w, h: pane.h };
}
