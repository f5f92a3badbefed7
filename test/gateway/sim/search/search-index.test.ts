import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSearchIndex, normaliseQuery, type Searchable } from '../../../../gateway/sim/search/search-index';

const items: Searchable[] = [
  { id: '000001.SH', code: '000001', name: '上证指数', kind: 'index_hs', pinyin: 'szzs' },
  { id: '000001.SZ', code: '000001', name: '平安银行', kind: 'capital', pinyin: 'payh' },
  { id: '600519.SH', code: '600519', name: '贵州茅台', kind: 'capital', pinyin: 'gzmt' },
  { id: '600518.SH', code: '600518', name: '康美药业', kind: 'capital', pinyin: 'kmyy' },
  { id: '000858.SZ', code: '000858', name: '五粮液', kind: 'capital', pinyin: 'wly' },
  { id: '00700.HK', code: '00700', name: '腾讯控股', kind: 'hk', pinyin: 'txkg' },
  { id: '510300.SH', code: '510300', name: '沪深300ETF', kind: 'fund_onside', pinyin: 'hs300etf' },
  { id: '000300.SH', code: '000300', name: '沪深300', kind: 'index_hs', pinyin: 'hs300' },
  { id: '801120.SH', code: '801120', name: '食品饮料', kind: 'index_hy', pinyin: 'spyl' },
  { id: '600600.SH', code: '600600', name: '青岛啤酒', kind: 'capital', pinyin: 'qdpj' },
];
const index = createSearchIndex(items);
const ids = (text: string, type?: 'all' | 'index' | 'stock') => index.search(text, type).map((s) => s.id);

test('exact code first, then code prefix', () => {
  assert.deepEqual(ids('600519'), ['600519.SH']);
  assert.deepEqual(ids('6005'), ['600518.SH', '600519.SH']);
});

test('pinyin prefix ranks gzmt first', () => {
  assert.equal(ids('gzmt')[0], '600519.SH');
  assert.equal(ids('GZ')[0], '600519.SH');
});

test('name contains', () => {
  assert.deepEqual(ids('茅台'), ['600519.SH']);
  assert.deepEqual(ids('300', 'all').slice(0, 2), ['000300.SH', '510300.SH']);
});

test('colliding codes: 000001 finds both, stock before index, and tabs filter them', () => {
  assert.deepEqual(ids('000001'), ['000001.SZ', '000001.SH']);
  assert.deepEqual(ids('000001', 'index'), ['000001.SH']);
  assert.deepEqual(ids('000001', 'stock'), ['000001.SZ']);
});

test('tabs: 指数 shows every index kind, 股票 shows A and HK stocks, not funds', () => {
  assert.deepEqual(ids('spyl', 'index'), ['801120.SH']);
  assert.deepEqual(ids('txkg', 'stock'), ['00700.HK']);
  assert.deepEqual(ids('hs300etf', 'stock'), []);
  assert.deepEqual(ids('hs300etf', 'all'), ['510300.SH']);
});

test('empty, blank and unmatched queries return nothing; limit caps the list', () => {
  assert.deepEqual(ids(''), []);
  assert.deepEqual(ids('   '), []);
  assert.deepEqual(ids('zzzz'), []);
  assert.deepEqual(ids("'; DROP TABLE users; --"), []);
  assert.equal(index.search('0', 'all', 2).length, 2);
  const many = createSearchIndex(
    Array.from({ length: 120 }, (_, i) => ({ id: `${600000 + i}.SH`, code: String(600000 + i), name: `股票${i}`, kind: 'capital' as const, pinyin: 'gp' })),
  );
  assert.equal(many.search('6').length, 50);
});

test('full-width input is folded', () => {
  assert.equal(normaliseQuery(' ６００５１９ '), '600519');
  assert.deepEqual(ids('ＧＺＭＴ'), ['600519.SH']);
});
