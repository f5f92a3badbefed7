/**
 * The price-pane layer's wiring without a browser: a press the layer takes is stopped before the
 * chart's own pan (and captured, focusing the chart for Delete/Esc), a press it declines goes on to
 * the chart; moves reach it with the cursor it asks for; keys it uses are stopped; its items come
 * first in the overlay, clipped to the pane; detaching removes every listener.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { attachPaneLayer, withLayerItems, type PaneLayer, type PaneView } from '../../../client/charts/pane-layer';
import type { DrawItem } from '../../../client/charts/views/display-list';

type Listener = (e: unknown) => void;

class FakeContainer {
  readonly listeners = new Map<string, Array<{ fn: Listener; capture: boolean }>>();
  readonly captured = new Set<number>();
  focused = 0;
  addEventListener(type: string, fn: Listener, options?: { capture?: boolean }): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), { fn, capture: options?.capture === true }]);
  }
  removeEventListener(type: string, fn: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l.fn !== fn),
    );
  }
  getBoundingClientRect(): DOMRect {
    return { left: 100, top: 50 } as DOMRect;
  }
  setPointerCapture(id: number): void {
    this.captured.add(id);
  }
  releasePointerCapture(id: number): void {
    this.captured.delete(id);
  }
  focus(): void {
    this.focused++;
  }
  fire(type: string, init: Record<string, unknown>) {
    const e = { stopped: false, prevented: false, stopPropagation: () => (e.stopped = true), preventDefault: () => (e.prevented = true), ...init };
    for (const l of this.listeners.get(type) ?? []) {
      assert.ok(l.capture, `${type} listens in the capture phase`);
      l.fn(e);
    }
    return e;
  }
  count(): number {
    let n = 0;
    for (const list of this.listeners.values()) n += list.length;
    return n;
  }
}

const view = { pane: { x: 0, y: 0, w: 500, h: 300 } } as PaneView;

function setup() {
  const log: string[] = [];
  let redraw = (): void => {};
  const layer: PaneLayer = {
    items: () => [],
    pointerDown: (_v, x, y) => (log.push(`down ${x},${y}`), x < 50),
    pointerMove: (_v, x, y) => void log.push(`move ${x},${y}`),
    pointerUp: (_v, x, y) => void log.push(`up ${x},${y}`),
    key: (k) => (log.push(`key ${k}`), k === 'Delete'),
    cursor: (_v, x) => (x < 50 ? 'pointer' : null),
    bind: (r) => ((redraw = r), () => (redraw = () => {})),
  };
  const container = new FakeContainer();
  const overlay = { style: { cursor: '' } };
  const levels: number[] = [];
  const detach = attachPaneLayer(
    container as unknown as HTMLElement,
    overlay as unknown as HTMLElement,
    layer,
    () => view,
    (l) => levels.push(l),
  );
  return { log, container, overlay, levels, detach, redraw: () => redraw() };
}

test('a press the layer takes never reaches the chart; one it declines does', () => {
  const { log, container, overlay } = setup();
  const taken = container.fire('pointerdown', { button: 0, pointerId: 1, clientX: 120, clientY: 80 });
  assert.deepEqual([taken.stopped, taken.prevented], [true, true]);
  assert.ok(container.captured.has(1));
  assert.equal(container.focused, 1);
  const move = container.fire('pointermove', { pointerId: 1, clientX: 130, clientY: 90 });
  assert.equal(move.stopped, true, 'moves of a taken press are the layer’s');
  assert.equal(overlay.style.cursor, 'pointer');
  container.fire('pointerup', { pointerId: 1, clientX: 130, clientY: 90 });
  assert.ok(!container.captured.has(1));
  assert.deepEqual(log, ['down 20,30', 'move 30,40', 'up 30,40']);

  const declined = container.fire('pointerdown', { button: 0, pointerId: 2, clientX: 300, clientY: 80 });
  assert.equal(declined.stopped, false, 'the chart pans');
  const hover = container.fire('pointermove', { pointerId: 2, clientX: 310, clientY: 80 });
  assert.equal(hover.stopped, false, 'and keeps its crosshair');
  assert.equal(overlay.style.cursor, 'crosshair');
  assert.equal(container.fire('pointerdown', { button: 2, pointerId: 3, clientX: 120, clientY: 80 }).stopped, false, 'other buttons are the chart’s');
});

test('keys, repaints and detaching', () => {
  const { log, container, levels, detach, redraw } = setup();
  const del = container.fire('keydown', { key: 'Delete' });
  assert.deepEqual([del.stopped, del.prevented], [true, true]);
  assert.equal(container.fire('keydown', { key: 'x' }).prevented, false);
  assert.equal(container.fire('keydown', { key: 'Delete', ctrlKey: true }).prevented, false, 'shortcuts with modifiers pass');
  assert.deepEqual(log, ['key Delete', 'key x']);
  const before = levels.length;
  redraw();
  assert.deepEqual(levels.slice(before), [1], 'a layer change repaints the overlay only');
  detach();
  assert.equal(container.count(), 0);
});

test('layer items come first, clipped to the price pane', () => {
  const own: DrawItem = { kind: 'text', x: 1, y: 1, text: '十字线', color: '#000', align: 'left', baseline: 'top' };
  const mine: DrawItem = { kind: 'polyline', xs: [0, 1], ys: [0, 1], color: '#f00', width: 1 };
  const list = withLayerItems({ background: null, font: '12px', items: [own] }, [mine], { x: 0, y: 0, w: 10, h: 5 });
  assert.deepEqual(
    list.items.map((i) => i.kind),
    ['clip', 'polyline', 'unclip', 'text'],
  );
  const empty = { background: null, font: '12px', items: [own] };
  assert.equal(withLayerItems(empty, [], { x: 0, y: 0, w: 1, h: 1 }), empty);
});
