import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardIndexOf, OVERLAY_INDEXES, overlayIndexName, overlayPatch, readOverlayQuery } from '../../../../client/components/stock-chart/overlay-url';
import { patchSearch } from '../../../../client/components/data-page/query-state';

test('the 分时 index by board and market: 上证, 深证, 创业板, 科创50, 北证50, 恒生; none for the index itself or off-exchange funds', () => {
  assert.equal(boardIndexOf('600519.SH')?.name, '上证指数');
  assert.equal(boardIndexOf('510300.SH')?.name, '上证指数');
  assert.equal(boardIndexOf('688981.SH')?.name, '科创50');
  assert.equal(boardIndexOf('000001.SZ')?.name, '深证成指');
  assert.equal(boardIndexOf('300750.SZ')?.name, '创业板指');
  assert.equal(boardIndexOf('920001.BJ')?.name, '北证50');
  assert.equal(boardIndexOf('00700.HK')?.name, '恒生指数');
  assert.equal(boardIndexOf('000001.SH'), null, '上证指数 does not overlay itself');
  assert.equal(boardIndexOf('110011.OF'), null);
  assert.equal(boardIndexOf('nonsense'), null);
  assert.equal(overlayIndexName(OVERLAY_INDEXES.star.id), '科创50');
  assert.equal(overlayIndexName('600519.SH'), null);
});

test('reading the address: any spelling of a code, distinct, at most three, never the page’s own; each bad value named in Chinese', () => {
  const q = readOverlayQuery('?stockCode=600519.SH&overlay=sh000001&cmp=000300.SH,600036,600036.sh,,600519,abc,000858.SZ,601318.SH', '600519.SH');
  assert.equal(q.index, '000001.SH');
  assert.deepEqual(q.compare, ['000300.SH', '600036.SH', '000858.SZ']);
  assert.deepEqual(q.problems.index, []);
  assert.deepEqual(q.problems.compare, [
    'K线叠加：「600519.SH」就是本页证券，无需叠加',
    'K线叠加：「abc」不是有效的证券代码，例如 600519、600519.SH 或 sh600519',
    'K线叠加最多 3 只：「601318.SH」',
  ]);
  const bad = readOverlayQuery('?overlay=123456&cmp=', '600519.SH');
  assert.equal(bad.index, null);
  assert.match(bad.problems.index[0]!, /^分时叠加：无法识别「123456」属于哪个交易所/);
  assert.deepEqual(bad.compare, []);
  assert.deepEqual(readOverlayQuery('', '600519.SH'), { index: null, compare: [], problems: { index: [], compare: [] } });
  assert.deepEqual(readOverlayQuery('?overlay=%20', '600519.SH').problems.index, [], 'a blank value is no value');
});

test('writing back: both parameters, empty ones removed, the other parameters kept', () => {
  assert.equal(
    patchSearch('?stockCode=600519.SH&cmp=abc', overlayPatch('000001.SH', ['000300.SH', '600036.SH'])),
    '?stockCode=600519.SH&cmp=000300.SH,600036.SH&overlay=000001.SH',
  );
  assert.equal(patchSearch('?stockCode=600519.SH&overlay=000001.SH&cmp=000300.SH', overlayPatch(null, [])), '?stockCode=600519.SH');
});
