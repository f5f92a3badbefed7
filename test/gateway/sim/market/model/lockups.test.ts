/**
 * What total − float is (issue 16): for an A+H or A+B company it is the other class of shares,
 * which trades on its own market and never joins the A float — 招商银行's H shares once showed in
 * 限售解禁 as 定增 batches, 21 of the 23 rows of 未来三月; for a company running a 限制性股票激励 plan
 * it is the plan's tranches still locked, vesting 12/24/36 months after the grant, with the
 * tranches that vested before the anchor shown as past 解禁 (the float before them lower). Every
 * 解禁 day is a mainland trading day, though the trading index also counts the days only HKEX trades.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayOfTradingIndex, isMainlandClosed, tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { dayOfDate, formatDay } from '../../../../../contracts/calendar/index';
import {
  incentivePlan,
  LOCKUP_KINDS,
  lockupSchedule,
  lockupsOf,
  type PlannedSecurity,
  unlockedBy,
  withIncentivePlan,
} from '../../../../../gateway/sim/market/model/lockups';
import { buildProfile } from '../../../../../gateway/sim/market/model/profile';
import { floatSharesAt, scaleShares } from '../../../../../gateway/sim/market/model/share-count';
import { normaliseSeed } from '../../../../../gateway/sim/shared/rng';
import { loadUniverse } from '../../../../../gateway/sim/market/universe/index';
import { ANCHOR, sourceFor } from '../../companies/fixture';

const MONTH_DAYS = 30.44;

test('A+H and A+B companies: no 解禁 batch ever, the float moves only with 送转; the HK listing of an A+H company is marked too', () => {
  const u = loadUniverse();
  assert.equal(u.byId.get('600036.SH')!.otherClass, 'H', '招商银行');
  assert.equal(u.byId.get('000596.SZ')!.otherClass, 'B', '古井贡酒');
  assert.equal(u.byId.get('03968.HK')!.otherClass, 'A', '招商银行 H');
  assert.equal(u.byId.get('600519.SH')!.otherClass, undefined, '贵州茅台');
  for (const seed of [1, 2]) {
    const src = sourceFor(seed);
    const classed = src.models.filter((m) => m.profile.sec.otherClass !== undefined);
    assert.ok(classed.length > 100);
    for (const m of classed) {
      assert.deepEqual(lockupsOf(m), [], m.profile.sec.id);
      for (const t of [ANCHOR - 300, ANCHOR + 1, ANCHOR + 250]) assert.equal(unlockedBy(m, t), 0);
    }
  }
});

test('股权激励: tranches 12/24/36 months after the grant (40/30/30%), the locked ones carved out of a fully floating company', () => {
  for (const seed of [1, 7]) {
    const s = normaliseSeed(seed);
    const src = sourceFor(seed);
    let eligible = 0;
    let planned = 0;
    for (const m of src.models) {
      const sec: PlannedSecurity = m.profile.sec;
      const data = loadUniverse().byId.get(sec.id)!;
      const plan = sec.incentive;
      if (data.kind === 'capital' && !data.st && !data.otherClass && data.floatShares === data.totalShares && !['银行', '非银金融'].includes(data.industry))
        eligible++;
      if (!plan) {
        assert.equal(sec.floatShares, data.floatShares, `${sec.id}: no plan, the data's float`);
        continue;
      }
      planned++;
      assert.deepEqual(incentivePlan(s, data, ANCHOR), plan, 'a pure function of seed, security and anchor');
      assert.equal(data.floatShares, data.totalShares, `${sec.id}: only a company whose shares all float`);
      assert.ok(!['银行', '非银金融'].includes(data.industry) && !data.st);
      const granted = plan.tranches.reduce((x, q) => x + q.shares, 0);
      assert.ok(granted >= 0.0039 * data.totalShares && granted <= 0.0241 * data.totalShares, `${sec.id}: 0.4–2.4% of the shares`);
      plan.tranches.forEach((q, i) => {
        assert.equal(q.months, 12 * (i + 1));
        assert.ok(Math.abs(q.shares - granted * [0.4, 0.3, 0.3][i]!) <= 200);
        // The grant registers on a trading day (up to a holiday week after the draw); the tranche lists on the
        // first trading days after the anniversary, within eight of them.
        const days = dayOfTradingIndex(q.idx) - dayOfTradingIndex(plan.grantIdx);
        assert.ok(days >= q.months * MONTH_DAYS - 12 && days <= q.months * MONTH_DAYS + 20, `${sec.id}: tranche ${i + 1} after ${days} days`);
      });
      assert.ok(plan.grantIdx < ANCHOR);
      assert.equal(
        plan.lockedAtAnchor,
        plan.tranches.filter((q) => q.idx > ANCHOR).reduce((x, q) => x + q.shares, 0),
      );
      assert.equal(sec.floatShares, data.floatShares - plan.lockedAtAnchor, `${sec.id}: the locked tranches leave the float`);
      const batches = lockupsOf(m);
      assert.ok(batches.every((b) => b.kind === LOCKUP_KINDS.incentive));
      // Each tranche, before or after the anchor, steps the float by its shares on its day (送转 scaling both).
      for (const b of batches) {
        const factor = scaleShares(1e9, ANCHOR, m.actionsUpTo(Math.max(b.idx, ANCHOR)), b.idx) / 1e9;
        const step = floatSharesAt(m, b.idx) - floatSharesAt(m, b.idx - 1);
        const bonus = m.actionsUpTo(Math.max(b.idx, ANCHOR)).some((a) => a.idx === b.idx && a.bonus > 0);
        if (!bonus) assert.ok(Math.abs(step - b.shares * factor) <= 2, `${sec.id} ${b.idx}: steps by ${step}, batch ${b.shares}`);
      }
      assert.equal(floatSharesAt(m, ANCHOR), sec.floatShares);
    }
    const share = planned / eligible;
    assert.ok(share > 0.3 && share < 0.5, `seed ${seed}: ${planned} of ${eligible} eligible companies run a plan`);
  }
});

test('over seeds and anchors 2016–2026, every 解禁 day, lock-up start and 股权激励 grant is a mainland trading day (the index also counts HK-only days)', () => {
  const all = loadUniverse().all.filter((sec) => sec.kind === 'capital');
  // Recent listings (the IPO lock-ups, measured from the listing day) and every 5th company (定增, plans).
  const sample = all.filter((sec, i) => i % 5 === 0 || sec.listDate >= '2013-01-01');
  let batches = 0;
  for (const seed of [1, 7, 42]) {
    const s = normaliseSeed(seed);
    for (let year = 2016; year <= 2026; year += 2) {
      const anchor = tradingIndexOf(dayOfDate(year, 3 + (year % 7), 10 + seed));
      sample.forEach((data, slot) => {
        const sec = withIncentivePlan(s, data, anchor);
        const day = (idx: number) => formatDay(dayOfTradingIndex(idx));
        if (sec.incentive) assert.ok(!isMainlandClosed(sec.incentive.grantIdx), `${seed} ${sec.id} grant ${day(sec.incentive.grantIdx)}`);
        for (const l of lockupSchedule(buildProfile(s, sec, slot), anchor)) {
          batches++;
          assert.ok(!isMainlandClosed(l.idx), `${seed} ${sec.id} anchored ${day(anchor)}: ${l.kind} unlocks on ${day(l.idx)}, the mainland is closed`);
          assert.ok(!isMainlandClosed(l.from), `${seed} ${sec.id} anchored ${day(anchor)}: ${l.kind} runs from ${day(l.from)}, the mainland is closed`);
        }
      });
    }
  }
  assert.ok(batches > 5000, `${batches} batches`);
});
