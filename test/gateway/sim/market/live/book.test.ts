import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, FIXTURE, fixtureMarket, instantOf, seedArb } from '../fixture';

const EPS = 1e-9;

test('property: the book straddles the last price, five levels a side, inside the band', () => {
  fc.assert(
    fc.property(seedArb, dayArb, fc.integer({ min: 9 * 60 + 30, max: 14 * 60 + 56 }), (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute, 10));
      for (const q of market.quotes()) {
        const { bids, asks } = market.book(q.id);
        if (q.turnover === null || q.status === 'suspended' || q.status === 'closed' || q.open === null) {
          if (q.turnover === null) assert.deepEqual({ bids, asks }, { bids: [], asks: [] }, `${q.id}: no book for an index`);
          continue;
        }
        for (let i = 1; i < bids.length; i++) assert.ok(bids[i]!.price < bids[i - 1]!.price);
        for (let i = 1; i < asks.length; i++) assert.ok(asks[i]!.price > asks[i - 1]!.price);
        for (const l of [...bids, ...asks]) {
          assert.ok(l.volume > 0 && l.volume % FIXTURE.find((s) => s.id === q.id)!.lot === 0, 'whole lots');
          if (q.limitUp !== null) assert.ok(l.price <= q.limitUp + EPS && l.price >= q.limitDown! - EPS);
        }
        const bid = bids[0]?.price;
        const ask = asks[0]?.price;
        assert.ok(bid === q.price || ask === q.price, `${q.id}: ${q.price} is a best price (${bid} / ${ask})`);
        if (bid !== undefined && ask !== undefined) assert.ok(bid < ask);
        // Five levels a side unless the band cuts them short (A-share ticks are 0.01 or 0.001).
        const tick = q.id.startsWith('5') || q.id.startsWith('16') ? 0.001 : 0.01;
        if (q.limitUp === null) {
          assert.equal(bids.length, 5);
          assert.equal(asks.length, 5);
        } else if (q.price < q.limitUp && q.price > q.limitDown!) {
          assert.equal(bids.length, Math.min(5, Math.round((bid! - q.limitDown!) / tick) + 1));
          assert.equal(asks.length, Math.min(5, Math.round((q.limitUp - ask!) / tick) + 1));
        }
      }
    }),
    { numRuns: 20 },
  );
});

test('a board sealed at limit-up shows a large bid queue and no asks', () => {
  let found = 0;
  for (let seed = 1; seed <= 60 && found < 3; seed++) {
    for (const day of [4300, 4310, 4320, 4330]) {
      const { market } = fixtureMarket(seed, instantOf(day, 15 * 60 + 30));
      for (const q of market.quotes()) {
        if (q.limitUp === null || q.price !== q.limitUp || q.status === 'suspended') continue;
        const { bids, asks } = market.book(q.id);
        const sec = FIXTURE.find((s) => s.id === q.id)!;
        assert.deepEqual(asks, []);
        assert.equal(bids[0]!.price, q.limitUp);
        assert.ok(bids[0]!.volume >= sec.floatShares * 0.002 - sec.lot, `queue ${bids[0]!.volume}`);
        found++;
      }
    }
  }
  assert.ok(found > 0, 'some name closed sealed at limit-up');
});
