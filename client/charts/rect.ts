/**
 * The rectangle type the chart layouts, views and display lists share (kept apart from both so
 * display lists stay free of model code).
 */

/** A rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
