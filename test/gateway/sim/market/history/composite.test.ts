import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayArb, fixtureMarket, instantOf, seedArb } from '../fixture';

test('property: a computed index closes the anchor day at its level, whatever its members trade at', () => {
  fc.assert(
    fc.property(seedArb, dayArb, fc.integer({ min: 9 * 60 + 30, max: 15 * 60 + 30 }), (seed, day, minute) => {
      const start = instantOf(day, minute);
      const { market } = fixtureMarket(seed, start, { anchorAt: start });
      // 上证指数 and 恒生指数 have reference levels in the fixture; 深证成指 and 银行 draw theirs.
      for (const [id, level] of [
        ['000001.SH', 3900],
        ['HSI.HK', 26000],
      ] as const) {
        const q = market.quote(id)!;
        assert.ok(market.constituentWeights(id)!.length > 0);
        assert.ok(Math.abs(q.preClose - level) <= 0.002, `${id} preClose ${q.preClose}`);
        const past = market.kline(id, { period: 'day', adjust: 'none', count: 3 }).filter((b) => b.ts < instantOf(day, 0));
        assert.equal(past[past.length - 1]!.close, q.preClose, `${id}: yesterday's close is today's preClose`);
      }
      for (const id of ['399001.SZ', '801780.SH', '885001.SH']) {
        const q = market.quote(id)!;
        assert.ok(q.preClose >= 1000 * 0.8 && q.preClose <= 8000 * 1.2, `${id} preClose ${q.preClose}`);
      }
    }),
    { numRuns: 15 },
  );
});
