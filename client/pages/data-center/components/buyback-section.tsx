/**
 * 股票回购: the buyback plans announced by the day that still run or ended in the last 250 trading
 * days — the day's 收盘价, 回购价格上限, 回购金额区间, 回购数量区间 at the cap and its share of 总股本,
 * 已回购股数 / 金额 / 均价 through the day, 进度 (已回购金额 ÷ 金额上限), 实施进度 (its title: the end or the term, and 回购用途), 预案日
 * and the latest 公告日 — filtered by 实施进度. The same figures the stock's 回购进展公告 carry.
 */
import styled from 'styled-components';
import type { BuybackRow } from '../../../../contracts/endpoints/datacentre';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { rem } from '../../../ui/theme';
import { fetchBuyback } from '../data-center.api';
import { nameColumn } from './common-columns';
import { type Filterable, money, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { toFixedText, formatRatio } from '../../../../contracts/format';

/** The 实施进度 filter. */
export const BUYBACK_FILTERS = [
  { key: 'all', label: '全部' },
  { key: 'plan', label: '预案' },
  { key: 'active', label: '实施中' },
  { key: 'done', label: '完成' },
  { key: 'expired', label: '到期' },
] as const;
export type BuybackFilter = (typeof BUYBACK_FILTERS)[number]['key'];

const MATCH: Record<BuybackFilter, (r: BuybackRow) => boolean> = {
  all: () => true,
  plan: (r) => r.status === '董事会预案' || r.status === '股东大会通过',
  active: (r) => r.status === '实施中',
  done: (r) => r.status === '完成',
  expired: (r) => r.status === '到期',
};

/** A plan with its place in the answer (a stock may have two plans in the list). */
type Row = BuybackRow & { k: number };

const Bar = styled.span<{ $p: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${rem(6)};
  &::before {
    content: '';
    display: inline-block;
    width: ${rem(48)};
    height: ${rem(6)};
    border-radius: ${rem(3)};
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.primary} ${({ $p }) => Math.min(100, $p)}%,
      ${({ theme }) => theme.colors.border} ${({ $p }) => Math.min(100, $p)}%
    );
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(12)};
`;

const wan = (v: number) => toFixedText(v / 10_000, 2);
const yi = (v: number) => toFixedText(v / 1e8, 2);
const STATUS_TREND: Record<BuybackRow['status'], number> = { 董事会预案: 0, 股东大会通过: 0, 实施中: 1, 完成: 0, 到期: -1 };

const COLUMNS: DcColumn<Row>[] = [
  nameColumn<Row>(),
  { key: 'close', label: '收盘价', title: '所选交易日的收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'priceCap', label: '回购价格上限', title: `预案前一日收盘价的溢价上限（元/股）`, value: (r) => r.priceCap, cell: (r) => r.priceCap.toFixed(2) },
  {
    key: 'amountHigh',
    label: '回购金额区间(亿元)',
    title: '回购资金总额下限–上限',
    value: (r) => r.amountHigh,
    cell: (r) => `${yi(r.amountLow)}–${yi(r.amountHigh)}`,
  },
  {
    key: 'sharesHigh',
    label: '回购数量区间(万股)',
    title: '按回购价格上限测算',
    value: (r) => r.sharesHigh,
    cell: (r) => `${wan(r.sharesLow)}–${wan(r.sharesHigh)}`,
  },
  {
    key: 'ratioHigh',
    label: '占总股本比例',
    title: '回购数量区间 ÷ 总股本',
    value: (r) => r.ratioHigh,
    cell: (r) => `${formatRatio(r.ratioLow)}–${formatRatio(r.ratioHigh)}`,
  },
  { key: 'boughtShares', label: '已回购股数(万股)', value: (r) => r.boughtShares / 10_000, cell: (r) => wan(r.boughtShares) },
  { key: 'boughtAmount', label: '已回购金额', value: (r) => r.boughtAmount, cell: (r) => money(r.boughtAmount) },
  {
    key: 'avgPrice',
    label: '回购均价',
    title: '已回购金额 ÷ 已回购股数',
    value: (r) => r.avgPrice,
    cell: (r) => <span title={r.highPrice === null ? '' : `最高 ${r.highPrice.toFixed(2)} / 最低 ${r.lowPrice!.toFixed(2)}`}>{price(r.avgPrice)}</span>,
  },
  {
    key: 'progress',
    label: '进度',
    title: '已回购金额 ÷ 回购金额上限',
    value: (r) => r.progress,
    cell: (r) => <Bar $p={r.progress}>{formatRatio(r.progress)}</Bar>,
  },
  {
    key: 'status',
    label: '实施进度',
    text: true,
    value: (r) => r.status,
    cell: (r) => <span title={`${r.endDate ? `${r.status}于 ${r.endDate}` : `回购期限至 ${r.deadline}`}；回购用途：${r.purpose}`}>{r.status}</span>,
    trend: (r) => STATUS_TREND[r.status],
  },
  { key: 'planDate', label: '预案日', text: true, value: (r) => r.planDate, cell: (r) => r.planDate },
  { key: 'noticeDate', label: '最新公告日', text: true, value: (r) => r.noticeDate, cell: (r) => r.noticeDate },
];

/** Props of {@link BuybackSection}. */
export interface BuybackSectionProps {
  date: string | null;
  filter: BuybackFilter;
  onFilter(filter: BuybackFilter): void;
  keep(row: Filterable): boolean;
  table: TableState;
}

/** See the module comment. */
export function BuybackSection({ date, filter, onFilter, keep, table }: BuybackSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchBuyback);
  const a = load.data;
  const s = a?.summary;
  const rows: Row[] = a ? a.rows.map((r, k) => ({ ...r, k })).filter((r) => MATCH[filter](r) && keep(r)) : [];
  const filterLabel = BUYBACK_FILTERS.find((f) => f.key === filter)!.label;
  return (
    <Card>
      <CardHeader>
        <h2>股票回购{a ? ` · ${a.date}` : ''}</h2>
        <Tabs>
          <TabStrip label="实施进度" tabs={BUYBACK_FILTERS} selected={filter} onSelect={onFilter} />
        </Tabs>
      </CardHeader>
      <LoadStatus value={load} />
      {a && s && (
        <>
          <SummaryTiles
            testId="buyback-summary"
            tiles={[
              { label: '实施中', value: `${s.active} 家`, trend: s.active > 0 ? 1 : 0 },
              { label: '近一月新增预案', value: `${s.newPlans} 个`, note: `自 ${a.monthFrom}` },
              { label: '已回购金额合计', value: money(s.bought), note: `列表内 ${s.plans} 个方案` },
            ]}
          />
          <PagedTable
            label="股票回购"
            testId="buyback-table"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.id}-${r.k}`}
            csvName={`股票回购_${filterLabel}_${a.date}`}
            emptyText={a.rows.length === 0 ? '当日没有进行中或近期结束的回购方案' : `没有符合条件的回购方案（${filterLabel}）`}
            {...table}
          />
          <StatusLine>
            口径：集中竞价回购，股份存放于回购专用证券账户（库存股），总股本不变；已回购股数、金额截至所选交易日收盘，与公司回购进展公告一致；列表含实施中及近250个交易日内结束的方案。
          </StatusLine>
        </>
      )}
    </Card>
  );
}
