/**
 * sim:stats' cross-section (scripts/lib/cross-section.ts): every gated line carries a range and a
 * source, the gate takes a value inside it and refuses one outside or missing, and the measures of
 * a (small) market come out as the pages show them — PE-TTM over a loss empty, index 成交额 its members'.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GROSS_INDUSTRIES, inRange, measureCrossSection, REFERENCES, ROE_INDUSTRIES, YIELD_INDUSTRIES } from '../../scripts/lib/cross-section';
import { fixtureMarket, instantOf } from '../gateway/sim/market/fixture';

test('every line the issue asks for has a cited range', () => {
  const wanted = [
    'peMedian',
    'lossShare',
    'pbMedian',
    'dyMedian',
    'dyOver5',
    ...YIELD_INDUSTRIES.flatMap((i) => [`dyMedian ${i}`, `dyOver5 ${i}`]),
    ...ROE_INDUSTRIES.map((i) => `roe ${i}`),
    ...GROSS_INDUSTRIES.map((i) => `gross ${i}`),
    'capTurnover',
    'indexAmount',
  ];
  assert.deepEqual(Object.keys(REFERENCES).sort(), wanted.sort());
  for (const [k, r] of Object.entries(REFERENCES)) {
    assert.ok(r.lo <= r.hi, k);
    assert.ok(r.source.length > 20, `${k} names its source`);
  }
  assert.equal(ROE_INDUSTRIES.length, 5);
  assert.equal(GROSS_INDUSTRIES.length, 5);
});

test('the gate: inside passes, outside, NaN and unknown names fail', () => {
  assert.equal(inRange('lossShare', 0.2), true);
  assert.equal(inRange('lossShare', 0.05), false);
  assert.equal(inRange('lossShare', Number.NaN), false);
  assert.equal(inRange('nope', 1), false);
  assert.equal(inRange('capTurnover', 0.2), false, 'a positive cap–turnover correlation is not the real market');
});

test('measures of a market: the fixture’s index 成交额 equal their members’, caps and turnover correlate negatively, shares are shares', () => {
  const { market } = fixtureMarket(7, instantOf(3010, 15 * 60 + 30));
  market.step();
  const m = measureCrossSection(market);
  assert.ok(m.companies! > 5, `${m.companies} companies`);
  assert.equal(m.indexAmount, 0);
  assert.ok(m.lossShare! >= 0 && m.lossShare! <= 1);
  assert.ok(m.dyOver5! >= 0 && m.dyOver5! <= 1);
  assert.ok(Number.isFinite(m.peMedian!) && m.peMedian! > 0);
  assert.ok(m.capTurnover! < 0, `corr ${m.capTurnover}`);
});
