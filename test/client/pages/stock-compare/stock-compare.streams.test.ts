import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addCode, MAX_CODES, monthsBefore, normalisedReturns, removeCode } from '../../../../client/pages/stock-compare/stock-compare.streams';

test('months back clamp to the month end', () => {
  assert.equal(monthsBefore('2026-03-31', 1), '2026-02-28');
  assert.equal(monthsBefore('2026-01-15', 3), '2025-10-15');
  assert.equal(monthsBefore('2026-11-23', 36), '2023-11-23');
});

test('returns start at 0% on the first day in the window; a code not trading holds its last value', () => {
  const a = { dates: ['2026-09-01', '2026-10-08', '2026-10-09', '2026-10-10'], closes: [5, 10, 11, 12] };
  const b = { dates: ['2026-10-08', '2026-10-10'], closes: [20, 10] };
  const out = normalisedReturns(
    [
      { name: 'A', data: a },
      { name: 'B', data: b },
    ],
    '1M',
  );
  assert.deepEqual(out.dates, ['2026-10-08', '2026-10-09', '2026-10-10']);
  assert.deepEqual(
    out.series[0]!.values.map((v) => Math.round(v! * 100) / 100),
    [0, 10, 20],
  );
  assert.deepEqual(out.series[1]!.values, [0, 0, -50]);
  assert.deepEqual(
    out.returns.map((v) => Math.round(v! * 100) / 100),
    [20, -50],
  );
});

test('a code listed inside the window starts at its first close', () => {
  const out = normalisedReturns(
    [
      { name: 'A', data: { dates: ['2026-01-05', '2026-06-01'], closes: [10, 20] } },
      { name: 'IPO', data: { dates: ['2026-06-01'], closes: [30] } },
    ],
    '1Y',
  );
  assert.deepEqual(out.series[1]!.values, [null, 0]);
});

test('no data gives an empty chart', () => {
  assert.deepEqual(normalisedReturns([], '3M').dates, []);
});

test('codes: no duplicates, at most six, never below one', () => {
  assert.deepEqual(addCode(['A'], 'A'), ['A']);
  assert.equal(addCode(['1', '2', '3', '4', '5', '6'], '7').length, MAX_CODES);
  assert.deepEqual(removeCode(['A', 'B'], 'A'), ['B']);
  assert.deepEqual(removeCode(['A'], 'A'), ['A']);
});
