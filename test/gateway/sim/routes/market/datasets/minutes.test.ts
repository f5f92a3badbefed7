import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MinutesAnswer } from '../../../../../../contracts/endpoints/market-data';
import { buildMarketApp, expectError, getOk, DAY0 } from '../helpers';

const minutes = (q: string) => `/api/v3/data/getByconfig?name=minutes&${q}`;

test('today: auction points, then minutes stamped at their start with the 9:30 open merged into the first', async (t) => {
  const { app, market } = await buildMarketApp(t);
  const a = await getOk<MinutesAnswer>(app, minutes('code=600519.SH'));
  assert.equal(a.id, '600519.SH');
  assert.equal(a.days.length, 1);
  const day = a.days[0]!;
  assert.equal(day.date, '2025-11-27');
  assert.equal(day.auction.length, 3);
  const at = (m: number) => DAY0 + m * 60_000;
  assert.deepEqual(
    day.points.map((p) => p.t),
    [570, 571, 572, 573, 574].map(at),
  );
  // Fake: the open has 500 shares, the minute bars 100…500; volumes still add up.
  assert.deepEqual(
    day.points.map((p) => p.volume),
    [600, 200, 300, 400, 500],
  );
  assert.equal(day.points[0]!.price, market.snapshot('600519.SH')!.price, 'the first minute ends at its bar price');
});

test('days=5 gives five days oldest first; bad days 400', async (t) => {
  const { app } = await buildMarketApp(t);
  const a = await getOk<MinutesAnswer>(app, minutes('code=000001.SH&days=5'));
  assert.equal(a.days.length, 5);
  assert.ok(a.days.every((d, i) => i === 0 || d.date > a.days[i - 1]!.date));
  for (const d of ['2', '0', 'five', '1;1']) assert.match(await expectError(app, 'GET', minutes(`code=000001.SH&days=${d}`), '400'), /days/);
  assert.match(await expectError(app, 'GET', minutes('code=999998.SZ'), '404'), /未找到证券/);
});
