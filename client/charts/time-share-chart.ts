/**
 * `createTimeShareChart`: the public facade of the time-share (分时) chart: price and average
 * lines over the session slots, pre-close baseline, volume, call auction, one or five days.
 */
import { mountChartFacade, type FacadeOptions } from './chart-facade';
import { attachTimeShareIndex, type TimeShareOverlayApi } from './time-share-index';
import { TimeShareModel, type TimeShareData, type TimeShareModelOptions, type TimeSharePoint } from './model/time-share-model';
import type { ChartTheme } from './theme';
import { buildTimeShareOverlay } from './views/time-share-overlay';
import { buildTimeShareMain, type TimeShareFrame } from './views/time-share-view';

/** Options of {@link createTimeShareChart}: the model's plus theme, accessible label (e.g. `贵州茅台 分时`) and frame clock. */
export interface TimeShareChartOptions extends TimeShareModelOptions, FacadeOptions {}

/** What {@link TimeShareChart.onCrosshair} reports. */
export interface TimeShareCrosshairInfo {
  index: number;
  point: TimeSharePoint;
}

/** A mounted time-share chart (index overlay methods: see {@link TimeShareOverlayApi}). */
export interface TimeShareChart extends TimeShareOverlayApi {
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
  const index = attachTimeShareIndex(
    model,
    (level) => runtime.invalidate(level),
    (fn) => alive(fn),
  );
  const { runtime, alive, base } = mountChartFacade(container, model, options, {
    crosshairInfo: (): TimeShareCrosshairInfo | null => {
      const point = model.crosshairPoint;
      return point ? { index: model.crosshair.index, point } : null;
    },
    sameCrosshair: (a, b) => a.point === b.point && a.index === b.index,
    main: (theme) => {
      if (!Number.isFinite(model.preClose)) return { background: theme.background, font: '', items: [] };
      const view = buildTimeShareMain(model, theme);
      frame = view.frame;
      index.draw(view, theme);
      return view.list;
    },
    overlay: (theme) => {
      const list = frame ? buildTimeShareOverlay(model, frame, theme) : { background: null, font: '', items: [] };
      index.report();
      return list;
    },
    // no zoomSteps: a time-share has no zoom, so ↑/↓ scroll the page
  });

  return {
    ...base,
    ...index.api,
    destroy: () => {
      index.clear();
      base.destroy();
    },
    updateAuction: (point) => alive(() => runtime.invalidate(model.updateAuction(point))),
  };
}
