import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, FIXTURE, fixtureMarket, instantOf, minuteArb, seedArb } from './fixture';

test('property: breadth counts every A-share once and agrees with the quotes', () => {
  fc.assert(
    fc.property(seedArb, dayArb, minuteArb, (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute));
      const b = market.breadth();
      const stocks = market.quotes().filter((q) => FIXTURE.find((s) => s.id === q.id)!.kind === 'capital');
      assert.equal(b.total, stocks.length);
      assert.equal(b.up + b.down + b.flat + b.suspended, b.total);
      assert.equal(b.buckets.reduce((s, x) => s + x.count, 0), b.total - b.suspended);
      assert.equal(b.up, stocks.filter((q) => q.status !== 'suspended' && q.change > 0).length);
      assert.equal(b.limitUp, stocks.filter((q) => q.status !== 'suspended' && q.price === q.limitUp).length);
      assert.equal(b.buckets[0]!.min, null);
      assert.equal(b.buckets[b.buckets.length - 1]!.max, null);
    }),
    { numRuns: 20 },
  );
});

test('rank sorts by the field, filters and pages', () => {
  const { market } = fixtureMarket(11, instantOf(4300, 11 * 60));
  const all = market.rank({ by: 'pct', limit: 500 });
  for (let i = 1; i < all.items.length; i++) assert.ok(all.items[i - 1]!.pct >= all.items[i]!.pct);
  const asc = market.rank({ by: 'amount', order: 'asc', filter: { kinds: ['capital'] }, limit: 500 });
  assert.ok(asc.items.every((q) => FIXTURE.find((s) => s.id === q.id)!.kind === 'capital'));
  for (let i = 1; i < asc.items.length; i++) assert.ok(asc.items[i - 1]!.amount <= asc.items[i]!.amount);
  const hk = market.rank({ by: 'turnover', filter: { suffixes: ['HK'] } });
  assert.deepEqual(hk.items.map((q) => q.id).sort(), ['00005.HK', '00700.HK', 'HSI.HK'].filter((id) => hk.items.some((q) => q.id === id)).sort());
  const page = market.rank({ by: 'speed', offset: 2, limit: 3 });
  assert.deepEqual(page.items, market.rank({ by: 'speed', limit: 5 }).items.slice(2, 5));
  assert.equal(page.total, all.total);
  const chinext = market.rank({ by: 'volumeRatio', filter: { boards: ['chinext', 'star'] } });
  assert.ok(chinext.items.every((q) => ['300750.SZ', '688981.SH', '301999.SZ'].includes(q.id)));
});
