import { test } from 'node:test';
import assert from 'node:assert/strict';
import { macd } from '../../../../client/charts/indicators/macd';
import { assertSeries } from '../approx';

test('MACD(2,3,2) over three closes matches the hand computation', () => {
  // closes 10, 12, 11
  // EMA2 (α=2/3): 10, (24+10)/3 = 34/3, (22 + 34/3)/3 = 100/9
  // EMA3 (α=1/2): 10, (24+20)/4 = 11, (22+22)/4 = 11
  // DIF: 0, 1/3, 1/9
  // DEA = EMA2(DIF): 0, (2/3 + 0)/3 = 2/9, (2/9 + 2/9)/3 = 4/27
  // MACD = 2(DIF−DEA): 0, 2/9, −2/27
  const r = macd([10, 12, 11], { fast: 2, slow: 3, signal: 2 });
  assertSeries(r.dif, [0, 1 / 3, 1 / 9], 1e-12, 'dif');
  assertSeries(r.dea, [0, 2 / 9, 4 / 27], 1e-12, 'dea');
  assertSeries(r.macd, [0, 2 / 9, -2 / 27], 1e-12, 'macd');
});

test('MACD of a constant series is zero everywhere with the standard (12,26,9)', () => {
  const r = macd(new Array(40).fill(8.88));
  for (const s of [r.dif, r.dea, r.macd]) for (const v of s) assert.ok(Math.abs(v) < 1e-12);
});

test('MACD of a steady rise has DIF > 0 and DIF approaching a constant', () => {
  const closes = Array.from({ length: 300 }, (_, i) => 10 + i * 0.1);
  const r = macd(closes);
  assert.ok(r.dif.slice(1).every((d) => d > 0));
  // On a ramp of slope s, EMA(N) lags by s·(N−1)/2, so DIF → 0.1·(25−11)/2 = 0.7.
  assert.ok(Math.abs(r.dif.at(-1)! - 0.7) < 1e-6);
});

test('MACD rejects fast >= slow', () => {
  assert.throws(() => macd([1, 2, 3], { fast: 26, slow: 12, signal: 9 }), RangeError);
});
