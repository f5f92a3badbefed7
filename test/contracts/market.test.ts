import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSecurityId, securityId, marketLabel, limitRatio, opensDetail, priceTick, MARKET_LABELS } from '../../contracts/market';
import { decryptText, encryptText } from '../../contracts/crypto';

test('security ids are {code}.{SUFFIX}', () => {
  assert.deepEqual(parseSecurityId('600519.SH'), { code: '600519', suffix: 'SH' });
  assert.deepEqual(parseSecurityId('HSI.HK'), { code: 'HSI', suffix: 'HK' });
  assert.equal(parseSecurityId('600519'), null);
  assert.equal(parseSecurityId('600519.sh'), null);
  assert.equal(parseSecurityId('../etc.SH'), null);
  assert.equal(securityId({ code: '00700', suffix: 'HK' }), '00700.HK');
});

test('market labels of spec §9', () => {
  assert.deepEqual([...MARKET_LABELS], ['深A', '沪A', '北A', '基金', 'ETF', 'LOF', 'HK', '指数']);
  assert.equal(marketLabel({ suffix: 'SH', kind: 'capital' }), '沪A');
  assert.equal(marketLabel({ suffix: 'SZ', kind: 'capital' }), '深A');
  assert.equal(marketLabel({ suffix: 'BJ', kind: 'capital' }), '北A');
  assert.equal(marketLabel({ suffix: 'HK', kind: 'hk' }), 'HK');
  assert.equal(marketLabel({ suffix: 'SH', kind: 'fund_onside' }), 'ETF');
  assert.equal(marketLabel({ suffix: 'SZ', kind: 'fund_lof' }), 'LOF');
  assert.equal(marketLabel({ suffix: 'OF', kind: 'fund_outside' }), '基金');
  assert.equal(marketLabel({ suffix: 'SH', kind: 'index_hs' }), '指数');
});

test('limit bands per board', () => {
  assert.equal(limitRatio({ board: 'main', st: false, kind: 'capital' }), 0.1);
  assert.equal(limitRatio({ board: 'chinext', st: false, kind: 'capital' }), 0.2);
  assert.equal(limitRatio({ board: 'star', st: false, kind: 'capital' }), 0.2);
  assert.equal(limitRatio({ board: 'bse', st: false, kind: 'capital' }), 0.3);
  assert.equal(limitRatio({ board: 'main', st: true, kind: 'capital' }), 0.05);
  assert.equal(limitRatio({ board: 'hk', st: false, kind: 'hk' }), null);
  assert.equal(limitRatio({ board: 'index', st: false, kind: 'index_hs' }), null);
  assert.equal(priceTick({ kind: 'capital' }, 10), 0.01);
  assert.equal(priceTick({ kind: 'fund_onside' }, 1), 0.001);
});

test('only A-shares and indexes open (spec §5)', () => {
  assert.equal(opensDetail('capital'), true);
  assert.equal(opensDetail('index_hs'), true);
  assert.equal(opensDetail('hk'), false);
  assert.equal(opensDetail('fund_fof'), false);
});

test('crypto round trip; garbage decrypts to null', () => {
  const c = encryptText('[{"name":"a","value":"知股"}]');
  assert.equal(decryptText(c), '[{"name":"a","value":"知股"}]');
  assert.equal(decryptText('garbage'), null);
  assert.equal(decryptText(''), null);
});
