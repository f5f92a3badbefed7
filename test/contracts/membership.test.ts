import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vipCardText, vipExpiryDate, MEMBERSHIP_TIERS, PAY_DISCLAIMER, DAY_MS } from '../../contracts/membership';

// 2026-03-01 00:00 in UTC+8 is 2026-02-28T16:00Z.
const MARCH_1_CN = Date.UTC(2026, 1, 28, 16, 0, 0);

test('expiry shown is vipTime minus one day, in UTC+8 (spec §4, §9)', () => {
  assert.equal(vipExpiryDate(MARCH_1_CN), '2026-02-28');
  assert.equal(vipExpiryDate(MARCH_1_CN + DAY_MS), '2026-03-01');
  // One ms before midnight UTC+8 on March 1 is still Feb 28 → shown as Feb 27.
  assert.equal(vipExpiryDate(MARCH_1_CN - 1), '2026-02-27');
});

test('card text per vipType (spec §2)', () => {
  assert.match(vipCardText({ vipType: 0, vipTime: 0 }).detail, /开通会员/);
  assert.equal(vipCardText({ vipType: 1, vipTime: MARCH_1_CN }).detail, '体验到期：2026-02-28');
  assert.equal(vipCardText({ vipType: 2, vipTime: MARCH_1_CN }).detail, '会员到期：2026-02-28');
  assert.equal(vipCardText({ vipType: 3, vipTime: 0 }).title, '终身会员');
});

test('tiers: trial, monthly, yearly, lifetime; the demo says it does not charge', () => {
  assert.deepEqual(
    MEMBERSHIP_TIERS.map((t) => t.id),
    ['trial', 'month', 'year', 'lifetime'],
  );
  assert.equal(MEMBERSHIP_TIERS.find((t) => t.id === 'lifetime')?.days, null);
  for (const t of MEMBERSHIP_TIERS) {
    assert.ok(Number.isSafeInteger(t.priceFen) && t.priceFen >= 0, `${t.id} price is an integer of 分`);
    assert.ok(t.listPriceFen === null || t.listPriceFen > t.priceFen);
  }
  assert.match(PAY_DISCLAIMER, /不会.*收取/);
});

test('applyTier: renewals extend from the current expiry, lapsed or none start today, lifetime is vipType 3', async () => {
  const { applyTier, revertTier, tierById } = await import('../../contracts/membership');
  const now = MARCH_1_CN;
  const month = tierById('month')!;
  const life = tierById('lifetime')!;
  assert.deepEqual(applyTier({ vipType: 0, vipTime: 0 }, month, now), { vipType: 2, vipTime: now + 30 * DAY_MS });
  assert.deepEqual(applyTier({ vipType: 2, vipTime: now + 5 * DAY_MS }, month, now), { vipType: 2, vipTime: now + 35 * DAY_MS });
  assert.deepEqual(applyTier({ vipType: 1, vipTime: now + 2 * DAY_MS }, month, now), { vipType: 2, vipTime: now + 32 * DAY_MS });
  assert.deepEqual(applyTier({ vipType: 2, vipTime: now - DAY_MS }, month, now), { vipType: 2, vipTime: now + 30 * DAY_MS });
  assert.deepEqual(applyTier({ vipType: 2, vipTime: now + DAY_MS }, life, now), { vipType: 3, vipTime: 0 });
  // Refunds take the tier's days back off; with nothing else since, the state before returns.
  const before = { vipType: 1, vipTime: now + 2 * DAY_MS } as const;
  assert.deepEqual(revertTier(applyTier(before, month, now), month, before), before);
  const twice = applyTier(applyTier(before, month, now), month, now);
  assert.deepEqual(revertTier(twice, month, before), { vipType: 2, vipTime: now + 32 * DAY_MS });
  assert.deepEqual(revertTier({ vipType: 3, vipTime: 0 }, life, before), before);
});

test('gating: one check; members open everything, non-members get the free limits', async () => {
  const { canUse, quotaOf, valuationYearsAllowed, MEMBER_FEATURE_KEYS, FREE_LIMITS, formatFen, purchaseRefusal, tierById } = await import(
    '../../contracts/membership'
  );
  for (const f of MEMBER_FEATURE_KEYS) {
    assert.equal(canUse(f, null), false);
    assert.equal(canUse(f, { vipType: 0 }), false);
    for (const t of [1, 2, 3] as const) assert.equal(canUse(f, { vipType: t }), true);
  }
  assert.equal(quotaOf('savedScreens', { vipType: 0 }), 5);
  assert.equal(quotaOf('watchGroups', { vipType: 2 }), null);
  assert.equal(valuationYearsAllowed({ vipType: 0 }), FREE_LIMITS.valuationYears);
  assert.equal(formatFen(6800), '¥68');
  assert.equal(formatFen(1), '¥0.01');
  assert.equal(purchaseRefusal({ vipType: 0, vipTime: 0 }, tierById('trial')!, 0), '体验会员不可购买');
  assert.match(purchaseRefusal({ vipType: 3, vipTime: 0 }, tierById('month')!, 0) ?? '', /终身会员/);
  assert.equal(purchaseRefusal({ vipType: 2, vipTime: 0 }, tierById('year')!, 0), null);
});
