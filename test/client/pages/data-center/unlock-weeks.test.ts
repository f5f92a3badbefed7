/**
 * The 限售解禁 calendar (client/pages/data-center/components/unlock-weeks.ts): days sum into
 * Monday-based weeks with empty weeks kept, the selected day's week marked, earlier weeks past;
 * bars inside the box, the tallest the largest 解禁市值, an empty week without a bar.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unlockWeeks, WEEK_MARGIN, weekBars } from '../../../../client/pages/data-center/components/unlock-weeks';

const DAYS = [
  { date: '2026-11-03', count: 2, value: 3e8 },
  { date: '2026-11-06', count: 1, value: 1e8 },
  { date: '2026-11-24', count: 4, value: 9e8 },
  { date: '2026-12-01', count: 1, value: 2e8 },
];

test('days sum into Monday weeks, empty weeks kept, the selected week marked', () => {
  const weeks = unlockWeeks(DAYS, '2026-11-20');
  assert.deepEqual(
    weeks.map((w) => [w.monday, w.count, w.value, w.past, w.current]),
    [
      ['2026-11-02', 3, 4e8, true, false],
      ['2026-11-09', 0, 0, true, false],
      ['2026-11-16', 0, 0, false, true],
      ['2026-11-23', 4, 9e8, false, false],
      ['2026-11-30', 1, 2e8, false, false],
    ],
  );
  assert.deepEqual(unlockWeeks([], '2026-11-20'), []);
});

test('bars fit the box, heights follow 解禁市值, an empty week has none', () => {
  const bars = weekBars(unlockWeeks(DAYS, '2026-11-20'), 500, 200);
  for (const b of bars) {
    assert.ok(b.x >= 0 && b.x + b.w <= 500 && b.y >= WEEK_MARGIN.top - 1e-9 && b.y + b.h <= 200 - WEEK_MARGIN.bottom + 1e-9);
  }
  assert.equal(Math.max(...bars.map((b) => b.h)), bars[3]!.h);
  assert.equal(bars[1]!.h, 0);
  assert.ok(bars[0]!.h > bars[4]!.h);
});

test('the selected day’s week shows even before the first batch', () => {
  const weeks = unlockWeeks([{ date: '2026-12-15', count: 1, value: 1e8 }], '2026-11-26');
  assert.deepEqual(
    weeks.map((w) => [w.monday, w.current]),
    [
      ['2026-11-23', true],
      ['2026-11-30', false],
      ['2026-12-07', false],
      ['2026-12-14', false],
    ],
  );
});
