import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { brownianAt, brownianFill, SEGMENT_DAYS } from '../../../../gateway/sim/market/brownian';

test('a point read equals the same day in a range fill, across segments', () => {
  fc.assert(
    fc.property(fc.integer(), fc.integer({ min: -3000, max: 6000 }), fc.integer({ min: 1, max: 1500 }), (key, from, len) => {
      const out = new Float64Array(len);
      brownianFill(key, 0.02, from, out);
      for (const i of [0, len >> 1, len - 1]) assert.equal(out[i], brownianAt(key, 0.02, from + i));
    }),
    { numRuns: 60 },
  );
});

test('daily increments have the requested volatility', () => {
  const out = new Float64Array(SEGMENT_DAYS * 8);
  brownianFill(123, 0.01, 0, out);
  let sq = 0;
  for (let i = 1; i < out.length; i++) sq += (out[i]! - out[i - 1]!) ** 2;
  const vol = Math.sqrt(sq / (out.length - 1));
  assert.ok(vol > 0.009 && vol < 0.011, `vol ${vol}`);
});
