/**
 * The drawing tools of a K-line (画线), as a {@link PaneLayer}: pick a tool and click its anchors
 * (or press, drag and release for two), click a drawing to select it, drag it or one of its handles
 * to move it, Delete removes it, Esc cancels the tool or the selection, and the palette recolours
 * the selection. React-free; the toolbar reads {@link DrawingToolsState} and calls the commands.
 *
 * Anchors are kept as bar time and 不复权 price (contracts/drawings.ts): on screen a price is shown
 * × the 复权 factor of its day ({@link setAdjust}), and a new or moved anchor is stored ÷ it. Every
 * finished edit (create, move, recolour, delete) is reported once to {@link onChange} listeners,
 * which persist the whole list; a press that moves nothing reports nothing.
 */
import { UNADJUSTED, type PriceAdjuster } from '../../../contracts/adjust-factor';
import { DRAWING_LIMITS, DRAWING_POINTS, textLength, type Drawing, type DrawingAnchor, type DrawingColor, type DrawingKind } from '../../../contracts/drawings';
import type { Adjust } from '../../../contracts/endpoints/market-data';
import type { PaneLayer, PaneView } from '../pane-layer';
import type { ChartTheme } from '../theme';
import type { DrawItem } from '../views/display-list';
import { drawingItems, previewItems } from './drawing-items';
import { drawingShape, handleAt, hitsShape, type DrawingShape, type Point } from './drawing-shapes';
import { indexToTime, timeToIndex } from './time-anchor';

/** What the toolbar shows. */
export interface DrawingToolsState {
  /** The tool being placed, or null. */
  tool: DrawingKind | null;
  /** Anchors of it placed so far. */
  placed: number;
  selectedId: string | null;
  /** Colour of new drawings (and of the selection). */
  color: DrawingColor;
  /** Text of new 文字 drawings. */
  text: string;
  count: number;
  /** False while the drawings are loading or could not be read: nothing can be drawn or changed then. */
  editable: boolean;
  /** True at {@link DRAWING_LIMITS.maxPerCode} drawings. */
  full: boolean;
}

/** Options of a {@link DrawingController}. */
export interface DrawingControllerOptions {
  /** Ids of new drawings (tests pass a counter). */
  newId?: () => string;
}

type Drag =
  | { kind: 'body'; original: Drawing; startIndex: number; startPrice: number; moved: boolean }
  | { kind: 'handle'; original: Drawing; handle: number; moved: boolean };

/** Pixels a press must travel to place a second anchor on release. */
const DRAG_PLACE = 6;

const randomId = (): string => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
const clampTime = (t: number): number => Math.min(DRAWING_LIMITS.maxTime, Math.max(DRAWING_LIMITS.minTime, t));
/** Stored prices keep 4 decimals (a hundredth of a tick), within the limits. */
const storedPrice = (p: number): number => Math.round(Math.min(DRAWING_LIMITS.maxPrice, Math.max(-DRAWING_LIMITS.maxPrice, p)) * 1e4) / 1e4;

/** See the module comment. */
export class DrawingController implements PaneLayer {
  private list: Drawing[] = [];
  private adjuster: PriceAdjuster = UNADJUSTED;
  private adjust: Adjust = 'none';
  private tool: DrawingKind | null = null;
  private pending: DrawingAnchor[] = [];
  private pressedAt: Point | null = null;
  private hover: Point | null = null;
  private drag: Drag | null = null;
  private selectedId: string | null = null;
  private color: DrawingColor = 'blue';
  private text = '文字';
  private editable = true;
  private readonly newId: () => string;
  private readonly redraws = new Set<() => void>();
  private readonly stateListeners = new Set<(state: DrawingToolsState) => void>();
  private readonly changeListeners = new Set<(drawings: readonly Drawing[]) => void>();
  private snapshot: DrawingToolsState;

  constructor(options: DrawingControllerOptions = {}) {
    this.newId = options.newId ?? randomId;
    this.snapshot = this.makeState();
  }

  /** The drawings, oldest (bottom) first. */
  get drawings(): readonly Drawing[] {
    return this.list;
  }

  /** What the toolbar shows. */
  get state(): DrawingToolsState {
    return this.snapshot;
  }

  /** Calls `listener` with the toolbar state on every change; returns unsubscribe. */
  subscribe(listener: (state: DrawingToolsState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Calls `listener` with the whole list after each finished edit; returns unsubscribe. */
  onChange(listener: (drawings: readonly Drawing[]) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Replaces the drawings (loaded from storage); keeps the selection when it is still there. */
  setDrawings(drawings: readonly Drawing[]): void {
    this.list = drawings.map((d) => ({ ...d, points: d.points.map((a) => ({ ...a })) }));
    if (!this.list.some((d) => d.id === this.selectedId)) this.selectedId = null;
    this.drag = null;
    this.changed(false);
  }

  /** Whether drawings may be created and changed (false while loading or after a read error). */
  setEditable(editable: boolean): void {
    if (editable === this.editable) return;
    this.editable = editable;
    if (!editable) this.cancelTool();
    this.changed(false);
  }

  /** The 复权 mode of the chart on show and the factors that lead to it. */
  setAdjust(adjust: Adjust, adjuster: PriceAdjuster): void {
    this.adjust = adjust;
    this.adjuster = adjuster;
    this.changed(false);
  }

  /** Picks a tool (null: none); the selection is dropped. */
  selectTool(tool: DrawingKind | null): void {
    this.tool = this.editable ? tool : null;
    this.pending = [];
    this.selectedId = null;
    this.changed(false);
  }

  /** Cancels the tool being placed. */
  cancelTool(): void {
    this.tool = null;
    this.pending = [];
    this.changed(false);
  }

  /** Colour of new drawings; a selected drawing takes it too. */
  setColor(color: DrawingColor): void {
    this.color = color;
    const i = this.list.findIndex((d) => d.id === this.selectedId);
    if (i >= 0 && this.editable && this.list[i]!.color !== color) {
      this.list[i] = { ...this.list[i]!, color };
      this.changed(true);
    } else {
      this.changed(false);
    }
  }

  /** Text of new 文字 drawings (and of a selected one, when valid). */
  setText(text: string): void {
    this.text = text;
    const i = this.list.findIndex((d) => d.id === this.selectedId);
    if (i >= 0 && this.editable && this.list[i]!.kind === 'text' && validText(text) && this.list[i]!.text !== text) {
      this.list[i] = { ...this.list[i]!, text };
      this.changed(true);
    } else {
      this.changed(false);
    }
  }

  /** Selects a drawing by id (null: none). */
  select(id: string | null): void {
    this.selectedId = id !== null && this.list.some((d) => d.id === id) ? id : null;
    this.takeSelectedText();
    this.changed(false);
  }

  /** Deletes the selected drawing; false when none is. */
  deleteSelected(): boolean {
    if (!this.editable || this.selectedId === null) return false;
    this.list = this.list.filter((d) => d.id !== this.selectedId);
    this.selectedId = null;
    this.changed(true);
    return true;
  }

  /* ---- PaneLayer ---- */

  items(view: PaneView, theme: ChartTheme): DrawItem[] {
    const items: DrawItem[] = [];
    for (const d of this.list) items.push(...drawingItems(d, this.shapeOf(view, d), d.id === this.selectedId, theme));
    if (this.tool && this.pending.length > 0 && this.hover) {
      const anchors = [...this.pending, this.anchorAt(view, this.hover)];
      const shape = drawingShape(this.shapeInput(view, this.tool, anchors, this.text));
      items.push(...previewItems(this.color, shape, theme));
    }
    return items;
  }

  pointerDown(view: PaneView, x: number, y: number): boolean {
    if (!this.editable) return false;
    if (!inPane(view, x, y)) {
      // A press elsewhere on the chart (lower panes, axes) drops the selection and stays the chart's.
      if (this.selectedId !== null) this.select(null);
      return false;
    }
    const p = { x, y };
    if (this.tool) {
      this.pressedAt = p;
      this.hover = p;
      this.place(view, p);
      return true;
    }
    const selected = this.list.find((d) => d.id === this.selectedId);
    if (selected) {
      const handle = handleAt(this.shapeOf(view, selected), p);
      if (handle >= 0) {
        this.drag = { kind: 'handle', original: selected, handle, moved: false };
        return true;
      }
    }
    for (let i = this.list.length - 1; i >= 0; i--) {
      const d = this.list[i]!;
      if (hitsShape(this.shapeOf(view, d), p)) {
        this.selectedId = d.id;
        this.takeSelectedText();
        this.drag = { kind: 'body', original: d, startIndex: view.xToIndex(x), startPrice: view.yToPrice(y), moved: false };
        this.changed(false);
        return true;
      }
    }
    if (this.selectedId !== null) {
      this.selectedId = null;
      this.changed(false);
    }
    return false;
  }

  pointerMove(view: PaneView, x: number, y: number): void {
    this.hover = { x, y };
    const drag = this.drag;
    if (drag) {
      const moved = drag.kind === 'body' ? this.movedBody(view, drag, x, y) : this.movedHandle(view, drag, x, y);
      const i = this.list.findIndex((d) => d.id === drag.original.id);
      if (i >= 0 && !sameAnchors(moved.points, this.list[i]!.points)) {
        this.list[i] = moved;
        drag.moved = true;
        this.redraw();
      }
    } else if (this.tool && this.pending.length > 0) {
      this.redraw();
    }
  }

  pointerUp(view: PaneView, x: number, y: number): void {
    const drag = this.drag;
    this.drag = null;
    if (drag?.moved) this.changed(true);
    // Press, drag and release: the release places the second anchor.
    const start = this.pressedAt;
    this.pressedAt = null;
    if (this.tool && this.pending.length === 1 && start && Math.hypot(x - start.x, y - start.y) > DRAG_PLACE) this.place(view, { x, y });
  }

  key(key: string): boolean {
    if (key === 'Escape' || key === 'Esc') {
      if (this.tool) this.cancelTool();
      else if (this.selectedId !== null) this.select(null);
      else return false;
      return true;
    }
    if (key === 'Delete' || key === 'Backspace') return this.deleteSelected();
    return false;
  }

  cursor(view: PaneView, x: number, y: number): string | null {
    if (!this.editable || !inPane(view, x, y)) return null;
    if (this.tool) return 'crosshair';
    if (this.drag) return 'grabbing';
    const p = { x, y };
    const selected = this.list.find((d) => d.id === this.selectedId);
    if (selected && handleAt(this.shapeOf(view, selected), p) >= 0) return 'move';
    return this.list.some((d) => hitsShape(this.shapeOf(view, d), p)) ? 'pointer' : null;
  }

  bind(redraw: () => void): () => void {
    this.redraws.add(redraw);
    return () => this.redraws.delete(redraw);
  }

  /* ---- internals ---- */

  /** A selected 文字's text becomes the text being edited. */
  private takeSelectedText(): void {
    const d = this.list.find((x) => x.id === this.selectedId);
    if (d?.kind === 'text' && d.text !== undefined) this.text = d.text;
  }

  /** The 复权 multiplier at time t. */
  private factor(t: number): number {
    return this.adjuster.factorAt(this.adjust, t);
  }

  /** The anchor under a pixel: time snapped to a whole bar, price stored 不复权. */
  private anchorAt(view: PaneView, p: Point): DrawingAnchor {
    const t = clampTime(indexToTime(view.bars, Math.round(view.xToIndex(p.x))));
    return { t, p: storedPrice(view.yToPrice(p.y) / this.factor(t)) };
  }

  private pixelOf(view: PaneView, a: DrawingAnchor): Point {
    return { x: view.indexToX(timeToIndex(view.bars, a.t)), y: view.priceToY(a.p * this.factor(a.t)) };
  }

  private shapeInput(view: PaneView, kind: DrawingKind, anchors: readonly DrawingAnchor[], text?: string) {
    return {
      kind,
      points: anchors.map((a) => this.pixelOf(view, a)),
      prices: anchors.map((a) => a.p * this.factor(a.t)),
      pane: view.pane,
      fontSize: view.fontSize,
      decimals: view.pricePrecision,
      ...(text !== undefined ? { text } : {}),
    };
  }

  private shapeOf(view: PaneView, d: Drawing): DrawingShape {
    return drawingShape(this.shapeInput(view, d.kind, d.points, d.text));
  }

  /** Places the next anchor of the tool; the last one creates the drawing, selects it and ends the tool. */
  private place(view: PaneView, p: Point): void {
    const tool = this.tool;
    if (!tool || this.list.length >= DRAWING_LIMITS.maxPerCode || (tool === 'text' && !validText(this.text))) return;
    this.pending.push(this.anchorAt(view, p));
    if (this.pending.length < DRAWING_POINTS[tool]) {
      this.changed(false);
      return;
    }
    const drawing: Drawing = { id: this.newId(), kind: tool, points: this.pending, color: this.color, ...(tool === 'text' ? { text: this.text } : {}) };
    this.list = [...this.list, drawing];
    this.tool = null;
    this.pending = [];
    this.selectedId = drawing.id;
    this.changed(true);
  }

  /** The dragged drawing moved by whole bars and by the price under the pointer. */
  private movedBody(view: PaneView, drag: Extract<Drag, { kind: 'body' }>, x: number, y: number): Drawing {
    const d = drag.original;
    const bars = d.kind === 'hline' ? 0 : Math.round(view.xToIndex(x) - drag.startIndex);
    const dp = view.yToPrice(y) - drag.startPrice;
    const points = d.points.map((a) => {
      const t = bars === 0 ? a.t : clampTime(indexToTime(view.bars, timeToIndex(view.bars, a.t) + bars));
      return { t, p: storedPrice((a.p * this.factor(a.t) + dp) / this.factor(t)) };
    });
    return { ...d, points };
  }

  private movedHandle(view: PaneView, drag: Extract<Drag, { kind: 'handle' }>, x: number, y: number): Drawing {
    const d = drag.original;
    const points = d.points.map((a, i) => (i === drag.handle ? this.anchorAt(view, { x, y }) : a));
    return { ...d, points };
  }

  private makeState(): DrawingToolsState {
    return {
      tool: this.tool,
      placed: this.pending.length,
      selectedId: this.selectedId,
      color: this.color,
      text: this.text,
      count: this.list.length,
      editable: this.editable,
      full: this.list.length >= DRAWING_LIMITS.maxPerCode,
    };
  }

  private redraw(): void {
    for (const r of this.redraws) r();
  }

  /** Publishes the state, repaints, and (after an edit) reports the list. */
  private changed(edited: boolean): void {
    this.snapshot = this.makeState();
    for (const l of this.stateListeners) l(this.snapshot);
    this.redraw();
    if (edited) {
      const list = this.list;
      for (const l of this.changeListeners) l(list);
    }
  }
}

function validText(text: string): boolean {
  return text.trim() !== '' && textLength(text) <= DRAWING_LIMITS.maxTextLength;
}

function inPane(view: PaneView, x: number, y: number): boolean {
  const r = view.pane;
  return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

function sameAnchors(a: readonly DrawingAnchor[], b: readonly DrawingAnchor[]): boolean {
  return a.length === b.length && a.every((x, i) => x.t === b[i]!.t && x.p === b[i]!.p);
}
