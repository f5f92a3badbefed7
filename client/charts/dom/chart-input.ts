/**
 * Turns pointer, wheel and keyboard input into chart commands on plain DOM events (no gesture
 * library): one pointer dragging pans, the wheel (and a trackpad pinch, which browsers report as a
 * wheel with ctrlKey) zooms around the pointer, two touch pointers pinch-zoom around their midpoint
 * and pan as the midpoint moves. The wheel scale follows d3-zoom's, which the charts used before.
 */
import { keyCommand, type KeyCommand } from './key-command';

/** What the chart does with input. */
export interface InputHandlers {
  /** Pointer over the chart at (x, y), CSS pixels from the chart's top-left. */
  hover(x: number, y: number): void;
  /** Pointer left the chart. */
  leave(): void;
  /** A key command; return false to let the key through (e.g. zoom keys on a chart without zoom). */
  key(command: KeyCommand): boolean;
  /** Drag: content moves `dx` pixels. Absent: no drag/wheel handling. */
  pan?(dx: number): void;
  /** Wheel/pinch: zoom by `ratio` around `anchorX`. */
  zoom?(ratio: number, anchorX: number): void;
}

/** The wheel event fields the zoom reads. */
export type WheelLike = Pick<WheelEvent, 'deltaY' | 'deltaMode' | 'ctrlKey'>;

/**
 * The zoom ratio of one wheel event: 2^(−deltaY · unit), where a pixel counts 0.002, a line 0.05
 * and a page 1, and a pinch (ctrlKey) ten times as much. Wheel down (deltaY > 0) zooms out.
 */
export function wheelZoomRatio(e: WheelLike): number {
  const unit = e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002;
  return 2 ** (-e.deltaY * unit * (e.ctrlKey ? 10 : 1));
}

/** A pointer position, CSS pixels from the chart's top-left. */
export interface PointerXY {
  x: number;
  y: number;
}

/**
 * The step between two positions of a two-finger pinch: a zoom by the ratio of the finger
 * distances around the old midpoint, then a pan by the midpoint's move (so the content under each
 * finger stays under it along the time axis, the only one the charts scale).
 */
export function pinchStep(prev: readonly [PointerXY, PointerXY], next: readonly [PointerXY, PointerXY]): { ratio: number; anchorX: number; dx: number } | null {
  const d0 = Math.hypot(prev[0].x - prev[1].x, prev[0].y - prev[1].y);
  const d1 = Math.hypot(next[0].x - next[1].x, next[0].y - next[1].y);
  if (!(d0 > 0) || !(d1 > 0)) return null;
  const m0 = (prev[0].x + prev[1].x) / 2;
  const m1 = (next[0].x + next[1].x) / 2;
  return { ratio: d1 / d0, anchorX: m0, dx: m1 - m0 };
}

/** The DOM surface input is read from (a canvas in the browser; a fake in unit tests). */
export interface InputSurface extends Pick<HTMLElement, 'addEventListener' | 'removeEventListener' | 'getBoundingClientRect'> {
  readonly style: Pick<CSSStyleDeclaration, 'touchAction'>;
  setPointerCapture?(pointerId: number): void;
  releasePointerCapture?(pointerId: number): void;
}

/** Where input listeners for a drag go while it lasts (the window; it stops text selection). */
export type DragScope = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Wires input: pointer hover on `surface`, keys on `container` (made focusable by the runtime), and
 * drag, wheel and pinch on `surface` when the handlers can pan and zoom. Returns the function that
 * unwires everything.
 */
export function attachChartInput(
  container: Pick<HTMLElement, 'addEventListener' | 'removeEventListener'>,
  surface: InputSurface,
  handlers: InputHandlers,
  scope: DragScope | null = typeof window === 'undefined' ? null : window,
): () => void {
  const onMove = (e: PointerEvent): void => handlers.hover(e.offsetX, e.offsetY);
  const onLeave = (): void => handlers.leave();
  const onKey = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const command = keyCommand(e.key);
    if (command && handlers.key(command)) e.preventDefault();
  };
  surface.addEventListener('pointermove', onMove);
  surface.addEventListener('pointerdown', onMove);
  surface.addEventListener('pointerleave', onLeave);
  container.addEventListener('keydown', onKey);

  const { pan, zoom } = handlers;
  const detachGestures = pan && zoom ? attachGestures(surface, pan, zoom, scope) : () => {};

  return () => {
    surface.removeEventListener('pointermove', onMove);
    surface.removeEventListener('pointerdown', onMove);
    surface.removeEventListener('pointerleave', onLeave);
    container.removeEventListener('keydown', onKey);
    detachGestures();
  };
}

function attachGestures(surface: InputSurface, pan: (dx: number) => void, zoom: (ratio: number, anchorX: number) => void, scope: DragScope | null): () => void {
  /** Pointers down on the surface, by id: x from the surface's left edge. */
  const down = new Map<number, PointerXY>();
  const prevent = (e: Event): void => e.preventDefault();
  const local = (e: PointerEvent): PointerXY => {
    const r = surface.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const startDrag = (): void => {
    scope?.addEventListener('selectstart', prevent);
    scope?.addEventListener('dragstart', prevent);
  };
  const endDrag = (): void => {
    scope?.removeEventListener('selectstart', prevent);
    scope?.removeEventListener('dragstart', prevent);
  };

  const onDown = (e: PointerEvent): void => {
    // The primary button (or a touch/pen contact); ctrl-click stays a click, as before.
    if (e.button !== 0 || (e.ctrlKey && e.pointerType === 'mouse')) return;
    if (down.size >= 2) return;
    down.set(e.pointerId, local(e));
    surface.setPointerCapture?.(e.pointerId);
    if (down.size === 1) startDrag();
  };
  const onMove = (e: PointerEvent): void => {
    const before = down.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    down.set(e.pointerId, now);
    if (down.size === 1) {
      if (now.x !== before.x) {
        e.preventDefault();
        pan(now.x - before.x);
      }
      return;
    }
    let other: PointerXY | undefined;
    for (const [id, p] of down) if (id !== e.pointerId) other = p;
    const step = other ? pinchStep([before, other], [now, other]) : null;
    if (!step) return;
    e.preventDefault();
    if (step.ratio !== 1) zoom(step.ratio, step.anchorX);
    if (step.dx !== 0) pan(step.dx);
  };
  const onUp = (e: PointerEvent): void => {
    if (!down.delete(e.pointerId)) return;
    surface.releasePointerCapture?.(e.pointerId);
    if (down.size === 0) endDrag();
  };
  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const ratio = wheelZoomRatio(e);
    if (ratio !== 1 && Number.isFinite(ratio)) zoom(ratio, e.offsetX);
  };

  const touchAction = surface.style.touchAction;
  // The browser must not scroll or zoom the page under a finger on the chart.
  surface.style.touchAction = 'none';
  surface.addEventListener('pointerdown', onDown);
  surface.addEventListener('pointermove', onMove);
  surface.addEventListener('pointerup', onUp);
  surface.addEventListener('pointercancel', onUp);
  surface.addEventListener('lostpointercapture', onUp);
  surface.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    surface.style.touchAction = touchAction;
    surface.removeEventListener('pointerdown', onDown);
    surface.removeEventListener('pointermove', onMove);
    surface.removeEventListener('pointerup', onUp);
    surface.removeEventListener('pointercancel', onUp);
    surface.removeEventListener('lostpointercapture', onUp);
    surface.removeEventListener('wheel', onWheel);
    down.clear();
    endDrag();
  };
}
