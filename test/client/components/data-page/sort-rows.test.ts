import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  compareSortValues,
  cycleSort,
  isBlankSortValue,
  sortByColumn,
  sortRowsBy,
  toggleSort,
  type SortValue,
} from '../../../../client/components/data-page/sort-rows';

const values = (rows: readonly { v: SortValue }[]) => rows.map((r) => r.v);

test('numbers sort by value both ways', () => {
  const rows = [{ v: 3 }, { v: -1 }, { v: 10 }, { v: 2.5 }];
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'asc')), [-1, 2.5, 3, 10]);
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'desc')), [10, 3, 2.5, -1]);
});

test('text sorts by the zh-CN collation (pinyin), not by code point', () => {
  // Code-point order would put 中 (U+4E2D) before 银 (U+94F6) and 阿 (U+963F); pinyin says a < y < z.
  const rows = [{ v: '中信证券' }, { v: '银河证券' }, { v: '阿里' }];
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'asc')), ['阿里', '银河证券', '中信证券']);
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'desc')), ['中信证券', '银河证券', '阿里']);
  assert.ok(compareSortValues('阿', '中') < 0);
});

test('null, undefined, NaN, ∞, empty and -- are last whichever the order', () => {
  const rows: { v: SortValue }[] = [{ v: null }, { v: 2 }, { v: Number.NaN }, { v: undefined }, { v: 1 }, { v: Number.POSITIVE_INFINITY }];
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'asc')).slice(0, 2), [1, 2]);
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'desc')).slice(0, 2), [2, 1]);
  // Blanks keep their incoming order among themselves, in both directions.
  const tail = [null, Number.NaN, undefined, Number.POSITIVE_INFINITY];
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'asc')).slice(2), tail);
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'desc')).slice(2), tail);
  const text = [{ v: '--' }, { v: '乙' }, { v: '' }, { v: '甲' }];
  assert.deepEqual(values(sortRowsBy(text, (r) => r.v, 'asc')), ['甲', '乙', '--', '']);
  assert.deepEqual(values(sortRowsBy(text, (r) => r.v, 'desc')), ['乙', '甲', '--', '']);
  for (const b of [null, undefined, Number.NaN, '', ' -- ']) assert.equal(isBlankSortValue(b), true, String(b));
  for (const v of [0, -3, '0', '平安银行']) assert.equal(isBlankSortValue(v), false, String(v));
});

test('stable: ties keep their incoming order in both directions; the input is untouched', () => {
  const rows = [
    { id: 'a', v: 1 },
    { id: 'b', v: 2 },
    { id: 'c', v: 1 },
    { id: 'd', v: 2 },
  ];
  const before = rows.map((r) => r.id);
  assert.deepEqual(
    sortRowsBy(rows, (r) => r.v, 'asc').map((r) => r.id),
    ['a', 'c', 'b', 'd'],
  );
  assert.deepEqual(
    sortRowsBy(rows, (r) => r.v, 'desc').map((r) => r.id),
    ['b', 'd', 'a', 'c'],
  );
  assert.deepEqual(
    rows.map((r) => r.id),
    before,
  );
});

test('ISO dates sort as text in date order', () => {
  const rows = [{ v: '2024-03-31' }, { v: '2023-12-31' }, { v: '2024-06-30' }];
  assert.deepEqual(values(sortRowsBy(rows, (r) => r.v, 'desc')), ['2024-06-30', '2024-03-31', '2023-12-31']);
});

test('sortByColumn: by the named column; unknown or unsortable column keeps the order', () => {
  const rows = [
    { n: '乙', x: 2 },
    { n: '甲', x: 1 },
  ];
  const cols = [{ key: 'n', value: (r: (typeof rows)[number]) => r.n }, { key: 'x', value: (r: (typeof rows)[number]) => r.x }, { key: 'plain' }];
  assert.deepEqual(
    sortByColumn(rows, cols, { key: 'n', order: 'asc' }).map((r) => r.n),
    ['甲', '乙'],
  );
  assert.deepEqual(
    sortByColumn(rows, cols, { key: 'x', order: 'desc' }).map((r) => r.x),
    [2, 1],
  );
  assert.deepEqual(sortByColumn(rows, cols, { key: 'plain', order: 'asc' }), rows);
  assert.deepEqual(sortByColumn(rows, cols, { key: 'nope', order: 'asc' }), rows);
  assert.deepEqual(sortByColumn(rows, cols, null), rows);
  assert.notEqual(sortByColumn(rows, cols, null), rows);
});

test('header clicks: toggle flips the sorted column and starts another descending; cycle ends unsorted', () => {
  assert.deepEqual(toggleSort(null, 'pct'), { key: 'pct', order: 'desc' });
  assert.deepEqual(toggleSort({ key: 'pct', order: 'desc' }, 'pct'), { key: 'pct', order: 'asc' });
  assert.deepEqual(toggleSort({ key: 'pct', order: 'asc' }, 'pct'), { key: 'pct', order: 'desc' });
  assert.deepEqual(toggleSort({ key: 'pct', order: 'asc' }, 'amount'), { key: 'amount', order: 'desc' });
  assert.deepEqual(cycleSort(null, 'pct'), { key: 'pct', order: 'desc' });
  assert.deepEqual(cycleSort({ key: 'pct', order: 'desc' }, 'pct'), { key: 'pct', order: 'asc' });
  assert.equal(cycleSort({ key: 'pct', order: 'asc' }, 'pct'), null);
  assert.deepEqual(cycleSort({ key: 'pct', order: 'asc' }, 'amount'), { key: 'amount', order: 'desc' });
});
