/**
 * A data-centre table: the shared {@link DataTable} with sorting by any column, 50 rows a page
 * with a pager, and CSV export (UTF-8 BOM) of every filtered row in the current order. Sort and
 * page live in the address (the page passes them in).
 */
import { useMemo } from 'react';
import { toCsv, downloadText } from '../../../components/data-page/csv';
import { DataTable } from '../../../components/data-page/data-table';
import { Button } from '../../../ui/button';
import { StatusLine } from '../../../ui/panel-styles';
import type { PageColumn } from '../../../components/data-page/columns';
import { Pager } from '../../../components/data-page/pager';
import { pageSlice } from '../../../components/data-page/paging';
import { sortByColumn } from '../../../components/data-page/sort-rows';

/** The data centre's tables use the kit's column model (a column with a `value` sorts and exports). */
export type DcColumn<R> = PageColumn<R>;

/** Rows a page. */
export const PAGE_SIZE = 50;

/** Props of {@link PagedTable}. */
export interface PagedTableProps<R> {
  label: string;
  testId: string;
  columns: ReadonlyArray<DcColumn<R>>;
  rows: readonly R[];
  rowKey(row: R): string;
  /** File name of the export, without `.csv`. */
  csvName: string;
  sort: { key: string; order: 'asc' | 'desc' } | null;
  onSort(key: string): void;
  page: number;
  onPage(page: number): void;
  emptyText: string;
}

/** See the module comment. */
export function PagedTable<R>({ label, testId, columns, rows, rowKey, csvName, sort, onSort, page, onPage, emptyText }: PagedTableProps<R>) {
  const sorted = useMemo(() => sortByColumn(rows, columns, sort), [rows, columns, sort]);
  const { rows: shown, page: current, pages } = pageSlice(sorted, page, PAGE_SIZE);
  const exportCsv = () => {
    const cols = columns.filter((c) => c.value);
    downloadText(
      `${csvName}.csv`,
      toCsv(
        cols.map((c) => c.label),
        sorted.map((r) => cols.map((c) => c.value!(r))),
      ),
    );
  };
  return (
    <>
      {sorted.length === 0 ? (
        <StatusLine data-testid={`${testId}-empty`}>{emptyText}</StatusLine>
      ) : (
        <DataTable label={label} testId={testId} columns={columns} rows={shown} rowKey={rowKey} sort={sort ?? undefined} onSort={onSort} dense />
      )}
      <Pager page={current} pages={pages} onPage={onPage} summary={<span data-testid={`${testId}-count`}>共 {sorted.length} 条</span>}>
        <Button type="button" $small $variant="ghost" onClick={exportCsv} disabled={sorted.length === 0} data-testid={`${testId}-csv`}>
          导出CSV
        </Button>
      </Pager>
    </>
  );
}
