/**
 * The horizontal model of a K-line chart, after lightweight-charts' time scale: bars sit at a fixed
 * spacing and the view is described by the spacing and the right offset (how many bars of empty
 * space lie right of the newest bar; negative when scrolled back into history).
 *
 *   x(i) = width − (last + rightOffset − i) · spacing − spacing / 2
 *
 * Pure state, no DOM: every interaction (wheel, drag, keys) becomes zoom / pan calls here.
 */

/** Options of a {@link TimeScale}; all in CSS pixels or bars. */
export interface TimeScaleOptions {
  /** Initial distance between bar centres. */
  barSpacing: number;
  /** Narrowest spacing when zooming out. */
  minBarSpacing: number;
  /** Widest spacing when zooming in. */
  maxBarSpacing: number;
  /** Most empty bars allowed right of the newest bar. */
  maxRightOffset: number;
}

/** Defaults: 8 px bars, 1–48 px, at most 5 empty bars on the right. */
export const TIME_SCALE_DEFAULTS: Readonly<TimeScaleOptions> = Object.freeze({
  barSpacing: 8,
  minBarSpacing: 1,
  maxBarSpacing: 48,
  maxRightOffset: 5,
});

/** An inclusive range of bar indexes. */
export interface IndexRange {
  from: number;
  to: number;
}

/** Bar spacing, right offset and width; converts between bar indexes and x. */
export class TimeScale {
  private widthPx = 0;
  private count = 0;
  private spacingPx: number;
  private offsetBars = 0;
  private readonly options: TimeScaleOptions;

  constructor(options: Partial<TimeScaleOptions> = {}) {
    this.options = { ...TIME_SCALE_DEFAULTS, ...options };
    const { minBarSpacing, maxBarSpacing, barSpacing } = this.options;
    if (!(minBarSpacing > 0 && minBarSpacing <= maxBarSpacing)) {
      throw new RangeError(`bar spacing bounds must satisfy 0 < min ≤ max, got ${minBarSpacing}..${maxBarSpacing}`);
    }
    this.spacingPx = clamp(barSpacing, minBarSpacing, maxBarSpacing);
  }

  /** Plot width in CSS pixels. */
  get width(): number {
    return this.widthPx;
  }

  /** Number of bars. */
  get barCount(): number {
    return this.count;
  }

  /** Distance between bar centres in CSS pixels. */
  get barSpacing(): number {
    return this.spacingPx;
  }

  /** Bars of empty space right of the newest bar (negative: scrolled into history). */
  get rightOffset(): number {
    return this.offsetBars;
  }

  /** Sets the plot width, keeping the newest-bar offset. */
  setWidth(width: number): void {
    this.widthPx = Math.max(0, width);
    this.clamp();
  }

  /** New data set: remembers the count and scrolls to the newest bar. */
  reset(barCount: number): void {
    this.count = barCount;
    this.offsetBars = 0;
    this.clamp();
  }

  /**
   * One bar was appended to live data. Following the newest bar keeps the offset (the view moves
   * with it); a view scrolled back into history keeps showing the same bars.
   */
  appendBar(): void {
    this.count += 1;
    if (this.offsetBars < -0.5) this.offsetBars -= 1;
    this.clamp();
  }

  /** Centre x of bar `index` (any real index). */
  indexToX(index: number): number {
    return this.widthPx - (this.count - 1 + this.offsetBars - index) * this.spacingPx - this.spacingPx / 2;
  }

  /** The (fractional) bar index whose centre is at `x`. */
  xToIndex(x: number): number {
    return this.count - 1 + this.offsetBars - (this.widthPx - x - this.spacingPx / 2) / this.spacingPx;
  }

  /** The nearest existing bar to `x`, or -1 without bars. */
  snapIndex(x: number): number {
    if (this.count === 0) return -1;
    return clamp(Math.round(this.xToIndex(x)), 0, this.count - 1);
  }

  /** Bars at least partly inside [0, width], or null when none is. */
  visibleRange(): IndexRange | null {
    if (this.count === 0 || this.widthPx <= 0) return null;
    const from = Math.max(0, Math.floor(this.xToIndex(0) + 0.5));
    const to = Math.min(this.count - 1, Math.ceil(this.xToIndex(this.widthPx) - 0.5));
    return from <= to ? { from, to } : null;
  }

  /**
   * Multiplies the spacing by `ratio` (> 1 zooms in) keeping the point under `anchorX` fixed,
   * within the spacing bounds, then clamps the scroll. Zooming out stops once every bar is in
   * view: further out would only add empty space right of the newest bar.
   */
  zoom(ratio: number, anchorX: number = this.widthPx): void {
    if (!(ratio > 0) || !Number.isFinite(ratio)) return;
    const anchorIndex = this.xToIndex(anchorX);
    const fitAll = this.count > 0 && this.widthPx > 0 ? this.widthPx / this.count : this.options.minBarSpacing;
    const narrowest = Math.min(this.spacingPx, Math.max(this.options.minBarSpacing, fitAll));
    const spacing = clamp(this.spacingPx * ratio, narrowest, this.options.maxBarSpacing);
    if (spacing === this.spacingPx) return;
    this.spacingPx = spacing;
    // Solve x(anchorIndex) = anchorX for the offset.
    this.offsetBars = (this.widthPx - anchorX - spacing / 2) / spacing - (this.count - 1) + anchorIndex;
    this.clamp();
  }

  /** Moves the content by `dx` pixels (positive: drag right, showing older bars). */
  panPixels(dx: number): void {
    if (!Number.isFinite(dx) || this.spacingPx <= 0) return;
    this.offsetBars -= dx / this.spacingPx;
    this.clamp();
  }

  /** Scrolls by whole bars (positive: towards newer bars). */
  scrollBars(bars: number): void {
    if (!Number.isFinite(bars)) return;
    this.offsetBars += bars;
    this.clamp();
  }

  /** Scrolls the least needed so bar `index` is fully visible. */
  ensureVisible(index: number): void {
    const half = this.spacingPx / 2;
    const x = this.indexToX(index);
    if (x - half < 0) this.panPixels(half - x);
    else if (x + half > this.widthPx) this.panPixels(this.widthPx - half - x);
  }

  /**
   * Keeps the view on the data: no empty space left of the oldest bar, at most `maxRightOffset`
   * empty bars right of the newest. When all bars fit, they sit left-aligned (a new listing starts
   * at the left edge, as in 同花顺).
   */
  private clamp(): void {
    if (this.widthPx <= 0) return;
    const barsInView = this.widthPx / this.spacingPx;
    const lowest = barsInView - this.count;
    const highest = this.options.maxRightOffset;
    this.offsetBars = lowest > highest ? lowest : clamp(this.offsetBars, lowest, highest);
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : Math.min(v, hi);
}
