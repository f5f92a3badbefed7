/**
 * 大宗交易: the day's block trades (成交价, 收盘价, 折溢率 = 成交价 ÷ 收盘价 − 1, 成交量, 成交额,
 * 占流通市值比例, 买方/卖方营业部) with the market statistics above them (笔数, 总成交额, 溢价/折价
 * 成交 counts and their share).
 */
import styled from 'styled-components';
import type { BlockTradeRow } from '../../../../contracts/endpoints/datacentre';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { rem } from '../../../ui/theme';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { fetchBlockTrade } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { type Filterable, money, pct, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { toFixedText, formatRatio } from '../../../../contracts/format';

/** A trade with its place in the day's list (a stock can have several). */
type Row = BlockTradeRow & { k: number };

/** A branch's long name cut to the column, whole on hover. */
const Branch = styled.span`
  display: inline-block;
  max-width: ${rem(240)};
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

/** 万 with two decimals (成交量 in 万股, 成交额 in 万元). */
const wan = (v: number) => toFixedText(v / 10_000, 2);

const COLUMNS: DcColumn<Row>[] = [
  nameColumn<Row>(),
  { key: 'price', label: '成交价', value: (r) => r.price, cell: (r) => price(r.price), trend: (r) => r.premium },
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  {
    key: 'premium',
    label: '折溢率',
    title: '成交价 ÷ 当日收盘价 − 1',
    value: (r) => r.premium,
    cell: (r) => pct(r.premium),
    trend: (r) => r.premium,
  },
  ...liveColumns<Row>(),
  { key: 'volume', label: '成交量(万股)', value: (r) => r.volume / 10_000, cell: (r) => wan(r.volume) },
  { key: 'amount', label: '成交额(万元)', value: (r) => r.amount / 10_000, cell: (r) => wan(r.amount) },
  {
    key: 'floatRatio',
    label: '占流通市值比例',
    title: '成交额 ÷ 当日流通市值',
    value: (r) => r.floatRatio,
    cell: (r) => formatRatio(r.floatRatio, 4),
  },
  { key: 'buyer', label: '买方营业部', text: true, value: (r) => r.buyer, cell: (r) => <Branch title={r.buyer}>{r.buyer}</Branch> },
  { key: 'seller', label: '卖方营业部', text: true, value: (r) => r.seller, cell: (r) => <Branch title={r.seller}>{r.seller}</Branch> },
];

/** Props of {@link BlockTradeSection}. */
export interface BlockTradeSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
}

/** See the module comment. */
export function BlockTradeSection({ date, keep, table }: BlockTradeSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchBlockTrade);
  const a = load.data;
  const rows: Row[] = a ? a.rows.map((r, k) => ({ ...r, k })).filter(keep) : [];
  const s = a?.summary;
  const share = (n: number) => (s && s.count > 0 ? ` · ${((n / s.count) * 100).toFixed(1)}%` : '');
  return (
    <Card>
      <CardHeader>
        <h2>大宗交易{a ? ` · ${a.date}` : ''}</h2>
      </CardHeader>
      <LoadStatus value={load} />
      {a && s && (
        <>
          <SummaryTiles
            testId="block-summary"
            tiles={[
              { label: '成交笔数', value: `${s.count} 笔`, note: `涉及 ${s.stocks} 只个股` },
              { label: '成交总额', value: money(s.amount) },
              { label: '溢价成交', value: `${s.premium} 笔${share(s.premium)}`, trend: s.premium > 0 ? 1 : 0, note: `成交额 ${money(s.premiumAmount)}` },
              { label: '折价成交', value: `${s.discount} 笔${share(s.discount)}`, trend: s.discount > 0 ? -1 : 0, note: `成交额 ${money(s.discountAmount)}` },
              { label: '平价成交', value: `${s.par} 笔` },
            ]}
          />
          <PagedTable
            label="大宗交易明细"
            testId="block-table"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.id}-${r.k}`}
            csvName={`大宗交易_${a.date}`}
            emptyText={a.rows.length === 0 ? '当日没有大宗交易' : '没有符合条件的大宗交易'}
            {...table}
          />
        </>
      )}
    </Card>
  );
}
