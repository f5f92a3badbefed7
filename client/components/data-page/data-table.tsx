/**
 * The data pages' table: a header row, a sticky first column (line item, code or period),
 * right-aligned tabular numbers, optional emphasis rows (行业中值, 行业平均, the stock itself) and
 * signed values coloured up/down. Scrolls sideways inside its card when there are many periods.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { rem } from '../../ui/theme';
import { stickyHeadCells } from './sticky-head';

/** One column. */
export interface DataColumn<R> {
  key: string;
  label: string;
  /** Cell text (or node) of a row. */
  cell(row: R): ReactNode;
  /** A signed number that colours the cell red (>0) or green (<0). */
  trend?(row: R): number | null | undefined;
  /** Left-aligned text column (names); numbers are right-aligned. */
  text?: boolean;
  title?: string;
  /** A long text column stops at this width (px) with an ellipsis; the cell's title keeps the whole text. */
  maxWidth?: number;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<R> {
  label: string;
  columns: ReadonlyArray<DataColumn<R>>;
  rows: readonly R[];
  rowKey(row: R, index: number): string;
  /** `self` (the page's stock), `stat` (中值/平均 rows), `sub` (indented sub-items) or `head` (section heads). */
  rowKind?(row: R): 'self' | 'stat' | 'sub' | 'head' | undefined;
  testId?: string;
  /** Sortable columns: the current sort and what a header click asks for (first column never sorts). */
  sort?: { key: string; order: 'asc' | 'desc' };
  onSort?(key: string): void;
  /** Many columns (the data centre's): tighter cells, and headers that wrap onto two lines when the table would not fit. */
  dense?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.text};
  th,
  td {
    padding: ${rem(6)} ${rem(10)};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  thead th {
    ${stickyHeadCells}
    z-index: 3;
  }
  td {
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
  }
  tbody th {
    font-weight: 400;
  }
  button.pick {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button.pick:hover,
  button.pick[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  button.pick:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  tbody tr > .up {
    color: ${({ theme }) => theme.colors.up};
  }
  tbody tr > .down {
    color: ${({ theme }) => theme.colors.down};
  }
  .text {
    text-align: left;
    font-family: inherit;
  }
  td.clip {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 2;
    max-width: ${rem(220)};
    overflow: hidden;
    text-overflow: ellipsis;
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    font-family: inherit;
  }
  thead th:first-child {
    z-index: 4;
  }
  tr[data-kind='self'] > * {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
  tr[data-kind='stat'] > * {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  tr[data-kind='head'] > * {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textSecondary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  tr[data-kind='sub'] > :first-child {
    padding-left: ${rem(24)};
  }
  &[data-dense] th,
  &[data-dense] td {
    padding-left: ${rem(6)};
    padding-right: ${rem(6)};
  }
  &[data-dense] thead th {
    white-space: normal;
    text-wrap: balance;
    vertical-align: bottom;
  }
  tbody tr:hover > * {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** See the module comment. */
export function DataTable<R>({ label, columns, rows, rowKey, rowKind, testId, sort, onSort, dense }: DataTableProps<R>) {
  return (
    <Scroll>
      <Table aria-label={label} data-testid={testId} data-dense={dense ? '' : undefined}>
        <thead>
          <tr>
            {columns.map((c, j) => (
              <th
                key={c.key}
                scope="col"
                className={c.text ? 'text' : undefined}
                title={c.title}
                aria-sort={sort?.key === c.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {onSort && j > 0 ? (
                  <button type="button" className="pick" aria-pressed={sort?.key === c.key} onClick={() => onSort(c.key)}>
                    {c.label}
                    {sort?.key === c.key ? (sort.order === 'asc' ? ' ↑' : ' ↓') : ''}
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={rowKey(r, i)} data-kind={rowKind?.(r)}>
              {columns.map((c, j) => {
                const t = c.trend?.(r);
                const cls = [c.text ? 'text' : '', t !== undefined && t !== null && Number.isFinite(t) && t !== 0 ? (t > 0 ? 'up' : 'down') : '']
                  .filter(Boolean)
                  .join(' ');
                const content = c.cell(r);
                return j === 0 ? (
                  // The first column stops at 220 px with an ellipsis: its title keeps a long name readable.
                  <th key={c.key} scope="row" className={cls || undefined} title={typeof content === 'string' ? content : undefined}>
                    {content}
                  </th>
                ) : (
                  <td
                    key={c.key}
                    className={[cls, c.maxWidth ? 'clip' : ''].filter(Boolean).join(' ') || undefined}
                    data-col={c.key}
                    style={c.maxWidth ? { maxWidth: rem(c.maxWidth) } : undefined}
                    title={c.maxWidth && typeof content === 'string' ? content : undefined}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
