import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ema } from '../../../../client/charts/indicators/ema';
import { tdxSma } from '../../../../client/charts/indicators/sma';
import { assertSeries } from '../approx';

test('EMA3 starts from the first value and weighs 2/(N+1)', () => {
  // Y0 = 10; Y1 = (2·11 + 2·10)/4 = 10.5; Y2 = (2·12 + 2·10.5)/4 = 11.25
  assertSeries(ema([10, 11, 12], 3), [10, 10.5, 11.25]);
});

test('SMA(X,3,1) starts from the first defined value', () => {
  // Y0 = 10; Y1 = (20 + 2·10)/3 = 40/3; Y2 = (30 + 2·40/3)/3 = 170/9
  assertSeries(tdxSma([10, 20, 30], 3, 1), [10, 40 / 3, 170 / 9]);
});

test('SMA with a seed treats the seed as the value before the first input', () => {
  // Y0 = (10 + 2·50)/3 = 110/3; Y1 = (20 + 2·110/3)/3 = 280/9
  assertSeries(tdxSma([10, 20], 3, 1, 50), [110 / 3, 280 / 9]);
});

test('SMA skips leading and inner NaNs without losing its running value', () => {
  const N = Number.NaN;
  // Y1 = 6 (first defined); Y2 = NaN (input NaN); Y3 = (12 + 6)/2 = 9
  assertSeries(tdxSma([N, 6, N, 12], 2, 1), [N, 6, N, 9]);
});

test('SMA rejects M outside (0, N]', () => {
  assert.throws(() => tdxSma([1], 3, 0), RangeError);
  assert.throws(() => tdxSma([1], 3, 4), RangeError);
});
