/**
 * Candles, OHLC bars and histogram columns, drawn in bitmap space so edges fall on whole pixels.
 */
import type { CandlesItem, ColumnsItem } from '../views/display-list';
import { hairline, toBitmapSpace, type RenderTarget } from './render-target';

/** Body width in bitmap pixels for a bar spacing: about 70% of it, odd-adjusted around the wick. */
export function bodyWidth(spacing: number, pixelRatio: number, wick: number): number {
  let w = Math.floor(spacing * pixelRatio * 0.7);
  if (w > wick && (w - wick) % 2 === 1) w -= 1;
  return w;
}

/** Draws candles: wick from high to low, filled body from open to close (at least one pixel tall). */
export function drawCandles(target: RenderTarget, item: CandlesItem): void {
  const { ctx, pixelRatio: r } = target;
  toBitmapSpace(target);
  const wick = hairline(r);
  const body = bodyWidth(item.spacing, r, wick);
  const ohlc = item.style === 'ohlc';
  let color = '';
  for (const c of item.candles) {
    if (c.color !== color) {
      ctx.fillStyle = c.color;
      color = c.color;
    }
    const cx = Math.round(c.x * r);
    const wickLeft = cx - Math.floor(wick / 2);
    const high = Math.round(c.high * r);
    const low = Math.round(c.low * r);
    ctx.fillRect(wickLeft, high, wick, Math.max(wick, low - high));
    if (body <= wick) continue; // too dense for bodies: the wick alone reads as a bar
    const left = cx - Math.floor(body / 2);
    const open = Math.round(c.open * r);
    const close = Math.round(c.close * r);
    if (ohlc) {
      ctx.fillRect(left, open - Math.floor(wick / 2), wickLeft - left, wick);
      ctx.fillRect(wickLeft + wick, close - Math.floor(wick / 2), left + body - wickLeft - wick, wick);
    } else {
      const top = Math.min(open, close);
      ctx.fillRect(left, top, body, Math.max(wick, Math.abs(close - open)));
    }
  }
}

/** Draws histogram columns from their base to their value. */
export function drawColumns(target: RenderTarget, item: ColumnsItem): void {
  const { ctx, pixelRatio: r } = target;
  toBitmapSpace(target);
  const w = Math.max(1, Math.floor(item.spacing * r * item.widthRatio));
  let color = '';
  for (const col of item.columns) {
    if (col.color !== color) {
      ctx.fillStyle = col.color;
      color = col.color;
    }
    const top = Math.round(Math.min(col.base, col.value) * r);
    const bottom = Math.round(Math.max(col.base, col.value) * r);
    ctx.fillRect(Math.round(col.x * r) - Math.floor(w / 2), top, w, Math.max(1, bottom - top));
  }
}
