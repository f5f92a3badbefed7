import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE } from '../fixture';
import {
  betaOf,
  growthOf,
  IDIO_SPREAD,
  idioSpanOf,
  idioVolOf,
  diffusionVolOf,
  jumpRateOf,
  jumpScaleOf,
  jumpUpShareOf,
  MEAN_GROWTH,
  sizeScoreOf,
} from '../../../../../gateway/sim/market/model/calibration';
import { securityClass } from '../../../../../gateway/sim/market/model/rules';
import { limitRatio } from '../../../../../contracts/market';

test('size runs from 0 for a ¥3bn float to 1 for ¥1tn, monotonically', () => {
  assert.equal(sizeScoreOf(10, 1e8), 0);
  assert.equal(sizeScoreOf(1450, 1.256e9), 1);
  assert.equal(sizeScoreOf(0, 1e9), 0);
  let last = -1;
  for (let cap = 1e9; cap <= 1e13; cap *= 1.5) {
    const size = sizeScoreOf(10, cap / 10);
    assert.ok(size >= last && size >= 0 && size <= 1, `cap ${cap}: ${size}`);
    last = size;
  }
});

test('the own path of a volatile stock reverts faster: span a power of two from 128 to 512, spread near the target', () => {
  let last = Infinity;
  for (let vol = 0.004; vol <= 0.08; vol *= 1.1) {
    const span = idioSpanOf(vol);
    assert.ok([128, 256, 512].includes(span), `vol ${vol}: span ${span}`);
    assert.ok(span <= last);
    last = span;
    const spread = vol * Math.sqrt(span / 3);
    if (span !== 128 && span !== 512) assert.ok(spread > IDIO_SPREAD / Math.SQRT2 && spread < IDIO_SPREAD * Math.SQRT2, `vol ${vol}: spread ${spread}`);
  }
});

test('own volatility falls with size, is lowest for banks and highest on the growth boards', () => {
  const [maotai, cmb, , , , , catl] = FIXTURE;
  const vol = (i: number, size: number) => idioVolOf(FIXTURE[i]!, 'stock', size, 0);
  assert.ok(vol(0, 0) > vol(0, 0.5) && vol(0, 0.5) > vol(0, 1), 'falls with size');
  assert.equal(maotai!.industry, '食品饮料');
  assert.equal(cmb!.industry, '银行');
  assert.equal(catl!.board, 'chinext');
  assert.ok(vol(1, 0.5) < vol(0, 0.5) && vol(0, 0.5) < vol(6, 0.5), 'bank < main board < ChiNext');
  // The draw spreads it by at most ±40%.
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: FIXTURE.length - 1 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: -8, max: 8, noNaN: true }),
      (i, size, z) => {
        const sec = FIXTURE[i]!;
        const cls = securityClass(sec);
        const v = idioVolOf(sec, cls, size, z);
        if (cls === 'stock') {
          const r = v / idioVolOf(sec, cls, size, 0);
          assert.ok(r > 0.7 && r < 1.42, `${sec.id}: ×${r}`);
        }
        assert.ok(v > 0 && v < 0.07);
        const beta = betaOf(sec, cls, z);
        assert.ok(beta >= 0.4 && beta <= 1.75, `${sec.id}: beta ${beta}`);
        const g = growthOf(cls, z);
        assert.ok(g >= -0.02 && g <= 0.08 && (cls === 'stock' || g === MEAN_GROWTH));
      },
    ),
    { numRuns: 300 },
  );
});

test('news jumps: rarer for giants and for banks, likelier for theme industries; on a 20% board rarer by the band squared', () => {
  const main = FIXTURE[0]!;
  const bank = FIXTURE[1]!;
  const chinext = FIXTURE[6]!;
  const theme = { ...main, industry: '计算机' };
  assert.ok(jumpRateOf(main, limitRatio(main), 0) > jumpRateOf(main, limitRatio(main), 0.35));
  assert.ok(jumpRateOf(main, limitRatio(main), 0.35) > 2 * jumpRateOf(main, limitRatio(main), 1));
  assert.ok(jumpRateOf(bank, limitRatio(bank), 0.5) < jumpRateOf(main, limitRatio(main), 0.5) / 2);
  assert.ok(jumpRateOf(theme, 0.1, 0.5) > jumpRateOf(main, 0.1, 0.5));
  assert.ok(Math.abs(jumpRateOf(chinext, 0.2, 0.5) - jumpRateOf(main, 0.1, 0.5) / 4) < 1e-15);
  // A year (243 days) holds about six jumps for the smallest cap, two for the median one, one in four years for a giant.
  assert.ok(jumpRateOf(main, 0.1, 0) * 243 > 5 && jumpRateOf(main, 0.1, 0) * 243 < 8);
  assert.ok(jumpRateOf(main, 0.1, 0.35) * 243 > 1.5 && jumpRateOf(main, 0.1, 0.35) * 243 < 3);
  assert.ok(jumpRateOf(main, 0.1, 1) * 243 < 0.3);
  // Jumps skew up where limits make 涨停 news; their unit is the band (log), a 10% move without one.
  assert.ok(jumpUpShareOf(0.1) > jumpUpShareOf(null) && jumpUpShareOf(null) > 0.5);
  assert.equal(jumpScaleOf(0.1), Math.log(1.1));
  assert.equal(jumpScaleOf(0.2), Math.log(1.2));
  assert.ok(jumpScaleOf(null) > 0.05 && jumpScaleOf(null) < 0.08);
});

test('the own Brownian path leaves the jumps their variance, but keeps at least 60% of the own volatility', () => {
  fc.assert(
    fc.property(fc.double({ min: 0.002, max: 0.06, noNaN: true }), fc.double({ min: 0, max: 0.004, noNaN: true }), (vol, jumps) => {
      const d = diffusionVolOf(vol, jumps);
      assert.ok(d <= vol && d >= 0.6 * vol - 1e-15);
      if (jumps < 0.64 * vol * vol) assert.ok(Math.abs(d * d + jumps - vol * vol) < 1e-15);
    }),
  );
  assert.equal(diffusionVolOf(0.02, 0), 0.02);
});
