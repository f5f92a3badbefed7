/**
 * A data-centre table: the shared {@link DataTable} with sorting by any column, 50 rows a page
 * with a pager, and CSV export (UTF-8 BOM) of every filtered row in the current order. Sort and
 * page live in the address (the page passes them in).
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { toCsv, downloadText } from '../../../components/fundamentals/csv';
import { DataTable, type DataColumn } from '../../../components/fundamentals/data-table';
import { Button } from '../../../ui/button';
import { StatusLine } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';

/** A column: the table's own plus the raw value it sorts and exports by. */
export interface DcColumn<R> extends DataColumn<R> {
  /** Sort and CSV value; columns without one neither sort nor export. */
  value?(row: R): number | string | null;
}

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

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${rem(8)};
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Sorts rows by a column's value (nulls last whatever the order). */
export function sortRows<R>(rows: readonly R[], columns: ReadonlyArray<DcColumn<R>>, sort: { key: string; order: 'asc' | 'desc' } | null): R[] {
  const col = sort ? columns.find((c) => c.key === sort.key && c.value) : undefined;
  if (!col || !sort) return [...rows];
  const dir = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = col.value!(a);
    const y = col.value!(b);
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh-CN')) * dir;
  });
}

/** See the module comment. */
export function PagedTable<R>({ label, testId, columns, rows, rowKey, csvName, sort, onSort, page, onPage, emptyText }: PagedTableProps<R>) {
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const shown = sorted.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
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
        <DataTable label={label} testId={testId} columns={columns} rows={shown} rowKey={rowKey} sort={sort ?? undefined} onSort={onSort} />
      )}
      <Pager>
        <span data-testid={`${testId}-count`}>共 {sorted.length} 条</span>
        <Button type="button" onClick={() => onPage(current - 1)} disabled={current <= 1} aria-label="上一页">
          上一页
        </Button>
        <span>
          第 {current} / {pages} 页
        </span>
        <Button type="button" onClick={() => onPage(current + 1)} disabled={current >= pages} aria-label="下一页">
          下一页
        </Button>
        <Button type="button" onClick={exportCsv} disabled={sorted.length === 0} data-testid={`${testId}-csv`}>
          导出CSV
        </Button>
      </Pager>
    </>
  );
}
