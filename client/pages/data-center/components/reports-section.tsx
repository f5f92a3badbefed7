/**
 * 年报季报: 业绩报表, 业绩快报, 业绩预告, 预约披露时间 and 分红送配 across the market for one report
 * period, as of the page's trading day (only what was published by then). A period picker (newest
 * first), 所属行业 and 预告类型 filters, headline counts, and the page's sortable paged table with CSV
 * export. The choices live in the address (`?section=reports&report=forecast&period=2026-09-30&
 * industry=银行&ftype=预增`); while the sim is still building its company models the section says
 * how far it has got and asks again.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { REPORT_TABLES, type ReportAnswer, type ReportRows, type ReportTable } from '../../../../contracts/endpoints/datacentre-reports';
import { FORECAST_TYPES } from '../../../../contracts/endpoints/fundamentals';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { pickParam } from '../../../components/data-page/query-state';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader, Chip, Select, StatusLine } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { rem } from '../../../ui/theme';
import { fetchReport } from '../reports.api';
import type { Filterable, TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { DIVIDEND_COLUMNS, EXPRESS_COLUMNS, FORECAST_COLUMNS, PERFORMANCE_COLUMNS, SCHEDULE_COLUMNS } from './report-columns';
import { SummaryTiles, type Tile } from './summary-tiles';
import { FilterBar } from '../../../components/data-page/filter-bar';

/** The tables, in tab order. */
export const REPORT_TABS: ReadonlyArray<{ key: ReportTable; label: string }> = [
  { key: 'performance', label: '业绩报表' },
  { key: 'express', label: '业绩快报' },
  { key: 'forecast', label: '业绩预告' },
  { key: 'schedule', label: '预约披露时间' },
  { key: 'dividend', label: '分红送配' },
];

type Row = ReportRows[ReportTable];
const COLUMNS: { [T in ReportTable]: DcColumn<ReportRows[T]>[] } = {
  performance: PERFORMANCE_COLUMNS,
  express: EXPRESS_COLUMNS,
  forecast: FORECAST_COLUMNS,
  schedule: SCHEDULE_COLUMNS,
  dividend: DIVIDEND_COLUMNS,
};
/** The order a table opens in: the newest announcements first (预约: the earliest booking first). */
const DEFAULT_SORT: Record<ReportTable, { key: string; order: 'asc' | 'desc' }> = {
  performance: { key: 'noticeDate', order: 'desc' },
  express: { key: 'noticeDate', order: 'desc' },
  forecast: { key: 'noticeDate', order: 'desc' },
  schedule: { key: 'firstBooked', order: 'asc' },
  dividend: { key: 'planDate', order: 'desc' },
};

const Filters = styled(FilterBar)`
  gap: ${rem(8)} ${rem(16)};
  label,
  .types {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${rem(6)};
  }
`;

/** Headline counts of a table's rows (after the page's filters). */
export function reportTiles(table: ReportTable, rows: readonly Row[]): Tile[] {
  const count = (f: (r: Row) => boolean) => rows.filter(f).length;
  switch (table) {
    case 'performance': {
      const rs = rows as ReportRows['performance'][];
      return [
        { label: '已披露', value: `${rs.length} 家` },
        { label: '净利润同比增长', value: `${rs.filter((r) => (r.netProfitYoy ?? 0) > 0).length} 家`, trend: 1 },
        { label: '净利润同比下降', value: `${rs.filter((r) => (r.netProfitYoy ?? 0) < 0).length} 家`, trend: -1 },
        { label: '亏损', value: `${rs.filter((r) => r.netProfit < 0).length} 家` },
      ];
    }
    case 'forecast': {
      const rs = rows as ReportRows['forecast'][];
      const good = ['预增', '略增', '续盈', '扭亏', '减亏'];
      return [
        { label: '已预告', value: `${rs.length} 家` },
        { label: '预喜', value: `${rs.filter((r) => good.includes(r.type)).length} 家`, trend: 1, note: '预增、略增、续盈、扭亏、减亏' },
        {
          label: '预忧',
          value: `${rs.filter((r) => !good.includes(r.type) && r.type !== '不确定').length} 家`,
          trend: -1,
          note: '预减、略减、首亏、续亏、增亏',
        },
      ];
    }
    case 'schedule': {
      const rs = rows as ReportRows['schedule'][];
      return [
        { label: '预约披露', value: `${rs.length} 家` },
        { label: '已披露', value: `${rs.filter((r) => r.actual !== null).length} 家` },
        { label: '变更预约', value: `${rs.filter((r) => r.changed !== null).length} 家` },
      ];
    }
    case 'dividend': {
      const rs = rows as ReportRows['dividend'][];
      return [
        { label: '已公布方案', value: `${rs.length} 家` },
        { label: '现金分红', value: `${rs.filter((r) => r.cashPer10 > 0).length} 家` },
        { label: '送转', value: `${rs.filter((r) => r.bonusPer10 + r.transferPer10 > 0).length} 家` },
        { label: '已实施', value: `${rs.filter((r) => r.progress === '实施').length} 家` },
      ];
    }
    default:
      return [{ label: '已发布快报', value: `${count(() => true)} 家` }];
  }
}

/** Props of {@link ReportsSection}. */
export interface ReportsSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
}

/** See the module comment. */
export function ReportsSection({ date, keep, table }: ReportsSectionProps) {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const report: ReportTable = pickParam(search, 'report', REPORT_TABLES, 'performance');
  const rawPeriod = params.get('period');
  const period = rawPeriod && /^\d{4}-(03-31|06-30|09-30|12-31)$/.test(rawPeriod) ? rawPeriod : null;
  const industry = params.get('industry');
  const ftype = pickParam(search, 'ftype', ['', ...FORECAST_TYPES], '');

  const load = useKeyedLoad({ table: report, date, period }, (p) => `${p.table}|${p.date ?? ''}|${p.period ?? ''}`, fetchReport);
  const a = load.data as ReportAnswer<Row> | null;
  const current = a?.ready ? a : null;
  const rows = useMemo(() => {
    if (!current) return [];
    return current.rows.filter(
      (r) => keep(r) && (!industry || r.industry === industry) && (report !== 'forecast' || !ftype || (r as ReportRows['forecast']).type === ftype),
    );
  }, [current, keep, industry, ftype, report]);
  const industries = useMemo(() => [...new Set(current?.rows.map((r) => r.industry) ?? [])].sort((x, y) => x.localeCompare(y, 'zh-CN')), [current]);
  const typeCounts = useMemo(() => {
    const m = new Map<string, number>();
    if (report === 'forecast') for (const r of (current?.rows ?? []) as ReportRows['forecast'][]) if (keep(r)) m.set(r.type, (m.get(r.type) ?? 0) + 1);
    return m;
  }, [current, report, keep]);
  const label = REPORT_TABS.find((t) => t.key === report)!.label;
  const reset = { page: null, sort: null, order: null };

  return (
    <Card data-testid="reports-section">
      <CardHeader>
        <h2>
          年报季报{a ? ` · ${a.label}` : ''}
          {a ? <small> 截至 {a.date}</small> : null}
        </h2>
        <TabStrip
          label="年报季报"
          tabs={REPORT_TABS}
          selected={report}
          onSelect={(k) => replaceQuery({ report: k === 'performance' ? null : k, period: null, ftype: null, ...reset })}
        />
      </CardHeader>
      <Filters data-testid="reports-filters">
        <label htmlFor="reports-period">
          报告期
          <Select
            id="reports-period"
            data-testid="reports-period"
            value={a?.period ?? period ?? ''}
            onChange={(e) => replaceQuery({ period: e.target.value === a?.periods[0]?.period ? null : e.target.value, page: null })}
          >
            {(a?.periods ?? []).map((p) => (
              <option key={p.period} value={p.period}>
                {p.label}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor="reports-industry">
          所属行业
          <Select
            id="reports-industry"
            data-testid="reports-industry"
            value={industry ?? ''}
            onChange={(e) => replaceQuery({ industry: e.target.value || null, page: null })}
          >
            <option value="">全部行业</option>
            {industries.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </Select>
        </label>
        {report === 'forecast' && (
          <span className="types" data-testid="reports-types">
            预告类型
            <Chip type="button" $active={!ftype} aria-pressed={!ftype} onClick={() => replaceQuery({ ftype: null, page: null })}>
              全部类型
            </Chip>
            {FORECAST_TYPES.filter((t) => typeCounts.has(t) || t === ftype).map((t) => (
              <Chip
                key={t}
                type="button"
                $active={ftype === t}
                aria-pressed={ftype === t}
                onClick={() => replaceQuery({ ftype: ftype === t ? null : t, page: null })}
              >
                {t} {typeCounts.get(t) ?? 0}
              </Chip>
            ))}
          </span>
        )}
      </Filters>
      <LoadStatus value={load} />
      {a && !a.ready && (
        <StatusLine role="status" data-testid="reports-progress">
          正在读取全市场公司的定期报告（已完成 {a.progress}%），稍候自动刷新…
        </StatusLine>
      )}
      {current && (
        <>
          <SummaryTiles testId="reports-tiles" tiles={reportTiles(report, rows)} />
          <PagedTable<Row>
            label={`${label} ${current.label}`}
            testId="reports-table"
            columns={COLUMNS[report] as DcColumn<Row>[]}
            rows={rows}
            rowKey={(r) => r.id}
            csvName={`${label}_${current.label}_${current.date}`}
            emptyText={`${current.date} 前没有符合条件的${label}`}
            {...table}
            sort={table.sort ?? DEFAULT_SORT[report]}
          />
        </>
      )}
    </Card>
  );
}
