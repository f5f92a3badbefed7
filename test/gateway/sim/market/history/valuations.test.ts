import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../../contracts/calendar/index';
import { FIXTURE, fixtureMarket, instantOf, seedArb } from '../fixture';

/** Two trading days of one quarter: 2026-07-03 and 2026-07-13. */
const Q_FROM = tradingIndexOf(parseDay('2026-07-03')!);
const Q_TO = tradingIndexOf(parseDay('2026-07-13')!);

test('property: PE and PB move with the price inside a quarter; caps are the day’s shares × price', () => {
  fc.assert(
    fc.property(seedArb, fc.constantFrom(...FIXTURE.filter((s) => s.kind === 'capital').map((s) => s.id)), (seed, id) => {
      const a = fixtureMarket(seed, instantOf(Q_FROM, 11 * 60)).market;
      const b = fixtureMarket(seed, instantOf(Q_TO, 14 * 60)).market;
      const [qa, qb] = [a.quote(id), b.quote(id)];
      if (!qa || !qb) return;
      const [fa, fb] = [a.fundamentals(id), b.fundamentals(id)];
      // Caps are that day's shares (a 送转 in between changes them) × price.
      const shares = a.sharesOn(id, Q_FROM)!;
      assert.equal(fa.totalCap, shares.total * qa.price);
      assert.equal(fa.floatCap, shares.float * qa.price);
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
