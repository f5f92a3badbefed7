/**
 * Polylines (CSS space, anti-aliased) and crisp rules (bitmap space).
 */
import type { PolylineItem, RuleItem } from '../views/display-list';
import { hairline, toBitmapSpace, toCssSpace, type RenderTarget } from './render-target';

/** Strokes a polyline in one path; NaN points break it. */
export function drawPolyline(target: RenderTarget, item: PolylineItem): void {
  const { ctx } = target;
  toCssSpace(target);
  ctx.strokeStyle = item.color;
  ctx.lineWidth = item.width;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'butt';
  ctx.beginPath();
  let open = false;
  for (let i = 0; i < item.xs.length; i++) {
    const y = item.ys[i]!;
    if (Number.isNaN(y)) {
      open = false;
      continue;
    }
    const x = item.xs[i]!;
    if (open) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
    open = true;
  }
  ctx.stroke();
}

/** Draws a one-pixel horizontal or vertical line, solid as a rectangle or dashed as a stroke. */
export function drawRule(target: RenderTarget, item: RuleItem): void {
  const { ctx, pixelRatio: r } = target;
  toBitmapSpace(target);
  const t = hairline(r);
  const at = Math.round(item.at * r) - Math.floor(t / 2);
  const from = Math.round(Math.min(item.from, item.to) * r);
  const to = Math.round(Math.max(item.from, item.to) * r);
  if (!item.dash || item.dash.length === 0) {
    ctx.fillStyle = item.color;
    if (item.kind === 'hline') ctx.fillRect(from, at, to - from, t);
    else ctx.fillRect(at, from, t, to - from);
    return;
  }
  ctx.strokeStyle = item.color;
  ctx.lineWidth = t;
  ctx.setLineDash(item.dash.map((d) => d * r));
  ctx.beginPath();
  const mid = at + t / 2;
  if (item.kind === 'hline') {
    ctx.moveTo(from, mid);
    ctx.lineTo(to, mid);
  } else {
    ctx.moveTo(mid, from);
    ctx.lineTo(mid, to);
  }
  ctx.stroke();
  ctx.setLineDash([]);
}
