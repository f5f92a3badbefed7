/**
 * A report table: the opened report's abstract above the rows, sorted by the address's column.
 */
import type { ResearchReport } from '../../../../contracts/endpoints/research';
import { sortRowsBy, toggleSort } from '../../../components/data-page/sort-rows';
import { DataTable } from '../../../components/data-page/data-table';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { SORT_KEYS, type SortKey, sortValue } from '../research-report.streams';
import { num, reportColumns } from './report-columns';
import { Abstract } from './report-styles';

/** See the module comment. */
export function ReportTable({
  rows,
  open,
  withStock,
  sort,
}: {
  rows: readonly ResearchReport[];
  open: string | null;
  withStock: boolean;
  sort: { key: SortKey; order: 'asc' | 'desc' };
}) {
  const sorted = sortRowsBy(rows, (r) => sortValue(r, sort.key), sort.order);
  const opened = rows.find((r) => r.id === open);
  return (
    <>
      {opened && (
        <Abstract data-testid="report-abstract">
          <h3>{opened.title}</h3>
          <div>
            {opened.org} · {opened.analysts.join('、')} · {opened.date} · {opened.pages}页 · 实际TTM EPS {num(opened.ttmEps, 4)}元
          </div>
          <p>{opened.summary}</p>
        </Abstract>
      )}
      <DataTable
        label="研报列表"
        testId="report-table"
        columns={reportColumns(open, withStock)}
        rows={sorted}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={(k) => {
          if (!(SORT_KEYS as readonly string[]).includes(k)) return;
          const { order } = toggleSort(sort, k as SortKey);
          replaceQuery({ sort: k === 'date' && order === 'desc' ? null : k, order: order === 'desc' ? null : 'asc' });
        }}
      />
    </>
  );
}
