/**
 * Render data: what views produce and renderers draw. Plain objects in CSS pixels, no canvas, no
 * model — so views are tested without pixels and renderers never compute chart logic.
 */
import type { Rect } from '../rect';

/** Horizontal text alignment. */
export type TextAlign = 'left' | 'center' | 'right';
/** Vertical text alignment. */
export type TextBaseline = 'top' | 'middle' | 'bottom';

/** A filled rectangle. */
export interface RectItem extends Rect {
  kind: 'rect';
  color: string;
}

/** One candle: centre x and the y of open, high, low and close. */
export interface Candle {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  color: string;
}

/** Candles (filled bodies and wicks) or OHLC bars (美国线) at a bar spacing. */
export interface CandlesItem {
  kind: 'candles';
  style: 'candle' | 'ohlc';
  spacing: number;
  candles: Candle[];
}

/** One histogram column from `base` to `value` (both y). */
export interface Column {
  x: number;
  base: number;
  value: number;
  color: string;
}

/** Histogram columns (volume, MACD) at a bar spacing. */
export interface ColumnsItem {
  kind: 'columns';
  spacing: number;
  /** Column width as a fraction of the spacing. */
  widthRatio: number;
  columns: Column[];
}

/** A polyline; a NaN y breaks it. */
export interface PolylineItem {
  kind: 'polyline';
  xs: number[];
  ys: number[];
  color: string;
  width: number;
}

/** A pixel-crisp horizontal or vertical line. */
export interface RuleItem {
  kind: 'hline' | 'vline';
  /** y of an hline, x of a vline. */
  at: number;
  from: number;
  to: number;
  color: string;
  dash?: readonly number[];
}

/** A single text. */
export interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  color: string;
  align: TextAlign;
  baseline: TextBaseline;
}

/** Text on a filled box (axis labels of the crosshair), kept inside `bounds` horizontally. */
export interface LabelItem {
  kind: 'label';
  x: number;
  y: number;
  text: string;
  color: string;
  background: string;
  align: TextAlign;
  /** Horizontal limits the box must stay within. */
  minX: number;
  maxX: number;
}

/** A legend line: coloured runs laid out left to right from (x, y). */
export interface LegendItem {
  kind: 'legend';
  x: number;
  y: number;
  runs: { text: string; color: string }[];
}

/** A tooltip box with a title and label/value rows; `side` says which edge sits at x. */
export interface TooltipItem {
  kind: 'tooltip';
  x: number;
  y: number;
  side: 'left' | 'right';
  title: string;
  rows: { label: string; value: string; color: string }[];
  background: string;
  border: string;
  color: string;
}

/** Starts clipping to a rectangle until the matching `unclip`. */
export interface ClipItem extends Rect {
  kind: 'clip';
}

/** Ends the innermost clip. */
export interface UnclipItem {
  kind: 'unclip';
}

/** Anything a view asks a renderer to draw. */
export type DrawItem = RectItem | CandlesItem | ColumnsItem | PolylineItem | RuleItem | TextItem | LabelItem | LegendItem | TooltipItem | ClipItem | UnclipItem;

/** A whole canvas worth of drawing: cleared (or filled with `background`) then drawn in order. */
export interface DisplayList {
  /** Fill colour, or null to clear to transparent (the overlay). */
  background: string | null;
  /** Font shorthand for every text. */
  font: string;
  items: DrawItem[];
}
