/**
 * 新股中心's table: the kit's sort over the tab's rows, the sort in the address.
 */
import { type ColumnSort, sortByColumn, toggleSort } from '../../../components/data-page/sort-rows';
import { DataTable } from '../../../components/data-page/data-table';
import { replaceQuery } from '../../../components/data-page/query-nav';
import type { IpoTab } from '../../../../contracts/endpoints/ipo';
import type { Col } from './ipo-columns';

/** The page's choices, all from the address. */
export interface Choices {
  tab: IpoTab;
  date: string | null;
  sort: string | null;
  order: 'asc' | 'desc';
}

/** A tab's table, sorted by the address's column; a header click writes the next sort there. */
export function SortedTable<R>({
  label,
  testId,
  cols,
  rows,
  c,
  rowKey,
}: {
  label: string;
  testId: string;
  cols: Col<R>[];
  rows: readonly R[];
  c: Choices;
  rowKey(r: R): string;
}) {
  return (
    <DataTable
      label={label}
      testId={testId}
      columns={cols}
      rows={sortByColumn(rows, cols, choiceSort(c))}
      rowKey={rowKey}
      {...(c.sort ? { sort: { key: c.sort, order: c.order } } : {})}
      onSort={(key) => {
        const { order } = toggleSort(choiceSort(c), key);
        replaceQuery({ sort: key, order: order === 'desc' ? null : order });
      }}
    />
  );
}

/** The sort the address names, if any. */
export function choiceSort(c: Choices): ColumnSort | null {
  return c.sort ? { key: c.sort, order: c.order } : null;
}
