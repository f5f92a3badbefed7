/**
 * 龙虎榜: the day's listings (only stocks that met an exchange trigger) with 上榜原因, 解读, the
 * seats' 买入/卖出/净买额, 机构 net and the returns 1/2/5/10 days after; choosing a row shows its
 * five buy and five sell seats.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { LhbRow, LhbSeat } from '../../../../contracts/endpoints/datacentre';
import { DataTable, type DataColumn } from '../../../components/data-page/data-table';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';
import { fetchLhb } from '../data-center.api';
import { liveColumns } from './common-columns';
import { type Filterable, money, pct, price, signedMoney, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { LinkButton } from '../../../ui/button';

const Pick = styled(LinkButton)`
  &[aria-pressed='true'] {
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Seats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${rem(420)}, 1fr));
  gap: ${rem(8)};
  padding: ${rem(8)};
  h3 {
    margin: ${rem(4)} ${rem(4)} ${rem(8)};
    font-size: ${rem(13)};
  }
`;

const SEAT_COLUMNS: DataColumn<LhbSeat>[] = [
  { key: 'name', label: '营业部名称', text: true, cell: (s) => s.name },
  { key: 'buy', label: '买入金额', cell: (s) => money(s.buy) },
  { key: 'sell', label: '卖出金额', cell: (s) => money(s.sell) },
  { key: 'net', label: '净额', cell: (s) => signedMoney(s.net), trend: (s) => s.net },
];

const after = (k: 'd1' | 'd2' | 'd5' | 'd10', label: string): DcColumn<LhbRow> => ({
  key: k,
  label,
  title: '上榜日收盘价到其后第 N 个交易日收盘价的涨跌幅；尚未到来的日子显示 --',
  value: (r) => r.after[k],
  cell: (r) => pct(r.after[k]),
  trend: (r) => r.after[k],
});

/** Props of {@link LhbSection}. */
export interface LhbSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
}

/** See the module comment. */
export function LhbSection({ date, keep, table }: LhbSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchLhb);
  const [picked, setPicked] = useState<string | null>(null);
  const a = load.data;
  const rows = a ? a.rows.filter(keep) : [];
  const chosen = a?.rows.find((r) => r.id === picked) ?? null;
  const columns: DcColumn<LhbRow>[] = [
    {
      key: 'name',
      label: '名称/代码',
      text: true,
      value: (r) => `${r.name} ${r.code}`,
      cell: (r) => (
        <Pick type="button" aria-pressed={r.id === picked} title="查看买卖席位" onClick={() => setPicked(r.id === picked ? null : r.id)}>
          {r.name} <small>{r.code}</small>
        </Pick>
      ),
    },
    { key: 'explain', label: '解读', text: true, value: (r) => r.explain, cell: (r) => r.explain },
    { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
    { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
    ...liveColumns<LhbRow>(),
    { key: 'net', label: '龙虎榜净买额', value: (r) => r.net, cell: (r) => signedMoney(r.net), trend: (r) => r.net },
    { key: 'buy', label: '龙虎榜买入额', value: (r) => r.buy, cell: (r) => money(r.buy) },
    { key: 'sell', label: '龙虎榜卖出额', value: (r) => r.sell, cell: (r) => money(r.sell) },
    { key: 'amount', label: '市场总成交额', value: (r) => r.amount, cell: (r) => money(r.amount) },
    { key: 'netRatio', label: '净买额占总成交比', value: (r) => r.netRatio, cell: (r) => pct(r.netRatio), trend: (r) => r.netRatio },
    { key: 'lhbRatio', label: '成交额占总成交比', value: (r) => r.lhbRatio, cell: (r) => pct(r.lhbRatio, false) },
    { key: 'instNet', label: '机构净买额', value: (r) => r.instNet, cell: (r) => signedMoney(r.instNet), trend: (r) => r.instNet },
    { key: 'turnover', label: '换手率', value: (r) => r.turnover, cell: (r) => pct(r.turnover, false) },
    { key: 'floatCap', label: '流通市值', value: (r) => r.floatCap, cell: (r) => money(r.floatCap) },
    {
      key: 'reasons',
      label: '上榜原因',
      text: true,
      value: (r) => r.reasons.join('；'),
      cell: (r) => <span title={r.reasons.join('\n')}>{r.reasons.join('；')}</span>,
    },
    after('d1', '上榜后1日'),
    after('d2', '上榜后2日'),
    after('d5', '上榜后5日'),
    after('d10', '上榜后10日'),
  ];
  const net = a ? a.rows.reduce((s, r) => s + r.net, 0) : 0;
  const inst = a ? a.rows.reduce((s, r) => s + r.instNet, 0) : 0;
  return (
    <>
      <Card>
        <CardHeader>
          <h2>龙虎榜单{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {a && (
          <>
            <SummaryTiles
              testId="lhb-summary"
              tiles={[
                { label: '上榜个股', value: `${a.rows.length} 只` },
                { label: '龙虎榜净买额合计', value: signedMoney(net), trend: net },
                { label: '机构净买额合计', value: signedMoney(inst), trend: inst },
                { label: '机构净买入个股', value: `${a.rows.filter((r) => r.instNet > 0).length} 只` },
              ]}
            />
            <PagedTable
              label="龙虎榜单"
              testId="lhb-table"
              columns={columns}
              rows={rows}
              rowKey={(r) => r.id}
              csvName={`龙虎榜_${a.date}`}
              emptyText={a.rows.length === 0 ? '当日没有个股触及龙虎榜披露标准' : '没有符合条件的上榜个股'}
              {...table}
            />
          </>
        )}
      </Card>
      {chosen && (
        <Card data-testid="lhb-seats">
          <CardHeader>
            <h2>
              {chosen.name}（{chosen.code}）买卖席位 · {a?.date}
            </h2>
            <span>{chosen.reasons.join('；')}</span>
          </CardHeader>
          <Seats>
            <div>
              <h3>买入金额最大的前5名</h3>
              <DataTable label="买入席位" testId="lhb-buy-seats" columns={SEAT_COLUMNS} rows={chosen.buySeats} rowKey={(s, i) => `${i}-${s.name}`} />
            </div>
            <div>
              <h3>卖出金额最大的前5名</h3>
              <DataTable label="卖出席位" testId="lhb-sell-seats" columns={SEAT_COLUMNS} rows={chosen.sellSeats} rowKey={(s, i) => `${i}-${s.name}`} />
            </div>
          </Seats>
        </Card>
      )}
    </>
  );
}
