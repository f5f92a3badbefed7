/**
 * `orderFlow` over the real engine: 委比/委差 are the detail's own book, 量比 the snapshot's, the
 * net flows add up to 主力 = 超大单 + 大单, the boards are the stock's 申万 industry and the concept
 * indexes listing it; an index or an unknown code answers a Chinese error. After the close, the
 * panel's answer and the data centre's 资金流向 row of that day, both over HTTP from one sim, are the
 * same numbers to the yuan, stock by stock (主力 included).
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { FundFlowAnswer } from '../../../../../contracts/endpoints/datacentre';
import type { StockDetail } from '../../../../../contracts/endpoints/details';
import { parseOrderFlow, type OrderFlowAnswer } from '../../../../../contracts/endpoints/order-flow';
import { build } from '../../../../../gateway/sim/app';
import { fixedClock } from '../../../../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket } from '../../../../../gateway/sim/companies/company-backed-market';
import { engineView } from '../../../../../gateway/sim/market/read/engine-view';
import { loadUniverse } from '../../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../../gateway/sim/open-store';
import { expectError, getOk } from './helpers';

/** One sim at a fixed market time (the data centre's routes too), closed with the test. */
async function simAt(t: TestContext, iso: string) {
  const universe = loadUniverse();
  const market = createCompanyBackedMarket({
    securities: universe.all,
    constituents: (id) => universe.constituents(id),
    seed: 7,
    clock: fixedClock(Date.parse(iso)),
  });
  const store = openStore(':memory:');
  const app = await build({ store, universe, market: engineView(market), companies: market });
  t.after(async () => {
    await app.close();
    store.close();
  });
  return { universe, market, app };
}

test('orderFlow: book figures, flows and boards of a stock; errors for an index and an unknown code', async (t) => {
  const { universe, market, app } = await simAt(t, '2025-11-27T10:30:00+08:00');
  for (const id of ['600519.SH', '300750.SZ', '000001.SZ']) {
    const flow = parseOrderFlow(await getOk<OrderFlowAnswer>(app, `/api/v3/details/orderFlow?code=${id}`));
    const detail = await getOk<StockDetail>(app, `/api/v3/details/detailsStockA?code=${id}`);
    const bid = detail.bids.reduce((s, l) => s + l.volume, 0);
    const ask = detail.asks.reduce((s, l) => s + l.volume, 0);
    assert.deepEqual([flow.bidVolume, flow.askVolume, flow.commissionDiff], [bid, ask, bid - ask], id);
    assert.equal(flow.commissionRatio, Math.round(((bid - ask) / (bid + ask)) * 10_000) / 100, id);
    assert.equal(flow.volumeRatio, Math.round(market.quote(id)!.volumeRatio * 100) / 100);
    assert.equal(flow.mainNet, flow.net.xl + flow.net.l);
    assert.ok(flow.outer > 0 && flow.inner > 0, `${id}: both sides traded by 10:30`);
    assert.ok(flow.outer + flow.inner <= detail.quote.volume);
    const entry = universe.byId.get(id)!;
    assert.equal(flow.industry?.name, entry.industry, `${id}: 所属行业`);
    assert.equal(universe.byId.get(flow.industry!.id)!.kind, 'index_hy');
    for (const c of flow.concepts) {
      assert.equal(universe.byId.get(c.id)!.kind, 'index_gn');
      assert.ok(universe.constituents(c.id).includes(id), `${id} is a member of ${c.name}`);
    }
  }
  await expectError(app, 'GET', '/api/v3/details/orderFlow?code=000001.SH', '400');
  await expectError(app, 'GET', '/api/v3/details/orderFlow?code=699999.SH', '404');
});

test('after the close the panel’s 资金流向 and the data centre’s row of that day are the same to the yuan, over HTTP', async (t) => {
  // 16:00 of a trading day: closed and published (the data centre publishes after 15:30).
  const { app } = await simAt(t, '2025-11-27T16:00:00+08:00');
  const dc = await getOk<FundFlowAnswer>(app, '/api/v3/dataCenter/fundFlow?scope=stock');
  assert.equal(dc.date, '2025-11-27', 'the data centre shows the day that just closed');
  const rows = dc.stocks.filter((_, i) => i % 97 === 0);
  for (const id of ['600519.SH', '300750.SZ', '000001.SZ']) rows.push(dc.stocks.find((r) => r.id === id)!);
  assert.ok(rows.length > 20);
  for (const row of rows) {
    const flow = parseOrderFlow(await getOk<OrderFlowAnswer>(app, `/api/v3/details/orderFlow?code=${row.id}`));
    assert.deepEqual({ mainNet: flow.mainNet, ...flow.net }, { mainNet: row.mainNet, ...row.net }, `${row.id}: 主力/超大单/大单/中单/小单 净流入 to the yuan`);
    assert.ok([row.mainNet, ...Object.values(row.net)].every(Number.isInteger), `${row.id}: whole yuan`);
  }
});
