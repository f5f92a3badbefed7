import { test } from 'node:test';
import assert from 'node:assert/strict';
import { barFromQuote, MinuteFolder } from '../../../../client/charts/model/live-quotes';
import { bj } from '../fixtures';

test('barFromQuote takes the day open/high/low and widens them to enclose the price', () => {
  assert.deepEqual(barFromQuote({ price: 10.5, volume: 1000, amount: 10400, open: 10, high: 10.4, low: 9.9 }, 7), {
    t: 7,
    o: 10,
    h: 10.5,
    l: 9.9,
    c: 10.5,
    v: 1000,
    a: 10400,
  });
  const bare = barFromQuote({ price: 8, volume: 0, amount: 0 }, 1);
  assert.deepEqual([bare.o, bare.h, bare.l, bare.c], [8, 8, 8, 8]);
});

test('MinuteFolder turns cumulative volume into per-minute volume', () => {
  const f = new MinuteFolder();
  const q = (hms: string, price: number, volume: number, amount: number) => ({ ts: bj(`2024-03-05T${hms}`), price, volume, amount });
  // The first quote only sets the baseline: the minute's own volume starts at 0.
  assert.deepEqual(f.fold(q('09:30:05', 10, 1000, 10000)), { t: bj('2024-03-05T09:30:00'), price: 10, avg: 10, volume: 0 });
  assert.equal(f.fold(q('09:30:40', 10.1, 1600, 16060)).volume, 600);
  // next minute: counts from the last cumulative volume (1600)
  const p = f.fold(q('09:31:02', 10.2, 1900, 16366));
  assert.deepEqual(p, { t: bj('2024-03-05T09:31:00'), price: 10.2, avg: 16366 / 1900, volume: 300 });
  assert.ok(Number.isNaN(new MinuteFolder().fold(q('09:25:00', 10, 0, 0)).avg), 'no volume: no average');
});

test('MinuteFolder.resume continues the last loaded minute', () => {
  const t = bj('2024-03-05T09:31:00');
  const f = MinuteFolder.resume([
    { t: t - 60_000, price: 10, avg: 10, volume: 500 },
    { t, price: 10, avg: 10, volume: 200 },
  ]);
  // cumulative 750 in the same minute: the minute holds 750 − 500
  assert.equal(f.fold({ ts: t + 30_000, price: 10, volume: 750, amount: 7500 }).volume, 250);
  assert.equal(f.fold({ ts: t + 60_000, price: 10, volume: 800, amount: 8000 }).volume, 50);
});

test('MinuteFolder after the feed restarts its day counters: the new minute holds the new day’s volume', () => {
  const f = new MinuteFolder();
  const q = (hms: string, volume: number) => ({ ts: bj(`2024-03-06T${hms}`), price: 10, volume, amount: volume * 10 });
  f.fold(q('09:31:00', 9000));
  assert.equal(f.fold(q('09:31:30', 9500)).volume, 500);
  // A smaller cumulative volume: a new day's counters; all 200 traded since.
  assert.equal(f.fold(q('09:32:05', 200)).volume, 200);
  assert.equal(f.fold(q('09:32:40', 260)).volume, 260);
});
