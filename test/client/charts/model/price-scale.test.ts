import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extendRange, fitScale, includeValue, paneTicks, priceTickDecimals } from '../../../../client/charts/model/price-scale';
import { assertClose } from '../approx';

test('extendRange covers the finite values of the window only', () => {
  const N = Number.NaN;
  assert.deepEqual(extendRange(null, [50, 3, N, 7, 99], 1, 3), { min: 3, max: 7 });
  assert.deepEqual(extendRange({ min: 1, max: 2 }, [5], 0, 0), { min: 1, max: 5 });
  assert.equal(extendRange(null, [N, N], 0, 1), null);
  assert.deepEqual(includeValue(null, 0), { min: 0, max: 0 });
  assert.equal(includeValue(null, N), null);
});

test('fitScale maps the range between the margins of the pane', () => {
  // pane y 100..300, 10% margins: value 10 at y = 280, value 20 at y = 120
  const s = fitScale({ min: 10, max: 20 }, 100, 300, { top: 0.1, bottom: 0.1 });
  assertClose(s(10), 280);
  assertClose(s(20), 120);
  assertClose(s.invert(100), 21.25);
  assertClose(s.invert(300), 8.75);
});

test('fitScale without margins below puts zero on the pane bottom (volume)', () => {
  const s = fitScale({ min: 0, max: 1000 }, 0, 100, { top: 0.2, bottom: 0 });
  assertClose(s(0), 100);
  assertClose(s(1000), 20);
});

test('a flat range is centred; no range gives 0..1', () => {
  const flat = fitScale({ min: 50, max: 50 }, 0, 100, { top: 0, bottom: 0 });
  assertClose(flat(50), 50);
  assertClose(flat(50.5), 0);
  const none = fitScale(null, 0, 100, { top: 0, bottom: 0 });
  assert.deepEqual(none.domain(), [0, 1]);
});

test('ticks are nice values roughly every 40 px', () => {
  const s = fitScale({ min: 10, max: 20 }, 0, 200, { top: 0, bottom: 0 });
  assert.deepEqual(paneTicks(s, 40), [10, 12, 14, 16, 18, 20]);
});

test('price tick decimals follow the spec, raised when the step needs more', () => {
  assert.equal(priceTickDecimals([5, 6, 7]), 2, 'under 10 → 2');
  assert.equal(priceTickDecimals([20, 30, 40]), 1, 'under 100 → 1');
  assert.equal(priceTickDecimals([1600, 1700]), 0, '≥ 100 → 0');
  assert.equal(priceTickDecimals([148.5, 149, 149.5]), 1, 'a 0.5 step needs one decimal');
  assert.equal(priceTickDecimals([1.202, 1.204]), 3);
});
