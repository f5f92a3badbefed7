import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TimeScale } from '../../../../client/charts/model/time-scale';
import { assertClose } from '../approx';

/** 100 bars on an 100 px plot at 10 px: bars 90..99 fill the view, bar 99 centred at x = 95. */
function scale(count = 100, width = 100, barSpacing = 10): TimeScale {
  const s = new TimeScale({ barSpacing, maxRightOffset: 5 });
  s.setWidth(width);
  s.reset(count);
  return s;
}

test('index ↔ x: the newest bar sits at the right edge, spacing apart', () => {
  const s = scale();
  assert.equal(s.indexToX(99), 95);
  assert.equal(s.indexToX(90), 5);
  assert.equal(s.xToIndex(95), 99);
  assertClose(s.xToIndex(s.indexToX(42.5)), 42.5);
  assert.deepEqual(s.visibleRange(), { from: 90, to: 99 });
});

test('a partly visible bar counts as visible', () => {
  const s = scale();
  s.panPixels(5); // half a bar right: bar 89 now spans [−5, 5]
  assert.equal(s.rightOffset, -0.5);
  assert.deepEqual(s.visibleRange(), { from: 89, to: 99 });
});

test('zoom keeps the bar under the anchor in place and respects the spacing bounds', () => {
  const s = scale();
  s.panPixels(200); // scroll back 20 bars so there is room both ways
  const anchor = 35;
  const before = s.xToIndex(anchor);
  s.zoom(2, anchor);
  assert.equal(s.barSpacing, 20);
  assertClose(s.xToIndex(anchor), before, 1e-9, 'index under anchor');
  s.zoom(100, anchor);
  assert.equal(s.barSpacing, 48, 'capped at maxBarSpacing');
  s.zoom(1e-6, anchor);
  assert.equal(s.barSpacing, 1, 'floored at minBarSpacing');
});

test('zooming out stops when every bar is in view; a few bars can still be zoomed in', () => {
  const s = scale(50, 100, 10);
  s.zoom(0.01);
  assert.equal(s.barSpacing, 2, 'all 50 bars fill the 100 px plot, no empty space beyond them');
  assert.deepEqual(s.visibleRange(), { from: 0, to: 49 });
  const few = scale(4, 100, 10); // a new listing: left-aligned at its spacing
  few.zoom(0.5);
  assert.equal(few.barSpacing, 10, 'not narrower than it is: the four bars already show');
  few.zoom(2);
  assert.equal(few.barSpacing, 20);
});

test('zooming around the right edge keeps the newest bar at the edge', () => {
  const s = scale();
  s.zoom(0.5);
  assert.equal(s.barSpacing, 5);
  assertClose(s.indexToX(99), 97.5);
  assert.deepEqual(s.visibleRange(), { from: 80, to: 99 });
});

test('pan: drag right shows older bars; drag left stops at maxRightOffset', () => {
  const s = scale();
  s.panPixels(30);
  assert.deepEqual(s.visibleRange(), { from: 87, to: 96 });
  s.panPixels(-1000);
  assert.equal(s.rightOffset, 5, 'at most 5 empty bars on the right');
  assert.deepEqual(s.visibleRange(), { from: 95, to: 99 });
});

test('pan cannot leave empty space left of the oldest bar', () => {
  const s = scale();
  s.panPixels(1e6);
  assert.deepEqual(s.visibleRange(), { from: 0, to: 9 });
  assertClose(s.indexToX(0) - s.barSpacing / 2, 0, 1e-9, 'oldest bar at the left edge');
});

test('fewer bars than fit are left-aligned, as for a new listing', () => {
  const s = scale(4);
  assertClose(s.indexToX(0), 5);
  assert.deepEqual(s.visibleRange(), { from: 0, to: 3 });
  s.panPixels(-50);
  assertClose(s.indexToX(0), 5, 1e-9, 'cannot be dragged');
});

test('snapIndex picks the nearest bar and clamps to the data', () => {
  const s = scale();
  assert.equal(s.snapIndex(95), 99);
  assert.equal(s.snapIndex(89.9), 98);
  assert.equal(s.snapIndex(90.1), 99);
  assert.equal(s.snapIndex(500), 99);
  assert.equal(new TimeScale().snapIndex(10), -1);
});

test('appending follows the newest bar, but a view scrolled into history stays put', () => {
  const live = scale();
  live.appendBar();
  assert.deepEqual(live.visibleRange(), { from: 91, to: 100 });

  const back = scale();
  back.panPixels(200);
  const before = back.visibleRange();
  back.appendBar();
  assert.deepEqual(back.visibleRange(), before);
});

test('ensureVisible scrolls the least needed', () => {
  const s = scale();
  s.ensureVisible(85);
  assert.deepEqual(s.visibleRange(), { from: 85, to: 94 });
  assertClose(s.indexToX(85), 5);
  s.ensureVisible(90); // already visible: no move
  assert.deepEqual(s.visibleRange(), { from: 85, to: 94 });
});

test('rejects inverted spacing bounds', () => {
  assert.throws(() => new TimeScale({ minBarSpacing: 10, maxBarSpacing: 2 }), RangeError);
});
