import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StockDetail } from '../../../../../contracts/endpoints/details';
import type { IndexMembers, SameIndustryAnswer } from '../../../../../contracts/endpoints/market-data';
import { parseQuote } from '../../../../../contracts/ws-protocol';
import { HOSTILE_STRINGS, buildMarketApp, expectError, getOk } from './helpers';

test('detailsStockA by id or bare code: identity, live quote, valuation, five levels, ticks', async (t) => {
  const { app, market } = await buildMarketApp(t);
  market.set('600519.SH', { price: 1500.5, preClose: 1480, change: 20.5, pct: (20.5 / 1480) * 100 });
  const byId = await getOk<StockDetail>(app, '/api/v3/details/detailsStockA?code=600519.SH');
  const bare = await getOk<StockDetail>(app, '/api/v3/details/detailsStockA?code=600519');
  const lower = await getOk<StockDetail>(app, '/api/v3/details/detailsStockA?code=600519.sh');
  assert.deepEqual(bare, byId);
  assert.deepEqual(lower, byId);
  assert.equal(byId.name, '贵州茅台');
  assert.equal(byId.label, '沪A');
  assert.equal(byId.industry, '食品饮料');
  assert.equal(byId.tick, 0.01);
  assert.equal(byId.lot, 100);
  assert.equal(typeof parseQuote(byId.quote), 'object', 'quote passes the wire validator');
  assert.equal(byId.quote.price, 1500.5);
  assert.equal(byId.quote.pct, 1.39);
  assert.equal(byId.peTtm, 21.46);
  assert.equal(byId.bids.length, 5);
  assert.equal(byId.asks.length, 5);
  assert.ok(byId.bids[0]!.price < byId.asks[0]!.price);
  assert.equal(byId.ticks.length, 20);
  assert.ok(byId.ticks[0]!.ts >= byId.ticks[1]!.ts, 'newest first');
});

test('bare 000001 is 平安银行 for detailsStockA and 上证指数 for detailsStockIndex', async (t) => {
  const { app } = await buildMarketApp(t);
  assert.equal((await getOk<StockDetail>(app, '/api/v3/details/detailsStockA?code=000001')).id, '000001.SZ');
  const index = await getOk<StockDetail>(app, '/api/v3/details/detailsStockIndex?code=000001');
  assert.equal(index.id, '000001.SH');
  assert.equal(index.name, '上证指数');
  assert.equal(index.label, '指数');
  assert.deepEqual([index.bids, index.asks, index.ticks], [[], [], []], 'an index has no book or trades');
  assert.equal(index.peTtm, null);
});

test('detail errors: unknown → 404 未找到证券, malformed → 400, wrong kind → 400, unquoted → 404', async (t) => {
  const { app, market } = await buildMarketApp(t);
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockA?code=699999.SH', '404'), /未找到证券/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockA?code=999999', '404'), /未找到证券/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockA', '400'), /code/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockA?code=6005', '400'), /code/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockA?code=000001.SH', '400'), /指数/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockIndex?code=600519.SH', '400'), /不是指数/);
  market.unquoted.add('600519.SH');
  assert.match(await expectError(app, 'GET', '/api/v3/details/detailsStockA?code=600519.SH', '404'), /暂无行情/);
  for (const s of HOSTILE_STRINGS) {
    const code = s.length > 20 ? '400' : /^\d{6}$/.test(s) ? '404' : '400';
    await expectError(app, 'GET', `/api/v3/details/detailsStockA?code=${encodeURIComponent(s)}`, code);
  }
});

test('memberList: counts and the top and bottom ten members of an index by change', async (t) => {
  const { app, universe, market } = await buildMarketApp(t);
  const ids = universe.constituents('801120.SH');
  market.set(ids[0]!, { price: 100, preClose: 90.91, pct: 10, change: 9.09 });
  market.set(ids[1]!, { price: 50, preClose: 55.56, pct: -10, change: -5.56 });
  const m = await getOk<IndexMembers>(app, '/api/v3/details/memberList?code=801120.SH');
  assert.equal(m.total, ids.length);
  assert.equal(m.up + m.down + m.flat, m.total);
  assert.equal(m.leaders.length, 10);
  assert.equal(m.laggards.length, 10);
  assert.equal(m.leaders[0]!.id, ids[0]);
  assert.equal(m.laggards[0]!.id, ids[1]);
  assert.ok(m.leaders.every((r, i) => i === 0 || m.leaders[i - 1]!.pct >= r.pct));
  assert.ok(m.laggards.every((r, i) => i === 0 || m.laggards[i - 1]!.pct <= r.pct));
  const bare = await getOk<IndexMembers>(app, '/api/v3/details/memberList?code=000300');
  assert.equal(bare.total, universe.constituents('000300.SH').length);
  assert.match(await expectError(app, 'GET', '/api/v3/details/memberList?code=600519.SH', '400'), /不是指数/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/memberList?code=123456.SH', '404'), /未找到证券/);
});

test('sameIndustry2: the 申万 industry, its index and up to 20 peers by total market value, the stock included', async (t) => {
  const { app, universe } = await buildMarketApp(t);
  const a = await getOk<SameIndustryAnswer>(app, '/api/v2/capital/sameIndustry2?code=600519.SH');
  assert.equal(a.industry, '食品饮料');
  assert.equal(universe.byId.get(a.industryId)?.name, '食品饮料');
  assert.ok(a.items.length > 0 && a.items.length <= 20);
  assert.ok(a.items.every((r) => universe.byId.get(r.id)?.industry === '食品饮料' && r.kind === 'capital'));
  assert.ok(a.items.every((r, i) => i === 0 || a.items[i - 1]!.totalCap >= r.totalCap));
  assert.ok(a.items.some((r) => r.id === '600519.SH'));
  assert.match(await expectError(app, 'GET', '/api/v2/capital/sameIndustry2?code=000300.SH', '400'), /不是股票/);
  assert.match(await expectError(app, 'GET', '/api/v2/capital/sameIndustry2?code=600000.BJ', '404'), /未找到证券/);
  assert.match(await expectError(app, 'GET', '/api/v2/capital/sameIndustry2', '400'), /code/);
});
