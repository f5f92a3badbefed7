import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, FIXTURE, fixtureConstituents, fixtureMarket, instantOf, minuteArb, seedArb } from './fixture';
import { createCompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import { MarketError } from '../../../../gateway/sim/market/price-market';
import { fixedClock, liveClock, LIVE_LOOP_MS } from '../../../../gateway/sim/market/live/clock';
import { parseQuote } from '../../../../contracts/ws-protocol';
import { loadUniverse, referencePrice } from '../../../../gateway/sim/market/universe/index';

function everything(market: ReturnType<typeof fixtureMarket>['market'], id: string) {
  return {
    quote: market.quote(id),
    book: market.book(id),
    ticks: market.ticks(id, 50),
    day: market.kline(id, { period: 'day', adjust: 'forward', count: 30 }),
    minutes: market.kline(id, { period: '5m', adjust: 'none', count: 60 }),
    timeShare: market.minutes(id, 5),
    fundamentals: market.fundamentals(id),
  };
}

test('property: same seed → same data, however often the market was stepped', () => {
  fc.assert(
    fc.property(seedArb, dayArb, minuteArb, fc.integer({ min: 1, max: 400 }), (seed, day, minute, strideSeconds) => {
      const target = instantOf(day, minute);
      const direct = fixtureMarket(seed, target).market;
      const stepped = fixtureMarket(seed, instantOf(day, 9 * 60)).market;
      for (let t = instantOf(day, 9 * 60); t < target; t += strideSeconds * 1000) stepped.step(t);
      stepped.step(target);
      (stepped.clock as ReturnType<typeof fixedClock>).set(target);
      for (const id of ['600519.SH', '00700.HK', '000001.SH', '510300.SH', '110022.OF', '885001.SH']) {
        assert.deepEqual(everything(stepped, id), everything(direct, id), id);
      }
      assert.deepEqual(stepped.quotes(), direct.quotes());
    }),
    { numRuns: 12 },
  );
});

test('different seeds give different markets', () => {
  const ts = instantOf(4300, 10 * 60 + 30);
  const a = fixtureMarket(1, ts)
    .market.quotes()
    .map((q) => q.price);
  const b = fixtureMarket(2, ts)
    .market.quotes()
    .map((q) => q.price);
  assert.notDeepEqual(a, b);
  assert.deepEqual(fixtureMarket(1, ts).market.quotes(), fixtureMarket(1, ts).market.quotes());
});

test('the live clock loops one trading day and the market replays it identically', () => {
  let wall = Date.parse('2026-11-20T19:00:00+08:00');
  const clock = liveClock({ wallNow: () => wall, startAt: '10:00' });
  const market = createCompanyBackedMarket({ securities: FIXTURE, constituents: fixtureConstituents, seed: 9, clock });
  const first = market.quotes();
  assert.ok(first.every((q) => q.status === 'trading' || q.status === 'suspended' || q.status === 'closed'));
  wall += 2 * 3600_000; // into the afternoon, then past the loop's end back to the morning
  market.step();
  wall += LIVE_LOOP_MS - 2 * 3600_000;
  assert.deepEqual(market.quotes(), first);
});

test('changedSince and onTick report what moved', () => {
  const { market, clock } = fixtureMarket(5, instantOf(4300, 10 * 60));
  const seq = market.step();
  const seen: Array<{ seq: number; changed: readonly string[] }> = [];
  const off = market.onTick((s, changed) => seen.push({ seq: s, changed }));
  clock.advance(3000);
  const next = market.step();
  assert.ok(next > seq);
  assert.equal(seen.length, 1);
  assert.equal(seen[0]!.seq, next);
  assert.deepEqual([...seen[0]!.changed].sort(), market.changedSince(seq).sort());
  assert.ok(seen[0]!.changed.includes('600519.SH'));
  assert.ok(!seen[0]!.changed.includes('110022.OF'), 'a net-value fund does not tick');
  assert.equal(market.step(), next, 'no time passed: nothing changed');
  off();
  clock.advance(3000);
  market.step();
  assert.equal(seen.length, 1);
});

test('quotes: lunch is a break, after the close is closed, wire quotes pass the protocol parser', () => {
  // 4301 is a full day in both markets (4300 is Christmas: HKEX closed).
  const { market, clock } = fixtureMarket(3, instantOf(4301, 12 * 60));
  const cn = market.quote('600519.SH')!;
  assert.equal(cn.status === 'suspended' ? 'break' : cn.status, 'break');
  assert.equal(market.quote('00700.HK')!.status === 'suspended' ? 'break' : market.quote('00700.HK')!.status, 'break');
  clock.set(instantOf(4301, 15 * 60 + 30));
  assert.ok(['closed', 'suspended'].includes(market.quote('600519.SH')!.status));
  assert.equal(market.quote('00700.HK')!.status === 'suspended' ? 'trading' : market.quote('00700.HK')!.status, 'trading');
  for (const q of market.wireQuotes()) assert.equal(typeof parseQuote(q), 'object', JSON.stringify(q));
  assert.equal(market.quote('999999.SH'), undefined);
  assert.equal(market.quotes(['999999.SH', '600519.SH']).length, 1);
});

test('a security not listed yet has no quote and no bars', () => {
  const { market } = fixtureMarket(3, instantOf(2000, 10 * 60)); // 2017: 新股科技 lists in 2025
  assert.equal(market.quote('301999.SZ'), undefined);
  assert.deepEqual(market.kline('301999.SZ', { period: 'day', adjust: 'none', count: 10 }), []);
  assert.deepEqual(market.book('301999.SZ'), { bids: [], asks: [] });
});

test('bad input is refused with clear errors', () => {
  const clock = fixedClock(instantOf(4300, 10 * 60));
  const dup = [...FIXTURE, FIXTURE[0]!];
  assert.throws(() => createCompanyBackedMarket({ securities: dup, constituents: () => [], seed: 1, clock }), /duplicate/);
  const wrongId = [{ ...FIXTURE[0]!, id: '600519.SZ' }];
  assert.throws(() => createCompanyBackedMarket({ securities: wrongId, constituents: () => [], seed: 1, clock }), /does not match/);
  const badDate = [{ ...FIXTURE[0]!, listDate: '2001/08/27' }];
  assert.throws(() => createCompanyBackedMarket({ securities: badDate, constituents: () => [], seed: 1, clock }), /listDate/);
  const badLot = [{ ...FIXTURE[0]!, lot: 0 }];
  assert.throws(() => createCompanyBackedMarket({ securities: badLot, constituents: () => [], seed: 1, clock }), MarketError);
  const { market } = fixtureMarket(1, instantOf(4300, 10 * 60));
  assert.throws(() => market.minutes('600519.SH', 3 as never), /days/);
  assert.throws(() => market.ticks('600519.SH', -1), /n must/);
  assert.throws(
    () => market.book('NOPE.SH'),
    (e: unknown) => e instanceof MarketError && e.code === 'unknown-security',
  );
});

test('on the real universe, today opens near the real levels: 贵州茅台 ~1450, 上证指数 ~3900, HSI ~26000', () => {
  const universe = loadUniverse();
  const clock = fixedClock(Date.parse('2026-11-20T10:00:00+08:00'));
  const market = createCompanyBackedMarket({
    securities: universe.all,
    constituents: (id) => universe.constituents(id),
    seed: 20_251_128,
    clock,
    referencePrice,
  });
  for (const id of ['600519.SH', '000001.SH', '399001.SZ', '000300.SH', 'HSI.HK', '00700.HK', '601398.SH', '510300.SH']) {
    const ref = referencePrice(id)!;
    const q = market.quote(id)!;
    assert.ok(Math.abs(q.preClose / ref - 1) <= 0.05, `${id}: preClose ${q.preClose} vs ${ref}`);
  }
  // Every referenced security: the anchor day's close is its level, bar a rare limit move under way.
  const off: string[] = [];
  let referenced = 0;
  for (const q of market.quotes()) {
    const ref = referencePrice(q.id);
    const sec = market.security(q.id)!;
    if (ref === undefined) {
      // Drawn levels: plausible for the kind (with room for a limit move on the anchor day).
      const [lo, hi] = sec.kind.startsWith('index') ? [1000, 8000] : sec.kind.startsWith('fund') ? [0.8, 5] : sec.kind === 'hk' ? [1, 200] : [3, 80];
      if (q.preClose < lo * 0.75 || q.preClose > hi * 1.25) off.push(`${q.id} ${q.preClose}`);
      continue;
    }
    referenced++;
    if (Math.abs(q.preClose / ref - 1) > 0.05) off.push(`${q.id} ${q.preClose} vs ${ref}`);
  }
  assert.ok(referenced > 500, `referenced ${referenced}`);
  assert.ok(off.length <= 5, `off their level: ${off.join(', ')}`);
});

test('the anchor is the day before the market starts, unless anchorAt says otherwise', () => {
  const fixture = { securities: FIXTURE, constituents: fixtureConstituents, seed: 4, referencePrice: () => 50 };
  const friday = Date.parse('2026-11-20T10:00:00+08:00');
  const nextWeek = Date.parse('2026-11-25T10:00:00+08:00');
  const anchoredFriday = createCompanyBackedMarket({ ...fixture, clock: fixedClock(friday) });
  const near = (q: { preClose: number } | undefined) => q !== undefined && Math.abs(q.preClose / 50 - 1) <= 0.05;
  assert.ok(near(anchoredFriday.quote('600036.SH')) && near(anchoredFriday.quote('00700.HK')));
  assert.ok(near(anchoredFriday.quote('000001.SH')) && near(anchoredFriday.quote('801780.SH')));
  // Same anchor, later clock: the same market, moved on by three days.
  const sameAnchor = createCompanyBackedMarket({ ...fixture, clock: fixedClock(nextWeek), anchorAt: friday });
  anchoredFriday.step(nextWeek);
  (anchoredFriday.clock as ReturnType<typeof fixedClock>).set(nextWeek);
  assert.deepEqual(sameAnchor.quotes(), anchoredFriday.quotes());
  // Created next week: anchored there instead.
  const anchoredLater = createCompanyBackedMarket({ ...fixture, clock: fixedClock(nextWeek) });
  assert.notDeepEqual(anchoredLater.quotes(), sameAnchor.quotes());
  assert.ok(near(anchoredLater.quote('600036.SH')));
  assert.throws(() => createCompanyBackedMarket({ ...fixture, clock: fixedClock(friday), anchorAt: Number.NaN }), MarketError);
  assert.throws(
    () => createCompanyBackedMarket({ ...fixture, clock: fixedClock(friday), referencePrice: () => -1 }),
    (e: unknown) => e instanceof MarketError && e.code === 'bad-universe',
  );
});
