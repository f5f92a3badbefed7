import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPriceMarket } from '../../../../gateway/sim/market/price-market';
import type { AnchorState } from '../../../../gateway/sim/market/index';
import { fixedClock } from '../../../../gateway/sim/market/live/clock';
import { FIXTURE, fixtureConstituents, instantOf } from './fixture';

test('a market built on member caps kept from an earlier boot is the same market, to the last digit', () => {
  const ts = instantOf(4300, 10 * 60 + 30);
  const make = (memberCaps?: Map<string, number>) =>
    createPriceMarket({ securities: FIXTURE, constituents: fixtureConstituents, seed: 5, clock: fixedClock(ts), ...(memberCaps ? { memberCaps } : {}) });
  const plain = make();
  const kept = new Map<string, number>();
  const first = make(kept);
  assert.ok(kept.size > 0, 'the first boot fills the caps it computed');
  const second = make(new Map(kept));
  assert.deepEqual(first.quotes(), plain.quotes());
  assert.deepEqual(second.quotes(), plain.quotes(), 'read-back caps give the same composite indexes');
  // A wrong cap would show: it sets the index's scale.
  const wrong = new Map([...kept].map(([id, cap]) => [id, cap * 2] as const));
  const index = FIXTURE.find((s) => fixtureConstituents(s.id).length > 0)!.id;
  const bars = (m: ReturnType<typeof make>) => m.kline(index, { period: 'day', adjust: 'none', count: 5 }).map((b) => b.close);
  assert.deepEqual(bars(second), bars(plain));
  assert.notDeepEqual(bars(make(wrong)), bars(plain), 'the caps matter, so the test could fail');
});

test('price models anchored from states kept by an earlier boot give the same market, and a wrong state would show', () => {
  const ts = instantOf(4300, 10 * 60 + 30);
  const make = (anchors?: Map<string, AnchorState>) =>
    createPriceMarket({ securities: FIXTURE, constituents: fixtureConstituents, seed: 5, clock: fixedClock(ts), ...(anchors ? { anchors } : {}) });
  const plain = make();
  const kept = new Map<string, AnchorState>();
  const first = make(kept);
  first.step();
  assert.ok(kept.size > 0, 'the first step solves and hands back the listed securities’ anchors');
  // Through JSON, as the boot cache stores them.
  const readBack = new Map<string, AnchorState>(Object.entries(JSON.parse(JSON.stringify(Object.fromEntries(kept)))));
  const second = make(readBack);
  assert.deepEqual(second.quotes(), plain.quotes(), 'same quotes to the last digit');
  const stock = FIXTURE.find((s) => s.kind === 'capital')!.id;
  const bars = (m: ReturnType<typeof make>) => m.kline(stock, { period: 'day', adjust: 'forward', count: 400 }).map((b) => [b.open, b.close, b.volume]);
  assert.deepEqual(bars(second), bars(plain), 'same history, 复权 included');
  const shifted = new Map([...kept].map(([id, s]) => [id, { ...s, logBase: s.logBase + 0.1 }] as const));
  assert.notDeepEqual(bars(make(shifted)), bars(plain), 'the state matters, so the test could fail');
});
