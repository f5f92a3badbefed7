/**
 * The threshold book fires each alert once per crossing and re-arms it when the value moves back
 * past the hysteresis; checked against a naive per-alert state machine over random walks.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ThresholdBook } from '../../../../gateway/sim/alerts/threshold-book';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

test('≥ fires once per crossing and re-arms only after moving back by the hysteresis', () => {
  const book = new ThresholdBook(true, 0.05);
  book.add({ id: 1, threshold: 10 }, false);
  book.add({ id: 2, threshold: 11 }, false);
  assert.deepEqual(book.tick(9.9), []);
  assert.deepEqual(
    book.tick(10.5).map((e) => e.id),
    [1],
  );
  assert.deepEqual(book.tick(10.6), [], 'no second fire while above');
  assert.deepEqual(book.tick(9.97), [], 'not back far enough to re-arm');
  assert.deepEqual(
    book.tick(12).map((e) => e.id),
    [2],
    'the first did not re-arm, so it does not fire again',
  );
  book.tick(9.9);
  assert.deepEqual(
    book
      .tick(10)
      .map((e) => e.id)
      .sort(),
    [1],
  );
  assert.equal(book.remove(1), true);
  assert.equal(book.size, 1);
});

test('≤ mirrors ≥; an alert added past its threshold waits for a move back', () => {
  const book = new ThresholdBook(false, 0);
  book.add({ id: 1, threshold: -3 }, false);
  book.add({ id: 2, threshold: 5 }, true);
  assert.deepEqual(
    book.tick(-3).map((e) => e.id),
    [1],
    'value = threshold crosses; the one added past its threshold stays quiet',
  );
  assert.deepEqual(book.tick(6), [], 'moving up re-arms both');
  assert.deepEqual(
    book
      .tick(-4)
      .map((e) => e.id)
      .sort(),
    [1, 2],
  );
});

for (const up of [true, false]) {
  test(`${up ? '≥' : '≤'}: same fires as a naive scan over random walks`, () => {
    const r = rng(up ? 7 : 11);
    const h = 0.02;
    const book = new ThresholdBook(up, h);
    const naive = new Map<number, { threshold: number; armed: boolean }>();
    let v = 10;
    for (let id = 0; id < 300; id++) {
      const threshold = Math.round((8 + r() * 4) * 100) / 100;
      const past = up ? v >= threshold : v <= threshold;
      book.add({ id, threshold }, past);
      naive.set(id, { threshold, armed: !past });
    }
    for (let step = 0; step < 2000; step++) {
      v = Math.max(7, Math.min(13, v + (r() - 0.5) * 0.2));
      const got = book
        .tick(v)
        .map((e) => e.id)
        .sort((a, b) => a - b);
      const want: number[] = [];
      for (const [id, a] of naive) {
        const past = up ? v >= a.threshold : v <= a.threshold;
        const back = up ? v < a.threshold - h : v > a.threshold + h;
        if (a.armed && past) {
          a.armed = false;
          want.push(id);
        } else if (!a.armed && back) a.armed = true;
      }
      assert.deepEqual(got, want, `step ${step}, value ${v}`);
    }
  });
}
