/**
 * 停复牌: the stocks suspended on the day (停牌开始日, 停牌天数 so far, 停牌原因 as the 停牌公告 gives
 * it, the close carried through the run; when it ends is not known yet: 预计复牌 待定) and those that
 * resumed trading that day (the run's days and the first day's change).
 */
import type { ResumedRow, SuspendedRow } from '../../../../contracts/endpoints/datacentre';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { fetchSuspension } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { type Filterable, money, pct, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';

const SUSPENDED_COLUMNS: DcColumn<SuspendedRow>[] = [
  nameColumn<SuspendedRow>(),
  { key: 'from', label: '停牌开始日', text: true, value: (r) => r.from, cell: (r) => r.from },
  { key: 'days', label: '已停牌天数', title: '截至当日的停牌交易日数（含当日）', value: (r) => r.days, cell: (r) => `${r.days} 天` },
  { key: 'resume', label: '预计复牌', text: true, cell: () => '待定' },
  { key: 'reason', label: '停牌原因', text: true, value: (r) => r.reason, cell: (r) => r.reason },
  { key: 'close', label: '停牌前收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'floatCap', label: '流通市值', value: (r) => r.floatCap, cell: (r) => money(r.floatCap) },
];

const RESUMED_COLUMNS: DcColumn<ResumedRow>[] = [
  nameColumn<ResumedRow>(),
  { key: 'from', label: '停牌开始日', text: true, value: (r) => r.from, cell: (r) => r.from },
  { key: 'to', label: '停牌截止日', text: true, value: (r) => r.to, cell: (r) => r.to },
  { key: 'days', label: '停牌天数', value: (r) => r.days, cell: (r) => `${r.days} 天` },
  { key: 'reason', label: '停牌原因', text: true, value: (r) => r.reason, cell: (r) => r.reason },
  { key: 'close', label: '复牌日收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '复牌日涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  ...liveColumns<ResumedRow>(),
  { key: 'amount', label: '复牌日成交额', value: (r) => r.amount, cell: (r) => money(r.amount) },
];

/** Props of {@link SuspensionSection}. */
export interface SuspensionSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
  resumedTable: TableState;
}

/** See the module comment. */
export function SuspensionSection({ date, keep, table, resumedTable }: SuspensionSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchSuspension);
  const a = load.data;
  const longest = a ? a.suspended.reduce((m, r) => Math.max(m, r.days), 0) : 0;
  return (
    <>
      <Card>
        <CardHeader>
          <h2>停牌个股{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {a && (
          <>
            <SummaryTiles
              testId="suspension-summary"
              tiles={[
                { label: '停牌', value: `${a.suspended.length} 只` },
                { label: '当日新停牌', value: `${a.suspended.filter((r) => r.days === 1).length} 只` },
                { label: '复牌', value: `${a.resumed.length} 只` },
                { label: '最长停牌', value: longest > 0 ? `${longest} 天` : '--' },
              ]}
            />
            <PagedTable
              label="停牌个股"
              testId="suspended-table"
              columns={SUSPENDED_COLUMNS}
              rows={a.suspended.filter(keep)}
              rowKey={(r) => r.id}
              csvName={`停牌_${a.date}`}
              emptyText={a.suspended.length === 0 ? '当日没有停牌个股' : '没有符合条件的停牌个股'}
              {...table}
            />
          </>
        )}
      </Card>
      {a && (
        <Card>
          <CardHeader>
            <h2>复牌个股 · {a.date}</h2>
          </CardHeader>
          <PagedTable
            label="复牌个股"
            testId="resumed-table"
            columns={RESUMED_COLUMNS}
            rows={a.resumed.filter(keep)}
            rowKey={(r) => r.id}
            csvName={`复牌_${a.date}`}
            emptyText={a.resumed.length === 0 ? '当日没有复牌个股' : '没有符合条件的复牌个股'}
            {...resumedTable}
          />
        </Card>
      )}
    </>
  );
}
