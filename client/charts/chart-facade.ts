/**
 * The plumbing both interactive chart facades (K-line, time-share) share: the runtime around a
 * model that owns a crosshair, pointer and keyboard wiring, the crosshair reporter, and the
 * command methods that do nothing once the chart is destroyed.
 */
import { crosshairReporter } from './crosshair-reporter';
import { ChartRuntime } from './dom/chart-runtime';
import type { CrosshairState } from './model/crosshair';
import type { FrameClock, InvalidationLevel } from './model/invalidation';
import { lightChartTheme, type ChartTheme } from './theme';
import type { DisplayList } from './views/display-list';

/** What a chart model offers the shared facade. */
export interface FacadeModel<D, P, M extends string> {
  readonly crosshair: CrosshairState;
  setSize(width: number, height: number, fontSize: number): InvalidationLevel;
  setData(data: D): InvalidationLevel;
  updateLast(point: P): { merge: M | 'stale'; level: InvalidationLevel };
  pointerMove(x: number, y: number): InvalidationLevel;
  moveCrosshair(delta: number): InvalidationLevel;
  hideCrosshair(): InvalidationLevel;
}

/** Facade options common to interactive charts. */
export interface FacadeOptions {
  /** Colours and font; default {@link lightChartTheme}. */
  theme?: ChartTheme;
  /** Accessible name of the focusable chart, e.g. `贵州茅台 日K`. */
  label?: string;
  /** Animation-frame clock (tests and benchmarks inject one). */
  frameClock?: FrameClock;
}

/** The chart-specific part of a facade. */
export interface FacadeSpec<I> {
  /** What the crosshair is on now, or null when hidden. */
  crosshairInfo(): I | null;
  /** True when two crosshair reports name the same target (no callback then). */
  sameCrosshair(a: I, b: I): boolean;
  /** Display list of the main canvas. */
  main(theme: ChartTheme): DisplayList;
  /** Display list of the overlay canvas. */
  overlay(theme: ChartTheme): DisplayList;
  /** Keyboard zoom by `steps`; absent: zoom keys pass through (e.g. to scroll the page). */
  zoomSteps?(steps: number): InvalidationLevel;
  /** Drag by `dx` pixels; with {@link zoom}, enables drag and wheel handling. */
  panPixels?(dx: number): InvalidationLevel;
  /** Wheel/pinch zoom by `ratio` around `anchorX`. */
  zoom?(ratio: number, anchorX: number): InvalidationLevel;
}

/** The methods every interactive chart exposes the same way. */
export interface FacadeBase<D, P, M extends string, I> {
  setData(data: D): void;
  updateLast(point: P): M | 'stale';
  setTheme(theme: ChartTheme): void;
  moveCrosshair(delta: number): void;
  hideCrosshair(): void;
  onCrosshair(listener: (info: I | null) => void): () => void;
  resize(): void;
  flush(): void;
  destroy(): void;
}

/** A mounted facade: the runtime, a guard for commands, and the shared methods. */
export interface MountedFacade<D, P, M extends string, I> {
  runtime: ChartRuntime;
  /** Runs a command unless the chart was destroyed. */
  alive(fn: () => void): void;
  base: FacadeBase<D, P, M, I>;
}

/** Mounts `model` into `container` with the chart-specific `spec`. */
export function mountChartFacade<D, P, M extends string, I>(
  container: HTMLElement,
  model: FacadeModel<D, P, M>,
  options: FacadeOptions,
  spec: FacadeSpec<I>,
): MountedFacade<D, P, M, I> {
  const reporter = crosshairReporter<I>(
    () => spec.crosshairInfo(),
    (a, b) => spec.sameCrosshair(a, b),
  );
  const { zoomSteps, panPixels, zoom } = spec;

  const runtime: ChartRuntime = new ChartRuntime(
    container,
    {
      resize: (width, height, fontSize) => void model.setSize(width, height, fontSize),
      main: (theme) => spec.main(theme),
      overlay: (theme) => spec.overlay(theme),
      painted: () => reporter.check(),
    },
    { theme: options.theme ?? lightChartTheme, label: options.label, frameClock: options.frameClock },
    {
      hover: (x, y) => runtime.invalidate(model.pointerMove(x, y)),
      leave: () => runtime.invalidate(model.hideCrosshair()),
      key: (command) => {
        if (command.kind === 'crosshair') runtime.invalidate(model.moveCrosshair(command.delta));
        else if (command.kind === 'hide') runtime.invalidate(model.hideCrosshair());
        else if (zoomSteps) runtime.invalidate(zoomSteps(command.steps));
        else return false;
        return true;
      },
      pan: panPixels && ((dx) => runtime.invalidate(panPixels(dx))),
      zoom: zoom && ((ratio, anchorX) => runtime.invalidate(zoom(ratio, anchorX))),
    },
  );

  const alive = (fn: () => void): void => {
    if (!runtime.destroyed) fn();
  };

  return {
    runtime,
    alive,
    base: {
      setData: (data) => alive(() => runtime.invalidate(model.setData(data))),
      updateLast: (point) => {
        if (runtime.destroyed) return 'stale';
        const { merge, level } = model.updateLast(point);
        runtime.invalidate(level);
        return merge;
      },
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
    },
  };
}
