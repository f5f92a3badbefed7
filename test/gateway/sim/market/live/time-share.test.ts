import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, FIXTURE, fixtureMarket, instantOf, seedArb } from '../fixture';
import { isHongKongClosed } from '../../../../../gateway/sim/calendar/days';

const EPS = 1e-6;

test('property: today’s time-share ends at the quote and its volumes add up to the quote volume', () => {
  fc.assert(
    fc.property(seedArb, dayArb, fc.integer({ min: 9 * 60 + 16, max: 15 * 60 + 20 }), (seed, day, minute) => {
      const { market } = fixtureMarket(seed, instantOf(day, minute, 20));
      for (const sec of FIXTURE) {
        const q = market.quote(sec.id);
        // Suspended names and HK names on an HKEX holiday have no time-share today.
        if (!q || q.status === 'suspended' || sec.kind === 'fund_outside' || (sec.suffix === 'HK' && isHongKongClosed(day))) continue;
        const [today] = market.minutes(sec.id, 1);
        assert.ok(today);
        assert.equal(today.preClose, q.preClose);
        const lastAuction = today.auction[today.auction.length - 1];
        if (sec.suffix !== 'HK') {
          assert.ok(today.auction.length >= 1 && today.auction.length <= 11);
          if (today.auction.length === 11) assert.ok(Math.abs(lastAuction!.price - q.open!) < EPS, `${sec.id} auction matches at the open`);
        }
        if (q.open === null) {
          assert.equal(today.points.length, 0);
          continue;
        }
        const points = today.points;
        assert.ok(Math.abs(points[0]!.price - q.open) < EPS);
        assert.ok(Math.abs(points[points.length - 1]!.price - q.price) < EPS, `${sec.id} ends at the price`);
        assert.equal(
          points.reduce((s, p) => s + p.volume, 0),
          q.volume,
          `${sec.id} volume`,
        );
        for (let i = 1; i < points.length; i++) assert.ok(points[i]!.ts > points[i - 1]!.ts);
        if (q.turnover !== null && q.volume > 0) {
          const avg = points[points.length - 1]!.avgPrice;
          assert.ok(Math.abs(avg - q.amount / q.volume) < EPS * avg, `${sec.id} average price is amount / volume`);
        }
      }
    }),
    { numRuns: 20 },
  );
});

test('five-day time-share: complete past days, 241 A-share points and 331 HK points', () => {
  const { market } = fixtureMarket(4, instantOf(4300, 11 * 60));
  const cn = market.minutes('600036.SH', 5);
  const hk = market.minutes('00700.HK', 5);
  assert.equal(cn.length, 5);
  assert.equal(hk.length, 5);
  for (const d of cn.slice(0, 4)) assert.ok(d.points.length === 241 && d.auction.length === 11);
  for (const d of hk.slice(0, 4)) assert.ok(d.points.length === 331 && d.auction.length === 21);
  for (let i = 1; i < cn.length; i++) assert.equal(cn[i]!.preClose, cn[i - 1]!.points[240]!.price);
  assert.ok(cn[0]!.date < cn[4]!.date);
  const index = market.minutes('000001.SH', 5);
  assert.equal(index.length, 5);
  assert.equal(index[4]!.auction.length, 11);
  assert.deepEqual(market.minutes('110022.OF', 1)[0]!.points, []);
});
