import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ma } from '../../../../client/charts/indicators/ma';
import { assertSeries } from '../approx';

const N = Number.NaN;

test('MA3 of 1..5 is the mean of each full window', () => {
  // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
  assertSeries(ma([1, 2, 3, 4, 5], 3), [N, N, 2, 3, 4]);
});

test('MA is undefined while its window holds a NaN, and recovers after', () => {
  // windows of 2: [1,N] [N,3] → NaN; [3,4] = 3.5; [4,5] = 4.5; [5,6] = 5.5
  assertSeries(ma([1, N, 3, 4, 5, 6], 2), [N, N, N, 3.5, 4.5, 5.5]);
});

test('MA1 is the input itself and a period longer than the data gives only NaN', () => {
  assertSeries(ma([3, 1, 4], 1), [3, 1, 4]);
  assertSeries(ma([3, 1, 4], 5), [N, N, N]);
  assert.deepEqual(ma([], 5), []);
});

test('MA rejects a non-integer or zero period', () => {
  assert.throws(() => ma([1, 2], 0), RangeError);
  assert.throws(() => ma([1, 2], 2.5), RangeError);
});
