import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KlineRequest, MarketView, Universe, UniverseEntry } from '../../../../gateway/sim/market/index';
import { addMarketWarmUp } from '../../../../gateway/sim/warmup/market-warm-up';
import { WarmUp } from '../../../../gateway/sim/warmup/warm-up';

const entry = (id: string, kind: string) => ({ id, kind }) as unknown as UniverseEntry;
const universe = {
  all: [entry('600519.SH', 'stock'), entry('000001.SH', 'index_hs'), entry('801120.SH', 'index_hy'), entry('HSI.HK', 'index_hk_hs')],
  byId: new Map<string, UniverseEntry>(),
} as unknown as Universe;

function fakeMarket(withPrepare: boolean): { market: MarketView; prepared: [string, KlineRequest][] } {
  const prepared: [string, KlineRequest][] = [];
  const market = {
    snapshots: () => [],
    kline: () => [],
    ...(withPrepare ? { prepareKline: async (id: string, request: KlineRequest) => void prepared.push([id, request]) } : {}),
  } as unknown as MarketView;
  return { market, prepared };
}

test('once ready, the ten years of the 主要指数 and 港股指数 boards are built ahead (industry indexes and stocks stay on demand)', async () => {
  const { market, prepared } = fakeMarket(true);
  const w = new WarmUp();
  const readyWhenPrepared: boolean[] = [];
  const original = market.prepareKline!;
  market.prepareKline = (id, request) => {
    readyWhenPrepared.push(!w.warming);
    return original(id, request);
  };
  addMarketWarmUp(w, universe, market);
  await w.start();
  assert.deepEqual(prepared, [
    ['000001.SH', { period: 'day', adjust: 'none', count: 2500 }],
    ['HSI.HK', { period: 'day', adjust: 'none', count: 2500 }],
  ]);
  assert.deepEqual(readyWhenPrepared, [true, true], 'built after the sim says ready');
});

test('a market that cannot build ahead adds no after-ready task', async () => {
  const { market } = fakeMarket(false);
  const lines: string[] = [];
  const w = new WarmUp((l) => lines.push(l));
  addMarketWarmUp(w, universe, market);
  await w.start();
  assert.ok(!lines.some((l) => l.includes('十年指数K线')), lines.join('\n'));
});
