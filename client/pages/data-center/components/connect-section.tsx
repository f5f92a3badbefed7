/**
 * 沪深港通: the day's 北向 (沪股通/深股通) and 南向 (港股通) 成交净买额 with buys and sells, their
 * 60-day history, each channel's 十大成交股, and the 北向 holdings with 持股/占流通股比/增持.
 */
import { useState } from 'react';
import type { ConnectChannel, ConnectHolding, ConnectTop, HistoryAnswer } from '../../../../contracts/endpoints/datacentre';
import { LineChartBox } from '../../../components/data-page/line-chart-box';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import type { Loadable } from '../../../core/loadable';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { fetchConnect } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { type Filterable, money, pct, price, shares, signedMoney, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';

const TOP_COLUMNS: DcColumn<ConnectTop>[] = [
  { key: 'rank', label: '排名', value: (r) => r.rank, cell: (r) => r.rank },
  nameColumn<ConnectTop>(),
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  { key: 'buy', label: '买入金额', value: (r) => r.buy, cell: (r) => money(r.buy) },
  { key: 'sell', label: '卖出金额', value: (r) => r.sell, cell: (r) => money(r.sell) },
  { key: 'net', label: '净买额', value: (r) => r.net, cell: (r) => signedMoney(r.net), trend: (r) => r.net },
  { key: 'total', label: '成交金额', value: (r) => r.buy + r.sell, cell: (r) => money(r.buy + r.sell) },
];

const HOLD_COLUMNS: DcColumn<ConnectHolding>[] = [
  nameColumn<ConnectHolding>(),
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  ...liveColumns<ConnectHolding>(),
  { key: 'shares', label: '持股数量', value: (r) => r.shares, cell: (r) => shares(r.shares) },
  { key: 'value', label: '持股市值', value: (r) => r.value, cell: (r) => money(r.value) },
  { key: 'ratio', label: '占流通股比', value: (r) => r.ratio, cell: (r) => pct(r.ratio, false) },
  { key: 'change', label: '增持股数', value: (r) => r.change, cell: (r) => shares(r.change), trend: (r) => r.change },
  { key: 'changeValue', label: '增持资金', value: (r) => r.changeValue, cell: (r) => signedMoney(r.changeValue), trend: (r) => r.changeValue },
];

const CHANNELS: ReadonlyArray<{ key: ConnectChannel; label: string }> = [
  { key: '沪股通', label: '沪股通' },
  { key: '深股通', label: '深股通' },
  { key: '港股通(沪)', label: '港股通(沪)' },
  { key: '港股通(深)', label: '港股通(深)' },
];

/** Props of {@link ConnectSection}. */
export interface ConnectSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
  history: Loadable<HistoryAnswer>;
}

/** See the module comment. */
export function ConnectSection({ date, keep, table, history }: ConnectSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchConnect);
  const [channel, setChannel] = useState<ConnectChannel>('沪股通');
  const a = load.data;
  const h = history.data;
  const flow = (ch: ConnectChannel) => a?.flows.find((f) => f.channel === ch);
  const north = (flow('沪股通')?.net ?? 0) + (flow('深股通')?.net ?? 0);
  const south = (flow('港股通(沪)')?.net ?? 0) + (flow('港股通(深)')?.net ?? 0);
  let cumulative = 0;
  return (
    <>
      <Card>
        <CardHeader>
          <h2>沪深港通资金{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {a && (
          <SummaryTiles
            testId="connect-flows"
            tiles={[
              { label: '北向成交净买额', value: signedMoney(north), trend: north },
              { label: '南向成交净买额', value: signedMoney(south), trend: south, note: '港元按 0.92 折算人民币' },
              ...a.flows.map((f) => ({
                label: `${f.channel}净买额`,
                value: signedMoney(f.net),
                trend: f.net,
                note: `买入 ${money(f.buy)} · 卖出 ${money(f.sell)}`,
              })),
            ]}
          />
        )}
        {h && h.points.length > 0 && (
          <LineChartBox
            testId="connect-chart"
            label="北向 / 南向成交净买额与北向区间累计（近60个交易日，亿元）"
            height={220}
            data={{
              dates: h.points.map((p) => p.date),
              series: [
                { name: '北向净买额(亿)', values: h.points.map((p) => p.north / 1e8) },
                { name: '南向净买额(亿)', values: h.points.map((p) => p.south / 1e8) },
                {
                  name: '北向区间累计(亿)',
                  values: h.points.map((p) => {
                    cumulative += p.north / 1e8;
                    return cumulative;
                  }),
                },
              ],
              levels: [{ value: 0 }],
            }}
          />
        )}
      </Card>
      {a && (
        <>
          <Card>
            <CardHeader>
              <h2>十大成交股</h2>
              <TabStrip label="通道" tabs={CHANNELS} selected={channel} onSelect={(c) => setChannel(c)} />
            </CardHeader>
            <PagedTable
              label={`${channel}十大成交股`}
              testId="connect-top"
              columns={TOP_COLUMNS}
              rows={a.top.filter((r) => r.channel === channel)}
              rowKey={(r) => r.id}
              csvName={`${channel}十大成交股_${a.date}`}
              emptyText="暂无成交"
              sort={null}
              onSort={() => {}}
              page={1}
              onPage={() => {}}
            />
          </Card>
          <Card>
            <CardHeader>
              <h2>北向持股</h2>
            </CardHeader>
            <PagedTable
              label="北向持股"
              testId="connect-holdings"
              columns={HOLD_COLUMNS}
              rows={a.holdings.filter(keep)}
              rowKey={(r) => r.id}
              csvName={`北向持股_${a.date}`}
              emptyText="没有符合条件的北向持股"
              {...table}
            />
          </Card>
        </>
      )}
    </>
  );
}
