/**
 * 涨停连板 and the market gauges: 涨跌家数, 涨停/跌停/炸板 and 炸板率, 60日新高/新低, 最高连板,
 * 昨日涨停表现; the all-A valuation (PE-TTM 中位数 and its 3-year percentile, 破净股比率); the
 * 连板 ladder (one rung per 连板数, each stock a chip with its 涨停原因); the 涨停 and 炸板 tables.
 */
import styled from 'styled-components';
import type { BrokenRow, LimitUpRow } from '../../../../contracts/endpoints/datacentre';
import { LineChartBox } from '../../../components/data-page/line-chart-box';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { AppLink } from '../../../ui/app-link';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';
import { fetchLimitUp, fetchValuation } from '../data-center.api';
import { liveColumns, nameColumn } from './common-columns';
import { type Filterable, money, pct, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { formatRatio } from '../../../../contracts/format';

const Ladder = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${rem(6)};
  margin: 0;
  padding: ${rem(12)};
  list-style: none;
  li {
    display: grid;
    grid-template-columns: ${rem(72)} 1fr;
    align-items: start;
    gap: ${rem(8)};
  }
  .rung {
    padding: ${rem(6)} ${rem(8)};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.up};
    color: #fff;
    font-weight: 600;
    font-size: ${rem(13)};
    text-align: center;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: ${rem(6)};
  }
  .chips a {
    display: inline-flex;
    flex-direction: column;
    padding: ${rem(4)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${rem(13)};
    text-decoration: none;
  }
  .chips a:hover,
  .chips a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  .chips small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(11)};
  }
`;

const UP_COLUMNS: DcColumn<LimitUpRow>[] = [
  nameColumn<LimitUpRow>(),
  { key: 'streak', label: '连板数', value: (r) => r.streak, cell: (r) => (r.streak > 1 ? `${r.streak}连板` : '首板') },
  { key: 'reason', label: '涨停原因', text: true, value: (r) => r.reason, cell: (r) => r.reason },
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  ...liveColumns<LimitUpRow>(),
  { key: 'firstTime', label: '首次封板时间', value: (r) => r.firstTime, cell: (r) => r.firstTime },
  { key: 'lastTime', label: '最后封板时间', value: (r) => r.lastTime, cell: (r) => r.lastTime },
  { key: 'opens', label: '炸板次数', value: (r) => r.opens, cell: (r) => r.opens },
  { key: 'seal', label: '封板资金', value: (r) => r.seal, cell: (r) => money(r.seal) },
  { key: 'turnover', label: '换手率', value: (r) => r.turnover, cell: (r) => pct(r.turnover, false) },
  { key: 'amount', label: '成交额', value: (r) => r.amount, cell: (r) => money(r.amount) },
  { key: 'floatCap', label: '流通市值', value: (r) => r.floatCap, cell: (r) => money(r.floatCap) },
];

const BROKEN_COLUMNS: DcColumn<BrokenRow>[] = [
  nameColumn<BrokenRow>(),
  { key: 'reason', label: '所属题材', text: true, value: (r) => r.reason, cell: (r) => r.reason },
  { key: 'limit', label: '涨停价', value: (r) => r.limit, cell: (r) => price(r.limit) },
  { key: 'close', label: '收盘价', value: (r) => r.close, cell: (r) => price(r.close) },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  ...liveColumns<BrokenRow>(),
  { key: 'turnover', label: '换手率', value: (r) => r.turnover, cell: (r) => pct(r.turnover, false) },
  { key: 'amount', label: '成交额', value: (r) => r.amount, cell: (r) => money(r.amount) },
];

/** Props of {@link LimitUpSection}. */
export interface LimitUpSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
  brokenTable: TableState;
}

function ValuationCard({ date }: { date: string | null }) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchValuation);
  const a = load.data;
  const g = a?.gauge;
  return (
    <Card data-testid="valuation-card">
      <CardHeader>
        <h2>全A估值{a ? ` · ${a.date}` : ''}</h2>
      </CardHeader>
      <LoadStatus value={load} />
      {a && !g && (
        <StatusLine role="status" data-testid="valuation-progress">
          正在计算全市场公司估值（已完成 {a.progress}%），稍候自动刷新…
        </StatusLine>
      )}
      {g && (
        <>
          <SummaryTiles
            testId="valuation-tiles"
            tiles={[
              { label: '全A市盈率(TTM)中位数', value: g.peMedian.toFixed(2), note: `盈利公司 ${g.counted} / 上市 ${g.listed} 家` },
              {
                label: `近${g.years}年分位`,
                value: formatRatio(g.pePercentile, 1),
                note: g.pePercentile >= 70 ? '偏高' : g.pePercentile <= 30 ? '偏低' : '适中',
              },
              { label: '破净股比率', value: pct(g.belowBookRatio, false), note: `${g.belowBook} 家市净率低于 1` },
            ]}
          />
          {g.series.length > 1 && (
            <LineChartBox
              testId="valuation-chart"
              label={`全A市盈率中位数（近${g.years}年，每10个交易日）`}
              height={200}
              data={{ dates: g.series.map((p) => p.date), series: [{ name: 'PE中位数', values: g.series.map((p) => p.peMedian) }] }}
            />
          )}
        </>
      )}
    </Card>
  );
}

/** See the module comment. */
export function LimitUpSection({ date, keep, table, brokenTable }: LimitUpSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchLimitUp);
  const a = load.data;
  const g = a?.gauges;
  const rows = a ? a.rows.filter(keep) : [];
  const rungs = new Map<number, LimitUpRow[]>();
  for (const r of rows) rungs.set(r.streak, [...(rungs.get(r.streak) ?? []), r]);
  const ladder = [...rungs.entries()].sort((x, y) => y[0] - x[0]);
  return (
    <>
      <Card>
        <CardHeader>
          <h2>市场温度{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {g && (
          <SummaryTiles
            testId="gauges"
            tiles={[
              { label: '上涨 / 下跌 / 平盘', value: `${g.up} / ${g.down} / ${g.flat}` },
              { label: '涨停', value: `${g.limitUp} 家`, trend: 1 },
              { label: '跌停', value: `${g.limitDown} 家`, trend: -1 },
              { label: '炸板 / 炸板率', value: `${g.broken} 家 / ${pct(g.brokenRate, false)}` },
              { label: '最高连板', value: g.maxStreak > 0 ? `${g.maxStreak} 板` : '--' },
              { label: '昨日涨停今日表现', value: pct(g.yesterdayLimitUp), trend: g.yesterdayLimitUp },
              { label: '60日新高 / 新低', value: `${g.newHigh} / ${g.newLow}` },
              { label: '两市成交额', value: money(g.amount) },
            ]}
          />
        )}
      </Card>
      <ValuationCard date={date} />
      <Card>
        <CardHeader>
          <h2>连板天梯</h2>
        </CardHeader>
        {a && ladder.length === 0 && <StatusLine>{a.rows.length === 0 ? '当日没有涨停个股' : '没有符合条件的涨停个股'}</StatusLine>}
        {ladder.length > 0 && (
          <Ladder data-testid="ladder" aria-label="连板天梯">
            {ladder.map(([streak, list]) => (
              <li key={streak} data-streak={streak}>
                <span className="rung">{streak > 1 ? `${streak}连板` : '首板'}</span>
                <span className="chips">
                  {list.map((r) => (
                    <AppLink key={r.id} href={`/stock?stockCode=${r.id}`}>
                      {r.name}
                      <small>
                        {r.reason} · {r.firstTime.slice(0, 5)}
                      </small>
                    </AppLink>
                  ))}
                </span>
              </li>
            ))}
          </Ladder>
        )}
      </Card>
      {a && (
        <>
          <Card>
            <CardHeader>
              <h2>涨停股池</h2>
            </CardHeader>
            <PagedTable
              label="涨停股池"
              testId="limitup-table"
              columns={UP_COLUMNS}
              rows={rows}
              rowKey={(r) => r.id}
              csvName={`涨停股池_${a.date}`}
              emptyText="没有符合条件的涨停个股"
              {...table}
            />
          </Card>
          <Card>
            <CardHeader>
              <h2>炸板股池</h2>
            </CardHeader>
            <PagedTable
              label="炸板股池"
              testId="broken-table"
              columns={BROKEN_COLUMNS}
              rows={a.broken.filter(keep)}
              rowKey={(r) => r.id}
              csvName={`炸板股池_${a.date}`}
              emptyText="没有炸板个股"
              {...brokenTable}
            />
          </Card>
        </>
      )}
    </>
  );
}
