import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLEAN_URL_MEMO, cleanUrlMemoSize, redactUrl } from '../../../gateway/edge/access-log';

test('redactUrl remembers clean URLs (same answer, bounded) and never keeps one that carried a secret', () => {
  const clean = '/api/v3/data/getByconfig?name=rank&memo=1';
  const before = cleanUrlMemoSize();
  assert.equal(redactUrl(clean), clean);
  assert.equal(cleanUrlMemoSize(), before + 1);
  assert.equal(redactUrl(clean), clean, 'the remembered answer is the same');
  assert.equal(cleanUrlMemoSize(), before + 1);
  const secret = '/api/v2/user/info?token=abc&memo=2';
  assert.equal(redactUrl(secret), '/api/v2/user/info?token=[redacted]&memo=2');
  assert.equal(redactUrl(secret), '/api/v2/user/info?token=[redacted]&memo=2');
  assert.equal(cleanUrlMemoSize(), before + 1, 'a URL with a secret is not remembered');
  for (let i = 0; i < CLEAN_URL_MEMO + 10; i++) redactUrl(`/api/v1/stock/detail?code=${i}`);
  assert.equal(cleanUrlMemoSize(), CLEAN_URL_MEMO, 'bounded');
  assert.equal(redactUrl('/api/v2/login/getSmsCode?phone=13800001234'), '/api/v2/login/getSmsCode?phone=*******1234');
});
