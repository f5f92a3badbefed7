/**
 * The chart's plain-event input without a browser: a fake surface records listeners, the tests
 * fire pointer and wheel events at it and read the pan/zoom commands the chart would get.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attachChartInput, type DragScope, type InputHandlers, type InputSurface, pinchStep, wheelZoomRatio } from '../../../../client/charts/dom/chart-input';
import type { KeyCommand } from '../../../../client/charts/dom/key-command';

type Listener = (e: never) => void;

class FakeTarget {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly style = { touchAction: '' };
  readonly captured = new Set<number>();
  addEventListener(type: string, fn: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: Listener): void {
    this.listeners.get(type)?.delete(fn);
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
  fire(type: string, init: Record<string, unknown>): { prevented: boolean } {
    const e = { prevented: false, preventDefault: () => (e.prevented = true), ...init };
    for (const fn of this.listeners.get(type) ?? []) (fn as (e: unknown) => void)(e);
    return e;
  }
  count(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

function setup(withGestures = true) {
  const container = new FakeTarget();
  const surface = new FakeTarget();
  const scope = new FakeTarget();
  const log: string[] = [];
  const handlers: InputHandlers = {
    hover: (x, y) => log.push(`hover ${x},${y}`),
    leave: () => log.push('leave'),
    key: (c: KeyCommand) => (log.push(`key ${c.kind}`), true),
    ...(withGestures ? { pan: (dx: number) => log.push(`pan ${dx}`), zoom: (r: number, x: number) => log.push(`zoom ${r.toFixed(4)} @${x}`) } : {}),
  };
  // The fakes carry only what the input reads; the DOM types ask for more.
  const detach = attachChartInput(container as unknown as HTMLElement, surface as unknown as InputSurface, handlers, scope as unknown as DragScope);
  const pointer = (type: string, id: number, clientX: number, clientY = 80, more: Record<string, unknown> = {}) =>
    surface.fire(type, {
      pointerId: id,
      clientX,
      clientY,
      offsetX: clientX - 100,
      offsetY: clientY - 50,
      button: type === 'pointermove' ? -1 : 0,
      pointerType: 'mouse',
      ...more,
    });
  return { container, surface, scope, log, detach, pointer };
}

test('the wheel scale: a pixel 0.002, a line 0.05, a page 1 (log2), a pinch ten times, down zooms out', () => {
  assert.equal(wheelZoomRatio({ deltaY: -500, deltaMode: 0, ctrlKey: false }), 2);
  assert.equal(wheelZoomRatio({ deltaY: 20, deltaMode: 1, ctrlKey: false }), 0.5);
  assert.equal(wheelZoomRatio({ deltaY: 1, deltaMode: 2, ctrlKey: false }), 0.5);
  assert.equal(wheelZoomRatio({ deltaY: -50, deltaMode: 0, ctrlKey: true }), 2);
  assert.ok(wheelZoomRatio({ deltaY: 100, deltaMode: 0, ctrlKey: false }) < 1);
});

test('pinch: the ratio of finger distances around the old midpoint, then the midpoint move', () => {
  assert.deepEqual(
    pinchStep(
      [
        { x: 100, y: 0 },
        { x: 200, y: 0 },
      ],
      [
        { x: 50, y: 0 },
        { x: 250, y: 0 },
      ],
    ),
    { ratio: 2, anchorX: 150, dx: 0 },
  );
  assert.deepEqual(
    pinchStep(
      [
        { x: 100, y: 0 },
        { x: 200, y: 0 },
      ],
      [
        { x: 130, y: 0 },
        { x: 230, y: 0 },
      ],
    ),
    { ratio: 1, anchorX: 150, dx: 30 },
  );
  assert.equal(
    pinchStep(
      [
        { x: 100, y: 10 },
        { x: 100, y: 10 },
      ],
      [
        { x: 100, y: 10 },
        { x: 120, y: 10 },
      ],
    ),
    null,
    'no distance to scale from',
  );
});

test('a mouse drag pans by the pointer move, captures the pointer and blocks text selection meanwhile', () => {
  const { surface, scope, log, pointer } = setup();
  pointer('pointerdown', 1, 400);
  assert.ok(surface.captured.has(1));
  assert.equal(scope.fire('selectstart', {}).prevented, true);
  assert.equal(pointer('pointermove', 1, 450).prevented, true);
  pointer('pointermove', 1, 430);
  pointer('pointerup', 1, 430);
  assert.equal(surface.captured.size, 0);
  assert.equal(scope.fire('selectstart', {}).prevented, false, 'selection allowed again');
  pointer('pointermove', 1, 500);
  assert.deepEqual(
    log.filter((l) => l.startsWith('pan')),
    ['pan 50', 'pan -20'],
    'moves after the button is up do not pan',
  );
  assert.ok(log.includes('hover 300,30'), 'pointer down reports the crosshair position too');
});

test('right button and ctrl-click do not drag', () => {
  const { log, pointer } = setup();
  pointer('pointerdown', 1, 400, 80, { button: 2 });
  pointer('pointermove', 1, 450);
  pointer('pointerdown', 2, 400, 80, { ctrlKey: true });
  pointer('pointermove', 2, 450);
  assert.deepEqual(
    log.filter((l) => l.startsWith('pan')),
    [],
  );
});

test('two touch pointers pinch-zoom around their midpoint and pan as it moves', () => {
  const { log, pointer } = setup();
  const touch = { pointerType: 'touch' };
  pointer('pointerdown', 1, 200, 80, touch);
  pointer('pointerdown', 2, 300, 80, touch);
  pointer('pointermove', 2, 400, 80, touch); // distance 100 → 200 around x = 150 (surface), midpoint +50
  pointer('pointerup', 2, 400, 80, touch);
  pointer('pointermove', 1, 210, 80, touch); // one finger left: a pan again
  assert.deepEqual(
    log.filter((l) => !l.startsWith('hover')),
    ['zoom 2.0000 @150', 'pan 50', 'pan 10'],
  );
});

test('the wheel zooms around the pointer and keeps the page from scrolling', () => {
  const { surface, log } = setup();
  const e = surface.fire('wheel', { deltaY: 500, deltaMode: 0, ctrlKey: false, offsetX: 240 });
  assert.equal(e.prevented, true);
  assert.deepEqual(log, ['zoom 0.5000 @240']);
});

test('keys reach the handler; without pan/zoom handlers there are no gestures', () => {
  const { container, surface, log, pointer } = setup(false);
  assert.equal(container.fire('keydown', { key: 'ArrowLeft' }).prevented, true);
  assert.equal(container.fire('keydown', { key: 'ArrowLeft', ctrlKey: true }).prevented, false);
  assert.equal(surface.style.touchAction, '', 'the page may scroll over a chart without gestures');
  pointer('pointerdown', 1, 400);
  pointer('pointermove', 1, 450);
  surface.fire('wheel', { deltaY: 500, deltaMode: 0, ctrlKey: false, offsetX: 240 });
  assert.deepEqual(
    log.filter((l) => !l.startsWith('hover')),
    ['key crosshair'],
  );
});

test('detaching removes every listener and restores touch-action', () => {
  const { container, surface, scope, detach, pointer } = setup();
  assert.equal(surface.style.touchAction, 'none');
  pointer('pointerdown', 1, 400); // mid-drag: the selection blocker is on the window
  detach();
  assert.equal(surface.count() + container.count() + scope.count(), 0);
  assert.equal(surface.style.touchAction, '');
});
