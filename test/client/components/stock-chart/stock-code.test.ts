import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullScreenKLineUrl, isIndexId, stockCodeOf } from '../../../../client/components/stock-chart/stock-code';
import { readOverlayQuery } from '../../../../client/components/stock-chart/overlay-url';
import { bareCodeSuffix, securityIdFromInput as resolveStockCode } from '../../../../contracts/security-code';

test('bare A-share codes resolve by exchange prefix; a bare code is always a stock', () => {
  assert.equal(resolveStockCode('600519'), '600519.SH');
  assert.equal(resolveStockCode('688981'), '688981.SH');
  assert.equal(resolveStockCode('000001'), '000001.SZ');
  assert.equal(resolveStockCode('300750'), '300750.SZ');
  assert.equal(resolveStockCode('920682'), '920682.BJ');
  assert.equal(resolveStockCode('830799'), '830799.BJ');
  assert.equal(bareCodeSuffix('123456'), null);
  assert.equal(bareCodeSuffix('60051'), null);
});

test('ids pass through in any letter case; junk names nothing', () => {
  assert.equal(resolveStockCode('000001.sh'), '000001.SH');
  assert.equal(resolveStockCode(' HSI.HK '), 'HSI.HK');
  assert.equal(resolveStockCode(''), null);
  assert.equal(resolveStockCode(null), null);
  assert.equal(resolveStockCode('600519.XX'), null);
  assert.equal(resolveStockCode('<script>'), null);
});

test('index ids by code range: 上证/中证, 申万, concept boards, 深证 399, 北证 899, lettered HK', () => {
  for (const id of ['000001.SH', '000300.SH', '801120.SH', '990001.SH', '399001.SZ', '399006.SZ', '899050.BJ', 'HSI.HK', 'HSTECH.HK']) {
    assert.equal(isIndexId(id), true, id);
  }
  for (const id of ['600519.SH', '688981.SH', '000001.SZ', '300750.SZ', '920682.BJ', '00700.HK', '510300.SH']) {
    assert.equal(isIndexId(id), false, id);
  }
});

test('the stockCode query of a location, and the full-screen URL', () => {
  assert.equal(stockCodeOf('?stockCode=600519.SH'), '600519.SH');
  assert.equal(stockCodeOf('stockCode=600519'), '600519.SH');
  assert.equal(stockCodeOf('?other=1'), null);
  assert.equal(fullScreenKLineUrl('600519.SH', 'week'), '/fullScreenKLine?stockCode=600519.SH&period=week');
  // The K-line's 叠加 go along, read back by the full-screen page as the stock page reads them.
  const url = fullScreenKLineUrl('600519.SH', 'day', ['000300.SH', '600036.SH']);
  assert.equal(url, '/fullScreenKLine?stockCode=600519.SH&period=day&cmp=000300.SH%2C600036.SH');
  assert.deepEqual(readOverlayQuery(url.slice(url.indexOf('?')), '600519.SH').compare, ['000300.SH', '600036.SH']);
});
