/**
 * `createKLineChart`: the public facade of the K-line chart. It validates input, forwards commands
 * to the model and hands the redraw level each one needs to the runtime, which merges them into
 * one animation frame.
 */
import { mountChartFacade, type FacadeOptions } from './chart-facade';
import { attachKLineCompare, type KLineCompareApi } from './kline-compare';
import type { Bar, BarMerge } from './model/bar';
import { KLineModel, type KLineModelOptions } from './model/kline-model';
import type { IndicatorName } from './model/studies';
import type { IndexRange } from './model/time-scale';
import { attachPaneLayer, klinePaneView, withLayerItems, type PaneLayer } from './pane-layer';
import type { ChartTheme } from './theme';
import { buildKLineOverlay } from './views/kline-overlay';
import { buildKLineMain, type KLineFrame } from './views/kline-view';

/** Options of {@link createKLineChart}: the model's plus theme, accessible label (e.g. `贵州茅台 日K`) and frame clock. */
export interface KLineChartOptions extends KLineModelOptions, FacadeOptions {}

/** What {@link KLineChart.onCrosshair} reports: the bar under the crosshair. */
export interface KLineCrosshairInfo {
  index: number;
  bar: Bar;
}

/** A mounted K-line chart (叠加 methods: see {@link KLineCompareApi}). */
export interface KLineChart extends KLineCompareApi {
  /** Replaces the bars (oldest first, strictly increasing `t`) and shows the newest. Throws on invalid bars. */
  setData(bars: readonly Bar[]): void;
  /** Live update from the quote stream: replaces the last bar (same `t`), appends (later), ignores stale. */
  updateLast(bar: Bar): BarMerge;
  /** Switches the lower indicator pane. */
  setIndicator(name: IndicatorName): void;
  /** The lower indicator shown. */
  getIndicator(): IndicatorName;
  /** Changes colours/font without losing state. */
  setTheme(theme: ChartTheme): void;
  /** Zooms `steps` steps of ×1.25 (positive: in, fewer wider bars). */
  zoom(steps: number): void;
  /** Scrolls `bars` bars (positive: towards newer bars, negative: into history). */
  pan(bars: number): void;
  /** Moves the crosshair `delta` bars (shows it on the newest visible bar first). */
  moveCrosshair(delta: number): void;
  /** Hides the crosshair. */
  hideCrosshair(): void;
  /** Bar indexes at least partly visible, or null without bars. */
  getVisibleRange(): IndexRange | null;
  /** Calls `listener` (at most once per frame) when the crosshair bar changes; null when hidden. Returns unsubscribe. */
  onCrosshair(listener: (info: KLineCrosshairInfo | null) => void): () => void;
  /** Draws `layer` on the price pane and lets it take pointer gestures first (drawing tools); null removes it. */
  setLayer(layer: PaneLayer | null): void;
  /** Re-measures the container now (the chart also follows container resizes by itself). */
  resize(): void;
  /** Draws any pending frame synchronously (screenshots, tests). */
  flush(): void;
  /** Unmounts: removes canvases and listeners. Later calls do nothing. */
  destroy(): void;
}

/** Mounts a K-line chart (candles, MAs, volume, one lower indicator) filling `container`. */
export function createKLineChart(container: HTMLElement, options: KLineChartOptions = {}): KLineChart {
  const model = new KLineModel(options);
  let frame: KLineFrame | null = null;
  const compare = attachKLineCompare(
    model,
    (level) => runtime.invalidate(level),
    (fn) => alive(fn),
  );
  let layer: PaneLayer | null = null;
  let detachLayer = (): void => {};
  const { runtime, alive, base } = mountChartFacade(container, model, options, {
    crosshairInfo: (): KLineCrosshairInfo | null => {
      const bar = model.crosshairBar;
      return bar ? { index: model.crosshair.index, bar } : null;
    },
    sameCrosshair: (a, b) => a.bar === b.bar && a.index === b.index,
    main: (theme) => {
      const view = buildKLineMain(model, theme, compare.prepare());
      frame = view.frame;
      compare.draw(view, theme);
      return view.list;
    },
    overlay: (theme) => {
      const f = frame ?? buildKLineMain(model, theme).frame;
      const list = buildKLineOverlay(model, f, theme);
      compare.report();
      return layer ? withLayerItems(list, layer.items(klinePaneView(model, f), theme), model.layout.main) : list;
    },
    zoomSteps: (steps) => model.zoomSteps(steps),
    panPixels: (dx) => model.panPixels(dx),
    zoom: (ratio, anchorX) => model.zoom(ratio, anchorX),
  });

  return {
    ...base,
    ...compare.api,
    setIndicator: (name) => alive(() => runtime.invalidate(model.setIndicator(name))),
    getIndicator: () => model.indicator,
    zoom: (steps) => alive(() => Number.isFinite(steps) && runtime.invalidate(model.zoomSteps(steps))),
    pan: (bars) => alive(() => runtime.invalidate(model.scrollBars(bars))),
    getVisibleRange: () => model.visibleRange(),
    setLayer: (next) =>
      alive(() => {
        detachLayer();
        layer = next;
        const view = () => (frame ? klinePaneView(model, frame) : null);
        detachLayer = next ? attachPaneLayer(container, runtime.overlayCanvas, next, view, (level) => runtime.invalidate(level)) : () => {};
      }),
    destroy: () => {
      compare.clear();
      detachLayer();
      detachLayer = () => {};
      base.destroy();
    },
  };
}
