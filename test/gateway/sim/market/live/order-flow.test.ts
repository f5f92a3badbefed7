/**
 * The stock page's order flow (gateway/sim/market/live/trade-sides.ts, model/money-flow.ts):
 * 内盘 + 外盘 are the day's continuous volume, sides as the 成交明细 shows them; the 资金流向 split
 * is exact in 元 and classes orders by 东方财富's bounds; and after the close the live panel and the
 * data centre's 资金流向 of that day agree to the yuan, stock by stock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DataCentre } from '../../../../../gateway/sim/datacentre/datacentre';
import { dayOfTradingIndex, dayStart, MINUTE_MS, tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../../contracts/calendar/index';
import { fixedClock } from '../../../../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket } from '../../../../../gateway/sim/companies/company-backed-market';
import { amountBound, netOf, orderSizeOf, splitFlow } from '../../../../../gateway/sim/market/model/money-flow';
import { loadUniverse, referencePrice } from '../../../../../gateway/sim/market/universe';
import { FIXTURE, fixtureMarket, instantOf } from '../fixture';

test('order sizes follow 东方财富: shares or amount, whichever ranks higher', () => {
  assert.equal(orderSizeOf(500_000, 1), 'xl', '50万股');
  assert.equal(orderSizeOf(10_000, 100), 'xl', '100万元');
  assert.equal(orderSizeOf(9_900, 100), 'l', '99万元');
  assert.equal(orderSizeOf(100_000, 1), 'l', '10万股 at 1元 = 10万元 still 大单 by shares');
  assert.equal(orderSizeOf(2_000, 100), 'l', '20万元');
  assert.equal(orderSizeOf(20_000, 1), 'm', '2万股');
  assert.equal(orderSizeOf(400, 100), 'm', '4万元');
  assert.equal(orderSizeOf(19_900, 2), 's', '3.98万元, under 2万股');
  // The amount bound of a class is the lower of its amount and its shares at the price.
  assert.equal(amountBound('xl', 1), 500_000);
  assert.equal(amountBound('xl', 10), 1_000_000);
  assert.equal(amountBound('m', 1.5), 30_000);
});

test('property: the split is exact in 元 and 主力 takes more of a large cap than of a small one', () => {
  for (let key = 1; key < 400; key += 7) {
    const amount = 1e6 + key * 123_457.3;
    const p = splitFlow(key, 5000 + key, amount, (key % 21) - 10, 12.34, 5e9);
    const sum = Object.values(p.buy).reduce((a, b) => a + b, 0) + Object.values(p.sell).reduce((a, b) => a + b, 0);
    assert.equal(sum, Math.round(amount));
    for (const k of ['xl', 'l', 'm', 's'] as const) assert.ok(p.buy[k] >= 0 && p.sell[k] >= 0, `${k} sides are not negative`);
  }
  const main = (cap: number) => {
    let s = 0;
    for (let key = 1; key <= 50; key++) {
      const p = splitFlow(key, 6000, 1e9, 0, 20, cap);
      s += p.buy.xl + p.sell.xl + p.buy.l + p.sell.l;
    }
    return s / 50 / 1e9;
  };
  assert.ok(main(2e12) > main(1e9) + 0.1, `${main(2e12)} vs ${main(1e9)}`);
});

test('内盘 + 外盘 are the continuous volume, and the 成交明细 sides add up to them', () => {
  const day = 4310;
  const { market } = fixtureMarket(1, instantOf(day, 10 * 60 + 5));
  for (const s of FIXTURE.filter((x) => x.kind === 'capital')) {
    const q = market.quote(s.id)!;
    if (q.status === 'suspended' || q.open === null) continue;
    const flow = market.orderFlow(s.id);
    const ticks = market.ticks(s.id, 2000);
    const auction = ticks.filter((t) => t.side === 'N').reduce((a, t) => a + t.volume, 0);
    assert.equal(flow.outer + flow.inner + auction, q.volume, `${s.id}: sides + auction = volume`);
    assert.equal(
      flow.outer,
      ticks.filter((t) => t.side === 'B').reduce((a, t) => a + t.volume, 0),
      `${s.id}: 外盘 = Σ B`,
    );
    assert.equal(
      flow.inner,
      ticks.filter((t) => t.side === 'S').reduce((a, t) => a + t.volume, 0),
      `${s.id}: 内盘 = Σ S`,
    );
    const sum = Object.values(flow.flow.buy).reduce((a, b) => a + b, 0) + Object.values(flow.flow.sell).reduce((a, b) => a + b, 0);
    assert.equal(sum, Math.round(q.amount), `${s.id}: the split is the amount so far`);
  }
});

test('after the close the live panel and the data centre agree to the yuan, stock by stock', () => {
  const universe = loadUniverse();
  const day = parseDay('2026-11-20')!;
  const t = tradingIndexOf(day);
  // 16:00: the day is closed and published (the data centre's last closed day is this one).
  const at = dayStart(dayOfTradingIndex(t)) + 16 * 60 * MINUTE_MS;
  const market = createCompanyBackedMarket({
    securities: universe.all,
    constituents: (id) => universe.constituents(id),
    seed: 5,
    clock: fixedClock(at),
    referencePrice,
  });
  market.quotes();
  const dc = new DataCentre({ universe, companies: market.companies, lastClosed: () => t });
  const rows = dc.fundFlow(t, 'stock').stocks;
  assert.ok(rows.length > 1000);
  let checked = 0;
  for (const row of rows.filter((_, i) => i % 25 === 0)) {
    const live = market.orderFlow(row.id);
    assert.deepEqual(netOf(live.flow), row.net, `${row.id}: 净额 per size`);
    assert.deepEqual(live.flow.buy, row.buy, `${row.id}: buys`);
    checked++;
  }
  assert.ok(checked > 40);
});
