/**
 * `createKLineChart`: the public facade of the K-line chart. It validates input, forwards commands
 * to the model and hands the redraw level each one needs to the runtime, which merges them into
 * one animation frame.
 */
import { ChartRuntime } from './dom/chart-runtime';
import type { Bar, BarMerge } from './model/bar';
import type { FrameClock } from './model/invalidation';
import { KLineModel, type KLineModelOptions } from './model/kline-model';
import type { IndicatorName } from './model/studies';
import type { IndexRange } from './model/time-scale';
import { lightChartTheme, type ChartTheme } from './theme';
import { buildKLineOverlay } from './views/kline-overlay';
import { buildKLineMain, type KLineFrame } from './views/kline-view';
import { crosshairReporter } from './crosshair-reporter';

/** Options of {@link createKLineChart}. */
export interface KLineChartOptions extends KLineModelOptions {
  /** Colours and font; default {@link lightChartTheme}. */
  theme?: ChartTheme;
  /** Accessible name of the focusable chart, e.g. `贵州茅台 日K`. */
  label?: string;
  /** Animation-frame clock (tests and benchmarks inject one). */
  frameClock?: FrameClock;
}

/** What {@link KLineChart.onCrosshair} reports: the bar under the crosshair. */
export interface KLineCrosshairInfo {
  index: number;
  bar: Bar;
}

/** A mounted K-line chart. */
export interface KLineChart {
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
  const reporter = crosshairReporter<KLineCrosshairInfo>(() => {
    const bar = model.crosshairBar;
    return bar ? { index: model.crosshair.index, bar } : null;
  }, (a, b) => a.bar === b.bar && a.index === b.index);

  const runtime = new ChartRuntime(
    container,
    {
      resize: (width, height, fontSize) => void model.setSize(width, height, fontSize),
      main: (theme) => {
        const view = buildKLineMain(model, theme);
        frame = view.frame;
        return view.list;
      },
      overlay: (theme) => buildKLineOverlay(model, frame ?? buildKLineMain(model, theme).frame, theme),
      painted: () => reporter.check(),
    },
    { theme: options.theme ?? lightChartTheme, label: options.label, frameClock: options.frameClock },
    {
      hover: (x, y) => runtime.invalidate(model.pointerMove(x, y)),
      leave: () => runtime.invalidate(model.hideCrosshair()),
      key: (command) => {
        if (command.kind === 'crosshair') runtime.invalidate(model.moveCrosshair(command.delta));
        else if (command.kind === 'zoom') runtime.invalidate(model.zoomSteps(command.steps));
        else runtime.invalidate(model.hideCrosshair());
        return true;
      },
      pan: (dx) => runtime.invalidate(model.panPixels(dx)),
      zoom: (ratio, anchorX) => runtime.invalidate(model.zoom(ratio, anchorX)),
    },
  );

  /** Runs a command unless the chart was destroyed. */
  const alive = (fn: () => void): void => {
    if (!runtime.destroyed) fn();
  };

  return {
    setData: (bars) => alive(() => runtime.invalidate(model.setData(bars))),
    updateLast: (bar) => {
      if (runtime.destroyed) return 'stale';
      const { merge, level } = model.updateLast(bar);
      runtime.invalidate(level);
      return merge;
    },
    setIndicator: (name) => alive(() => runtime.invalidate(model.setIndicator(name))),
    getIndicator: () => model.indicator,
    setTheme: (theme) => alive(() => runtime.setTheme(theme)),
    zoom: (steps) => alive(() => Number.isFinite(steps) && runtime.invalidate(model.zoomSteps(steps))),
    pan: (bars) => alive(() => runtime.invalidate(model.scrollBars(bars))),
    moveCrosshair: (delta) => alive(() => runtime.invalidate(model.moveCrosshair(delta))),
    hideCrosshair: () => alive(() => runtime.invalidate(model.hideCrosshair())),
    getVisibleRange: () => model.visibleRange(),
    onCrosshair: (listener) => reporter.subscribe(listener),
    resize: () => alive(() => runtime.resize()),
    flush: () => alive(() => runtime.flush()),
    destroy: () => {
      reporter.clear();
      runtime.destroy();
    },
  };
}
