/**
 * The one column sort of every table page (pure, React-free): numbers by value, text by the
 * Chinese collation, and the cells with nothing to compare — null, undefined, NaN, ±∞, '' and the
 * '--' placeholder — always last whichever way the column is sorted. Stable: rows that tie keep
 * the order they came in, so the server's (or the group's) order breaks ties.
 */

/** Sort direction. */
export type SortOrder = 'asc' | 'desc';

/** What a column sorts by. */
export type SortValue = number | string | null | undefined;

/** A table's sort: which column and which way. */
export interface ColumnSort {
  key: string;
  order: SortOrder;
}

/** A cell with nothing to compare, which sorts after every real value in both directions. */
export function isBlankSortValue(v: SortValue): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  const t = v.trim();
  return t === '' || t === '--';
}

/** Ascending order of two non-blank values: numbers by value, anything else as zh-CN text. */
export function compareSortValues(x: number | string, y: number | string): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'zh-CN');
}

/** Rows ordered by `sortValue`, blanks last, ties in their incoming order. Never mutates `rows`. */
export function sortRowsBy<R>(rows: readonly R[], sortValue: (row: R) => SortValue, order: SortOrder): R[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      const ab = isBlankSortValue(a.value);
      const bb = isBlankSortValue(b.value);
      if (ab || bb) return ab === bb ? a.index - b.index : ab ? 1 : -1;
      return compareSortValues(a.value as number | string, b.value as number | string) * sign || a.index - b.index;
    })
    .map((e) => e.row);
}

/** A column that can sort: its key and the value it sorts by. */
export interface SortableColumn<R> {
  key: string;
  /** The raw value the column sorts (and exports) by; a column without one does not sort. */
  value?(row: R): SortValue;
}

/** Rows sorted by the column the sort names; the incoming order when none (or an unsortable one). */
export function sortByColumn<R>(rows: readonly R[], columns: ReadonlyArray<SortableColumn<R>>, sort: ColumnSort | null | undefined): R[] {
  const value = sort ? columns.find((c) => c.key === sort.key)?.value : undefined;
  if (!sort || !value) return [...rows];
  return sortRowsBy(rows, value, sort.order);
}

/** A header click: the sorted column flips its order, another column starts descending. */
export function toggleSort<K extends string>(current: { key: K; order: SortOrder } | null | undefined, key: K): { key: K; order: SortOrder } {
  if (current?.key === key) return { key, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { key, order: 'desc' };
}

/** A header click on a three-state column: 降序 → 升序 → unsorted (the list's own order). */
export function cycleSort<K extends string>(current: { key: K; order: SortOrder } | null, key: K): { key: K; order: SortOrder } | null {
  if (current?.key !== key) return { key, order: 'desc' };
  return current.order === 'desc' ? { key, order: 'asc' } : null;
}
