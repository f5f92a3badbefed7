import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bar } from '../../../../client/charts/model/bar';
import { alignCloses, alignKey, assertCompareSeries, CompareSet, firstValued, percentFrom, sameReadout } from '../../../../client/charts/model/compare-series';
import { marketClock } from '../../../../client/charts/time-format';
import { bj, dailyBars } from '../fixtures';

const clock = marketClock();
const DAY = 86_400_000;

/** A flat bar closing at `c` at Beijing time `iso`. */
const bar = (iso: string, c: number): Bar => ({ t: bj(iso), o: c, h: c, l: c, c, v: 1 });

test('alignCloses: by day for daily bars (whatever the bar time), carried over days off, NaN before the start', () => {
  const main = [bar('2024-01-02T15:00:00', 10), bar('2024-01-03T15:00:00', 11), bar('2024-01-04T15:00:00', 12), bar('2024-01-05T15:00:00', 13)];
  // An HK-like series: bars stamped 16:00, starting a day later, no bar on the 4th.
  const other = [bar('2024-01-03T16:00:00', 100), bar('2024-01-05T16:00:00', 90)];
  assert.deepEqual([...alignCloses(main, other, alignKey(clock, false))], [Number.NaN, 100, 100, 90]);
  // Intraday bars meet on the instant: a 16:00 bar is after 15:00 that day.
  assert.deepEqual([...alignCloses(main, other, alignKey(clock, true))], [Number.NaN, Number.NaN, 100, 100]);
  assert.deepEqual([...alignCloses(main, [], alignKey(clock, false))], [Number.NaN, Number.NaN, Number.NaN, Number.NaN]);
});

test('percent normalisation: every series counts from the first visible bar, drawn through the main close there', () => {
  const main = dailyBars(10); // closes 10, 10.1 … 10.6, 10, 10.1, 10.2
  const other = main.map((b, i) => ({ ...b, o: 50 + i, h: 50 + i, l: 50 + i, c: 50 + i }));
  const set = new CompareSet();
  set.set([{ id: '000300.SH', label: '沪深300', bars: other }]);
  const frame = set.frame(main, { from: 2, to: 6 }, clock, false)!;
  const line = frame.lines[0]!;
  assert.equal(frame.start, 2);
  assert.equal(line.base, 2);
  // Drawn through the main close at the base: 52 × factor = 10.2.
  assert.ok(Math.abs(line.values[2]! * line.factor - main[2]!.c) < 1e-12);
  assert.ok(Math.abs(line.values[6]! * line.factor - 10.2 * (56 / 52)) < 1e-12);
  // The price range covers the line over the visible bars only.
  assert.ok(Math.abs(frame.range!.min - 10.2) < 1e-12);
  assert.ok(Math.abs(frame.range!.max - 10.2 * (56 / 52)) < 1e-12);
  const r = set.readout(main, frame, 6);
  assert.ok(Math.abs(r.main - (10.6 / 10.2 - 1) * 100) < 1e-9, 'main: since the first visible bar');
  assert.ok(Math.abs(r.series[0]!.pct - (56 / 52 - 1) * 100) < 1e-9);
  assert.equal(set.readout(main, frame, 2).series[0]!.pct, 0);
  // Panning moves the start, so the figures change.
  const later = set.frame(main, { from: 4, to: 8 }, clock, false)!;
  assert.ok(Math.abs(set.readout(main, later, 6).series[0]!.pct - (56 / 54 - 1) * 100) < 1e-9);
});

test('a series that starts inside the view counts from its own first bar; before it, nothing', () => {
  const main = dailyBars(8);
  const other = main.slice(5).map((b) => ({ ...b }));
  const set = new CompareSet();
  set.set([{ id: 'X.SH', label: 'X', bars: other }]);
  const frame = set.frame(main, { from: 0, to: 7 }, clock, false)!;
  assert.equal(frame.lines[0]!.base, 5);
  assert.ok(Number.isNaN(set.readout(main, frame, 3).series[0]!.pct));
  assert.equal(set.readout(main, frame, 5).series[0]!.pct, 0);
});

test('helpers: first valued index and percent from a base', () => {
  assert.equal(firstValued([Number.NaN, Number.NaN, 3, 4], 0, 3), 2);
  assert.equal(firstValued([Number.NaN, 1], 0, 0), -1);
  assert.equal(percentFrom(10, 11).toFixed(6), '10.000000');
  assert.ok(Number.isNaN(percentFrom(0, 11)));
  assert.ok(Number.isNaN(percentFrom(10, Number.NaN)));
});

test('validation: at most three, unique ids, labels, valid bars', () => {
  const bars = dailyBars(3);
  const s = (id: string) => ({ id, label: id, bars });
  assert.doesNotThrow(() => assertCompareSeries([s('a'), s('b'), s('c')]));
  assert.throws(() => assertCompareSeries([s('a'), s('b'), s('c'), s('d')]), /at most 3/);
  assert.throws(() => assertCompareSeries([s('a'), s('a')]), /listed twice/);
  assert.throws(() => assertCompareSeries([{ id: 'a', label: '', bars }]), /label/);
  assert.throws(() => assertCompareSeries([{ id: 'a', label: 'a', bars: [bars[1]!, bars[0]!] }]), /must be after/);
});

test('live bars: replace, append and stale; the alignment follows appended main and series bars', () => {
  const main = dailyBars(5);
  const other = dailyBars(4);
  const set = new CompareSet();
  set.set([{ id: 'X.SH', label: 'X', bars: other }]);
  const range = { from: 0, to: 4 };
  assert.ok(Number.isNaN(set.frame(main, range, clock, false)!.lines[0]!.values[4]!) === false, 'carried onto the 5th day');
  const fifth = { ...main[4]!, o: 20, h: 20, l: 20, c: 20 };
  assert.equal(set.update('X.SH', fifth), 'appended');
  assert.equal(set.frame(main, range, clock, false)!.lines[0]!.values[4], 20);
  assert.equal(set.update('X.SH', { ...fifth, c: 21, h: 21 }), 'replaced');
  assert.equal(set.frame(main, range, clock, false)!.lines[0]!.values[4], 21);
  assert.equal(set.update('X.SH', main[0]!), 'stale');
  assert.equal(set.update('nope', fifth), 'stale');
  // The main series grows in place: the cached alignment is redone.
  main.push({ ...main[4]!, t: main[4]!.t + DAY });
  assert.equal(set.frame(main, { from: 0, to: 5 }, clock, false)!.lines[0]!.values.length, 6);
  set.set([]);
  assert.equal(set.frame(main, range, clock, false), null);
});

test('readouts compare by figures', () => {
  const a = { index: 3, main: 1.5, series: [{ id: 'x', label: 'X', slot: 0, pct: Number.NaN }] };
  assert.ok(sameReadout(a, { ...a, series: [{ ...a.series[0]! }] }));
  assert.ok(!sameReadout(a, { ...a, main: 1.6 }));
  assert.ok(!sameReadout(a, { ...a, series: [{ ...a.series[0]!, pct: 0 }] }));
});
