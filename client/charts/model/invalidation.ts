/**
 * Graded invalidation merged into one animation frame (after lightweight-charts): any number of
 * changes between two frames cost one redraw at the highest level asked for.
 */

/** Redraw levels, ordered: each includes the work of the ones below it. */
export const Invalidation = Object.freeze({
  /** Nothing to do. */
  none: 0,
  /** Overlay only (crosshair, tooltip, legends). */
  cursor: 1,
  /** Rebuild the views and repaint both canvases (scroll, zoom, live bar, theme). */
  light: 2,
  /** Also re-measure the canvases (resize, pixel ratio) before repainting. */
  full: 3,
} as const);

/** One of {@link Invalidation}'s levels. */
export type InvalidationLevel = (typeof Invalidation)[keyof typeof Invalidation];

/** The animation-frame clock; injectable so tests drive frames by hand. */
export interface FrameClock {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** `requestAnimationFrame` / `cancelAnimationFrame` of the browser. */
export function animationFrameClock(): FrameClock {
  return {
    request: (callback) => requestAnimationFrame(() => callback()),
    cancel: (handle) => cancelAnimationFrame(handle),
  };
}

/** Collects invalidations and flushes them once per frame at their highest level. */
export class FrameScheduler {
  private level: InvalidationLevel = Invalidation.none;
  private handle: number | null = null;
  private destroyed = false;

  constructor(
    private readonly flush: (level: InvalidationLevel) => void,
    private readonly clock: FrameClock = animationFrameClock(),
  ) {}

  /** The level waiting for the next frame. */
  get pending(): InvalidationLevel {
    return this.level;
  }

  /** Asks for a redraw at `level` in the next frame (merged with what is already pending). */
  invalidate(level: InvalidationLevel): void {
    if (this.destroyed || level === Invalidation.none) return;
    if (level > this.level) this.level = level;
    if (this.handle === null) this.handle = this.clock.request(() => this.run());
  }

  /** Flushes now whatever is pending (e.g. before a screenshot); no-op when nothing is. */
  flushNow(): void {
    if (this.handle !== null) this.clock.cancel(this.handle);
    this.run();
  }

  /** Cancels the pending frame and ignores later invalidations. */
  destroy(): void {
    if (this.handle !== null) this.clock.cancel(this.handle);
    this.handle = null;
    this.level = Invalidation.none;
    this.destroyed = true;
  }

  private run(): void {
    this.handle = null;
    const level = this.level;
    this.level = Invalidation.none;
    if (level !== Invalidation.none && !this.destroyed) this.flush(level);
  }
}
