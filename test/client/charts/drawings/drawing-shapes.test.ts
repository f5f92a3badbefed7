/**
 * Drawing shapes in pixels: a ray runs to the pane's edge, 平行通道's second line passes through the
 * third anchor, 斐波那契 levels sit between the anchors with their prices, 水平线 spans the pane,
 * and hit testing follows the shapes (lines within 5 px, inside a 矩形, on a 文字, handles).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIB_LEVELS, distanceToSegment, drawingShape, handleAt, hitsShape, type ShapeInput } from '../../../../client/charts/drawings/drawing-shapes';

const pane = { x: 0, y: 0, w: 400, h: 200 };
const base = { pane, fontSize: 12, decimals: 2 };
const shape = (i: Omit<ShapeInput, 'pane' | 'fontSize' | 'decimals'>) => drawingShape({ ...base, ...i });

test('ray: from the first anchor through the second to the pane edge', () => {
  const s = shape({
    kind: 'ray',
    points: [
      { x: 100, y: 150 },
      { x: 200, y: 100 },
    ],
    prices: [1, 2],
  });
  assert.deepEqual(s.segments, [{ x1: 100, y1: 150, x2: 400, y2: 0 }]);
  const flat = shape({
    kind: 'ray',
    points: [
      { x: 100, y: 50 },
      { x: 50, y: 50 },
    ],
    prices: [1, 1],
  });
  assert.deepEqual(flat.segments, [{ x1: 100, y1: 50, x2: 0, y2: 50 }]);
});

test('channel, fib, hline, rect, text', () => {
  const ch = shape({
    kind: 'channel',
    points: [
      { x: 0, y: 100 },
      { x: 100, y: 50 },
      { x: 50, y: 115 },
    ],
    prices: [1, 2, 3],
  });
  assert.deepEqual(ch.segments[1], { x1: 0, y1: 140, x2: 100, y2: 90 }, 'parallel, through the third anchor');
  assert.equal(ch.handles.length, 3);

  const fib = shape({
    kind: 'fib',
    points: [
      { x: 50, y: 180 },
      { x: 150, y: 80 },
    ],
    prices: [10, 20],
  });
  assert.equal(fib.segments.length, 1 + FIB_LEVELS.length);
  const level618 = fib.segments[1 + FIB_LEVELS.indexOf(0.618)]!;
  assert.ok(Math.abs(level618.y1 - (80 + 100 * 0.618)) < 1e-9);
  assert.equal(level618.x1, 50);
  assert.equal(level618.x2, 150);
  assert.ok(fib.labels.some((l) => l.text === '0.618 (13.82)'));
  assert.ok(fib.labels.some((l) => l.text === '0.000 (20.00)') && fib.labels.some((l) => l.text === '1.000 (10.00)'));

  const h = shape({ kind: 'hline', points: [{ x: 120, y: 60 }], prices: [12.345] });
  assert.deepEqual(h.segments, [{ x1: 0, y1: 60, x2: 400, y2: 60 }]);
  assert.equal(h.labels[0]!.text, '12.35');

  const r = shape({
    kind: 'rect',
    points: [
      { x: 150, y: 40 },
      { x: 50, y: 140 },
    ],
    prices: [1, 2],
  });
  assert.deepEqual(r.area, { x: 50, y: 40, w: 100, h: 100 });
  assert.equal(r.segments.length, 4);

  const t = shape({ kind: 'text', points: [{ x: 20, y: 100 }], prices: [1], text: '支撑 ab' });
  assert.deepEqual(t.labels[0], { x: 20, y: 100, text: '支撑 ab', align: 'left', baseline: 'bottom' });
  assert.ok(t.textBox && Math.abs(t.textBox.w - (12 * 2 + 7.2 * 3)) < 1e-9);
});

test('hit testing follows the shapes', () => {
  const trend = shape({
    kind: 'trend',
    points: [
      { x: 0, y: 0 },
      { x: 100, y: 100 },
    ],
    prices: [1, 2],
  });
  assert.ok(hitsShape(trend, { x: 53, y: 50 }));
  assert.ok(!hitsShape(trend, { x: 60, y: 50 }));
  assert.ok(!hitsShape(trend, { x: 110, y: 110 }), 'a segment ends at its anchors');
  assert.equal(distanceToSegment({ x: 3, y: 4 }, { x1: 0, y1: 0, x2: 0, y2: 0 }), 5);
  const r = shape({
    kind: 'rect',
    points: [
      { x: 10, y: 10 },
      { x: 60, y: 60 },
    ],
    prices: [1, 2],
  });
  assert.ok(hitsShape(r, { x: 30, y: 30 }), 'inside a 矩形');
  const t = shape({ kind: 'text', points: [{ x: 20, y: 100 }], prices: [1], text: '文字' });
  assert.ok(hitsShape(t, { x: 30, y: 95 }) && !hitsShape(t, { x: 30, y: 105 }));
  assert.equal(handleAt(trend, { x: 98, y: 103 }), 1);
  assert.equal(handleAt(trend, { x: 50, y: 50 }), -1);
});
