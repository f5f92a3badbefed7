import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { hash2, hash3, hashString, inverseNormal, normal, normaliseSeed, uniform } from '../../../../gateway/sim/shared/rng';

test('hashes are deterministic and sensitive to every argument', () => {
  fc.assert(
    fc.property(fc.integer(), fc.integer(), fc.integer(), (a, b, c) => {
      assert.equal(hash3(a, b, c), hash3(a, b, c));
      assert.ok(hash3(a, b, c) >= 0 && hash3(a, b, c) < 2 ** 32);
      assert.notEqual(hash3(a, b, c), hash3(a, b, c + 1));
      assert.notEqual(hash2(a, b), hash2(b === a ? a + 1 : b, a));
    }),
  );
  assert.notEqual(hashString('600519.SH'), hashString('600519.SZ'));
});

test('uniform stays inside (0, 1) and is roughly uniform', () => {
  assert.ok(uniform(0) > 0 && uniform(0xffffffff) < 1);
  const bins = new Array(10).fill(0);
  for (let i = 0; i < 100_000; i++) bins[Math.floor(uniform(hash2(7, i)) * 10)]++;
  for (const b of bins) assert.ok(Math.abs(b - 10_000) < 500, `bin ${b}`);
});

test('normal draws have mean 0 and variance 1', () => {
  let sum = 0;
  let sq = 0;
  const n = 200_000;
  for (let i = 0; i < n; i++) {
    const z = normal(hash2(11, i));
    sum += z;
    sq += z * z;
  }
  assert.ok(Math.abs(sum / n) < 0.01);
  assert.ok(Math.abs(sq / n - 1) < 0.02);
  assert.ok(Math.abs(inverseNormal(0.975) - 1.959964) < 2e-5);
  assert.ok(Math.abs(inverseNormal(0.001) + 3.090232) < 2e-5);
});

test('seeds: integers pass through, strings hash, garbage is refused', () => {
  assert.equal(normaliseSeed(42), 42);
  assert.equal(normaliseSeed('42'), 42);
  assert.equal(normaliseSeed('demo'), normaliseSeed('demo'));
  assert.notEqual(normaliseSeed('demo'), normaliseSeed('demo2'));
  assert.throws(() => normaliseSeed(''), /empty/);
  assert.throws(() => normaliseSeed(Number.NaN), /finite/);
});
