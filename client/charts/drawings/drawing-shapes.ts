/**
 * The pixel shape of a drawing from its anchors' pixel positions: the segments it strokes (a ray
 * runs on to the pane's edge, a 水平线 spans the pane, 斐波那契 has one line per level), the area a
 * 矩形 fills, its labels, its handles (one per anchor) and the box of a 文字 — and hit testing on
 * those, so what is drawn and what is clicked are one geometry. Pure: pixels in, pixels out.
 */
import type { DrawingKind } from '../../../contracts/drawings';
import type { Rect } from '../rect';
import type { TextAlign, TextBaseline } from '../views/display-list';

/** A point in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A stroked segment. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A label of a drawing. */
export interface ShapeLabel {
  x: number;
  y: number;
  text: string;
  align: TextAlign;
  baseline: TextBaseline;
}

/** What a drawing looks like on screen. */
export interface DrawingShape {
  segments: Segment[];
  /** The filled area of a 矩形 (clicking inside selects it). */
  area: Rect | null;
  labels: ShapeLabel[];
  /** One handle per anchor, in anchor order. */
  handles: Point[];
  /** Where a 文字's text is (clicking it selects it). */
  textBox: Rect | null;
}

/** 斐波那契回调 levels, from the second anchor (0) to the first (1). */
export const FIB_LEVELS: readonly number[] = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1];

/** What a shape needs besides the anchors' pixels. */
export interface ShapeInput {
  kind: DrawingKind;
  /** The anchors in pixels (fewer than the kind's count while it is being placed). */
  points: readonly Point[];
  /** The anchors' prices as shown (labels). */
  prices: readonly number[];
  pane: Rect;
  fontSize: number;
  decimals: number;
  text?: string;
}

/** Estimated width of a text (views never measure glyphs): CJK a full em, the rest 0.6 em. */
export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? fontSize : fontSize * 0.6;
  return w;
}

/** Where the ray from `a` through `b` leaves the pane (b itself when it does not go on). */
function rayEnd(a: Point, b: Point, pane: Rect): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const exit = (d: number, from: number, lo: number, hi: number): number => (d > 0 ? (hi - from) / d : d < 0 ? (lo - from) / d : Number.POSITIVE_INFINITY);
  const s = Math.min(exit(dx, a.x, pane.x, pane.x + pane.w), exit(dy, a.y, pane.y, pane.y + pane.h));
  const t = Number.isFinite(s) && s > 1 ? s : 1;
  return { x: a.x + dx * t, y: a.y + dy * t };
}

const seg = (a: Point, b: Point): Segment => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });

/** The shape of a drawing (or of one being placed: then with the anchors it has). */
export function drawingShape(input: ShapeInput): DrawingShape {
  const { kind, points, prices, pane, fontSize, decimals } = input;
  const shape: DrawingShape = { segments: [], area: null, labels: [], handles: [...points], textBox: null };
  const [a, b, c] = points;
  if (!a) return shape;
  const right = pane.x + pane.w;
  switch (kind) {
    case 'hline':
      shape.segments.push({ x1: pane.x, y1: a.y, x2: right, y2: a.y });
      shape.labels.push({ x: right - 4, y: a.y - 2, text: (prices[0] ?? 0).toFixed(decimals), align: 'right', baseline: 'bottom' });
      break;
    case 'text': {
      const text = input.text ?? '';
      const h = Math.round(fontSize * 1.4);
      shape.labels.push({ x: a.x, y: a.y, text, align: 'left', baseline: 'bottom' });
      shape.textBox = { x: a.x, y: a.y - h, w: textWidth(text, fontSize), h };
      break;
    }
    case 'trend':
      if (b) shape.segments.push(seg(a, b));
      break;
    case 'ray':
      if (b) shape.segments.push(seg(a, rayEnd(a, b, pane)));
      break;
    case 'rect':
      if (b) {
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        const w = Math.abs(b.x - a.x);
        const h = Math.abs(b.y - a.y);
        shape.area = { x, y, w, h };
        shape.segments.push(
          { x1: x, y1: y, x2: x + w, y2: y },
          { x1: x + w, y1: y, x2: x + w, y2: y + h },
          { x1: x + w, y1: y + h, x2: x, y2: y + h },
          { x1: x, y1: y + h, x2: x, y2: y },
        );
      }
      break;
    case 'channel':
      if (b) {
        shape.segments.push(seg(a, b));
        if (c) {
          // The parallel line passes through the third anchor: the base line moved by its distance above or below.
          const along = b.x === a.x ? 0 : (c.x - a.x) / (b.x - a.x);
          const dy = c.y - (a.y + (b.y - a.y) * along);
          shape.segments.push({ x1: a.x, y1: a.y + dy, x2: b.x, y2: b.y + dy });
          shape.handles[2] = { x: c.x, y: c.y };
        }
      }
      break;
    case 'fib':
      if (b) {
        shape.segments.push(seg(a, b));
        const left = Math.min(a.x, b.x);
        const end = Math.max(a.x, b.x);
        const pa = prices[0] ?? 0;
        const pb = prices[1] ?? 0;
        for (const level of FIB_LEVELS) {
          const y = b.y + (a.y - b.y) * level;
          shape.segments.push({ x1: left, y1: y, x2: end, y2: y });
          shape.labels.push({
            x: left + 2,
            y: y - 2,
            text: `${level.toFixed(3)} (${(pb + (pa - pb) * level).toFixed(decimals)})`,
            align: 'left',
            baseline: 'bottom',
          });
        }
      }
      break;
  }
  return shape;
}

/** Distance from p to a segment. */
export function distanceToSegment(p: Point, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s.x1) * dx + (p.y - s.y1) * dy) / len2));
  return Math.hypot(p.x - (s.x1 + t * dx), p.y - (s.y1 + t * dy));
}

const inside = (p: Point, r: Rect): boolean => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

/** Pixels within which a line counts as hit. */
export const HIT_TOLERANCE = 5;
/** Pixels within which a handle counts as hit. */
export const HANDLE_TOLERANCE = 6;

/** True when p is on the shape (a line, inside a 矩形, on a 文字). */
export function hitsShape(shape: DrawingShape, p: Point): boolean {
  if (shape.area && inside(p, shape.area)) return true;
  if (shape.textBox && inside(p, shape.textBox)) return true;
  return shape.segments.some((s) => distanceToSegment(p, s) <= HIT_TOLERANCE);
}

/** Index of the handle at p, or −1. */
export function handleAt(shape: DrawingShape, p: Point): number {
  return shape.handles.findIndex((h) => Math.abs(h.x - p.x) <= HANDLE_TOLERANCE && Math.abs(h.y - p.y) <= HANDLE_TOLERANCE);
}
