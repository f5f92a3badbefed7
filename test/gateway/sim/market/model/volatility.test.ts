import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { brownianAt } from '../../../../../gateway/sim/market/model/brownian';
import { hash2 } from '../../../../../gateway/sim/shared/rng';
import { ModulatedPath, studentScale } from '../../../../../gateway/sim/market/model/volatility';
import { MarketVolatility, ownMultiplier } from '../../../../../gateway/sim/market/model/market-volatility';
import { factsOf, median } from '../../../../../gateway/sim/market/model/stylized-facts';

function paths(seed: number, anchor: number) {
  const mk = hash2(seed, 11);
  const mv = new MarketVolatility(hash2(seed, 12), mk, 0.0115, 256);
  const market = new ModulatedPath(mk, 0.0115, anchor, 256, mv.multiplier);
  const own = new ModulatedPath(hash2(seed, 13), 0.014, anchor, 512, ownMultiplier(hash2(seed, 14), mv));
  return { mv, market, own, mk };
}

test('modulated paths: a point read equals a range read, the anchor day is 0, pins meet the bridge', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: -600, max: 6000 }), fc.integer({ min: 1, max: 700 }), (seed, from, n) => {
      const anchor = 4000 + (seed % 97);
      const a = paths(seed, anchor);
      const b = paths(seed, anchor);
      const out = new Float64Array(n);
      a.market.fill(from, out);
      for (let i = 0; i < n; i += 37) assert.equal(b.market.at(from + i), out[i]);
      assert.equal(a.market.at(anchor), 0);
      assert.equal(a.own.at(anchor), 0);
      // Far from the anchor, every pin of the modulated path is the plain bridge's pin.
      assert.equal(a.market.raw(256 * 3), brownianAt(a.mk, 0.0115, 256 * 3, 256));
    }),
    { numRuns: 25 },
  );
});

test('Student-t scale has unit mean square', () => {
  let s = 0;
  const n = 200_000;
  for (let t = 0; t < n; t++) s += studentScale(99, t) ** 2;
  assert.ok(Math.abs(s / n - 1) < 0.02, `${s / n}`);
});

test('stylized facts of ten years of a market + own path, many seeds: heavy tails, clustering, long memory, leverage, no linear autocorrelation', () => {
  const rows: Record<string, number[]> = { kurtosis: [], acfAbs1: [], acfAbs20to50: [], acfR1: [], leverage: [], sd: [] };
  const N = 2500;
  for (let seed = 1; seed <= 16; seed++) {
    const { market, own, mv } = paths(seed * 7919, 4100);
    const m = new Float64Array(N + 1);
    const x = new Float64Array(N + 1);
    market.fill(1500, m);
    own.fill(1500, x);
    const r = new Float64Array(N);
    for (let i = 0; i < N; i++) r[i] = m[i + 1]! - m[i]! + x[i + 1]! - x[i]!;
    const f = factsOf(r);
    for (const k of ['kurtosis', 'acfAbs1', 'acfAbs20to50', 'acfR1', 'leverage'] as const) rows[k]!.push(f[k] as number);
    rows.sd!.push(Math.sqrt(r.reduce((s, v) => s + v * v, 0) / N));
    // The regime is visible: the calmest and the most turbulent quarter differ at least twofold.
    const q: number[] = [];
    for (let i = 0; i + 60 <= N; i += 60) q.push(mv.relative(1500 + i + 30));
    assert.ok(Math.max(...q) / Math.min(...q) > 2, `seed ${seed}: regimes ${Math.min(...q)}…${Math.max(...q)}`);
  }
  const med = (k: string) => median(rows[k]!);
  assert.ok(med('kurtosis') > 1.5 && med('kurtosis') < 12, `kurtosis ${med('kurtosis')}`);
  assert.ok(med('acfAbs1') > 0.08 && med('acfAbs1') < 0.4, `acf|r| lag 1 ${med('acfAbs1')}`);
  assert.ok(med('acfAbs20to50') > 0.02, `acf|r| lags 20–50 ${med('acfAbs20to50')}`);
  assert.ok(Math.abs(med('acfR1')) < 0.05, `acf r lag 1 ${med('acfR1')}`);
  assert.ok(med('leverage') < 0, `leverage ${med('leverage')}`);
  // Long-run volatility stays the calibrated one: √(0.0115² + 0.014²) ≈ 1.8% a day.
  assert.ok(med('sd') > 0.014 && med('sd') < 0.023, `sd ${med('sd')}`);
});
