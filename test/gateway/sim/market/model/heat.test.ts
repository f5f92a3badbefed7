import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { downMultiplier, heatOf, HEAT_MARKET, HEAT_INDUSTRY, MAX_HEAT_MULTIPLIER, upMultiplier } from '../../../../../gateway/sim/market/model/heat';
import { Factors } from '../../../../../gateway/sim/market/model/factors';
import { hash3, normal } from '../../../../../gateway/sim/shared/rng';

test('heat multipliers average 1 over normal moves, rise with the heat for ups and fall for downs, and are capped', () => {
  let up = 0;
  let down = 0;
  const n = 400_000;
  for (let i = 0; i < n; i++) {
    const h = heatOf(normal(hash3(7, 1, i)), normal(hash3(7, 2, i)));
    up += upMultiplier(h);
    down += downMultiplier(h);
  }
  assert.ok(Math.abs(up / n - 1) < 0.03 && Math.abs(down / n - 1) < 0.03, `means ${up / n}, ${down / n}`);
  fc.assert(
    fc.property(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: 0.001, max: 5, noNaN: true }), (h, dh) => {
      assert.ok(upMultiplier(h + dh) >= upMultiplier(h) && downMultiplier(h + dh) <= downMultiplier(h));
      assert.ok(upMultiplier(h) > 0 && upMultiplier(h) <= MAX_HEAT_MULTIPLIER && downMultiplier(h) <= MAX_HEAT_MULTIPLIER);
    }),
  );
  assert.equal(heatOf(1, 0), HEAT_MARKET);
  assert.equal(heatOf(0, 1), HEAT_INDUSTRY);
});

test('a factor block of heat is the market and industry moves of its days, and is the same read twice or from another instance', () => {
  const a = new Factors(11, 4000);
  const b = new Factors(11, 4000);
  const block = 50;
  const heat = a.heat('cn', '计算机', block);
  assert.equal(heat.length, 64);
  for (let i = 0; i < 64; i += 7) {
    const t = block * 64 + i;
    assert.equal(heat[i], heatOf(a.marketMove('cn', t), a.industryMove('计算机', t)));
  }
  assert.deepEqual(b.heat('cn', '计算机', block), heat);
  assert.equal(a.heat('cn', '计算机', block), heat, 'cached');
  // Without an industry only the market heats; the moves are in units of long-run volatility (E[x²] ≈ 1).
  assert.equal(a.industryMove('', 3200), 0);
  let sq = 0;
  for (let t = 1000; t < 4000; t++) sq += a.marketMove('cn', t) ** 2 + a.industryMove('银行', t) ** 2;
  assert.ok(sq / 6000 > 0.5 && sq / 6000 < 2, `E[x²] ${sq / 6000}`);
});
