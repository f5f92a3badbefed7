/**
 * Where renderers draw: a 2D context plus the CSS size and pixel ratio of its canvas. Renderers
 * depend on this narrow context type only, so tests can pass a recording fake.
 */

/** The part of CanvasRenderingContext2D the renderers use. */
export type Canvas2D = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'setTransform'
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'rect'
  | 'clip'
  | 'stroke'
  | 'fill'
  | 'fillText'
  | 'measureText'
  | 'setLineDash'
  | 'strokeRect'
> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  strokeStyle: CanvasRenderingContext2D['strokeStyle'];
  lineWidth: number;
  lineJoin: CanvasLineJoin;
  lineCap: CanvasLineCap;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** A canvas to draw on. */
export interface RenderTarget {
  ctx: Canvas2D;
  /** CSS width. */
  width: number;
  /** CSS height. */
  height: number;
  /** Bitmap pixels per CSS pixel. */
  pixelRatio: number;
}

/** Draw in CSS pixels (text, polylines). */
export function toCssSpace(target: RenderTarget): void {
  const r = target.pixelRatio;
  target.ctx.setTransform(r, 0, 0, r, 0, 0);
}

/** Draw in bitmap pixels (crisp rectangles and rules). */
export function toBitmapSpace(target: RenderTarget): void {
  target.ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/** Line thickness in bitmap pixels for a 1 CSS-pixel line. */
export function hairline(pixelRatio: number): number {
  return Math.max(1, Math.floor(pixelRatio));
}
