/**
 * The screener on a day the mainland does not trade (gateway/sim/screener/factor-table.ts
 * `LiveTables`): on an HK-only day of 国庆 (the trading index counts it, HKEX trades, A-shares sit at
 * their last close) there is no A-share day to lay on the bars, so today's table is 2025-09-30's —
 * the same numbers as that day screened as of its close — not a bar of the carried close that
 * shifts every N-day return and indicator by a day; and 较昨日 compares with the mainland day before.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { NUMERIC_FIELDS } from '../../../../gateway/sim/screener/factor-table';
import { dayStart, isMainlandClosed, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(6);

test('on an HK-only day of 国庆 today’s table is 09-30’s closed one; yesterday is 09-29', () => {
  const hkOnly = parseDay('2025-10-03')!;
  assert.ok(isMainlandClosed(tradingIndexOf(hkOnly)), 'the index counts 10-03: HKEX trades');
  const { view } = sliceMarket(universe, dayStart(hkOnly) + 10.5 * 3_600_000);
  const screener = new Screener({ universe, market: view });
  const today = screener.today();
  assert.equal(today.asOf, '2025-09-30');
  const past = screener.pastDay(parseDay('2025-09-30')!)!.table;
  assert.deepEqual(today.ids, past.ids);
  let compared = 0;
  for (const f of NUMERIC_FIELDS) {
    for (let r = 0; r < today.ids.length; r++) {
      const a = today.num[f][r]!;
      const b = past.num[f][r]!;
      if (Number.isNaN(a) && Number.isNaN(b)) continue;
      assert.ok(Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b)), `${today.ids[r]} ${f}: ${a} vs 09-30's ${b}`);
      compared++;
    }
  }
  assert.ok(compared > 10 * today.ids.length, `values compared: ${compared} over ${today.ids.length} stocks`);
  const yesterday = screener.yesterday()!;
  assert.equal(yesterday.asOf, '2025-09-29');
  assert.equal(formatDay(yesterday.day), '2025-09-29');
});
