import { test } from 'node:test';
import assert from 'node:assert/strict';
import { floatCapWeights, resolveConstituents } from '../../../../../gateway/sim/market/universe/constituents';
import { fromIndexRows, fromStockRows } from '../../../../../gateway/sim/market/universe/rows';

const stocks = [
  ...fromStockRows('sh', 'SH', 'main', [
    ['600519', '贵州茅台', '食品饮料', '2001-08-27', 'LF', 12.56],
    ['600809', '山西汾酒', '食品饮料', '1994-01-06', 'L', 12.2],
    ['600303', 'ST曙光', '汽车', '2000-12-26', '', 6.83],
  ]),
  ...fromStockRows('sz', 'SZ', 'main', [['002304', '洋河股份', '食品饮料', '2009-11-06', 'M', 15.06]]),
  ...fromStockRows('cy', 'SZ', 'chinext', [['300750', '宁德时代', '电力设备', '2018-06-11', 'L', 45.6, 39.1]]),
];

test('select rules filter by flags, suffix, board, prefix and industry, never ST', () => {
  const indexes = fromIndexRows('idx', [
    ['000001', 'SH', '上证指数', 'index_hs', '1991-07-15', { by: 'select', suffix: 'SH' }],
    ['000300', 'SH', '沪深300', 'index_hs', '2005-04-08', { by: 'select', flags: ['L'] }],
    ['000906', 'SH', '中证800', 'index_hs', '2007-01-15', { by: 'select', flags: ['L', 'M'] }],
    ['399006', 'SZ', '创业板指', 'index_hs', '2010-06-01', { by: 'select', boards: ['chinext'] }],
    ['399005', 'SZ', '中小100', 'index_hs', '2006-01-24', { by: 'select', suffix: 'SZ', codePrefixes: ['002'] }],
    ['801120', 'SH', '食品饮料', 'index_hy', '1999-12-30', { by: 'select', industry: '食品饮料' }],
    ['801880', 'SH', '汽车', 'index_hy', '1999-12-30', { by: 'select', industry: '汽车' }],
    ['990006', 'SH', '白酒', 'index_gn', '2024-01-02', { by: 'list', ids: ['002304.SZ', '600519.SH'] }],
  ]);
  const m = resolveConstituents([...stocks, ...indexes]);
  assert.deepEqual(m.get('000001.SH'), ['600519.SH', '600809.SH']);
  assert.deepEqual(m.get('000300.SH'), ['600519.SH', '600809.SH', '300750.SZ']);
  assert.deepEqual(m.get('000906.SH'), ['600519.SH', '600809.SH', '002304.SZ', '300750.SZ']);
  assert.deepEqual(m.get('399006.SZ'), ['300750.SZ']);
  assert.deepEqual(m.get('399005.SZ'), ['002304.SZ']);
  assert.deepEqual(m.get('801120.SH'), ['600519.SH', '600809.SH', '002304.SZ']);
  assert.deepEqual(m.get('801880.SH'), [], 'the only 汽车 stock is ST');
  assert.deepEqual(m.get('990006.SH'), ['002304.SZ', '600519.SH'], 'list order kept');
  assert.equal(m.size, 8);
});

test('float-cap weights sum to 1 and follow floatShares × price', () => {
  const members = [
    { id: 'A.SH', floatShares: 100 },
    { id: 'B.SH', floatShares: 300 },
    { id: 'C.SH', floatShares: 50 },
  ];
  const prices: Record<string, number> = { 'A.SH': 10, 'B.SH': 10, 'C.SH': 0 };
  const w = floatCapWeights(members, (id) => prices[id] ?? 0);
  assert.equal(w.get('A.SH'), 0.25);
  assert.equal(w.get('B.SH'), 0.75);
  assert.equal(w.has('C.SH'), false, 'an unpriced member carries no weight');
  assert.equal(floatCapWeights(members, () => Number.NaN).size, 0);
});
