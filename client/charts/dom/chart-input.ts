/**
 * Turns pointer, wheel and keyboard input into chart commands. d3-zoom does the gesture work
 * (wheel normalisation, drag, pinch, click distance); each of its transform steps is reduced to a
 * pan or a zoom around a point, applied to the chart's own time scale.
 */
import { select, zoom, zoomIdentity, type ZoomTransform } from 'd3';
import { keyCommand, type KeyCommand } from './key-command';

/** One step between two zoom transforms, as the chart applies it. */
export type ZoomStep = { kind: 'pan'; dx: number } | { kind: 'zoom'; ratio: number; anchorX: number } | null;

/**
 * The x-part of the step from `prev` to `next`: the same scale is a pan by the translation;
 * a scale change is a zoom by the ratio around its fixed point p, where
 * next.x + k₁·u = p = prev.x + k₀·u  ⇒  p = (next.x − r·prev.x) / (1 − r).
 */
export function zoomStep(prev: Pick<ZoomTransform, 'k' | 'x'>, next: Pick<ZoomTransform, 'k' | 'x'>): ZoomStep {
  const ratio = next.k / prev.k;
  if (!Number.isFinite(ratio) || ratio <= 0) return null;
  if (Math.abs(ratio - 1) < 1e-9) {
    const dx = next.x - prev.x;
    return dx === 0 ? null : { kind: 'pan', dx };
  }
  return { kind: 'zoom', ratio, anchorX: (next.x - ratio * prev.x) / (1 - ratio) };
}

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

/**
 * Wires input: pointer hover on `surface`, keys on `container` (made focusable), and d3-zoom on
 * `surface` when the handlers can pan and zoom. Returns the function that unwires everything.
 */
export function attachChartInput(container: HTMLElement, surface: HTMLCanvasElement, handlers: InputHandlers): () => void {
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

  let detachZoom = (): void => {};
  const { pan, zoom: zoomBy } = handlers;
  if (pan && zoomBy) {
    let prev: ZoomTransform = zoomIdentity;
    let resetting = false;
    const selection = select(surface);
    const behavior = zoom<HTMLCanvasElement, unknown>()
      .on('zoom', (event: { transform: ZoomTransform }) => {
        if (resetting) return;
        const step = zoomStep(prev, event.transform);
        prev = event.transform;
        if (step?.kind === 'pan') pan(step.dx);
        else if (step?.kind === 'zoom') zoomBy(step.ratio, step.anchorX);
      })
      .on('end', () => {
        if (resetting) return;
        // Only steps matter: start each gesture from identity so k never drifts towards 0 or ∞.
        resetting = true;
        behavior.transform(selection, zoomIdentity);
        resetting = false;
        prev = zoomIdentity;
      });
    selection.call(behavior).on('dblclick.zoom', null);
    detachZoom = () => {
      selection.on('.zoom', null);
    };
  }

  return () => {
    surface.removeEventListener('pointermove', onMove);
    surface.removeEventListener('pointerdown', onMove);
    surface.removeEventListener('pointerleave', onLeave);
    container.removeEventListener('keydown', onKey);
    detachZoom();
  };
}
