import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, of } from 'rxjs';
import type { IndexBoardGroup } from '../../../../contracts/endpoints/market-data';
import {
  INDEX_GROUP_TABS,
  createIndexListPage,
  nextIndexSort,
  sortBoard,
  withLiveValues,
  type IndexListState,
} from '../../../../client/pages/index-list/index-list.streams';
import { boardItem } from '../stock/fixtures';

const ROWS = [
  boardItem('000001.SH', '上证指数', 0.3),
  boardItem('399001.SZ', '深证成指', -0.5),
  boardItem('000300.SH', '沪深300', Number.NaN),
  boardItem('000016.SH', '上证50', 1.2),
];

test('groups: main, 申万 industry, concept and HK', () => {
  assert.deepEqual(
    INDEX_GROUP_TABS.map((t) => t.group),
    ['main', 'industry', 'concept', 'hk'],
  );
});

test('header clicks cycle 降序 → 升序 → the board order', () => {
  let sort = nextIndexSort(null, 'pct');
  assert.deepEqual(sort, { key: 'pct', order: 'desc' });
  sort = nextIndexSort(sort, 'pct');
  assert.deepEqual(sort, { key: 'pct', order: 'asc' });
  assert.equal(nextIndexSort(sort, 'pct'), null);
  assert.deepEqual(nextIndexSort(sort, 'amount'), { key: 'amount', order: 'desc' });
});

test('sorting puts rows without a value last in both directions and never mutates the input', () => {
  assert.deepEqual(
    sortBoard(ROWS, { key: 'pct', order: 'desc' }).map((r) => r.name),
    ['上证50', '上证指数', '深证成指', '沪深300'],
  );
  assert.deepEqual(
    sortBoard(ROWS, { key: 'pct', order: 'asc' }).map((r) => r.name),
    ['深证成指', '上证指数', '上证50', '沪深300'],
  );
  assert.deepEqual(sortBoard(ROWS, null), ROWS);
  assert.equal(ROWS[0]!.name, '上证指数');
});

test('the store loads the selected group, refreshes it, and switches groups from scratch', (t) => {
  const asked: IndexBoardGroup[] = [];
  const refresh = new Subject<void>();
  const page = createIndexListPage({
    fetchBoard: (group) => {
      asked.push(group);
      return of(group === 'main' ? ROWS : [boardItem('801120.SH', '食品饮料', 0.8, { kind: 'index_hy' })]);
    },
    refresh$: refresh,
  });
  let last!: IndexListState;
  const sub = page.state$.subscribe((s) => (last = s));
  t.after(() => sub.unsubscribe());
  assert.equal(last.board.data?.length, 4);
  refresh.next();
  assert.deepEqual(asked, ['main', 'main']);
  page.selectGroup('industry');
  assert.equal(last.group, 'industry');
  assert.equal(last.board.for, 'industry');
  assert.equal(last.board.data?.[0]!.name, '食品饮料');
  page.sortBy('pct');
  assert.deepEqual(last.sort, { key: 'pct', order: 'desc' });
  refresh.next();
  assert.deepEqual(asked, ['main', 'main', 'industry', 'industry'], 'the refresh follows the selected group');
});

test('a sorted board orders what the cells show: live values override the fetched snapshot', () => {
  const live = new Map([
    ['399001.SZ', { price: 13100, change: 130, pct: 2.5, amount: 1e11 }],
    ['000300.SH', { price: 4500, change: -45, pct: -1, amount: 2e11 }],
  ]);
  const rows = withLiveValues(ROWS, live);
  assert.equal(rows[1]!.pct, 2.5);
  assert.equal(rows[1]!.name, '深证成指', 'other fields are kept');
  assert.equal(rows[0]!.pct, 0.3, 'rows without a live quote keep the snapshot');
  assert.deepEqual(
    sortBoard(rows, { key: 'pct', order: 'desc' }).map((r) => r.id),
    ['399001.SZ', '000016.SH', '000001.SH', '000300.SH'],
  );
  assert.deepEqual(
    sortBoard(ROWS, { key: 'pct', order: 'desc' }).map((r) => r.id),
    ['000016.SH', '000001.SH', '399001.SZ', '000300.SH'],
  );
});
