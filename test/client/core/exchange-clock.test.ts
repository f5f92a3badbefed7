import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wallDate, wallDay, wallMinute, wallTime } from '../../../client/core/exchange-clock';

test('an instant on the exchange wall clock (UTC+8) whatever the zone', () => {
  const ts = Date.UTC(2026, 10, 20, 16, 5, 9); // 2026-11-21 00:05:09 in Shanghai
  assert.equal(wallDate(ts), '2026-11-21');
  assert.equal(wallTime(ts), '00:05:09');
  assert.equal(wallMinute(ts), 5 + 9 / 60);
  assert.equal(wallDay(ts), Math.floor(Date.UTC(2026, 10, 21) / 86_400_000));
});
