/**
 * 股东增减持: the major-holder announcements (a holder of 5% or more, or the controlling holder,
 * whose stake moved by 0.5 point or more) with 公告日 in a window up to the day — 近一月 / 近三月 /
 * 近半年 / 近一年 — filtered to 增持 or 减持: the day's 收盘价 and 涨跌幅, 股东名称, 增减, 变动数量,
 * 占总股本 / 流通股比例, 变动后持股 and its ratio, 公告日. The same announcements the stock's 公告
 * page lists; an announcement is listed once its period's report is out, as the 十大股东 are.
 */
import styled from 'styled-components';
import type { HolderChangePeriod, HolderChangeRow } from '../../../../contracts/endpoints/datacentre';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { rem } from '../../../ui/theme';
import { fetchHolderChange } from '../data-center.api';
import { nameColumn } from './common-columns';
import { type Filterable, pct, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { toFixedText, formatChange, formatPct, formatRatio } from '../../../../contracts/format';

/** The windows, in tab order. */
export const HOLDER_PERIOD_TABS: ReadonlyArray<{ key: HolderChangePeriod; label: string }> = [
  { key: '1m', label: '近一月' },
  { key: '3m', label: '近三月' },
  { key: '6m', label: '近半年' },
  { key: '1y', label: '近一年' },
];

/** The direction filter. */
export const HOLDER_DIRECTIONS = [
  { key: 'all', label: '全部' },
  { key: 'up', label: '增持' },
  { key: 'down', label: '减持' },
] as const;
export type HolderDirection = (typeof HOLDER_DIRECTIONS)[number]['key'];

/** A row with its place in the answer (a stock can have several holders moving). */
type Row = HolderChangeRow & { k: number };

const Holder = styled.span`
  display: inline-block;
  max-width: ${rem(220)};
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(12)};
`;

/** 万股 with two decimals, signed when asked. */
const wan = (v: number, signed = false) => (signed ? formatChange(v / 10_000) : toFixedText(v / 10_000, 2));
/** A ratio in percent with four decimals (small changes of 流通股 still show), signed when asked. */
const ratio = (v: number, signed = false) => (signed ? formatPct(v, 4) : formatRatio(v, 4));

const COLUMNS: DcColumn<Row>[] = [
  nameColumn<Row>(),
  { key: 'close', label: '收盘价', title: '所选交易日的收盘价', value: (r) => r.close, cell: (r) => price(r.close), trend: (r) => r.pct },
  { key: 'pct', label: '涨跌幅', title: '所选交易日的涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  {
    key: 'holder',
    label: '股东名称',
    text: true,
    value: (r) => r.holder,
    cell: (r) => <Holder title={`${r.holder}（${r.nature}，${r.role}）`}>{r.holder}</Holder>,
  },
  { key: 'direction', label: '增减', text: true, value: (r) => r.direction, cell: (r) => r.direction, trend: (r) => r.change },
  { key: 'change', label: '变动数量(万股)', value: (r) => r.change / 10_000, cell: (r) => wan(r.change, true), trend: (r) => r.change },
  { key: 'totalRatio', label: '占总股本比例', title: '变动数量 ÷ 总股本', value: (r) => r.totalRatio, cell: (r) => ratio(r.totalRatio, true) },
  { key: 'floatRatio', label: '占流通股比例', title: '变动数量 ÷ 流通股本', value: (r) => r.floatRatio, cell: (r) => ratio(r.floatRatio, true) },
  { key: 'after', label: '变动后持股(万股)', value: (r) => r.after / 10_000, cell: (r) => wan(r.after) },
  { key: 'afterRatio', label: '变动后占总股本比例', value: (r) => r.afterRatio, cell: (r) => ratio(r.afterRatio) },
  { key: 'reportPeriod', label: '报告期', title: '变动截至的定期报告期末', text: true, value: (r) => r.reportPeriod, cell: (r) => r.reportPeriod },
  { key: 'noticeDate', label: '公告日', text: true, value: (r) => r.noticeDate, cell: (r) => <span title={r.title}>{r.noticeDate}</span> },
];

/** Props of {@link HolderChangeSection}. */
export interface HolderChangeSectionProps {
  date: string | null;
  period: HolderChangePeriod;
  onPeriod(period: HolderChangePeriod): void;
  direction: HolderDirection;
  onDirection(direction: HolderDirection): void;
  keep(row: Filterable): boolean;
  table: TableState;
}

/** See the module comment. */
export function HolderChangeSection({ date, period, onPeriod, direction, onDirection, keep, table }: HolderChangeSectionProps) {
  const load = useKeyedLoad({ date, period }, (q) => `${q.date ?? ''}|${q.period}`, fetchHolderChange);
  const a = load.data && load.data.period === period ? load.data : null;
  const wanted = direction === 'up' ? '增持' : direction === 'down' ? '减持' : null;
  const rows: Row[] = a ? a.rows.map((r, k) => ({ ...r, k })).filter((r) => (wanted === null || r.direction === wanted) && keep(r)) : [];
  const periodLabel = HOLDER_PERIOD_TABS.find((p) => p.key === period)!.label;
  return (
    <Card>
      <CardHeader>
        <h2>股东增减持{a ? ` · ${a.from} 至 ${a.date}` : ''}</h2>
        <Tabs>
          <TabStrip label="公告区间" tabs={HOLDER_PERIOD_TABS} selected={period} onSelect={onPeriod} />
          <TabStrip label="增减方向" tabs={HOLDER_DIRECTIONS} selected={direction} onSelect={onDirection} />
        </Tabs>
      </CardHeader>
      <LoadStatus value={load} />
      {a && (
        <>
          <SummaryTiles
            testId="holder-summary"
            tiles={[
              { label: '增减持公告', value: `${a.summary.count} 条`, note: `涉及 ${a.summary.stocks} 只个股` },
              { label: '增持', value: `${a.summary.up} 条`, trend: a.summary.up > 0 ? 1 : 0 },
              { label: '减持', value: `${a.summary.down} 条`, trend: a.summary.down > 0 ? -1 : 0 },
              { label: '公告区间', value: periodLabel, note: `自 ${a.from}` },
            ]}
          />
          <PagedTable
            label="股东增减持明细"
            testId="holder-table"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.id}-${r.k}`}
            csvName={`股东增减持_${periodLabel}_${a.date}`}
            emptyText={a.rows.length === 0 ? `${periodLabel}没有已披露的股东增减持，可选择更长的区间` : '没有符合条件的股东增减持'}
            {...table}
          />
          <StatusLine>
            口径：持股5%以上股东或控股股东，单季持股比例变动不少于0.5个百分点；变动数量按变动前后占总股本比例之差计（不含送转股）；公告在所属报告期的定期报告披露后收录。
          </StatusLine>
        </>
      )}
    </Card>
  );
}
