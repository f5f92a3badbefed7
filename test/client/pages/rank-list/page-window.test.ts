import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageWindow } from '../../../../client/pages/rank-list/components/page-window';

test('pager window: ends and two either side, gaps marked 0', () => {
  assert.deepEqual(pageWindow(1, 1), [1]);
  assert.deepEqual(pageWindow(1, 5), [1, 2, 3, 0, 5]);
  assert.deepEqual(pageWindow(6, 12), [1, 0, 4, 5, 6, 7, 8, 0, 12]);
  assert.deepEqual(pageWindow(12, 12), [1, 0, 10, 11, 12]);
});
