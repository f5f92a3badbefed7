/**
 * Properties of 大宗交易 (issue 16): trades only for stocks that traded that day; each price on the
 * 0.01 grid inside the day's limit band (the day's range on a day without one); 折溢率 = 成交价 ÷
 * 收盘价 − 1; 成交额 = price × volume in whole lots of at least 200万元; 占流通市值比例 from the one
 * float count; buyers and sellers from the 龙虎榜 seat pool; the summary sums the rows; tens of
 * trades a day, more for large caps; the same day asked twice (or by a second centre) gives the
 * same table, and a later last closed day changes nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { blockBand } from '../../../../gateway/sim/datacentre/block-trades';
import { BRANCHES, INSTITUTION } from '../../../../gateway/sim/datacentre/lhb';
import { ANCHOR, centreFor } from './fixture';

const POOL = new Set([...BRANCHES, INSTITUTION]);

test('block trades: traded stocks only, price in the band, 折溢率 and 成交额 by formula, summary = Σ rows', () => {
  const dc = centreFor(1);
  fc.assert(
    fc.property(fc.integer({ min: ANCHOR - 400, max: ANCHOR }), (t) => {
      const a = dc.blockTrade(t);
      const f = dc.frames.frame(t, ANCHOR);
      let amount = 0;
      for (const r of a.rows) {
        const i = dc.row(r.id)!;
        assert.ok(f.present[i] && !f.suspended[i] && f.amount[i]! > 0, `${r.id} traded on ${a.date}`);
        const [lo, hi] = blockBand(f, i);
        assert.ok(r.price >= lo - 1e-9 && r.price <= hi + 1e-9, `${r.id} ${r.price} in [${lo}, ${hi}]`);
        if (!f.listing[i]) assert.ok(Number.isFinite(f.bandUp[i]!), `${r.id}: a band on a day after the listing`);
        assert.equal(Math.round(r.price * 100), Math.round(r.price * 100 + 1e-9), 'on the 0.01 grid');
        assert.equal(r.close, f.close[i]);
        assert.equal(r.premium, Math.round((r.price / r.close - 1) * 10_000) / 100);
        assert.equal(r.volume % 100, 0, 'whole lots');
        assert.ok(Math.abs(r.amount - r.price * r.volume) < 1e-6 * r.amount, `${r.id} amount = price × volume`);
        assert.ok(Number.isInteger(r.amount) && r.amount >= 2_000_000);
        const cap = f.close[i]! * dc.frames.floatShares(i, t);
        assert.ok(Math.abs(r.floatRatio - (r.amount / cap) * 100) <= 1e-4, `${r.id} 占流通市值比例`);
        assert.ok(POOL.has(r.buyer) && POOL.has(r.seller) && r.buyer !== r.seller);
        amount += r.amount;
      }
      const s = a.summary;
      assert.equal(s.count, a.rows.length);
      assert.equal(s.amount, amount);
      assert.equal(s.premium + s.discount + s.par, s.count);
      assert.equal(s.premium, a.rows.filter((r) => r.premium > 0).length);
      assert.equal(s.discount, a.rows.filter((r) => r.premium < 0).length);
      for (let k = 1; k < a.rows.length; k++) assert.ok(a.rows[k - 1]!.amount >= a.rows[k]!.amount, 'largest 成交额 first');
    }),
    { numRuns: 12 },
  );
});

test('block trades: tens a day over the market, discounts the most, large caps more often', () => {
  const dc = centreFor(1);
  let count = 0;
  let discount = 0;
  let premium = 0;
  const capOf: number[] = [];
  const days = 30;
  const big = { trades: 0, stocks: 0 };
  const small = { trades: 0, stocks: 0 };
  for (let k = 0; k < days; k++) {
    const t = ANCHOR - k;
    const a = dc.blockTrade(t);
    const f = dc.frames.frame(t, ANCHOR);
    count += a.rows.length;
    discount += a.summary.discount;
    premium += a.summary.premium;
    const per = new Map<string, number>();
    for (const r of a.rows) per.set(r.id, (per.get(r.id) ?? 0) + 1);
    dc.frames.stocks.forEach((s, i) => {
      if (s.exchange === 'HK' || !f.present[i] || f.suspended[i]) return;
      const cap = f.close[i]! * f.floatShares[i]!;
      capOf.push(cap);
      const side = cap >= 5e10 ? big : cap < 5e9 ? small : null;
      if (!side) return;
      side.stocks++;
      side.trades += per.get(s.id) ?? 0;
    });
  }
  // The fixture is a quarter of the market: 10–60 a day there is 40–240 a day over it.
  const perDay = count / days;
  assert.ok(perDay >= 10 && perDay <= 60, `trades a day over the slice: ${perDay}`);
  assert.ok(discount > 2 * premium, `discounts ${discount} against premiums ${premium}`);
  assert.ok(big.trades / big.stocks > 2 * (small.trades / small.stocks), `large caps ${big.trades}/${big.stocks}, small ${small.trades}/${small.stocks}`);
});

test('block trades: the same day asked twice, by a second centre or with a later last day → the same table; another seed differs', () => {
  const t = ANCHOR - 5;
  const a = centreFor(1).blockTrade(t);
  assert.deepEqual(centreFor(1).blockTrade(t), a);
  const later = centreFor(1, ANCHOR + 3).blockTrade(t);
  assert.deepEqual(later.rows, a.rows);
  assert.deepEqual(later.summary, a.summary);
  assert.notDeepEqual(centreFor(2).blockTrade(t).rows, a.rows);
});
