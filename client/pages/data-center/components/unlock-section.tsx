/**
 * 限售解禁: the lock-up batches around the day — a weekly calendar (家数 and 解禁市值 per week, from
 * the weeks of 近一月已解禁 to those of 未来三月; d3 scales, SVG) and the table of the chosen window
 * (近一月已解禁 / 未来一月 / 未来三月): 解禁日期, 解禁数量 and 实际解禁数量, 解禁市值, its share of the
 * float before it and of 总股本, the floats either side, 限售股类型, and the 20-day returns before and
 * after the day once those days have closed. The same batches the stock's 流通股本 steps up by.
 */
import styled from 'styled-components';
import { UNLOCK_RANGES, type UnlockRange, type UnlockRow } from '../../../../contracts/endpoints/datacentre';
import { formatLargeNumber, toFixedText, formatRatio } from '../../../../contracts/format';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { rem, useAppTheme } from '../../../ui/theme';
import { fetchUnlock } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { type Filterable, money, pct, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { unlockWeeks, WEEK_MARGIN, weekBars } from './unlock-weeks';

/** The range tabs. */
export const UNLOCK_TABS: ReadonlyArray<{ key: UnlockRange; label: string }> = [
  { key: 'past1m', label: '近一月已解禁' },
  { key: 'next1m', label: '未来一月' },
  { key: 'next3m', label: '未来三月' },
];

/** A batch with its place in the answer (a stock may unlock two kinds on one day). */
type Row = UnlockRow & { k: number };

const wan = (v: number) => toFixedText(v / 10_000, 2);
const yi = (v: number | null) => (v === null ? '—' : toFixedText(v / 1e8, 2));

const COLUMNS: DcColumn<Row>[] = [
  nameColumn<Row>(),
  { key: 'unlockDate', label: '解禁日期', text: true, value: (r) => r.unlockDate, cell: (r) => r.unlockDate },
  { key: 'shares', label: '解禁数量(万股)', value: (r) => r.shares / 10_000, cell: (r) => wan(r.shares) },
  { key: 'actualShares', label: '实际解禁数量(万股)', value: (r) => r.actualShares / 10_000, cell: (r) => wan(r.actualShares) },
  {
    key: 'value',
    label: '解禁市值(亿元)',
    title: '已解禁：按解禁日收盘价；未解禁：按所选交易日收盘价',
    value: (r) => r.value,
    cell: (r) => yi(r.value),
  },
  { key: 'floatRatio', label: '占解禁前流通股比例', value: (r) => r.floatRatio, cell: (r) => formatRatio(r.floatRatio) },
  { key: 'totalRatio', label: '占总股本比例', value: (r) => r.totalRatio, cell: (r) => formatRatio(r.totalRatio) },
  { key: 'floatBefore', label: '解禁前流通股(万股)', value: (r) => r.floatBefore / 10_000, cell: (r) => wan(r.floatBefore) },
  { key: 'floatAfter', label: '解禁后流通股(万股)', value: (r) => r.floatAfter / 10_000, cell: (r) => wan(r.floatAfter) },
  { key: 'kind', label: '限售股类型', text: true, value: (r) => r.kind, cell: (r) => r.kind },
  {
    key: 'before20',
    label: '解禁前20日涨跌幅',
    title: '解禁日前20个交易日的涨跌幅（复权）',
    value: (r) => r.before20,
    cell: (r) => pct(r.before20),
    trend: (r) => r.before20,
  },
  {
    key: 'after20',
    label: '解禁后20日涨跌幅',
    title: '自解禁日起20个交易日的涨跌幅（复权）；尚未满20个交易日时为空',
    value: (r) => r.after20,
    cell: (r) => pct(r.after20),
    trend: (r) => r.after20,
  },
  { key: 'close', label: '收盘价', title: '所选交易日的收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', title: '所选交易日的涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  ...liveColumns<Row>(),
];

const ChartBox = styled.figure`
  margin: ${rem(4)} ${rem(12)} ${rem(8)};
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.textSecondary};
    margin-bottom: ${rem(4)};
  }
`;

const W = 960;
const H = 180;

/** The weekly calendar. */
function UnlockCalendar({ days, date }: { days: Parameters<typeof unlockWeeks>[0]; date: string }) {
  const theme = useAppTheme();
  const weeks = unlockWeeks(days, date);
  if (weeks.length === 0) return null;
  return (
    <ChartBox data-testid="unlock-calendar" data-weeks={weeks.length}>
      <figcaption>解禁日历（按周）：柱高为解禁市值，柱上为家数；深色为已解禁的周</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="每周限售解禁家数与解禁市值">
        {weekBars(weeks, W, H).map((b) => (
          <g key={b.monday}>
            <title>{`${b.monday} 当周：${b.count} 家，解禁市值 ${formatLargeNumber(b.value)}`}</title>
            <rect
              x={b.x}
              y={b.y}
              width={b.w}
              height={b.h}
              rx={2}
              fill={b.past || b.current ? theme.colors.textMuted : theme.colors.primary}
              opacity={b.current ? 0.75 : 1}
            />
            <text x={b.x + b.w / 2} y={b.y - 4} textAnchor="middle" fontSize={11} fill={theme.colors.textSecondary}>
              {b.count > 0 ? b.count : ''}
            </text>
            <text
              x={b.x + b.w / 2}
              y={H - WEEK_MARGIN.bottom + 15}
              textAnchor="middle"
              fontSize={10}
              fill={b.current ? theme.colors.text : theme.colors.textMuted}
            >
              {b.monday.slice(5)}
            </text>
          </g>
        ))}
      </svg>
    </ChartBox>
  );
}

/** Props of {@link UnlockSection}. */
export interface UnlockSectionProps {
  date: string | null;
  range: UnlockRange;
  onRange(range: UnlockRange): void;
  keep(row: Filterable): boolean;
  table: TableState;
}

/** See the module comment. */
export function UnlockSection({ date, range, onRange, keep, table }: UnlockSectionProps) {
  const load = useKeyedLoad({ date, range }, (q) => `${q.date ?? ''}|${q.range}`, fetchUnlock);
  const a = load.data;
  const rows: Row[] = a ? a.rows.map((r, k) => ({ ...r, k })).filter(keep) : [];
  const label = UNLOCK_TABS.find((t) => t.key === range)!.label;
  return (
    <Card>
      <CardHeader>
        <h2>限售解禁{a ? ` · ${a.date}` : ''}</h2>
        <TabStrip label="解禁时间范围" tabs={UNLOCK_TABS} selected={range} onSelect={onRange} />
      </CardHeader>
      <LoadStatus value={load} />
      {a && (
        <>
          <SummaryTiles
            testId="unlock-summary"
            tiles={UNLOCK_RANGES.map((r) => ({
              label: UNLOCK_TABS.find((t) => t.key === r)!.label,
              value: `${a.summary[r].count} 家次`,
              note: `解禁市值 ${money(a.summary[r].value)}`,
            }))}
          />
          <UnlockCalendar days={a.calendar} date={a.date} />
          <PagedTable
            label="限售解禁"
            testId="unlock-table"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => `${r.id}-${r.k}`}
            csvName={`限售解禁_${label}_${a.date}`}
            emptyText={a.rows.length === 0 ? `${label}没有限售股解禁` : `没有符合条件的解禁（${label}）`}
            {...table}
          />
          <StatusLine>
            口径：解禁数量按解禁日股本计（含此前送转）；解禁后计入流通股，流通市值、换手率自解禁日起按新流通股计算；未来解禁按已披露的限售期推算，解禁市值按所选交易日收盘价估算。
          </StatusLine>
        </>
      )}
    </Card>
  );
}
