/**
 * The time-share facade's index overlay part (model/time-share-overlay.ts,
 * views/time-share-overlay-view.ts), kept apart from time-share-chart.ts: the series, its line and
 * second axis on the main canvas, and the legend readout reported once per painted frame when it
 * changes.
 */
import { crosshairReporter } from './crosshair-reporter';
import { Invalidation, type InvalidationLevel } from './model/invalidation';
import type { TimeShareModel, TimeSharePoint } from './model/time-share-model';
import { sameOverlayReadout, TimeShareOverlay, type TimeShareOverlayReadout, type TimeShareOverlaySeries } from './model/time-share-overlay';
import type { ChartTheme } from './theme';
import { timeShareOverlayItems } from './views/time-share-overlay-view';
import type { TimeShareMainView } from './views/time-share-view';

/** The overlay methods of a time-share chart. */
export interface TimeShareOverlayApi {
  /** Shows an index on a second axis (replacing any), or removes it with null. Throws on invalid data. */
  setOverlay(series: TimeShareOverlaySeries | null): void;
  /** Live minute of the overlay: same minute replaces, later appends, earlier is ignored. */
  updateOverlay(point: TimeSharePoint): 'replaced' | 'appended' | 'stale';
  /** Calls `listener` (at most once per frame) when the overlay's legend figures change; null without an overlay. */
  onOverlay(listener: (readout: TimeShareOverlayReadout | null) => void): () => void;
}

/** The overlay part mounted on a model. */
export interface TimeShareIndex {
  api: TimeShareOverlayApi;
  /** Adds the line and second axis to a built main canvas. */
  draw(view: TimeShareMainView, theme: ChartTheme): void;
  /** After the overlay canvas is built: reports the legend figures when they changed. */
  report(): void;
  /** Drops the listeners. */
  clear(): void;
}

/** Mounts the index overlay of a time-share chart. */
export function attachTimeShareIndex(model: TimeShareModel, invalidate: (level: InvalidationLevel) => void, alive: (fn: () => void) => void): TimeShareIndex {
  const overlay = new TimeShareOverlay();
  const reporter = crosshairReporter<TimeShareOverlayReadout>(() => overlay.readout(model.crosshairPoint?.t ?? null), sameOverlayReadout);
  return {
    api: {
      setOverlay: (series) =>
        alive(() => {
          overlay.set(series);
          invalidate(Invalidation.light);
        }),
      updateOverlay: (point) => {
        let merge: 'replaced' | 'appended' | 'stale' = 'stale';
        alive(() => {
          merge = overlay.update(point);
          if (merge !== 'stale') invalidate(Invalidation.light);
        });
        return merge;
      },
      onOverlay: (listener) => reporter.subscribe(listener),
    },
    draw: (view, theme) => {
      const series = overlay.series;
      if (series) view.list.items.push(...timeShareOverlayItems(model, series, view.frame.price, theme));
    },
    report: () => reporter.check(),
    clear: () => reporter.clear(),
  };
}
