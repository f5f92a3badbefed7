/**
 * The K-line chart's state without DOM or pixels: bars, studies, time scale, layout, crosshair.
 * Each command returns the {@link InvalidationLevel} it needs, which the facade hands to the
 * frame scheduler.
 */
import type { VolumeUnit } from '../../../contracts/format';
import { marketClock, type MarketClock } from '../time-format';
import { assertBars, mergeLastBar, type Bar, type BarMerge } from './bar';
import { HIDDEN_CROSSHAIR, sameCrosshair, type CrosshairState } from './crosshair';
import { Invalidation, type InvalidationLevel } from './invalidation';
import { klineLayout, type KLineLayout } from './kline-layout';
import { assertMaPeriods, computeStudies, DEFAULT_MA_PERIODS, isIndicatorName, type IndicatorName, type Studies } from './studies';
import { boundaryWeight, boundaryWeights, isIntraday } from './time-labels';
import { TimeScale, type IndexRange, type TimeScaleOptions } from './time-scale';

/** Options of a K-line model (all optional). */
export interface KLineModelOptions {
  /** Up to four MA periods on the price pane; default 5, 10, 20, 60. */
  maPeriods?: readonly number[];
  /** The lower indicator; default MACD. */
  indicator?: IndicatorName;
  /** Show the volume pane (default true). */
  showVolume?: boolean;
  /** Show the lower indicator pane (default true). */
  showIndicator?: boolean;
  /** Bar spacing and scroll limits. */
  timeScale?: Partial<TimeScaleOptions>;
  /** Wall clock of the labels, minutes east of UTC; default 480 (UTC+8). */
  utcOffsetMinutes?: number;
  /** Decimals of prices in the tooltip, legends and crosshair label; default 2. */
  pricePrecision?: number;
  /** The unit volumes are written in (手 on the mainland, 股 in HK; contracts/format); none: plain 万/亿. */
  volumeUnit?: VolumeUnit;
}

/** Spacing factor of one zoom step (↑/↓, +/−, zoom(±1)). */
export const ZOOM_STEP = 1.25;

/** Bars, studies, scales and crosshair of one K-line chart. */
export class KLineModel {
  readonly timeScale: TimeScale;
  readonly clock: MarketClock;
  readonly maPeriods: readonly number[];
  readonly pricePrecision: number;
  readonly volumeUnit: VolumeUnit | null;
  private readonly showVolume: boolean;
  private readonly showIndicator: boolean;
  private barList: Bar[] = [];
  private studyCache: Studies | null = null;
  private weights: number[] = [];
  private intradayBars = false;
  private indicatorName: IndicatorName;
  private fontSizePx = 12;
  private layoutCache: KLineLayout;
  private cross: CrosshairState = HIDDEN_CROSSHAIR;

  constructor(options: KLineModelOptions = {}) {
    this.maPeriods = options.maPeriods ?? DEFAULT_MA_PERIODS;
    assertMaPeriods(this.maPeriods);
    const indicator = options.indicator ?? 'MACD';
    if (!isIndicatorName(indicator)) throw new RangeError(`unknown indicator ${String(indicator)}`);
    this.indicatorName = indicator;
    this.showVolume = options.showVolume ?? true;
    this.showIndicator = options.showIndicator ?? true;
    this.pricePrecision = options.pricePrecision ?? 2;
    if (!Number.isInteger(this.pricePrecision) || this.pricePrecision < 0 || this.pricePrecision > 6) {
      throw new RangeError(`pricePrecision must be an integer 0..6, got ${this.pricePrecision}`);
    }
    this.volumeUnit = options.volumeUnit ?? null;
    this.clock = marketClock(options.utcOffsetMinutes);
    this.timeScale = new TimeScale(options.timeScale);
    this.layoutCache = this.computeLayout(0, 0);
  }

  /** The bars, oldest first. */
  get bars(): readonly Bar[] {
    return this.barList;
  }

  /** The current lower indicator. */
  get indicator(): IndicatorName {
    return this.indicatorName;
  }

  /** MAs, volume MAs and the lower indicator, computed when first asked after a change. */
  get studies(): Studies {
    this.studyCache ??= computeStudies(this.barList, this.maPeriods, this.indicatorName);
    return this.studyCache;
  }

  /** Time-label boundary weight of each bar (see time-labels). */
  get timeWeights(): readonly number[] {
    return this.weights;
  }

  /** True for minute/hour bars. */
  get intraday(): boolean {
    return this.intradayBars;
  }

  /** Pane geometry for the current size. */
  get layout(): KLineLayout {
    return this.layoutCache;
  }

  /** Font size the layout was computed for. */
  get fontSize(): number {
    return this.fontSizePx;
  }

  /** The crosshair. */
  get crosshair(): CrosshairState {
    return this.cross;
  }

  /** The bar under the crosshair, or null when hidden. */
  get crosshairBar(): Bar | null {
    return this.cross.visible ? (this.barList[this.cross.index] ?? null) : null;
  }

  /** Bars at least partly visible. */
  visibleRange(): IndexRange | null {
    return this.timeScale.visibleRange();
  }

  /** Sets the CSS size and font size of the chart. */
  setSize(width: number, height: number, fontSize: number): InvalidationLevel {
    this.fontSizePx = fontSize;
    this.layoutCache = this.computeLayout(width, height);
    this.timeScale.setWidth(this.layoutCache.plotWidth);
    this.resnap();
    return Invalidation.full;
  }

  /** Replaces the bars (validated) and scrolls to the newest. */
  setData(bars: readonly Bar[]): InvalidationLevel {
    assertBars(bars);
    this.barList = bars.slice();
    this.studyCache = null;
    const times = this.barList.map((b) => b.t);
    this.weights = boundaryWeights(times, this.clock);
    this.intradayBars = isIntraday(times);
    this.timeScale.reset(this.barList.length);
    this.cross = HIDDEN_CROSSHAIR;
    return Invalidation.light;
  }

  /** Live update: replaces the last bar (same t), appends (later t) or ignores a stale bar. */
  updateLast(bar: Bar): { merge: BarMerge; level: InvalidationLevel } {
    const merge = mergeLastBar(this.barList, bar);
    if (merge === 'stale') return { merge, level: Invalidation.none };
    this.studyCache = null;
    if (merge === 'appended') {
      const n = this.barList.length;
      this.weights.push(n > 1 ? boundaryWeight(this.clock, this.barList[n - 2]!.t, bar.t) : 0);
      if (n <= 3) this.intradayBars = isIntraday(this.barList.map((b) => b.t));
      this.timeScale.appendBar();
      this.resnap();
    }
    return { merge, level: Invalidation.light };
  }

  /** Switches the lower indicator. */
  setIndicator(name: IndicatorName): InvalidationLevel {
    if (!isIndicatorName(name)) throw new RangeError(`unknown indicator ${String(name)}`);
    if (name === this.indicatorName) return Invalidation.none;
    this.indicatorName = name;
    this.studyCache = null;
    return Invalidation.light;
  }

  /** Zooms by `ratio` around `anchorX` (plot x; default the right edge). */
  zoom(ratio: number, anchorX?: number): InvalidationLevel {
    this.timeScale.zoom(ratio, anchorX);
    this.resnap();
    return Invalidation.light;
  }

  /**
   * Zooms `steps` steps (positive: in, wider bars) around the crosshair when shown, else around
   * the right edge so the newest bar stays put.
   */
  zoomSteps(steps: number): InvalidationLevel {
    const anchor = this.cross.visible ? this.timeScale.indexToX(this.cross.index) : this.timeScale.width;
    return this.zoom(ZOOM_STEP ** steps, anchor);
  }

  /** Drags the content by `dx` CSS pixels (positive: right, towards older bars). */
  panPixels(dx: number): InvalidationLevel {
    this.timeScale.panPixels(dx);
    this.resnap();
    return Invalidation.light;
  }

  /** Scrolls by whole bars (positive: towards newer bars). */
  scrollBars(bars: number): InvalidationLevel {
    this.timeScale.scrollBars(bars);
    this.resnap();
    return Invalidation.light;
  }

  /** Pointer at (x, y) in chart CSS pixels: snaps the crosshair to the nearest bar, or hides it off the plot. */
  pointerMove(x: number, y: number): InvalidationLevel {
    const { plotWidth, timeAxis } = this.layoutCache;
    if (x < 0 || x >= plotWidth || y < 0 || y >= timeAxis.y || this.barList.length === 0) return this.hideCrosshair();
    return this.setCrosshair({ visible: true, index: this.snap(x), x, y });
  }

  /** Hides the crosshair. */
  hideCrosshair(): InvalidationLevel {
    return this.setCrosshair(HIDDEN_CROSSHAIR);
  }

  /**
   * Keyboard ←/→: shows the crosshair on the newest visible bar, or moves it `delta` bars,
   * scrolling when it leaves the view. It then follows the close.
   */
  moveCrosshair(delta: number): InvalidationLevel {
    const range = this.timeScale.visibleRange();
    if (!range) return Invalidation.none;
    if (!this.cross.visible) return this.setCrosshair({ visible: true, index: range.to, x: null, y: null });
    const index = Math.max(0, Math.min(this.barList.length - 1, this.cross.index + Math.trunc(delta)));
    const before = this.timeScale.rightOffset;
    this.timeScale.ensureVisible(index);
    const scrolled = this.timeScale.rightOffset !== before;
    const level = this.setCrosshair({ visible: true, index, x: null, y: null });
    return scrolled ? Invalidation.light : level;
  }

  private setCrosshair(next: CrosshairState): InvalidationLevel {
    if (sameCrosshair(this.cross, next)) return Invalidation.none;
    this.cross = next;
    return Invalidation.cursor;
  }

  /** After the scale moved, a pointer crosshair re-snaps to the bar now under the pointer. */
  private resnap(): void {
    const c = this.cross;
    if (c.visible && c.x !== null) this.cross = { ...c, index: this.snap(c.x) };
    else if (c.visible && c.index >= this.barList.length) this.cross = HIDDEN_CROSSHAIR;
  }

  private snap(x: number): number {
    const index = this.timeScale.snapIndex(x);
    const range = this.timeScale.visibleRange();
    return range ? Math.max(range.from, Math.min(range.to, index)) : index;
  }

  private computeLayout(width: number, height: number): KLineLayout {
    return klineLayout(width, height, this.fontSizePx, { volume: this.showVolume, indicator: this.showIndicator });
  }
}
