/**
 * What every interactive chart facade shares: the two canvases, the frame scheduler, input
 * wiring, theme, focusability and teardown. A chart supplies a {@link ChartPainter}; the runtime
 * decides when and what to repaint from the merged invalidation level.
 */
import { FrameScheduler, Invalidation, type FrameClock, type InvalidationLevel } from '../model/invalidation';
import { drawDisplayList } from '../renderers/draw-display-list';
import { assertTheme, type ChartTheme } from '../theme';
import type { DisplayList } from '../views/display-list';
import { attachChartInput, type InputHandlers } from './chart-input';
import { ChartSurface } from './chart-surface';

/** The chart-specific part: sizes the model and builds display lists. */
export interface ChartPainter {
  /** The container now measures width × height CSS pixels. */
  resize(width: number, height: number, fontSize: number): void;
  /** Display list of the main canvas (also refreshes whatever the overlay reads). */
  main(theme: ChartTheme): DisplayList;
  /** Display list of the overlay canvas. */
  overlay(theme: ChartTheme): DisplayList;
  /** Runs after each painted frame (e.g. to report the crosshair). */
  painted?(): void;
}

/** Options common to interactive charts. */
export interface ChartRuntimeOptions {
  theme: ChartTheme;
  /** Accessible name of the focusable container. */
  label?: string;
  /** Animation-frame clock; default requestAnimationFrame. */
  frameClock?: FrameClock;
}

/** Canvases, scheduling, input and theme of one mounted chart. */
export class ChartRuntime {
  private themeValue: ChartTheme;
  private readonly scheduler: FrameScheduler;
  private readonly surface: ChartSurface;
  private readonly detachInput: () => void;
  private readonly restoreAttributes: () => void;
  private painted = false;
  private dead = false;

  constructor(
    container: HTMLElement,
    private readonly painter: ChartPainter,
    options: ChartRuntimeOptions,
    input: InputHandlers,
  ) {
    assertTheme(options.theme);
    this.themeValue = options.theme;
    this.scheduler = new FrameScheduler((level) => this.paint(level), options.frameClock);
    // ResizeObserver also reports the first observation: only a real change costs a full repaint.
    this.surface = new ChartSurface(container, () => {
      if (this.surface.changed()) this.invalidate(Invalidation.full);
    });
    const tabIndex = container.getAttribute('tabindex');
    const label = container.getAttribute('aria-label');
    if (tabIndex === null) container.tabIndex = 0;
    if (options.label) container.setAttribute('aria-label', options.label);
    this.restoreAttributes = () => {
      if (tabIndex === null) container.removeAttribute('tabindex');
      if (options.label) {
        if (label === null) container.removeAttribute('aria-label');
        else container.setAttribute('aria-label', label);
      }
    };
    this.detachInput = attachChartInput(container, this.surface.overlay, input);
    this.measure();
    this.invalidate(Invalidation.full);
  }

  /** The theme in use. */
  get theme(): ChartTheme {
    return this.themeValue;
  }

  /** The overlay canvas (it takes the pointer and shows the cursor). */
  get overlayCanvas(): HTMLCanvasElement {
    return this.surface.overlay;
  }

  /** True after {@link destroy}. */
  get destroyed(): boolean {
    return this.dead;
  }

  /** Asks for a repaint at `level` in the next animation frame. */
  invalidate(level: InvalidationLevel): void {
    this.scheduler.invalidate(level);
  }

  /** Switches the theme (validated); a new font size re-lays the chart out. */
  setTheme(theme: ChartTheme): void {
    assertTheme(theme);
    const relayout = theme.fontSize !== this.themeValue.fontSize;
    this.themeValue = theme;
    this.invalidate(relayout ? Invalidation.full : Invalidation.light);
  }

  /** Re-measures now and repaints next frame. */
  resize(): void {
    this.measure();
    this.invalidate(Invalidation.full);
  }

  /** Paints whatever is pending, synchronously. */
  flush(): void {
    this.scheduler.flushNow();
  }

  /** Stops everything and removes the canvases. */
  destroy(): void {
    if (this.dead) return;
    this.dead = true;
    this.scheduler.destroy();
    this.detachInput();
    this.surface.destroy();
    this.restoreAttributes();
  }

  private measure(): void {
    const size = this.surface.measure();
    this.painter.resize(size.width, size.height, this.themeValue.fontSize);
  }

  private paint(level: InvalidationLevel): void {
    if (level >= Invalidation.full) this.measure();
    const { width, height } = this.surface.current;
    if (width < 2 || height < 2) return;
    const font = this.themeValue.fontSize;
    if (level >= Invalidation.light || !this.painted) {
      drawDisplayList(this.surface.mainTarget(), this.painter.main(this.themeValue), font);
      this.painted = true;
    }
    drawDisplayList(this.surface.overlayTarget(), this.painter.overlay(this.themeValue), font);
    this.painter.painted?.();
  }
}
