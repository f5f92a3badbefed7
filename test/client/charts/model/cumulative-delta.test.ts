import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CumulativeDelta } from '../../../../client/charts/model/cumulative-delta';

test('the first quote sets the baseline; later ones give what traded since the previous', () => {
  const d = new CumulativeDelta();
  assert.deepEqual(d.next(1000, 10_000), { volume: 0, amount: 0 });
  assert.deepEqual(d.next(1600, 16_060), { volume: 600, amount: 6060 });
  assert.deepEqual(d.next(1600, 16_060), { volume: 0, amount: 0 });
});

test('a known start counts the first quote against it', () => {
  const d = new CumulativeDelta({ volume: 700, amount: 7000 });
  assert.deepEqual(d.next(750, 7500), { volume: 50, amount: 500 });
});

test('counters that go down are a new day: everything on them is new', () => {
  const d = new CumulativeDelta();
  d.next(5000, 50_000);
  assert.deepEqual(d.next(300, 3100), { volume: 300, amount: 3100 });
  assert.deepEqual(d.next(400, 4100), { volume: 100, amount: 1000 });
});

test('an amount that lags the volume never yields a negative amount', () => {
  const d = new CumulativeDelta();
  d.next(100, 1000);
  assert.deepEqual(d.next(200, 900), { volume: 100, amount: 0 });
});
