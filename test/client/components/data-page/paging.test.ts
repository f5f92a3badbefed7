import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clampPage, MAX_PAGE, pageCount, pageFromParam, pageParam, pageSlice, pageWindow } from '../../../../client/components/data-page/paging';

test('page count: at least one page, a partial last page counts', () => {
  assert.equal(pageCount(0, 50), 1);
  assert.equal(pageCount(50, 50), 1);
  assert.equal(pageCount(51, 50), 2);
  assert.equal(pageCount(1000, 20), 50);
});

test('clamp and slice: a page past the end shows the last page, before the start the first', () => {
  assert.equal(clampPage(0, 3), 1);
  assert.equal(clampPage(9, 3), 3);
  assert.equal(clampPage(2, 0), 1);
  const rows = Array.from({ length: 7 }, (_, i) => i);
  assert.deepEqual(pageSlice(rows, 2, 3), { rows: [3, 4, 5], page: 2, pages: 3 });
  assert.deepEqual(pageSlice(rows, 99, 3), { rows: [6], page: 3, pages: 3 });
  assert.deepEqual(pageSlice(rows, -1, 3), { rows: [0, 1, 2], page: 1, pages: 3 });
  assert.deepEqual(pageSlice([], 4, 3), { rows: [], page: 1, pages: 1 });
});

test('pager window: ends and two either side, gaps marked 0', () => {
  assert.deepEqual(pageWindow(1, 1), [1]);
  assert.deepEqual(pageWindow(1, 5), [1, 2, 3, 0, 5]);
  assert.deepEqual(pageWindow(6, 12), [1, 0, 4, 5, 6, 7, 8, 0, 12]);
  assert.deepEqual(pageWindow(12, 12), [1, 0, 10, 11, 12]);
});

test('the page in the address: absent, junk, zero and negatives are page 1; huge is capped; page 1 writes no parameter', () => {
  assert.equal(pageFromParam(null), 1);
  assert.equal(pageFromParam(undefined), 1);
  assert.equal(pageFromParam(''), 1);
  assert.equal(pageFromParam('abc'), 1);
  assert.equal(pageFromParam('0'), 1);
  assert.equal(pageFromParam('-4'), 1);
  assert.equal(pageFromParam('3'), 3);
  assert.equal(pageFromParam('1e9'), 1);
  assert.equal(pageFromParam('999999999'), MAX_PAGE);
  assert.equal(pageParam(1), null);
  assert.equal(pageParam(0), null);
  assert.equal(pageParam(4), '4');
});
