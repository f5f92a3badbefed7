/**
 * Texts, boxed labels, legends and tooltips, in CSS space. Box sizes come from measureText here,
 * the only place that knows how wide a glyph is.
 */
import type { LabelItem, LegendItem, TextItem, TooltipItem } from '../views/display-list';
import { toCssSpace, type RenderTarget } from './render-target';

/** Line height of label boxes and tooltip rows relative to the font size. */
const LINE = 1.5;

/** Draws a plain text. */
export function drawText(target: RenderTarget, item: TextItem): void {
  const { ctx } = target;
  toCssSpace(target);
  ctx.fillStyle = item.color;
  ctx.textAlign = item.align;
  ctx.textBaseline = item.baseline;
  ctx.fillText(item.text, item.x, item.y);
}

/** Draws text on a filled box centred vertically at y, kept within [minX, maxX]. */
export function drawLabel(target: RenderTarget, item: LabelItem, fontSize: number): void {
  const { ctx } = target;
  toCssSpace(target);
  const padX = 4;
  const w = ctx.measureText(item.text).width + padX * 2;
  const h = Math.round(fontSize * LINE);
  let left = item.align === 'left' ? item.x : item.align === 'right' ? item.x - w : item.x - w / 2;
  left = Math.max(item.minX, Math.min(left, item.maxX - w));
  const top = Math.round(item.y - h / 2);
  ctx.fillStyle = item.background;
  ctx.fillRect(left, top, w, h);
  ctx.fillStyle = item.color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(item.text, left + padX, top + h / 2);
}

/** Draws coloured runs one after another, separated by a gap. */
export function drawLegend(target: RenderTarget, item: LegendItem): void {
  const { ctx } = target;
  toCssSpace(target);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  let x = item.x;
  for (const run of item.runs) {
    ctx.fillStyle = run.color;
    ctx.fillText(run.text, x, item.y);
    x += ctx.measureText(run.text).width + 8;
  }
}

/** Draws a tooltip box: title row then label (left) / value (right) rows, kept on the canvas. */
export function drawTooltip(target: RenderTarget, item: TooltipItem, fontSize: number): void {
  const { ctx } = target;
  toCssSpace(target);
  const pad = 6;
  const rowH = Math.round(fontSize * LINE);
  let width = ctx.measureText(item.title).width;
  for (const row of item.rows) {
    width = Math.max(width, ctx.measureText(row.label).width + 12 + ctx.measureText(row.value).width);
  }
  const w = Math.ceil(width) + pad * 2;
  const h = rowH * (item.rows.length + 1) + pad * 2;
  let left = item.side === 'left' ? item.x : item.x - w;
  left = Math.max(0, Math.min(left, target.width - w));
  const top = Math.max(0, Math.min(item.y, target.height - h));
  ctx.fillStyle = item.background;
  ctx.fillRect(left, top, w, h);
  ctx.strokeStyle = item.border;
  ctx.lineWidth = 1;
  ctx.strokeRect(left + 0.5, top + 0.5, w - 1, h - 1);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = item.color;
  ctx.fillText(item.title, left + pad, top + pad + rowH / 2);
  item.rows.forEach((row, i) => {
    const y = top + pad + rowH * (i + 1.5);
    ctx.textAlign = 'left';
    ctx.fillStyle = item.color;
    ctx.fillText(row.label, left + pad, y);
    ctx.textAlign = 'right';
    ctx.fillStyle = row.color;
    ctx.fillText(row.value, left + w - pad, y);
  });
}
