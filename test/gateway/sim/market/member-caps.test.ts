import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMarket } from '../../../../gateway/sim/market/market';
import { fixedClock } from '../../../../gateway/sim/market/live/clock';
import { FIXTURE, fixtureConstituents, instantOf } from './fixture';

test('a market built on member caps kept from an earlier boot is the same market, to the last digit', () => {
  const ts = instantOf(4300, 10 * 60 + 30);
  const make = (memberCaps?: Map<string, number>) =>
    createMarket({ securities: FIXTURE, constituents: fixtureConstituents, seed: 5, clock: fixedClock(ts), ...(memberCaps ? { memberCaps } : {}) });
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
