import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decryptText, encryptText } from '../../contracts/crypto';

// Made by crypto-js 4.2 `AES.encrypt(plain, 'zhigu-app-2026', { salt: 0102030405060708 })`, the
// library this module replaced: the wire format must not change (tokens and payloads already out).
const SALT = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]);
const CRYPTO_JS_VECTORS: [string, string][] = [
  ['hello', 'U2FsdGVkX18BAgMEBQYHCEh0EgMO+4ztwDk7xO2IEsI='],
  [
    '{"v":1,"token":"abcdefgh12345678","exp":1800000000000}',
    'U2FsdGVkX18BAgMEBQYHCMFz4YHFhcuvC3sx4xfPmeA8kWN7UXArx50vgYFh33pDbWEjfn6ceQ9jB4IVNsZcmrMLtEfL91Gl564oTsQU+tY=',
  ],
  [
    `知股 分析 事件 payload ${'x'.repeat(40)}`,
    'U2FsdGVkX18BAgMEBQYHCBA3+ynr/EvjG+rsKdRuxiMDQfjHfs4afrWSDk/VmWbtWHC0ktlfd9Get1Aj5Gh3Ru1V8MDIvrkR/d9Kb52ueCMN+iPIthySkAvDK1cGS71e',
  ],
  ['0123456789abcdef', 'U2FsdGVkX18BAgMEBQYHCOWt3MqbAeEOm7neiJHBdhka8C1zHE4aEKqp7yT14Rwf'],
];

test('same bytes as crypto-js passphrase AES (OpenSSL Salted__, EVP_BytesToKey MD5, AES-256-CBC)', () => {
  for (const [plain, cipher] of CRYPTO_JS_VECTORS) {
    assert.equal(encryptText(plain, SALT), cipher);
    assert.equal(decryptText(cipher), plain);
  }
});

test('a random salt every call, and every text comes back', () => {
  assert.notEqual(encryptText('same'), encryptText('same'));
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 200, unit: 'binary' }), (plain) => {
      assert.equal(decryptText(encryptText(plain)), plain);
    }),
    { numRuns: 100 },
  );
});

test('anything that is not such a text decrypts to null', () => {
  const good = CRYPTO_JS_VECTORS[0]![1];
  for (const bad of ['', 'not base64 !!', 'aGVsbG8=', good.slice(0, -4), `A${good.slice(1)}`, good.replace('Eh0', 'Eh1')]) {
    assert.equal(decryptText(bad), null, bad);
  }
  assert.equal(decryptText(encryptText('')), null, 'an empty text is no payload');
});
