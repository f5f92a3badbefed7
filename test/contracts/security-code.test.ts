import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isAShareStockId, readSecurityCode, securityIdFromInput } from '../../contracts/security-code';
import { isSecurityId } from '../../contracts/market';

test('every spelling people use names the same security', () => {
  for (const input of ['600519', '600519.SH', '600519.sh', 'sh600519', 'SH600519', ' sh.600519 ', 'Sh600519']) {
    assert.equal(securityIdFromInput(input), '600519.SH', input);
  }
  assert.equal(securityIdFromInput('000001'), '000001.SZ');
  assert.equal(securityIdFromInput('sz300750'), '300750.SZ');
  assert.equal(securityIdFromInput('830799'), '830799.BJ');
  assert.equal(securityIdFromInput('hk00700'), '00700.HK');
  assert.equal(securityIdFromInput('00700.hk'), '00700.HK');
  assert.equal(securityIdFromInput('000300.SH'), '000300.SH', 'an index keeps its exchange');
});

test('what cannot be read is named back in Chinese', () => {
  const none = readSecurityCode('');
  assert.deepEqual(none, { ok: false, input: '', reason: '未提供证券代码' });
  const bad = readSecurityCode('茅台');
  assert.equal(bad.ok, false);
  assert.match(!bad.ok ? bad.reason : '', /「茅台」不是有效的证券代码/);
  const unknownExchange = readSecurityCode('123456');
  assert.match(!unknownExchange.ok ? unknownExchange.reason : '', /无法识别「123456」属于哪个交易所/);
  const long = readSecurityCode('x'.repeat(200));
  assert.ok(!long.ok && long.reason.length < 80, 'a long input is cut in the message');
});

test('property: a reading is a well-formed id or a reason, never a throw', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 30 }), (s) => {
      const r = readSecurityCode(s);
      if (r.ok) assert.ok(isSecurityId(r.id));
      else assert.ok(r.reason.length > 0);
    }),
  );
});

test('A-share stock codes by range: not funds, indexes, HK or malformed ids', () => {
  for (const id of ['600519.SH', '688981.SH', '000858.SZ', '300750.SZ', '830799.BJ', '430047.BJ', '920001.BJ']) assert.ok(isAShareStockId(id), id);
  for (const id of ['510300.SH', '159915.SZ', '000001.SH', '399001.SZ', '899050.BJ', '00700.HK', 'HSI.HK', '600519', '501018.OF'])
    assert.ok(!isAShareStockId(id), id);
});
