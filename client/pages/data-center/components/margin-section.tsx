/**
 * 融资融券: the exchanges' totals (余额(t) = 余额(t−1) + 买入 − 偿还 holds for them too), 融资余额
 * against 沪深300 over 60 days (both rebased to 100 on the first day), and the stocks' table.
 */
import type { HistoryAnswer, MarginRow } from '../../../../contracts/endpoints/datacentre';
import { LineChartBox } from '../../../components/data-page/line-chart-box';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import type { Loadable } from '../../../core/loadable';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { fetchMargin } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { EXCHANGE_NAMES, type Filterable, money, pct, price, shares, signedMoney, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';

const COLUMNS: DcColumn<MarginRow>[] = [
  nameColumn<MarginRow>(),
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  ...liveColumns<MarginRow>(),
  { key: 'finBalance', label: '融资余额', value: (r) => r.finBalance, cell: (r) => money(r.finBalance) },
  { key: 'finBuy', label: '融资买入额', value: (r) => r.finBuy, cell: (r) => money(r.finBuy) },
  { key: 'finRepay', label: '融资偿还额', value: (r) => r.finRepay, cell: (r) => money(r.finRepay) },
  {
    key: 'finNet',
    label: '融资净买入',
    value: (r) => r.finBuy - r.finRepay,
    cell: (r) => signedMoney(r.finBuy - r.finRepay),
    trend: (r) => r.finBuy - r.finRepay,
  },
  { key: 'finRatio', label: '融资余额占流通市值', value: (r) => r.finRatio, cell: (r) => pct(r.finRatio, false) },
  { key: 'secVolume', label: '融券余量', value: (r) => r.secVolume, cell: (r) => shares(r.secVolume) },
  { key: 'secSell', label: '融券卖出量', value: (r) => r.secSell, cell: (r) => shares(r.secSell) },
  { key: 'secRepay', label: '融券偿还量', value: (r) => r.secRepay, cell: (r) => shares(r.secRepay) },
  { key: 'secBalance', label: '融券余额', value: (r) => r.secBalance, cell: (r) => money(r.secBalance) },
  { key: 'total', label: '融资融券余额', value: (r) => r.total, cell: (r) => money(r.total) },
];

/** Props of {@link MarginSection}. */
export interface MarginSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
  history: Loadable<HistoryAnswer>;
}

/** See the module comment. */
export function MarginSection({ date, keep, table, history }: MarginSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchMargin);
  const a = load.data;
  const h = history.data;
  const base = h?.points[0];
  return (
    <>
      <Card>
        <CardHeader>
          <h2>融资融券{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {a && (
          <SummaryTiles
            testId="margin-market"
            tiles={a.market.flatMap((m) => [
              {
                label: `${EXCHANGE_NAMES[m.exchange]}融资余额`,
                value: money(m.finBalance),
                note: `较前日 ${signedMoney(m.finBalance - m.prevFinBalance)} · 标的 ${m.count} 只`,
              },
              {
                label: `${EXCHANGE_NAMES[m.exchange]}融资净买入`,
                value: signedMoney(m.finBuy - m.finRepay),
                trend: m.finBuy - m.finRepay,
                note: `买入 ${money(m.finBuy)} · 偿还 ${money(m.finRepay)}`,
              },
            ])}
          />
        )}
        {h && base && base.finBalance > 0 && base.index > 0 && (
          <LineChartBox
            testId="margin-chart"
            label={`两市融资余额与${h.indexName}（首日=100）`}
            height={220}
            data={{
              dates: h.points.map((p) => p.date),
              series: [
                { name: '融资余额', values: h.points.map((p) => (p.finBalance / base.finBalance) * 100) },
                { name: h.indexName, values: h.points.map((p) => (p.index > 0 ? (p.index / base.index) * 100 : null)) },
              ],
            }}
          />
        )}
      </Card>
      {a && (
        <Card>
          <CardHeader>
            <h2>个股融资融券</h2>
          </CardHeader>
          <PagedTable
            label="个股融资融券"
            testId="margin-table"
            columns={COLUMNS}
            rows={a.rows.filter(keep)}
            rowKey={(r) => r.id}
            csvName={`融资融券_${a.date}`}
            emptyText="没有符合条件的标的"
            {...table}
          />
        </Card>
      )}
    </>
  );
}
