import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FIXTURE, fixtureMarket, instantOf, seedArb } from './fixture';

test('property: PE and PB move with the price inside a quarter; caps are shares × price', () => {
  fc.assert(
    fc.property(seedArb, fc.constantFrom(...FIXTURE.filter((s) => s.kind === 'capital').map((s) => s.id)), (seed, id) => {
      // Trading days 4304 and 4310 are 2026-07-03 and 2026-07-13: one quarter.
      const a = fixtureMarket(seed, instantOf(4304, 11 * 60)).market;
      const b = fixtureMarket(seed, instantOf(4310, 14 * 60)).market;
      const [qa, qb] = [a.quote(id), b.quote(id)];
      if (!qa || !qb) return;
      const [fa, fb] = [a.fundamentals(id), b.fundamentals(id)];
      const sec = FIXTURE.find((s) => s.id === id)!;
      assert.equal(fa.totalCap, sec.totalShares * qa.price);
      assert.equal(fa.floatCap, sec.floatShares * qa.price);
      assert.equal(fa.peTtm === null, fb.peTtm === null, 'a loss maker stays one within the quarter');
      if (fa.peTtm !== null) assert.ok(Math.abs(fa.peTtm / qa.price - fb.peTtm! / qb.price) < 1e-9 * (fa.peTtm / qa.price));
      assert.ok(fa.pb !== null && Math.abs(fa.pb / qa.price - fb.pb! / qb.price) < 1e-9 * (fa.pb / qa.price));
    }),
    { numRuns: 20 },
  );
});

test('indexes have no valuation; ETFs have caps only; some stocks lose money', () => {
  const { market } = fixtureMarket(2, instantOf(4301, 11 * 60));
  assert.deepEqual(market.fundamentals('000001.SH'), { peTtm: null, pb: null, totalCap: null, floatCap: null });
  const etf = market.fundamentals('510300.SH');
  assert.equal(etf.peTtm, null);
  assert.ok(etf.totalCap! > 0);
  let losses = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const m = fixtureMarket(seed, instantOf(4301, 11 * 60)).market;
    for (const s of FIXTURE.filter((x) => x.kind === 'capital')) if (m.fundamentals(s.id).peTtm === null) losses++;
  }
  assert.ok(losses > 0 && losses < 100, `loss makers ${losses}`);
});
