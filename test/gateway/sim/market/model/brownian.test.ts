import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { AnchoredBrownian, anchorWeight, brownianAt, brownianCovariance, brownianFill, SEGMENT_DAYS } from '../../../../../gateway/sim/market/model/brownian';

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

test('a shorter span gives the same volatility with a tighter spread around the mean', () => {
  for (const span of [128, 256, 512]) {
    let sq = 0;
    let n = 0;
    let level = 0;
    let points = 0;
    for (let key = 1; key <= 40; key++) {
      const out = new Float64Array(span * 4);
      brownianFill(key, 0.01, 0, out, span);
      for (let i = 1; i < out.length; i++) sq += (out[i]! - out[i - 1]!) ** 2;
      n += out.length - 1;
      for (let i = 0; i < out.length; i += 7) {
        level += out[i]! ** 2;
        points++;
      }
      assert.equal(out[span >> 1], brownianAt(key, 0.01, span >> 1, span));
    }
    const vol = Math.sqrt(sq / n);
    assert.ok(vol > 0.0095 && vol < 0.0105, `span ${span}: vol ${vol}`);
    // Stationary spread: on average σ·√(span / 3) (ends span/4, mid-segment 3·span/8).
    const spread = Math.sqrt(level / points) / (0.01 * Math.sqrt(span / 3));
    assert.ok(spread > 0.8 && spread < 1.2, `span ${span}: spread ${spread} of the expected`);
  }
  assert.throws(() => brownianAt(1, 0.01, 0, 100), /power of two/);
});

test('the covariance formula matches the paths it describes', () => {
  const span = 64;
  const pairs: Array<[number, number]> = [
    [10, 10],
    [10, 40],
    [32, 32],
    [0, 64],
    [50, 70],
    [70, 70],
    [20, 150],
  ];
  const sums = pairs.map(() => 0);
  const keys = 6000;
  for (let key = 1; key <= keys; key++) {
    pairs.forEach(([s, t], i) => {
      sums[i]! += brownianAt(key, 1, s, span) * brownianAt(key, 1, t, span);
    });
  }
  pairs.forEach(([s, t], i) => {
    const expected = brownianCovariance(s, t, span);
    const measured = sums[i]! / keys;
    // Monte Carlo error: a few percent of the variance scale (span / 4 … 3·span / 8).
    assert.ok(Math.abs(measured - expected) < 0.06 * (span / 3), `cov(${s}, ${t}): ${measured} vs ${expected}`);
  });
  assert.equal(brownianCovariance(20, 150, span), 0);
});

test('property: an anchored path is 0 on its anchor, the plain path far from it, and fills agree with reads', () => {
  fc.assert(
    fc.property(
      fc.integer(),
      fc.integer({ min: 0, max: 5000 }),
      fc.constantFrom(128, 256, 512),
      fc.integer({ min: -1500, max: 1500 }),
      (key, anchor, span, offset) => {
        const path = new AnchoredBrownian(key, 0.015, anchor, span);
        assert.ok(Math.abs(path.at(anchor)) < 1e-12);
        assert.equal(anchorWeight(anchor, anchor, span), 1);
        const t = anchor + offset;
        if (Math.abs(Math.floor(t / span) - Math.floor(anchor / span)) > 1) assert.equal(path.at(t), brownianAt(key, 0.015, t, span));
        const out = new Float64Array(40);
        path.fill(t - 20, out);
        assert.equal(out[20], path.at(t));
        assert.equal(out[0], path.at(t - 20));
      },
    ),
    { numRuns: 200 },
  );
});

test('anchoring keeps the daily volatility', () => {
  let sq = 0;
  let n = 0;
  for (let key = 1; key <= 30; key++) {
    const path = new AnchoredBrownian(key, 0.01, 1000, 256);
    const out = new Float64Array(600);
    path.fill(700, out);
    for (let i = 1; i < out.length; i++) sq += (out[i]! - out[i - 1]!) ** 2;
    n += out.length - 1;
  }
  const vol = Math.sqrt(sq / n);
  assert.ok(vol > 0.0093 && vol < 0.0105, `vol ${vol}`);
});
