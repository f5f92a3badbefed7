/**
 * A layer on the K-line's price pane that draws with the chart and takes pointer gestures before it
 * (the drawing tools, client/charts/drawings/). The chart hands the layer a {@link PaneView} of the
 * frame on show (bars, time scale, price scale) and draws the layer's items on the overlay canvas,
 * clipped to the price pane, under the legends, crosshair and tooltip; a layer change repaints the
 * overlay only.
 *
 * Input goes through capture-phase listeners on the chart's container, so the layer sees a pointer
 * press before the chart's own drag-to-pan and keeps it (stopping it there) when it takes it: the
 * chart's input code needs no hook.
 */
import type { Bar } from './model/bar';
import { Invalidation, type InvalidationLevel } from './model/invalidation';
import type { KLineModel } from './model/kline-model';
import type { Rect } from './rect';
import type { ChartTheme } from './theme';
import type { DisplayList, DrawItem } from './views/display-list';
import type { KLineFrame } from './views/kline-view';

/** What a layer sees of the frame on show. CSS pixels from the chart's top-left. */
export interface PaneView {
  readonly bars: readonly Bar[];
  /** Centre x of a (fractional) bar index. */
  indexToX(index: number): number;
  /** The fractional bar index at x. */
  xToIndex(x: number): number;
  /** y of a price on the price pane. */
  priceToY(price: number): number;
  /** Price at y on the price pane. */
  yToPrice(y: number): number;
  /** The price pane. */
  readonly pane: Rect;
  readonly fontSize: number;
  /** Decimals of prices in labels. */
  readonly pricePrecision: number;
}

/** A layer on the price pane (see the module comment). Pointer positions are CSS pixels from the chart's top-left. */
export interface PaneLayer {
  /** Items to draw on the price pane. */
  items(view: PaneView, theme: ChartTheme): DrawItem[];
  /** A primary-button press; true when the layer takes the gesture (the chart then does not pan). */
  pointerDown(view: PaneView, x: number, y: number): boolean;
  /** The pointer moved (pressed or not). */
  pointerMove(view: PaneView, x: number, y: number): void;
  /** The press the layer took ended. */
  pointerUp(view: PaneView, x: number, y: number): void;
  /** A key on the focused chart; true when the layer used it. */
  key(key: string): boolean;
  /** The pointer's cursor at (x, y), or null for the chart's own. */
  cursor(view: PaneView, x: number, y: number): string | null;
  /** Calls `redraw` whenever the layer's picture changes; returns the function that stops. */
  bind(redraw: () => void): () => void;
}

/** The pane view of a K-line model and the scales of its last frame. */
export function klinePaneView(model: KLineModel, frame: KLineFrame): PaneView {
  const ts = model.timeScale;
  return {
    bars: model.bars,
    indexToX: (i) => ts.indexToX(i),
    xToIndex: (x) => ts.xToIndex(x),
    priceToY: (p) => frame.main(p),
    yToPrice: (y) => frame.main.invert(y),
    pane: model.layout.main,
    fontSize: model.fontSize,
    pricePrecision: model.pricePrecision,
  };
}

/** The overlay list with the layer's items first (under everything else), clipped to `pane`. */
export function withLayerItems(list: DisplayList, items: readonly DrawItem[], pane: Rect): DisplayList {
  if (items.length === 0) return list;
  return { ...list, items: [{ kind: 'clip', ...pane }, ...items, { kind: 'unclip' }, ...list.items] };
}

/**
 * Wires `layer` to a mounted chart: `view` gives the frame on show (null before the first one),
 * `invalidate` asks the chart for a repaint, `overlay` is the canvas that shows the cursor. Returns
 * the function that unwires it.
 */
export function attachPaneLayer(
  container: HTMLElement,
  overlay: HTMLElement,
  layer: PaneLayer,
  view: () => PaneView | null,
  invalidate: (level: InvalidationLevel) => void,
): () => void {
  let pressed: number | null = null;
  const local = (e: PointerEvent): { x: number; y: number } => {
    const r = container.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onDown = (e: PointerEvent): void => {
    const v = view();
    if (!v || e.button !== 0 || pressed !== null) return;
    const { x, y } = local(e);
    if (!layer.pointerDown(v, x, y)) return;
    // Ours: the chart must not start a pan, and the page must not select text.
    e.stopPropagation();
    e.preventDefault();
    pressed = e.pointerId;
    container.setPointerCapture?.(e.pointerId);
    // preventDefault on a press also stops the focus move that makes Delete/Esc reach the chart.
    container.focus({ preventScroll: true });
  };
  const onMove = (e: PointerEvent): void => {
    const v = view();
    if (!v) return;
    const { x, y } = local(e);
    layer.pointerMove(v, x, y);
    if (pressed !== null) e.stopPropagation();
    overlay.style.cursor = layer.cursor(v, x, y) ?? 'crosshair';
  };
  const onUp = (e: PointerEvent): void => {
    if (e.pointerId !== pressed) return;
    pressed = null;
    container.releasePointerCapture?.(e.pointerId);
    e.stopPropagation();
    const v = view();
    if (v) {
      const { x, y } = local(e);
      layer.pointerUp(v, x, y);
    }
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (layer.key(e.key)) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  const unbind = layer.bind(() => invalidate(Invalidation.cursor));
  const capture = { capture: true } as const;
  container.addEventListener('pointerdown', onDown, capture);
  container.addEventListener('pointermove', onMove, capture);
  container.addEventListener('pointerup', onUp, capture);
  container.addEventListener('pointercancel', onUp, capture);
  container.addEventListener('lostpointercapture', onUp, capture);
  container.addEventListener('keydown', onKey, capture);
  invalidate(Invalidation.cursor);
  return () => {
    unbind();
    container.removeEventListener('pointerdown', onDown, capture);
    container.removeEventListener('pointermove', onMove, capture);
    container.removeEventListener('pointerup', onUp, capture);
    container.removeEventListener('pointercancel', onUp, capture);
    container.removeEventListener('lostpointercapture', onUp, capture);
    container.removeEventListener('keydown', onKey, capture);
    overlay.style.cursor = 'crosshair';
    invalidate(Invalidation.cursor);
  };
}
