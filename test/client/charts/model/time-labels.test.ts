import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boundaryWeight, boundaryWeights, isIntraday, selectTimeLabels } from '../../../../client/charts/model/time-labels';
import { marketClock } from '../../../../client/charts/time-format';

const clock = marketClock(); // UTC+8
/** Epoch ms of a Beijing wall-clock time. */
const bj = (iso: string): number => Date.parse(`${iso}+08:00`);

test('boundary weights use the Beijing wall clock, not UTC', () => {
  // 2024-01-31 23:30 UTC is already 2024-02-01 07:30 in Beijing
  assert.equal(boundaryWeight(clock, bj('2024-01-31T15:00:00'), bj('2024-02-01T07:30:00')), 3);
  assert.equal(boundaryWeight(clock, bj('2023-12-29T15:00:00'), bj('2024-01-02T15:00:00')), 4);
  assert.equal(boundaryWeight(clock, bj('2024-01-02T15:00:00'), bj('2024-01-03T15:00:00')), 2);
  assert.equal(boundaryWeight(clock, bj('2024-01-02T10:59:00'), bj('2024-01-02T11:00:00')), 1);
  assert.equal(boundaryWeight(clock, bj('2024-01-02T10:58:00'), bj('2024-01-02T10:59:00')), 0);
});

test('isIntraday tells minute bars from daily bars', () => {
  assert.equal(isIntraday([bj('2024-01-02T15:00:00'), bj('2024-01-03T15:00:00'), bj('2024-01-04T15:00:00')]), false);
  assert.equal(isIntraday([bj('2024-01-02T10:00:00'), bj('2024-01-02T10:05:00'), bj('2024-01-02T10:10:00')]), true);
  assert.equal(isIntraday([bj('2024-01-02T10:00:00')]), false);
});

test('daily labels mark month starts as %Y-%m, dropping those too close to a heavier one', () => {
  // trading days around new year, one bar every 10 px
  const days = ['2023-11-30', '2023-12-01', '2023-12-04', '2023-12-29', '2024-01-02', '2024-01-03', '2024-02-01'];
  const times = days.map((d) => bj(`${d}T15:00:00`));
  const weights = boundaryWeights(times, clock);
  assert.deepEqual(weights, [0, 3, 2, 2, 4, 2, 3]);
  const wide = selectTimeLabels(
    (i) => times[i]!,
    weights,
    0,
    6,
    (i) => i * 100,
    clock,
    false,
    60,
  );
  assert.deepEqual(
    wide.map((l) => l.text),
    ['2023-12', '2024-01', '2024-02'],
  );
  // 30 px apart with a 60 px gap: the year start wins over the neighbouring month starts
  const dense = selectTimeLabels(
    (i) => times[i]!,
    weights,
    0,
    6,
    (i) => i * 10,
    clock,
    false,
    60,
  );
  assert.deepEqual(
    dense.map((l) => [l.index, l.text]),
    [[4, '2024-01']],
  );
});

test('intraday labels mark day starts as %m-%d and hours as %H:%M', () => {
  const iso = ['2024-03-04T14:30:00', '2024-03-04T15:00:00', '2024-03-05T09:30:00', '2024-03-05T10:00:00', '2024-03-05T10:30:00', '2024-03-05T11:00:00'];
  const times = iso.map(bj);
  const labels = selectTimeLabels(
    (i) => times[i]!,
    boundaryWeights(times, clock),
    0,
    5,
    (i) => i * 50,
    clock,
    true,
    60,
  );
  assert.deepEqual(
    labels.map((l) => l.text),
    ['03-05', '11:00'],
  );
  const roomy = selectTimeLabels(
    (i) => times[i]!,
    boundaryWeights(times, clock),
    0,
    5,
    (i) => i * 100,
    clock,
    true,
    60,
  );
  assert.deepEqual(
    roomy.map((l) => l.text),
    ['15:00', '03-05', '10:00', '11:00'],
  );
});
