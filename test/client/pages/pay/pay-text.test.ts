import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countdownText, durationText, orderTimeText, priceText } from '../../../../client/pages/pay/pay-text';
import { MEMBERSHIP_TIERS } from '../../../../contracts/membership';

test('tier card texts', () => {
  assert.equal(priceText(0), '免费');
  assert.equal(priceText(58800), '¥588');
  assert.equal(priceText(6801), '¥68.01');
  assert.equal(countdownText(899_001), '15:00');
  assert.equal(countdownText(61_000), '01:01');
  assert.equal(countdownText(-5), '00:00');
  assert.equal(orderTimeText(Date.UTC(2026, 10, 23, 16, 5)), '2026-11-24 00:05');
  assert.equal(orderTimeText(null), '--');
  assert.equal(durationText({ days: null }), '永久有效');
  assert.equal(durationText({ days: 30 }), '有效期 30 天');
  assert.deepEqual(
    MEMBERSHIP_TIERS.map((t) => durationText(t)),
    ['有效期 7 天', '有效期 30 天', '有效期 365 天', '永久有效'],
  );
});
