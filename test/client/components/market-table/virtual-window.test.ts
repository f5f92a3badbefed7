import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { OVERSCAN_ROWS, visibleWindow } from '../../../../client/components/market-table/virtual-window';

test('the window covers the rows in view plus the overscan, clamped to the list', () => {
  assert.deepEqual(visibleWindow(0, 640, 40, 50, 500, 0), { from: 0, to: 12 });
  assert.deepEqual(visibleWindow(0, 640, 40, 50, 500), { from: 0, to: 12 + OVERSCAN_ROWS });
  assert.deepEqual(visibleWindow(5000, 640, 40, 50, 500, 2), { from: 97, to: 114 });
  assert.deepEqual(visibleWindow(1e6, 640, 40, 50, 500, 2), { from: 500, to: 500 });
  assert.deepEqual(visibleWindow(0, 640, 40, 0, 30), { from: 0, to: 30 }, 'unmeasured rows: mount everything');
  assert.deepEqual(visibleWindow(0, 640, 40, 50, 0), { from: 0, to: 0 });
});

test('every row in the viewport is mounted (property)', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 40_000 }),
      fc.integer({ min: 100, max: 1200 }),
      fc.integer({ min: 0, max: 300 }),
      fc.integer({ min: 20, max: 80 }),
      fc.integer({ min: 1, max: 800 }),
      (scrollTop, viewport, bodyTop, rowHeight, count) => {
        const { from, to } = visibleWindow(scrollTop, viewport, bodyTop, rowHeight, count);
        assert.ok(0 <= from && from <= to && to <= count);
        for (let i = 0; i < count; i++) {
          const top = bodyTop + i * rowHeight;
          const inView = top + rowHeight > scrollTop && top < scrollTop + viewport;
          if (inView) assert.ok(i >= from && i < to, `row ${i} in view but outside [${from}, ${to})`);
        }
      },
    ),
  );
});
