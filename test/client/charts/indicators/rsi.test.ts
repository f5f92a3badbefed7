import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rsi } from '../../../../client/charts/indicators/rsi';
import { assertSeries } from '../approx';

test('RSI2 over five closes matches the hand computation', () => {
  // closes 10, 11, 10.5, 10.5, 12 → changes +1, −0.5, 0, +1.5
  // SMA(gain,2,1): 1, (0+1)/2 = 0.5, 0.25, (1.5+0.25)/2 = 0.875
  // SMA(|chg|,2,1): 1, (0.5+1)/2 = 0.75, 0.375, (1.5+0.375)/2 = 0.9375
  // RSI: 100, 66.67, 66.67, 93.33
  assertSeries(rsi([10, 11, 10.5, 10.5, 12], 2), [Number.NaN, 100, 200 / 3, 200 / 3, (0.875 / 0.9375) * 100], 1e-12);
});

test('RSI is undefined until the price moves and 0 after a fall', () => {
  const N = Number.NaN;
  // changes 0, 0, −1: denominators 0, 0 → NaN; then 0/… = 0
  assertSeries(rsi([5, 5, 5, 4], 6), [N, N, N, 0]);
  assert.deepEqual(rsi([], 6), []);
});

test('RSI stays within 0..100 on a zig-zag', () => {
  const closes = Array.from({ length: 100 }, (_, i) => 10 + Math.sin(i) * 2);
  for (const v of rsi(closes, 6).slice(1)) assert.ok(v >= 0 && v <= 100);
});
