/**
 * A new listing's name carries its 「N」 (listing day) and 「C」 (创业板/科创板 days 2–5) wherever the
 * sim names it beside its quote: the quote header (detailsStockA), ranking rows, search hits and the
 * watchlist's names — and goes after the fifth day (contracts/listing-name.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StockDetail } from '../../../../../contracts/endpoints/details';
import type { RankAnswer } from '../../../../../contracts/endpoints/market-data';
import type { SearchAnswer } from '../../../../../contracts/endpoints/search';
import type { Security } from '../../../../../contracts/market';
import { build, marketReader } from '../../../../../gateway/sim/app';
import { loadUniverse, withListings } from '../../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../../gateway/sim/open-store';
import { FakeMarket, getOk, T0 } from './helpers';

const DAY = 86_400_000;
const LISTING: Security = {
  code: '301999',
  name: '测微科技',
  suffix: 'SZ',
  kind: 'capital',
  board: 'chinext',
  industry: '电子',
  listDate: '2025-11-27',
  totalShares: 1.2e8,
  floatShares: 2.6e7,
  lot: 100,
  st: false,
};

test('a 创业板 listing is N on its listing day, C through its fifth trading day, then plain: header, ranking, search and watchlist agree', async (t) => {
  const universe = withListings(loadUniverse(), [LISTING]);
  const market = new FakeMarket(universe);
  // The best change of the day, so it heads the 涨幅 ranking.
  market.set('301999.SZ', { price: 78.6, preClose: 51.71 });
  const store = openStore(':memory:');
  const app = await build({ store, universe, market });
  await app.ready();
  t.after(async () => {
    await app.close();
    store.close();
  });
  const reader = marketReader(universe, market);
  const names = async () => {
    const detail = await getOk<StockDetail>(app, '/api/v3/details/detailsStockA?code=301999');
    const rank = await getOk<RankAnswer>(app, '/api/v3/data/getByconfig?name=rank&sort=pct&order=desc&pageSize=5');
    const search = await getOk<SearchAnswer>(app, '/api/v3/search/all?text=301999&types=all&timestamp=1');
    return [detail.name, rank.items.find((r) => r.id === '301999.SZ')?.name, search.list.find((r) => r.id === '301999.SZ')?.name, reader.name('301999.SZ')];
  };
  // 2025-11-27 (Thursday) is the listing day; T0 is 10:30 on it.
  assert.deepEqual(await names(), Array(4).fill('N测微科技'));
  market.t = T0 + DAY; // Friday, day 2
  assert.deepEqual(await names(), Array(4).fill('C测微科技'));
  market.t = T0 + 6 * DAY; // Wednesday 12-03, day 5
  assert.deepEqual(await names(), Array(4).fill('C测微科技'));
  market.t = T0 + 7 * DAY; // Thursday 12-04, day 6: its price limit applies, the mark goes
  assert.deepEqual(await names(), Array(4).fill('测微科技'));
  // A security listed long ago is never marked.
  assert.equal((await getOk<StockDetail>(app, '/api/v3/details/detailsStockA?code=600519')).name, '贵州茅台');
});
