/**
 * `createSparkline`: a tiny non-interactive price line for lists and cards, drawn on one canvas,
 * repainted at most once per animation frame and on resize.
 */
import { currentPixelRatio, fitCanvas, targetOf, watchSize } from './dom/canvas-size';
import { FrameScheduler, Invalidation, type FrameClock } from './model/invalidation';
import { drawDisplayList } from './renderers/draw-display-list';
import { assertTheme, lightChartTheme, type ChartTheme } from './theme';
import { buildSparkline } from './views/sparkline-view';

/** Options of {@link createSparkline}. */
export interface SparklineOptions {
  theme?: ChartTheme;
  /** Slots of a full line (e.g. 241 for an A-share day). */
  totalPoints?: number;
  /** Line width in CSS pixels; default 1. */
  lineWidth?: number;
  /** Background colour; default transparent. */
  background?: string | null;
  frameClock?: FrameClock;
}

/** A mounted sparkline. */
export interface Sparkline {
  /** Replaces the prices (and the baseline). */
  setData(prices: readonly number[], preClose?: number | null): void;
  setTheme(theme: ChartTheme): void;
  resize(): void;
  flush(): void;
  destroy(): void;
}

/**
 * Draws a sparkline on `target`: an existing canvas (sized by its CSS box) or a container the
 * sparkline fills with its own canvas.
 */
export function createSparkline(target: HTMLCanvasElement | HTMLElement, options: SparklineOptions = {}): Sparkline {
  let theme = options.theme ?? lightChartTheme;
  assertTheme(theme);
  if (options.totalPoints !== undefined && !(Number.isInteger(options.totalPoints) && options.totalPoints > 0)) {
    throw new RangeError(`totalPoints must be a positive integer, got ${options.totalPoints}`);
  }
  const ownCanvas = !isCanvas(target);
  const canvas = isCanvas(target) ? target : target.ownerDocument.createElement('canvas');
  if (ownCanvas) {
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    target.append(canvas);
  }
  let prices: readonly number[] = [];
  let preClose: number | null = null;
  let destroyed = false;

  const paint = (): void => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width < 2 || height < 2) return;
    const ratio = currentPixelRatio();
    fitCanvas(canvas, width, height, ratio);
    const list = buildSparkline(
      { prices, preClose, totalPoints: options.totalPoints, lineWidth: options.lineWidth },
      width,
      height,
      theme,
      options.background ?? null,
    );
    drawDisplayList(targetOf(canvas, width, height, ratio, false), list, theme.fontSize);
  };
  const scheduler = new FrameScheduler(paint, options.frameClock);
  const stopWatching = watchSize(canvas, () => scheduler.invalidate(Invalidation.full));
  scheduler.invalidate(Invalidation.full);

  return {
    setData(next, base = null) {
      if (destroyed) return;
      if (!Array.isArray(next)) throw new RangeError('sparkline prices must be an array');
      prices = next.slice();
      preClose = base;
      scheduler.invalidate(Invalidation.light);
    },
    setTheme(next) {
      if (destroyed) return;
      assertTheme(next);
      theme = next;
      scheduler.invalidate(Invalidation.light);
    },
    resize: () => scheduler.invalidate(Invalidation.full),
    flush: () => scheduler.flushNow(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      scheduler.destroy();
      stopWatching();
      if (ownCanvas) canvas.remove();
    },
  };
}

/** True for a canvas element (by tag, so it also works across frames). */
function isCanvas(element: HTMLElement): element is HTMLCanvasElement {
  return element.tagName === 'CANVAS';
}
