import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kdj } from '../../../../client/charts/indicators/kdj';
import { assertSeries } from '../approx';

test('KDJ(3,3,3) over four bars matches the hand computation', () => {
  // bar  h   l   c     HHV3 LLV3  RSV
  //  0   10  8   9     10   8     (9−8)/2·100   = 50
  //  1   12  9   12    12   8     (12−8)/4·100  = 100
  //  2   11  7   7     12   7     0
  //  3   9   8   8.5   12   7     (8.5−7)/5·100 = 30   (window bars 1..3)
  // K = (RSV + 2K')/3 from 50: 50, 200/3, 400/9, (30 + 800/9)/3 = 1070/27
  // D = (K + 2D')/3 from 50:   50, 500/9, 1400/27, (1070/27 + 2800/27)/3 = 3870/81
  // J = 3K − 2D:               50, 800/9, 800/27, 1890/81
  const r = kdj([10, 12, 11, 9], [8, 9, 7, 8], [9, 12, 7, 8.5], { n: 3, m1: 3, m2: 3 });
  assertSeries(r.rsv, [50, 100, 0, 30], 1e-12, 'rsv');
  assertSeries(r.k, [50, 200 / 3, 400 / 9, 1070 / 27], 1e-12, 'k');
  assertSeries(r.d, [50, 500 / 9, 1400 / 27, 3870 / 81], 1e-12, 'd');
  assertSeries(r.j, [50, 800 / 9, 800 / 27, 1890 / 81], 1e-12, 'j');
});

test('KDJ of a window without range uses RSV = 50 and stays at 50', () => {
  const r = kdj([5, 5, 5], [5, 5, 5], [5, 5, 5]);
  assertSeries(r.rsv, [50, 50, 50]);
  assertSeries(r.k, [50, 50, 50]);
  assertSeries(r.j, [50, 50, 50]);
});

test('KDJ rejects inputs of different lengths', () => {
  assert.throws(() => kdj([1, 2], [1], [1, 2]), RangeError);
});
