/**
 * Bar time ↔ fractional index: exact round trips on one series, a day's place inside its week and
 * back, and extrapolation at the average bar duration before and after the data.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Bar } from '../../../../client/charts/model/bar';
import { averageBarDuration, indexToTime, timeToIndex } from '../../../../client/charts/drawings/time-anchor';
import { bj } from '../fixtures';

const DAY = 86_400_000;
const bar = (t: number): Bar => ({ t, o: 1, h: 1, l: 1, c: 1, v: 0 });
/** Trading days Monday–Friday from 2024-01-01 for `weeks` weeks, at local midnight. */
function weekdays(weeks: number): Bar[] {
  const out: Bar[] = [];
  const monday = bj('2024-01-01T00:00:00');
  for (let w = 0; w < weeks; w++) for (let d = 0; d < 5; d++) out.push(bar(monday + (w * 7 + d) * DAY));
  return out;
}
/** Weekly bars stamped at each Monday. */
const mondays = (weeks: number): Bar[] => Array.from({ length: weeks }, (_, w) => bar(bj('2024-01-01T00:00:00') + w * 7 * DAY));

test('on one series every bar time maps to its index and back, and fractions in between', () => {
  const days = weekdays(4);
  days.forEach((b, i) => {
    assert.equal(timeToIndex(days, b.t), i);
    assert.equal(indexToTime(days, i), b.t);
  });
  // Friday → Monday spans three days: noon on Saturday is a sixth of the way.
  assert.ok(Math.abs(timeToIndex(days, days[4]!.t + 1.5 * DAY) - (4 + 1.5 / 3)) < 1e-12);
  assert.equal(indexToTime(days, timeToIndex(days, days[4]!.t + 1.5 * DAY)), days[4]!.t + 1.5 * DAY);
});

test('a daily anchor lands inside its week on a weekly chart and comes back to its day', () => {
  const days = weekdays(6);
  const weeks = mondays(6);
  const wednesday = days[7]!.t; // 2nd week, Wednesday
  const w = timeToIndex(weeks, wednesday);
  assert.ok(Math.abs(w - (1 + 2 / 7)) < 1e-12, `${w}`);
  assert.equal(timeToIndex(days, indexToTime(weeks, w)), 7);
});

test('before the first and after the last bar: the average bar duration', () => {
  const days = weekdays(2); // 10 bars over 11 days
  const avg = averageBarDuration(days);
  assert.equal(avg, (11 * DAY) / 9);
  assert.equal(timeToIndex(days, days[9]!.t + 2 * avg), 11);
  assert.equal(indexToTime(days, 11), Math.round(days[9]!.t + 2 * avg));
  assert.equal(timeToIndex(days, days[0]!.t - avg), -1);
  assert.ok(Number.isNaN(timeToIndex([], 0)) && Number.isNaN(indexToTime([], 0)));
  assert.equal(averageBarDuration([bar(0)]), DAY);
});
