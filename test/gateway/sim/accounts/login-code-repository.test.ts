import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CAPTCHA_TTL_MS, SMS_CODE_TTL_MS, SMS_MAX_TRIES, SMS_RESEND_INTERVAL_MS } from '../../../../contracts/endpoints/login';
import { SimError } from '../../../../gateway/sim/http/errors';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '../../../../gateway/sim/open-store';
import { DB_FILE_NAME } from '../../../../gateway/sim/store/index';
import { SECRET_FILE_NAME } from '../../../../gateway/sim/store/secrets';

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
  assert.throws(
    () => codes.issueSmsCode(phone, '654321', SMS_RESEND_INTERVAL_MS - 1),
    (e: unknown) => e instanceof SimError && e.code === '409' && /1秒后/.test(e.message),
  );
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

test('SMS codes are keyed with the server secret, kept outside the database: the rows alone cannot be brute-forced', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhigu-secret-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = openStore(dir);
  store.loginCodes.issueSmsCode('13800138000', '482913', 0);
  const row = store.db.prepare('SELECT code_hash FROM sms_codes').get() as { code_hash: string };
  // The old scheme: plain SHA-256 of phone:code, which a leaked database brute-forces in seconds.
  assert.notEqual(row.code_hash, createHash('sha256').update('13800138000:482913').digest('hex'));
  const secretFile = path.join(dir, SECRET_FILE_NAME);
  assert.equal(statSync(secretFile).mode & 0o777, 0o600);
  assert.ok(!readFileSync(path.join(dir, DB_FILE_NAME)).includes(readFileSync(secretFile)), 'the secret is not in the database');
  assert.equal(store.loginCodes.verifySmsCode('13800138000', '482913', 1).status, 'ok');
  store.close();
  // The same data directory keeps its secret across restarts.
  const again = openStore(dir);
  t.after(() => again.close());
  again.loginCodes.issueSmsCode('13900139000', '111222', 0);
  assert.equal(again.loginCodes.verifySmsCode('13900139000', '111222', 1).status, 'ok');
  assert.deepEqual(again.secret, Buffer.from(readFileSync(secretFile, 'utf8'), 'base64url'));
});
