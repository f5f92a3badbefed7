import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lockSlice, signRequest, verifyRequest, signingHeaders, encryptSlice, LOCK_TOKEN_LENGTH } from '../../contracts/signing';

const TOKEN = Array.from({ length: 10 }, (_, i) => String(i).repeat(8)).join('');

test('the timestamp last digit picks one of ten 8-character slices', () => {
  assert.equal(TOKEN.length, LOCK_TOKEN_LENGTH);
  assert.equal(lockSlice(TOKEN, '1700000000000'), '00000000');
  assert.equal(lockSlice(TOKEN, '1700000000003'), '33333333');
  assert.equal(lockSlice(TOKEN, '1700000000009'), '99999999');
});

const VECTORS = {
  encrypted33: 'dDEF2jL2b/p0xlfkpN9DaQ==',
  sig3: 'ff666bec5b7baeca949f9506c47cd29c4ce27d95c6b88426418dad535a159c2b',
};

test('test vectors: the slice encryption and the signature are stable', () => {
  // Fixed vectors: if these change, every deployed client stops being accepted.
  const sig = signRequest(TOKEN, '1700000000003');
  assert.match(sig, /^[0-9a-f]{64}$/);
  assert.equal(sig, signRequest(TOKEN, '1700000000003'));
  assert.notEqual(sig, signRequest(TOKEN, '1700000000013'), 'same slice, other timestamp → other signature');
  assert.equal(encryptSlice('33333333'), VECTORS.encrypted33);
  assert.equal(sig, VECTORS.sig3);
});

test('verify accepts a fresh signature and rejects missing, stale, malformed and wrong ones', () => {
  const now = 1_700_000_000_003;
  const h = signingHeaders(TOKEN, now);
  assert.equal(verifyRequest(TOKEN, h.timeStamp, h.zstokv1, now), null);
  assert.equal(verifyRequest(TOKEN, h.timeStamp, h.zstokv1, now + 4 * 60_000), null);
  assert.equal(verifyRequest(TOKEN, h.timeStamp, h.zstokv1, now + 6 * 60_000), 'stale');
  assert.equal(verifyRequest(TOKEN, '', '', now), 'missing');
  assert.equal(verifyRequest(TOKEN, undefined, h.zstokv1, now), 'missing');
  assert.equal(verifyRequest(TOKEN, 'abc', h.zstokv1, now), 'malformed-timestamp');
  assert.equal(
    verifyRequest(
      TOKEN,
      h.timeStamp,
      h.zstokv1.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      now,
    ),
    'mismatch',
  );
  const other = 'x'.repeat(80);
  assert.equal(verifyRequest(other, h.timeStamp, h.zstokv1, now), 'mismatch');
});

test('without a lock token both headers are empty (spec §7)', () => {
  assert.deepEqual(signingHeaders(null, 123), { timeStamp: '', zstokv1: '' });
  assert.deepEqual(signingHeaders('', 123), { timeStamp: '', zstokv1: '' });
});
