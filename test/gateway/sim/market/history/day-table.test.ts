/**
 * A day table as plain data (DayTable.toColumns / fromColumns): what crosses the worker thread
 * comes back as the same bars, ex-dates and limits included, and data that does not fit is refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../fixture';
import { buildProfile } from '../../../../../gateway/sim/market/model/profile';
import { PriceModel } from '../../../../../gateway/sim/market/model/price-model';
import { Factors } from '../../../../../gateway/sim/market/model/factors';
import { dayTable } from '../../../../../gateway/sim/market/history/daily-bars';
import { DayTable } from '../../../../../gateway/sim/market/history/day-table';

const ANCHOR = 4000;

test('a table through structured clone and back has every bar, its ex-dates and limits', () => {
  let withActions = 0;
  FIXTURE.forEach((sec, i) => {
    const model = new PriceModel(buildProfile(9, sec, i), new Factors(9, ANCHOR), ANCHOR);
    const from = Math.max(model.profile.listIdx, 0);
    const table = dayTable(model, from, ANCHOR - 1);
    if (!table) return;
    const back = DayTable.fromColumns(structuredClone(table.toColumns()));
    assert.equal(back.from, table.from);
    assert.equal(back.length, table.length);
    for (let r = 0; r < table.length; r++) assert.deepEqual(back.bar(r), table.bar(r), `${sec.id} row ${r}`);
    if (table.actions.size > 0) withActions++;
  });
  assert.ok(withActions > 0, 'some table has ex-dates');
});

test('data that does not fit its length is refused by name', () => {
  const model = new PriceModel(buildProfile(9, FIXTURE[0]!, 0), new Factors(9, ANCHOR), ANCHOR);
  const c = dayTable(model, 100, 200)!.toColumns();
  assert.throws(() => DayTable.fromColumns({ ...c, flags: c.flags.subarray(1) }), /flags do not fit its 101 days/);
  assert.throws(() => DayTable.fromColumns({ ...c, columns: { ...c.columns, close: new Float64Array(3) } }), /column close does not fit/);
  assert.throws(() => DayTable.fromColumns({ ...c, length: -1 }), /bad range/);
});
