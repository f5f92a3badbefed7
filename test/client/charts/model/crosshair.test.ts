import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nearestIndex, sameCrosshair, HIDDEN_CROSSHAIR } from '../../../../client/charts/model/crosshair';

test('nearestIndex snaps to the closest position, ties to the earlier', () => {
  const xs = [0, 10, 20, 35];
  assert.equal(nearestIndex(xs, -5), 0);
  assert.equal(nearestIndex(xs, 4), 0);
  assert.equal(nearestIndex(xs, 5), 0, 'tie');
  assert.equal(nearestIndex(xs, 6), 1);
  assert.equal(nearestIndex(xs, 27), 2, '7 from 20, 8 from 35');
  assert.equal(nearestIndex(xs, 28), 3, '8 from 20, 7 from 35');
  assert.equal(nearestIndex(xs, 30), 3);
  assert.equal(nearestIndex(xs, 99), 3);
  assert.equal(nearestIndex([], 1), -1);
});

test('sameCrosshair compares every field', () => {
  assert.ok(sameCrosshair(HIDDEN_CROSSHAIR, { visible: false, index: -1, x: null, y: null }));
  assert.ok(!sameCrosshair({ visible: true, index: 1, x: 3, y: 4 }, { visible: true, index: 1, x: 3, y: 5 }));
});
