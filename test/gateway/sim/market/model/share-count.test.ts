/**
 * Share counts (gateway/sim/market/model/share-count.ts): the universe's counts are the anchor's,
 * bonus issues scale them on their ex-dates, and every reader — the quote's 换手率, the caps of the
 * quote grid, rankings and the stock pages, the company model — counts the same shares on the same
 * day. CI found 宁德时代 (seed 967552423, a 10转3 after the fixture anchor) whose 总市值 counted the
 * new shares while 流通市值 and 换手率 did not; an exploration run (npm run test:explore) then found
 * 830799.BJ, whose 10转5 fell after the two years of actions the company model used to read.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scaleShares } from '../../../../../gateway/sim/market/model/share-count';
import type { CorporateAction } from '../../../../../gateway/sim/market/model/corporate-actions';
import { toRankItem } from '../../../../../gateway/sim/market/read/wire';
import type { UniverseEntry } from '../../../../../gateway/sim/market/universe/index';
import { FIXTURE, fixtureMarket, instantOf } from '../fixture';

const action = (idx: number, bonus: number, cash = 0): CorporateAction => ({ idx, bonus, cash, nominal: 1 + bonus });

test('a count known at the anchor is divided by earlier bonus issues and multiplied by later ones; cash-only actions change nothing', () => {
  const actions = [action(10, 0.5), action(15, 0, 300), action(30, 0.3)];
  assert.equal(scaleShares(1000, 20, actions, 5), 667);
  assert.equal(scaleShares(1000, 20, actions, 10), 1000, 'the ex-date itself already has the new shares');
  assert.equal(scaleShares(1000, 20, actions, 29), 1000);
  assert.equal(scaleShares(1000, 20, actions, 30), 1300);
});

/** Seeds and stocks with a bonus issue after the fixture anchor, and days either side of it. */
const CASES = [
  { seed: 967552423, id: '300750.SZ', days: [3200, 3291, 4300] }, // 10转3 on day 3291
  { seed: 1056303756, id: '830799.BJ', days: [3500, 4004] }, // 10转5 more than two years after the anchor
];

test('across a 送转 every reader counts the same shares: caps, 换手率, rankings and the company model', () => {
  for (const { seed, id, days } of CASES) {
    const first = fixtureMarket(seed, instantOf(days[0]!, 14 * 60)).market.sharesOn(id, days[0]!)!;
    const last = fixtureMarket(seed, instantOf(days.at(-1)!, 14 * 60)).market.sharesOn(id, days.at(-1)!)!;
    assert.ok(last.total > first.total * 1.2, `${id}: a bonus issue between: ${first.total} → ${last.total}`);
    assert.equal(last.float / first.float, last.total / first.total, 'float and total grow by the same factor');
    const entry: UniverseEntry = { ...FIXTURE.find((s) => s.id === id)!, pinyin: '' };
    for (const t of days) {
      const market = fixtureMarket(seed, instantOf(t, 14 * 60)).market;
      const q = market.quote(id)!;
      const shares = market.sharesOn(id, t)!;
      const f = market.fundamentals(id);
      assert.equal(f.totalCap, shares.total * q.price, `${id} ${t}`);
      assert.equal(f.floatCap, shares.float * q.price);
      assert.ok(Math.abs(q.turnover! - (q.volume / shares.float) * 100) < 1e-9, '换手率 over that day’s float');
      assert.equal(toRankItem(entry, q).totalCap, Math.round(f.totalCap!), 'rankings show the stock page’s 总市值');
      assert.equal(market.companies.company(market.companies.slotOf(id)!).capital.at(t), shares.total, 'the company model counts the same shares');
    }
  }
});
