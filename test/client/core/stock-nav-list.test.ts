/** Stepping through the list a stock page was opened from (client/core/stock-nav-list.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stepInList } from '../../../client/core/stock-nav-list';
import { PERSISTED_SCHEMA, STOCK_NAV_LIST_MAX } from '../../../client/core/persisted-schema';

test('PageDown/PageUp step to the next/previous row, wrapping round; a stock not in the list stays', () => {
  const list = ['600519.SH', '000858.SZ', '300750.SZ'];
  assert.equal(stepInList(list, '600519.SH', 1), '000858.SZ');
  assert.equal(stepInList(list, '000858.SZ', -1), '600519.SH');
  assert.equal(stepInList(list, '300750.SZ', 1), '600519.SH');
  assert.equal(stepInList(list, '600519.SH', -1), '300750.SZ');
  assert.equal(stepInList(list, '601398.SH', 1), null);
  assert.equal(stepInList(['600519.SH'], '600519.SH', 1), null);
});

test('the stored list is security ids only, bounded; anything else is dropped', () => {
  const parse = PERSISTED_SCHEMA.stockNavList;
  assert.deepEqual(parse(['600519.SH', '000001.SZ']), ['600519.SH', '000001.SZ']);
  assert.equal(parse(['600519.SH', 'javascript:alert(1)']), undefined);
  assert.equal(parse('600519.SH'), undefined);
  assert.equal(parse(Array.from({ length: STOCK_NAV_LIST_MAX + 1 }, () => '600519.SH')), undefined);
});
