import { test } from 'node:test';
import assert from 'node:assert/strict';
import { durationText, priceText } from '../../../../client/pages/pay/pay-text';
import { MEMBERSHIP_TIERS } from '../../../../contracts/membership';

test('tier card texts', () => {
  assert.equal(priceText(0), '免费');
  assert.equal(priceText(588), '¥588');
  assert.equal(durationText({ days: null }), '永久有效');
  assert.equal(durationText({ days: 30 }), '有效期 30 天');
  assert.deepEqual(MEMBERSHIP_TIERS.map((t) => durationText(t)), ['有效期 7 天', '有效期 30 天', '有效期 365 天', '永久有效']);
});
