import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RANK_COLUMNS, cellText, isItemColumn, nextColumnSort, serverSortOf } from '../../../../client/components/market-table/rank-columns';
import { rankItem } from '../../pages/stock/fixtures';

test('cells use the spec formats: exchange-precision price, signed percent, 万/亿, volume in 手 with its unit (股 for HK)', () => {
  const item = rankItem('600000', 1.234, { price: 12.3456, amount: 123_456_789, volume: 98_765_400, totalCap: 2.5e12, turnover: 0.5 });
  assert.equal(cellText(item, 'price'), '12.35');
  assert.equal(cellText(item, 'pct'), '+1.23%');
  assert.equal(cellText(item, 'amount'), '1.23亿');
  assert.equal(cellText(item, 'volume'), '98.77万手', 'the header says 98.77万手 too: one rule (issue 27)');
  assert.equal(cellText({ ...item, kind: 'hk' }, 'volume'), '9876.54万股');
  assert.equal(cellText(item, 'totalCap'), '2.50万亿');
  assert.equal(cellText(item, 'turnover'), '0.50%');
  assert.equal(cellText({ ...item, kind: 'fund_onside', price: 1.2346 }, 'price'), '1.235', 'funds trade in 0.001');
});

test('missing values (not traded, suspended) show --', () => {
  const item = rankItem('600000', Number.NaN, { price: Number.NaN, turnover: Number.NaN, volumeRatio: Number.NaN });
  for (const key of ['price', 'pct', 'turnover', 'volumeRatio'] as const) assert.equal(cellText(item, key), '--', key);
});

test('live columns follow quote fields; 量比 and 总市值 are static', () => {
  assert.equal(RANK_COLUMNS.price.field, 'price');
  assert.equal(RANK_COLUMNS.volumeRatio.field, null);
  assert.equal(RANK_COLUMNS.totalCap.field, null);
  assert.equal(RANK_COLUMNS.change.sort, null);
});

test('header sort: new column 降序, same column flips', () => {
  assert.deepEqual(nextColumnSort(null, 'pct'), { key: 'pct', order: 'desc' });
  assert.deepEqual(nextColumnSort({ key: 'pct', order: 'desc' }, 'pct'), { key: 'pct', order: 'asc' });
  assert.deepEqual(nextColumnSort({ key: 'pct', order: 'asc' }, 'amount'), { key: 'amount', order: 'desc' });
});

test('server sort keys: the dataset’s columns have one; the figure columns, 涨跌额 and 总市值 none (the page sorts those)', () => {
  assert.equal(serverSortOf('amount'), 'amount');
  assert.equal(serverSortOf('volumeRatio'), 'volumeRatio', '量比 is the ranking item’s own');
  for (const key of ['peTtm', 'pb', 'floatCap', 'industry', 'dividendYield', 'pct60', 'change', 'totalCap'] as const)
    assert.equal(serverSortOf(key), null, key);
  assert.ok(isItemColumn('totalCap') && !isItemColumn('peTtm'));
});
