import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boll, BOLL_DEFAULTS } from '../../../../client/charts/indicators/boll';
import { assertSeries } from '../approx';

const N = Number.NaN;

test('BOLL(3,2) uses the sample deviation by default (通达信 STD)', () => {
  // windows (1,2,3) and (2,3,4): mean 2 and 3; sample std = √((1+0+1)/2) = 1
  const r = boll([1, 2, 3, 4], { ...BOLL_DEFAULTS, period: 3 });
  assertSeries(r.mid, [N, N, 2, 3], 1e-12, 'mid');
  assertSeries(r.upper, [N, N, 4, 5], 1e-12, 'upper');
  assertSeries(r.lower, [N, N, 0, 1], 1e-12, 'lower');
});

test('BOLL with the population deviation (STDP) divides by N', () => {
  // population std = √(2/3)
  const r = boll([1, 2, 3, 4], { period: 3, width: 2, deviation: 'population' });
  const w = 2 * Math.sqrt(2 / 3);
  assertSeries(r.upper, [N, N, 2 + w, 3 + w], 1e-12, 'upper');
  assertSeries(r.lower, [N, N, 2 - w, 3 - w], 1e-12, 'lower');
});

test('BOLL(20,2) is first defined on the 20th close and collapses on a flat price', () => {
  const r = boll(new Array(25).fill(7));
  assert.ok(Number.isNaN(r.mid[18]!));
  assert.equal(r.mid[19], 7);
  assert.equal(r.upper[24], 7);
  assert.equal(r.lower[24], 7);
});
