import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromFundRows, fromHkRows, fromIndexRows, fromStockRows, isStName } from '../../../../../gateway/sim/market/universe/rows';

test('stock rows: 亿 → shares, float defaults to total, lot 100, ST from the name', () => {
  const [mt, jk] = fromStockRows('f', 'SH', 'main', [
    ['600519', '贵州茅台', '食品饮料', '2001-08-27', 'LF', 12.56],
    ['600303', 'ST曙光', '汽车', '2000-12-26', '', 6.83, 5.5],
  ]);
  assert.deepEqual(mt?.security, {
    code: '600519',
    name: '贵州茅台',
    suffix: 'SH',
    kind: 'capital',
    board: 'main',
    industry: '食品饮料',
    listDate: '2001-08-27',
    totalShares: 1_256_000_000,
    floatShares: 1_256_000_000,
    lot: 100,
    st: false,
  });
  assert.equal(mt?.flags, 'LF');
  assert.equal(mt?.source, 'f#1');
  assert.equal(jk?.security.floatShares, 550_000_000);
  assert.equal(jk?.security.st, true);
  assert.equal(jk?.source, 'f#2');
});

test('HK, fund and index rows', () => {
  const [tx] = fromHkRows('hk', [['00700', '腾讯控股', '传媒', '2004-06-16', 'HCT', 100, 91.8]]);
  assert.equal(tx?.security.lot, 100);
  assert.equal(tx?.security.board, 'hk');
  const [etf, of] = fromFundRows('funds', [
    ['510300', 'SH', '沪深300ETF', 'fund_onside', '2012-05-28', 910],
    ['005215', 'OF', '南方全天候策略混合(FOF)A', 'fund_fof', '2017-10-19', 1.5],
  ]);
  assert.equal(etf?.security.lot, 100);
  assert.equal(of?.security.lot, 1);
  assert.equal(of?.security.board, 'fund');
  const [hsi] = fromIndexRows('idx', [['HSI', 'HK', '恒生指数', 'index_hk_hs', '1969-11-24', { by: 'select', market: 'hk', flags: ['H'] }]]);
  assert.equal(hsi?.security.totalShares, 0);
  assert.equal(hsi?.security.board, 'index');
  assert.deepEqual(hsi?.rule, { by: 'select', market: 'hk', flags: ['H'] });
});

test('ST names', () => {
  assert.equal(isStName('ST红太阳'), true);
  assert.equal(isStName('*ST金科'), true);
  assert.equal(isStName('中国石化'), false);
});
