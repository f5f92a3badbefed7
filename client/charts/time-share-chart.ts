/**
 * `createTimeShareChart`: the public facade of the time-share (分时) chart: price and average
 * lines over the session slots, pre-close baseline, volume, call auction, one or five days.
 */
import { crosshairReporter } from './crosshair-reporter';
import { ChartRuntime } from './dom/chart-runtime';
import type { FrameClock } from './model/invalidation';
import { TimeShareModel, type TimeShareData, type TimeShareModelOptions, type TimeSharePoint } from './model/time-share-model';
import { lightChartTheme, type ChartTheme } from './theme';
import { buildTimeShareOverlay } from './views/time-share-overlay';
import { buildTimeShareMain, type TimeShareFrame } from './views/time-share-view';

/** Options of {@link createTimeShareChart}. */
export interface TimeShareChartOptions extends TimeShareModelOptions {
  /** Colours and font; default {@link lightChartTheme}. */
  theme?: ChartTheme;
  /** Accessible name of the focusable chart, e.g. `贵州茅台 分时`. */
  label?: string;
  /** Animation-frame clock (tests and benchmarks inject one). */
  frameClock?: FrameClock;
}

/** What {@link TimeShareChart.onCrosshair} reports. */
export interface TimeShareCrosshairInfo {
  index: number;
  point: TimeSharePoint;
}

/** A mounted time-share chart. */
export interface TimeShareChart {
  /** Replaces everything shown. Throws on invalid data. */
  setData(data: TimeShareData): void;
  /** Live minute: same minute replaces the last point, a later one appends, an earlier one is ignored. */
  updateLast(point: TimeSharePoint): 'replaced' | 'appended' | 'stale';
  /** Live call-auction point (one-day mode). */
  updateAuction(point: TimeSharePoint): void;
  /** Changes colours/font. */
  setTheme(theme: ChartTheme): void;
  /** Moves the crosshair `delta` minutes (shows it on the newest minute first). */
  moveCrosshair(delta: number): void;
  /** Hides the crosshair. */
  hideCrosshair(): void;
  /** Calls `listener` (at most once per frame) when the crosshair point changes; null when hidden. Returns unsubscribe. */
  onCrosshair(listener: (info: TimeShareCrosshairInfo | null) => void): () => void;
  /** Re-measures the container now. */
  resize(): void;
  /** Draws any pending frame synchronously. */
  flush(): void;
  /** Unmounts. Later calls do nothing. */
  destroy(): void;
}

/** Mounts a time-share chart filling `container`. */
export function createTimeShareChart(container: HTMLElement, options: TimeShareChartOptions = {}): TimeShareChart {
  const model = new TimeShareModel(options);
  let frame: TimeShareFrame | null = null;
  const reporter = crosshairReporter<TimeShareCrosshairInfo>(() => {
    const point = model.crosshairPoint;
    return point ? { index: model.crosshair.index, point } : null;
  }, (a, b) => a.point === b.point && a.index === b.index);

  const runtime = new ChartRuntime(
    container,
    {
      resize: (width, height, fontSize) => void model.setSize(width, height, fontSize),
      main: (theme) => {
        if (!Number.isFinite(model.preClose)) return { background: theme.background, font: '', items: [] };
        const view = buildTimeShareMain(model, theme);
        frame = view.frame;
        return view.list;
      },
      overlay: (theme) => (frame ? buildTimeShareOverlay(model, frame, theme) : { background: null, font: '', items: [] }),
      painted: () => reporter.check(),
    },
    { theme: options.theme ?? lightChartTheme, label: options.label, frameClock: options.frameClock },
    {
      hover: (x, y) => runtime.invalidate(model.pointerMove(x, y)),
      leave: () => runtime.invalidate(model.hideCrosshair()),
      key: (command) => {
        if (command.kind === 'crosshair') runtime.invalidate(model.moveCrosshair(command.delta));
        else if (command.kind === 'hide') runtime.invalidate(model.hideCrosshair());
        else return false; // no zoom on a time-share: let ↑/↓ scroll the page
        return true;
      },
    },
  );

  const alive = (fn: () => void): void => {
    if (!runtime.destroyed) fn();
  };

  return {
    setData: (data) => alive(() => runtime.invalidate(model.setData(data))),
    updateLast: (point) => {
      if (runtime.destroyed) return 'stale';
      const { merge, level } = model.updateLast(point);
      runtime.invalidate(level);
      return merge;
    },
    updateAuction: (point) => alive(() => runtime.invalidate(model.updateAuction(point))),
    setTheme: (theme) => alive(() => runtime.setTheme(theme)),
    moveCrosshair: (delta) => alive(() => runtime.invalidate(model.moveCrosshair(delta))),
    hideCrosshair: () => alive(() => runtime.invalidate(model.hideCrosshair())),
    onCrosshair: (listener) => reporter.subscribe(listener),
    resize: () => alive(() => runtime.resize()),
    flush: () => alive(() => runtime.flush()),
    destroy: () => {
      reporter.clear();
      runtime.destroy();
    },
  };
}
