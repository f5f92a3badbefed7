/**
 * contracts/adjust-factor.ts by hand: two ex-dates, the multiplier of each mode before, on and after
 * them (an ex-date's own day already counts as after it), none without ex-dates.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceAdjuster, UNADJUSTED } from '../../contracts/adjust-factor';

const DAY = 86_400_000;
const E1 = Date.UTC(2024, 5, 3);
const E2 = Date.UTC(2025, 5, 3);

test('后复权 multiplies by the ex-dates up to t, 前复权 divides by the later ones', () => {
  const a = priceAdjuster([
    { t: E1, factor: 1.02 },
    { t: E2, factor: 1.05 },
  ]);
  const near = (x: number, y: number) => assert.ok(Math.abs(x - y) < 1e-12, `${x} ≈ ${y}`);
  for (const t of [E1 - DAY, E1 - 1]) {
    near(a.factorAt('backward', t), 1);
    near(a.factorAt('forward', t), 1 / (1.02 * 1.05));
  }
  for (const t of [E1, E1 + 10 * 3_600_000, E2 - 1]) {
    near(a.factorAt('backward', t), 1.02);
    near(a.factorAt('forward', t), 1 / 1.05);
  }
  near(a.factorAt('backward', E2 + DAY), 1.02 * 1.05);
  near(a.factorAt('forward', E2 + DAY), 1);
  for (const t of [E1 - DAY, E2 + DAY]) assert.equal(a.factorAt('none', t), 1);
  assert.equal(priceAdjuster([]).factorAt('forward', E1), 1);
  assert.equal(UNADJUSTED.factorAt('backward', E2), 1);
});
