import assert from 'node:assert/strict';

/** Asserts two numeric series are equal within `eps`, NaN matching NaN only. */
export function assertSeries(actual: readonly number[], expected: readonly number[], eps = 1e-9, label = 'series'): void {
  assert.equal(actual.length, expected.length, `${label}: length`);
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i]!;
    const e = expected[i]!;
    if (Number.isNaN(e)) assert.ok(Number.isNaN(a), `${label}[${i}]: expected NaN, got ${a}`);
    else assert.ok(Math.abs(a - e) <= eps, `${label}[${i}]: expected ${e}, got ${a}`);
  }
}

/** Asserts |actual − expected| ≤ eps. */
export function assertClose(actual: number, expected: number, eps = 1e-9, label = 'value'): void {
  assert.ok(Math.abs(actual - expected) <= eps, `${label}: expected ${expected}, got ${actual}`);
}
