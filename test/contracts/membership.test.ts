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
  assert.deepEqual(MEMBERSHIP_TIERS.map((t) => t.id), ['trial', 'month', 'year', 'lifetime']);
  assert.equal(MEMBERSHIP_TIERS.find((t) => t.id === 'lifetime')?.days, null);
  for (const t of MEMBERSHIP_TIERS) assert.ok(t.listPrice === null || t.listPrice > t.price);
  assert.match(PAY_DISCLAIMER, /不会.*收取/);
});
