import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitScale } from '../../../../client/charts/model/price-scale';
import type { TimeSharePoint } from '../../../../client/charts/model/time-share-data';
import {
  assertOverlaySeries,
  mergeMinute,
  overlayRange,
  pointAt,
  secondAxisLevels,
  secondAxisScale,
  TimeShareOverlay,
} from '../../../../client/charts/model/time-share-overlay';
import { bj } from '../fixtures';

const pt = (hhmm: string, price: number, day = '2024-03-05'): TimeSharePoint => ({ t: bj(`${day}T${hhmm}:00`), price, avg: Number.NaN, volume: 0 });

test('the overlay range is symmetric around its pre-close and covers every level (1% when flat)', () => {
  assert.deepEqual(overlayRange(3000, [pt('09:30', 3010), pt('09:31', 2970)]), { min: 2970, max: 3030 });
  assert.deepEqual(overlayRange(3000, []), { min: 2970, max: 3030 });
});

test('second axis: over the stock scale’s pixels, both pre-closes on the middle line, levels on the grid rows', () => {
  // The stock: pre-close 10, ±0.5, drawn between y 20 (top) and y 220 (bottom).
  const price = fitScale({ min: 9.5, max: 10.5 }, 20, 220, { top: 0, bottom: 0 });
  const range = overlayRange(3000, [pt('09:30', 3045)]);
  const axis = secondAxisScale(range, price);
  assert.equal(axis(3000), price(10), 'pre-closes meet');
  assert.equal(axis(3045), 20);
  assert.equal(axis(2955), 220);
  const levels = secondAxisLevels(range, 2);
  assert.deepEqual(levels, [2955, 2977.5, 3000, 3022.5, 3045]);
  const stockRows = [9.5, 9.75, 10, 10.25, 10.5];
  assert.deepEqual(
    levels.map((l) => axis(l)),
    stockRows.map((v) => price(v)),
    'each level on a stock grid row',
  );
});

test('readout: the level and change at the crosshair’s minute, the newest without one, NaN when the minute is missing', () => {
  const o = new TimeShareOverlay();
  assert.equal(o.readout(null), null);
  o.set({ id: '000001.SH', label: '上证指数', preClose: 3000, points: [pt('09:30', 3030), pt('09:31', 2985), pt('09:33', 3000)] });
  const at = o.readout(bj('2024-03-05T09:31:40'))!;
  assert.equal(at.price, 2985);
  assert.equal(at.pct.toFixed(2), '-0.50');
  assert.equal(o.readout(null)!.price, 3000);
  const missing = o.readout(bj('2024-03-05T09:32:00'))!;
  assert.equal(missing.t, null);
  assert.ok(Number.isNaN(missing.price));
  assert.equal(pointAt([], 0), undefined);
});

test('live minutes: same minute replaces, later appends, earlier is stale; nothing without an overlay', () => {
  const points = [pt('09:30', 1)];
  assert.equal(mergeMinute(points, { ...pt('09:30', 2), t: bj('2024-03-05T09:30:30') }), 'replaced');
  assert.equal(mergeMinute(points, pt('09:31', 3)), 'appended');
  assert.equal(mergeMinute(points, pt('09:29', 3)), 'stale');
  assert.deepEqual(
    points.map((p) => p.price),
    [2, 3],
  );
  const o = new TimeShareOverlay();
  assert.equal(o.update(pt('09:30', 1)), 'stale');
  o.set({ id: 'X', label: 'X', preClose: 1, points: [] });
  assert.equal(o.update(pt('09:30', 1)), 'appended');
  assert.throws(() => o.update({ ...pt('09:31', 1), price: -1 }), /price must be a positive number/);
  o.set(null);
  assert.equal(o.series, null);
});

test('validation names the bad field', () => {
  const ok = { id: 'X', label: 'X', preClose: 10, points: [pt('09:30', 10)] };
  assert.doesNotThrow(() => assertOverlaySeries(ok));
  assert.throws(() => assertOverlaySeries({ ...ok, preClose: 0 }), /preClose/);
  assert.throws(() => assertOverlaySeries({ ...ok, label: '' }), /label/);
  assert.throws(() => assertOverlaySeries({ ...ok, points: [pt('09:31', 10), pt('09:30', 10)] }), /must be after/);
});
