/**
 * 资金流向: the market's 主力净流入 by exchange and order size, its 60-day history, and the ranked
 * table of stocks, industries or concepts (净额 and 净占比 of 超大单/大单/中单/小单).
 */
import type { FlowGroup, FlowRow, FlowScope, HistoryAnswer } from '../../../../contracts/endpoints/datacentre';
import { LineChartBox } from '../../../components/data-page/line-chart-box';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import type { Loadable } from '../../../core/loadable';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { fetchFlow } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { EXCHANGE_NAMES, type Filterable, money, pct, price, signedMoney, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';

const SCOPES: ReadonlyArray<{ key: FlowScope; label: string }> = [
  { key: 'stock', label: '个股' },
  { key: 'industry', label: '行业' },
  { key: 'concept', label: '概念' },
];

const sizeColumns = <R extends { net: FlowRow['net']; amount: number }>(): DcColumn<R>[] =>
  (
    [
      ['xl', '超大单'],
      ['l', '大单'],
      ['m', '中单'],
      ['s', '小单'],
    ] as const
  ).flatMap(([k, label]): DcColumn<R>[] => [
    { key: `${k}Net`, label: `${label}净额`, value: (r) => r.net[k], cell: (r) => signedMoney(r.net[k]), trend: (r) => r.net[k] },
    {
      key: `${k}Ratio`,
      label: `${label}净占比`,
      value: (r) => (r.amount > 0 ? (r.net[k] / r.amount) * 100 : 0),
      cell: (r) => pct(r.amount > 0 ? (r.net[k] / r.amount) * 100 : 0),
      trend: (r) => r.net[k],
    },
  ]);

const STOCK_COLUMNS: DcColumn<FlowRow>[] = [
  nameColumn<FlowRow>(),
  ...liveColumns<FlowRow>(),
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  { key: 'mainNet', label: '主力净流入', value: (r) => r.mainNet, cell: (r) => signedMoney(r.mainNet), trend: (r) => r.mainNet },
  { key: 'mainRatio', label: '主力净占比', value: (r) => r.mainRatio, cell: (r) => pct(r.mainRatio), trend: (r) => r.mainRatio },
  ...sizeColumns<FlowRow>(),
  { key: 'amount', label: '成交额', value: (r) => r.amount, cell: (r) => money(r.amount) },
  { key: 'industry', label: '行业', text: true, value: (r) => r.industry, cell: (r) => r.industry },
];

const GROUP_COLUMNS: DcColumn<FlowGroup>[] = [
  { key: 'name', label: '名称', text: true, value: (r) => r.name, cell: (r) => r.name },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  { key: 'mainNet', label: '主力净流入', value: (r) => r.mainNet, cell: (r) => signedMoney(r.mainNet), trend: (r) => r.mainNet },
  { key: 'mainRatio', label: '主力净占比', value: (r) => r.mainRatio, cell: (r) => pct(r.mainRatio), trend: (r) => r.mainRatio },
  ...sizeColumns<FlowGroup>(),
  { key: 'amount', label: '成交额', value: (r) => r.amount, cell: (r) => money(r.amount) },
  { key: 'count', label: '成分股数', value: (r) => r.count, cell: (r) => r.count },
  { key: 'leader', label: '主力净流入最大股', text: true, value: (r) => r.leader?.name ?? null, cell: (r) => r.leader?.name ?? '--' },
];

/** Props of {@link FlowSection}. */
export interface FlowSectionProps {
  date: string | null;
  scope: FlowScope;
  onScope(scope: FlowScope): void;
  keep(row: Filterable): boolean;
  table: TableState;
  history: Loadable<HistoryAnswer>;
}

/** See the module comment. */
export function FlowSection({ date, scope, onScope, keep, table, history }: FlowSectionProps) {
  const load = useKeyedLoad({ date, scope }, (p) => `${p.date ?? ''}|${p.scope}`, fetchFlow);
  const a = load.data;
  const all = a?.market.find((m) => m.exchange === 'ALL');
  const h = history.data;
  return (
    <>
      <Card>
        <CardHeader>
          <h2>大盘资金流向{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {a && all && (
          <SummaryTiles
            testId="flow-market"
            tiles={[
              ...a.market.map((m) => ({
                label: `${EXCHANGE_NAMES[m.exchange]}主力净流入`,
                value: signedMoney(m.mainNet),
                trend: m.mainNet,
                note: `净占比 ${pct(m.mainRatio)}`,
              })),
              { label: '超大单净额', value: signedMoney(all.net.xl), trend: all.net.xl },
              { label: '大单净额', value: signedMoney(all.net.l), trend: all.net.l },
              { label: '中单净额', value: signedMoney(all.net.m), trend: all.net.m },
              { label: '小单净额', value: signedMoney(all.net.s), trend: all.net.s },
            ]}
          />
        )}
        {h && h.points.length > 0 && (
          <LineChartBox
            testId="flow-history-chart"
            label="两市主力净流入（近60个交易日，亿元）"
            height={220}
            data={{
              dates: h.points.map((p) => p.date),
              series: [{ name: '主力净流入(亿)', values: h.points.map((p) => p.mainNet / 1e8) }],
              levels: [{ value: 0 }],
            }}
          />
        )}
      </Card>
      <Card>
        <CardHeader>
          <h2>资金流向排名</h2>
          <TabStrip label="资金流向范围" tabs={SCOPES} selected={scope} onSelect={onScope} />
        </CardHeader>
        {a && a.scope === scope ? (
          scope === 'stock' ? (
            <PagedTable
              label="个股资金流向"
              testId="flow-table"
              columns={STOCK_COLUMNS}
              rows={a.stocks.filter(keep)}
              rowKey={(r) => r.id}
              csvName={`个股资金流向_${a.date}`}
              emptyText="没有符合条件的个股"
              {...table}
            />
          ) : (
            <PagedTable
              label={scope === 'industry' ? '行业资金流向' : '概念资金流向'}
              testId="flow-table"
              columns={GROUP_COLUMNS}
              rows={a.groups}
              rowKey={(r) => r.id}
              csvName={`${scope === 'industry' ? '行业' : '概念'}资金流向_${a.date}`}
              emptyText="暂无板块数据"
              {...table}
            />
          )
        ) : (
          <LoadStatus value={load} />
        )}
      </Card>
    </>
  );
}
