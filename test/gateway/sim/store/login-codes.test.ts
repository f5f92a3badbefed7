import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CAPTCHA_TTL_MS, SMS_CODE_TTL_MS, SMS_MAX_TRIES, SMS_RESEND_INTERVAL_MS } from '../../../../contracts/endpoints/login';
import { AccountError } from '../../../../gateway/sim/store/account-error';
import { openStore } from '../../../../gateway/sim/store/open-store';

function setup(t: { after: (fn: () => void) => void }) {
  const store = openStore(':memory:');
  t.after(() => store.close());
  return store.loginCodes;
}

test('challenges: single use, case-insensitive, expire', (t) => {
  const codes = setup(t);
  const id = codes.createChallenge('ab3k', 0);
  assert.equal(codes.challengeAnswer(id), 'AB3K');
  assert.equal(codes.answerChallenge(id, 'Ab3K', 1), 'ok');
  assert.equal(codes.answerChallenge(id, 'AB3K', 1), 'unknown');
  const wrong = codes.createChallenge('AAAA', 0);
  assert.equal(codes.answerChallenge(wrong, 'BBBB', 1), 'wrong');
  assert.equal(codes.answerChallenge(wrong, 'AAAA', 1), 'unknown');
  const old = codes.createChallenge('CCCC', 0);
  assert.equal(codes.answerChallenge(old, 'CCCC', CAPTCHA_TTL_MS), 'expired');
});

test('expired challenges are purged as new ones are made', (t) => {
  const codes = setup(t);
  const old = codes.createChallenge('CCCC', 0);
  codes.createChallenge('DDDD', CAPTCHA_TTL_MS + 1);
  assert.equal(codes.challengeAnswer(old), undefined);
});

test('SMS: resend interval, expiry, tries, consumption', (t) => {
  const codes = setup(t);
  const phone = '13800138000';
  codes.issueSmsCode(phone, '123456', 0);
  assert.throws(() => codes.issueSmsCode(phone, '654321', SMS_RESEND_INTERVAL_MS - 1), (e: unknown) => e instanceof AccountError && e.code === '409' && /1秒后/.test(e.message));
  assert.deepEqual(codes.verifySmsCode(phone, '000000', 1), { status: 'wrong', triesLeft: SMS_MAX_TRIES - 1 });
  assert.deepEqual(codes.verifySmsCode('13900139000', '123456', 1), { status: 'none' });
  assert.deepEqual(codes.verifySmsCode(phone, '123456', 2), { status: 'ok' });
  assert.deepEqual(codes.verifySmsCode(phone, '123456', 3), { status: 'none' });

  codes.issueSmsCode(phone, '111111', SMS_RESEND_INTERVAL_MS);
  assert.deepEqual(codes.verifySmsCode(phone, '111111', SMS_RESEND_INTERVAL_MS + SMS_CODE_TTL_MS), { status: 'expired' });
  codes.issueSmsCode(phone, '222222', 2 * SMS_RESEND_INTERVAL_MS);
  for (let i = 1; i < SMS_MAX_TRIES; i++) assert.equal(codes.verifySmsCode(phone, '999999', 0 + 2 * SMS_RESEND_INTERVAL_MS).status, 'wrong');
  assert.deepEqual(codes.verifySmsCode(phone, '999999', 2 * SMS_RESEND_INTERVAL_MS), { status: 'exhausted' });
  assert.deepEqual(codes.verifySmsCode(phone, '222222', 2 * SMS_RESEND_INTERVAL_MS), { status: 'exhausted' });
  // A new code resets the tries.
  codes.issueSmsCode(phone, '333333', 3 * SMS_RESEND_INTERVAL_MS);
  assert.deepEqual(codes.verifySmsCode(phone, '333333', 3 * SMS_RESEND_INTERVAL_MS), { status: 'ok' });
});

test('SMS codes are stored hashed', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  store.loginCodes.issueSmsCode('13800138000', '482913', 0);
  assert.ok(!JSON.stringify(store.db.prepare('SELECT * FROM sms_codes').all()).includes('482913'));
});
