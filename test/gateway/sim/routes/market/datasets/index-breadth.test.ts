/**
 * 涨跌家数 on the index board (issue 31): each index with members carries its members' up/down/flat
 * and 涨停/跌停 counts by the market's breadth rule, live; an index without members carries none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IndexBoardItem } from '../../../../../../contracts/endpoints/market-data';
import { buildMarketApp, getOk } from '../helpers';

const board = (group: string) => `/api/v3/data/getByconfig?name=indexBoard&group=${group}`;

test('indexBoard: members counted up, down, flat (suspended as flat), 涨停 and 跌停; live', async (t) => {
  const { app, market, universe } = await buildMarketApp(t);
  const items = await getOk<IndexBoardItem[]>(app, board('industry'));
  const item = items.find((i) => universe.constituents(i.id).length >= 6)!;
  const members = universe.constituents(item.id);
  for (const id of members) market.set(id, { pct: 0, price: 10, limitUp: 11, limitDown: 9, status: 'trading' });
  market.set(members[0]!, { pct: 3, price: 10.3 });
  market.set(members[1]!, { pct: 10, price: 11 });
  market.set(members[2]!, { pct: -10, price: 9 });
  market.set(members[3]!, { pct: -1.5, price: 9.85 });
  market.set(members[4]!, { status: 'suspended', pct: 0 });
  const after = (await getOk<IndexBoardItem[]>(app, board('industry'))).find((i) => i.id === item.id)!;
  assert.deepEqual(after.breadth, { up: 2, down: 2, flat: members.length - 4, limitUp: 1, limitDown: 1 });
  market.set(members[5]!, { pct: 2, price: 10.2 });
  const live = (await getOk<IndexBoardItem[]>(app, board('industry'))).find((i) => i.id === item.id)!;
  assert.equal(live.breadth!.up, 3, 'the next read counts the move');
  for (const group of ['main', 'concept']) {
    for (const i of await getOk<IndexBoardItem[]>(app, board(group))) {
      const n = universe.constituents(i.id).length;
      if (n === 0) assert.equal(i.breadth, undefined, `${i.id} has no members`);
      else assert.equal(i.breadth!.up + i.breadth!.down + i.breadth!.flat, n, `${i.id}: every member counted once`);
    }
  }
});
