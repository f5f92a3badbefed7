import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE } from './fixture';
import { buildProfile, HASHED_LEVEL_RANGE, IDIO_SPREAD, idioSpanOf, sizeScoreOf } from '../../../../gateway/sim/market/profile';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import type { SecurityClass } from '../../../../gateway/sim/market/rules';

function rangeOf(cls: SecurityClass, kind: string): readonly [number, number] {
  if (cls === 'index') return HASHED_LEVEL_RANGE.index;
  if (cls === 'fund' || cls === 'nav') return HASHED_LEVEL_RANGE.fund;
  return kind === 'hk' ? HASHED_LEVEL_RANGE.hk : HASHED_LEVEL_RANGE.aShare;
}

test('drawn levels are plausible for the kind: A-shares 3–80, HK 1–200, funds 0.8–5, indexes 1000–8000', () => {
  assert.deepEqual(HASHED_LEVEL_RANGE, { aShare: [3, 80], hk: [1, 200], fund: [0.8, 5], index: [1000, 8000] });
  const universe = loadUniverse().all;
  const levels = new Map<string, number[]>();
  for (let seed = 1; seed <= 3; seed++) {
    universe.forEach((sec, i) => {
      const p = buildProfile(seed, sec, i);
      const [lo, hi] = rangeOf(p.cls, sec.kind);
      assert.ok(p.level >= lo && p.level <= hi, `${sec.id} (${sec.kind}) at ${p.level}`);
      const key = p.cls === 'stock' ? sec.kind : p.cls;
      levels.set(key, [...(levels.get(key) ?? []), p.level]);
    });
  }
  // Spread, not a pile at one bound: the middle half of A-shares lies well inside the range.
  const a = levels.get('capital')!.sort((x, y) => x - y);
  const [q1, q3] = [a[Math.floor(a.length / 4)]!, a[Math.floor((3 * a.length) / 4)]!];
  assert.ok(q1 > 5 && q3 < 40 && q3 / q1 > 1.4, `A-share quartiles ${q1}, ${q3}`);
  for (const key of ['hk', 'fund', 'index']) assert.ok(new Set(levels.get(key)!.map((x) => x.toFixed(3))).size > 10, key);
});

test('property: a reference level is taken as it is; a bad one is refused', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: FIXTURE.length - 1 }), fc.double({ min: 0.01, max: 1e5, noNaN: true }), (seed, i, level) => {
      assert.equal(buildProfile(seed, FIXTURE[i]!, i, level).level, level);
    }),
    { numRuns: 50 },
  );
  for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) assert.throws(() => buildProfile(1, FIXTURE[0]!, 0, bad), /reference price/);
});

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

test('stocks grow gently: 1% a year on average, between −2% and 8%; funds and indexes at the average', () => {
  const universe = loadUniverse().all;
  const growth: number[] = [];
  universe.forEach((sec, i) => {
    const p = buildProfile(7, sec, i);
    if (p.cls !== 'stock') return assert.equal(p.growth, 0.01);
    assert.ok(p.growth >= -0.02 && p.growth <= 0.08, `${sec.id}: ${p.growth}`);
    growth.push(p.growth);
  });
  const mean = growth.reduce((s, g) => s + g, 0) / growth.length;
  assert.ok(mean > 0.005 && mean < 0.02, `mean growth ${mean}`);
});
