/**
 * `createLineChart`: the data pages' line chart on one canvas (React-free), repainted at most
 * once per animation frame. The mouse or ←/→ (when focused) move a crosshair with a tooltip of
 * every series at that date; Esc hides it.
 */
import { currentPixelRatio, fitCanvas, targetOf, watchSize } from '../../charts/dom/canvas-size';
import { FrameScheduler, Invalidation } from '../../charts/model/invalidation';
import { drawDisplayList } from '../../charts/renderers/draw-display-list';
import { assertTheme, type ChartTheme } from '../../charts/theme';
import { buildLineChart, indexAtX, plotOf, type LineChartData } from './line-chart-view';

/** A mounted line chart. */
export interface LineChart {
  setData(data: LineChartData): void;
  setTheme(theme: ChartTheme): void;
  /** The date index under the crosshair, or null. */
  readonly hover: number | null;
  destroy(): void;
}

/** Mounts a line chart filling `container` (which should have a height). */
export function createLineChart(container: HTMLElement, theme: ChartTheme, data: LineChartData): LineChart {
  assertTheme(theme);
  const canvas = container.ownerDocument.createElement('canvas');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  container.append(canvas);
  if (!container.hasAttribute('tabindex')) container.tabIndex = 0;
  let current = data;
  let currentTheme = theme;
  let hover: number | null = null;

  const paint = (): void => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width < 2 || height < 2) return;
    const ratio = currentPixelRatio();
    fitCanvas(canvas, width, height, ratio);
    drawDisplayList(targetOf(canvas, width, height, ratio, true), buildLineChart(current, width, height, currentTheme, hover), currentTheme.fontSize);
  };
  const scheduler = new FrameScheduler(paint);
  const stopWatching = watchSize(canvas, () => scheduler.invalidate(Invalidation.full));
  const setHover = (next: number | null): void => {
    if (next === hover) return;
    hover = next;
    container.dataset.hover = next === null ? '' : String(next);
    scheduler.invalidate(Invalidation.light);
  };
  const onMove = (e: MouseEvent): void => {
    const box = canvas.getBoundingClientRect();
    setHover(indexAtX(e.clientX - box.left, current.dates.length, plotOf(current, box.width, box.height)));
  };
  const onLeave = (): void => setHover(null);
  const onKey = (e: KeyboardEvent): void => {
    const n = current.dates.length;
    if (n === 0) return;
    const step = e.shiftKey ? Math.max(1, Math.round(n / 20)) : 1;
    if (e.key === 'ArrowLeft') setHover(Math.max(0, (hover ?? n) - step));
    else if (e.key === 'ArrowRight') setHover(Math.min(n - 1, (hover ?? -1) + step));
    else if (e.key === 'Home') setHover(0);
    else if (e.key === 'End') setHover(n - 1);
    else if (e.key === 'Escape') setHover(null);
    else return;
    e.preventDefault();
  };
  canvas.addEventListener('mousemove', onMove);
  canvas.addEventListener('mouseleave', onLeave);
  container.addEventListener('keydown', onKey);
  container.addEventListener('blur', onLeave);
  scheduler.invalidate(Invalidation.full);

  return {
    setData(next) {
      current = next;
      if (hover !== null && hover >= next.dates.length) hover = null;
      scheduler.invalidate(Invalidation.light);
    },
    setTheme(next) {
      assertTheme(next);
      currentTheme = next;
      scheduler.invalidate(Invalidation.light);
    },
    get hover() {
      return hover;
    },
    destroy() {
      scheduler.destroy();
      stopWatching();
      canvas.removeEventListener('mousemove', onMove);
      canvas.removeEventListener('mouseleave', onLeave);
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('blur', onLeave);
      canvas.remove();
    },
  };
}
