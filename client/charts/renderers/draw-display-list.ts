/**
 * Draws a whole display list onto a canvas: clear or fill, then each item in order.
 */
import type { DisplayList, DrawItem } from '../views/display-list';
import { drawCandles, drawColumns } from './draw-bars';
import { drawPolyline, drawRule } from './draw-lines';
import { drawLabel, drawLegend, drawText, drawTooltip } from './draw-text';
import { toBitmapSpace, toCssSpace, type RenderTarget } from './render-target';

/** Draws `list` onto `target`; `fontSize` is the size inside `list.font`, used for box heights. */
export function drawDisplayList(target: RenderTarget, list: DisplayList, fontSize: number): void {
  const { ctx } = target;
  toBitmapSpace(target);
  const bw = Math.round(target.width * target.pixelRatio);
  const bh = Math.round(target.height * target.pixelRatio);
  if (list.background === null) {
    ctx.clearRect(0, 0, bw, bh);
  } else {
    ctx.fillStyle = list.background;
    ctx.fillRect(0, 0, bw, bh);
  }
  ctx.font = list.font;
  for (const item of list.items) drawItem(target, item, fontSize);
}

function drawItem(target: RenderTarget, item: DrawItem, fontSize: number): void {
  const { ctx } = target;
  switch (item.kind) {
    case 'rect':
      toCssSpace(target);
      ctx.fillStyle = item.color;
      ctx.fillRect(item.x, item.y, item.w, item.h);
      return;
    case 'candles':
      return drawCandles(target, item);
    case 'columns':
      return drawColumns(target, item);
    case 'polyline':
      return drawPolyline(target, item);
    case 'hline':
    case 'vline':
      return drawRule(target, item);
    case 'text':
      return drawText(target, item);
    case 'label':
      return drawLabel(target, item, fontSize);
    case 'legend':
      return drawLegend(target, item);
    case 'tooltip':
      return drawTooltip(target, item, fontSize);
    case 'clip':
      toCssSpace(target);
      ctx.save();
      ctx.beginPath();
      ctx.rect(item.x, item.y, item.w, item.h);
      ctx.clip();
      return;
    case 'unclip':
      ctx.restore();
      return;
  }
}
