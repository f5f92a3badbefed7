/**
 * The K-line facade's 叠加 part (model/compare-series.ts, views/compare-view.ts), kept apart from
 * kline-chart.ts: the series, their lines on the main canvas, the price range they need, and the
 * legend readout reported once per painted frame when it changes.
 */
import { crosshairReporter } from './crosshair-reporter';
import type { Bar, BarMerge } from './model/bar';
import { CompareSet, sameReadout, type CompareFrame, type CompareReadout, type CompareSeries } from './model/compare-series';
import { Invalidation, type InvalidationLevel } from './model/invalidation';
import type { KLineModel } from './model/kline-model';
import type { ValueRange } from './model/price-scale';
import type { ChartTheme } from './theme';
import { compareItems } from './views/compare-view';
import type { KLineMainView } from './views/kline-view';

/** The 叠加 methods of a K-line chart. */
export interface KLineCompareApi {
  /** Replaces the compared codes (at most three, bars of the chart's period; empty: none). Throws on invalid series. */
  setCompare(series: readonly CompareSeries[]): void;
  /** Live bar of a compared code (same rules as `updateLast`); unknown ids are ignored. */
  updateCompare(id: string, bar: Bar): BarMerge;
  /**
   * Calls `listener` (at most once per frame) when the legend figures change: percents since the
   * first visible bar at the crosshair's bar, else the last visible one; null without series.
   */
  onCompare(listener: (readout: CompareReadout | null) => void): () => void;
}

/** The 叠加 part mounted on a model; `invalidate` asks the runtime for a repaint. */
export interface KLineCompare {
  api: KLineCompareApi;
  /** Before the main canvas is built: the lines of this frame and the price range they need. */
  prepare(): ValueRange | null;
  /** Adds the lines to a built main canvas. */
  draw(view: KLineMainView, theme: ChartTheme): void;
  /** After the overlay is built: reports the legend figures when they changed. */
  report(): void;
  /** Drops the listeners. */
  clear(): void;
}

/** Mounts the 叠加 part of a K-line chart. */
export function attachKLineCompare(model: KLineModel, invalidate: (level: InvalidationLevel) => void, alive: (fn: () => void) => void): KLineCompare {
  const set = new CompareSet();
  let frame: CompareFrame | null = null;
  const reporter = crosshairReporter<CompareReadout>(() => {
    if (!frame) return null;
    const c = model.crosshair;
    return set.readout(model.bars, frame, c.visible ? c.index : frame.end);
  }, sameReadout);

  return {
    api: {
      setCompare: (series) =>
        alive(() => {
          set.set(series);
          invalidate(Invalidation.light);
        }),
      updateCompare: (id, bar) => {
        let merge: BarMerge = 'stale';
        alive(() => {
          merge = set.update(id, bar);
          if (merge !== 'stale') invalidate(Invalidation.light);
        });
        return merge;
      },
      onCompare: (listener) => reporter.subscribe(listener),
    },
    prepare: () => {
      frame = set.frame(model.bars, model.visibleRange(), model.clock, model.intraday);
      return frame?.range ?? null;
    },
    draw: (view, theme) => {
      if (!frame) return;
      const ts = model.timeScale;
      view.list.items.push(...compareItems(frame, model.bars.length, (i) => ts.indexToX(i), view.frame.main, model.layout.main, theme));
    },
    report: () => reporter.check(),
    clear: () => reporter.clear(),
  };
}
