/**
 * 个股模块 (/lineTable?moduleName=divi&codes=600519.SH,000858.SZ): a generic metric × codes view —
 * rows are codes (主营构成: the first code's parts), columns are periods, with a multi-line chart of
 * the same numbers. 分红送配 adds the first code's dividend plans; 主营构成 adds the latest period's
 * breakdown by 行业/产品/地区. Module, codes and breakdown type live in the address.
 */
import { useMemo } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import {
  SEGMENT_TYPE_LABELS,
  SEGMENT_TYPES,
  type DiviAnswer,
  type DividendRow,
  type SegmentRow,
  type SegmentsAnswer,
} from '../../../contracts/endpoints/fundamentals';
import { reportPeriodName } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import { CodeAdder } from '../../components/data-page/code-adder';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import { formatAmount, formatByUnit, formatRatio } from '../../../contracts/format';
import { LineChartBox } from '../../components/data-page/line-chart-box';
import type { LineChartData } from '../../components/data-page/line-chart-view';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codesParam, pickParam } from '../../components/data-page/query-state';
import { Button } from '../../ui/button';
import { Card, CardHeader, MarketPage, StatusLine } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import {
  createLineTable,
  createSegmentLoads,
  LINE_MODULES,
  metricMatrix,
  moduleInfo,
  segmentMatrix,
  type LineModule,
  type MetricMatrix,
} from './line-table.streams';
import { FilterBar } from '../../components/data-page/filter-bar';

const MAX_CODES = 6;

const deps = {
  fetchGrow: (q: Parameters<typeof fetchFundamentals<'growAbility'>>[1]) => fetchFundamentals('growAbility', q),
  fetchDivi: (id: SecurityId) => fetchFundamentals('divi', { code: id }),
  fetchSegments: (q: Parameters<typeof fetchFundamentals<'getSegments'>>[1]) => fetchFundamentals('getSegments', q),
};

const Chips = styled(FilterBar)`
  .chip {
    display: inline-flex;
    align-items: center;
    gap: ${rem(4)};
    padding: ${rem(2)} ${rem(4)} ${rem(2)} ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(12)};
  }
`;

function periodLabel(module: LineModule, p: string): string {
  if (module === 'segments') return reportPeriodName(p) ?? p;
  return `${p}年`;
}

function matrixColumns(module: LineModule, m: MetricMatrix): DataColumn<MetricMatrix['rows'][number]>[] {
  const info = moduleInfo(module);
  return [
    { key: 'name', label: module === 'segments' ? '主营构成' : '名称', text: true, cell: (r) => r.name },
    ...m.periods.map(
      (p, i): DataColumn<MetricMatrix['rows'][number]> => ({
        key: p,
        label: periodLabel(module, p),
        cell: (r) => formatByUnit(info.unit, r.values[i] ?? null),
      }),
    ),
  ];
}

function matrixChart(module: LineModule, m: MetricMatrix): LineChartData {
  const info = moduleInfo(module);
  const order = m.periods.map((_, i) => m.periods.length - 1 - i);
  return {
    dates: order.map((i) => periodLabel(module, m.periods[i]!)),
    series: m.rows.map((r) => ({ name: r.name, values: order.map((i) => r.values[i] ?? null) })),
    format: (v) => formatByUnit(info.unit, v),
  };
}

const DIVI_COLUMNS: DataColumn<DividendRow>[] = [
  { key: 'period', label: '报告期', text: true, cell: (r) => reportPeriodName(r.period) ?? r.period },
  { key: 'plan', label: '分红方案', text: true, cell: (r) => r.plan },
  { key: 'planDate', label: '预案公告日', cell: (r) => r.planDate },
  { key: 'meetingDate', label: '股东大会日', cell: (r) => r.meetingDate ?? '--' },
  { key: 'recordDate', label: '股权登记日', cell: (r) => r.recordDate ?? '--' },
  { key: 'exDate', label: '除权除息日', cell: (r) => r.exDate ?? '--' },
  { key: 'payDate', label: '派息日', cell: (r) => r.payDate ?? '--' },
  { key: 'progress', label: '方案进度', text: true, cell: (r) => r.progress },
  { key: 'dividendYield', label: '股息率', cell: (r) => formatRatio(r.dividendYield) },
  { key: 'totalCash', label: '分红总额', cell: (r) => formatAmount(r.totalCash) },
  { key: 'payoutRatio', label: '股利支付率', cell: (r) => formatRatio(r.payoutRatio) },
];

const SEGMENT_COLUMNS: DataColumn<SegmentRow>[] = [
  { key: 'name', label: '主营构成', text: true, cell: (r) => r.name },
  { key: 'revenue', label: '主营收入', cell: (r) => formatAmount(r.revenue) },
  { key: 'revenueShare', label: '收入比例', cell: (r) => formatRatio(r.revenueShare) },
  { key: 'cost', label: '主营成本', cell: (r) => formatAmount(r.cost) },
  { key: 'costShare', label: '成本比例', cell: (r) => formatRatio(r.costShare) },
  { key: 'profit', label: '主营利润', cell: (r) => formatAmount(r.profit) },
  { key: 'profitShare', label: '利润比例', cell: (r) => formatRatio(r.profitShare) },
  { key: 'grossMargin', label: '毛利率', cell: (r) => formatRatio(r.grossMargin) },
];

function MatrixCards({ module, matrix, status }: { module: LineModule; matrix: MetricMatrix; status: string | null }) {
  const info = moduleInfo(module);
  const chart = useMemo(() => matrixChart(module, matrix), [module, matrix]);
  return (
    <Card>
      <CardHeader>
        <h2>{info.metric}</h2>
      </CardHeader>
      {matrix.periods.length === 0 ? (
        <StatusLine role={status === '加载中…' ? 'status' : undefined} $error={status !== null && status !== '加载中…'}>
          {status ?? '暂无数据'}
        </StatusLine>
      ) : (
        <>
          <LineChartBox data={chart} label={`${info.metric}走势`} testId="line-table-chart" />
          <DataTable label={`${info.title}明细`} testId="line-table" columns={matrixColumns(module, matrix)} rows={matrix.rows} rowKey={(r) => r.key} />
        </>
      )}
    </Card>
  );
}

function MetricModule({ module, codes }: { module: Exclude<LineModule, 'segments'>; codes: SecurityId[] }) {
  const codes$ = useObservable((in$) => in$.pipe(map(([key]) => key.split(',') as SecurityId[])), [codes.join(',')]);
  const loads$ = useMemo(() => createLineTable(deps, module, codes$), [module, codes$]);
  const loads = useObservableEagerState(loads$);
  const matrix = useMemo(() => metricMatrix(module, codes, loads), [module, codes, loads]);
  const errors = codes.map((id) => loads[id]?.error).filter((e): e is string => !!e && !loads[codes[0]!]?.data);
  const loading = codes.some((id) => !loads[id] || loads[id]!.status === 'loading' || loads[id]!.status === 'idle');
  const first = loads[codes[0]!]?.data as DiviAnswer | undefined;
  return (
    <>
      <MatrixCards module={module} matrix={matrix} status={loading ? '加载中…' : (errors[0] ?? null)} />
      {module === 'divi' && first && (
        <Card>
          <CardHeader>
            <h2>{first.name} · 分红方案</h2>
          </CardHeader>
          {first.rows.length === 0 ? (
            <StatusLine>上市以来暂无分红</StatusLine>
          ) : (
            <DataTable label="分红方案" testId="divi-table" columns={DIVI_COLUMNS} rows={first.rows} rowKey={(r) => r.period} />
          )}
        </Card>
      )}
    </>
  );
}

function SegmentsModule({ id, type }: { id: SecurityId; type: (typeof SEGMENT_TYPES)[number] }) {
  const id$ = useObservable((in$) => in$.pipe(map(([x]) => x)), [id]);
  const loads = useObservableEagerState(useMemo(() => createSegmentLoads(deps, id$), [id$]));
  const answers = useMemo(
    () => [loads.latest.data, ...Object.values(loads.byPeriod).map((l) => l.data)].filter((a): a is SegmentsAnswer => a !== null),
    [loads],
  );
  const matrix = useMemo(() => segmentMatrix(type, answers), [type, answers]);
  const latest = loads.latest.data;
  const group = latest?.groups.find((g) => g.type === type);
  const status = loads.latest.status === 'error' ? (loads.latest.error ?? '加载失败') : latest ? null : '加载中…';
  return (
    <>
      <Card>
        <CardHeader>
          <h2>{latest ? `${latest.name} · ` : ''}主营构成</h2>
          <span className="spacer" />
          <TabStrip
            label="分类"
            tabs={SEGMENT_TYPES.map((t) => ({ key: t, label: SEGMENT_TYPE_LABELS[t] }))}
            selected={type}
            onSelect={(t) => replaceQuery({ type: t })}
          />
        </CardHeader>
      </Card>
      <MatrixCards module="segments" matrix={matrix} status={status} />
      {latest && group && (
        <Card>
          <CardHeader>
            <h2>
              {reportPeriodName(latest.period) ?? latest.period} · {group.label}（营业收入 {formatAmount(latest.revenue)}）
            </h2>
          </CardHeader>
          <DataTable label="主营构成明细" testId="segments-table" columns={SEGMENT_COLUMNS} rows={group.rows} rowKey={(r) => r.name} />
        </Card>
      )}
    </>
  );
}

/** The /lineTable page. */
export default function LineTablePage() {
  const search = useSearch();
  const module = pickParam(search, 'moduleName', LINE_MODULES, 'revenue');
  let codes = codesParam(search, 'codes', MAX_CODES);
  const single = codeParam(search);
  if (single && !codes.includes(single)) codes = [single, ...codes].slice(0, MAX_CODES);
  const setCodes = (next: readonly SecurityId[]) => replaceQuery({ codes: next.join(','), code: null });
  const info = moduleInfo(module);
  return (
    <MarketPage data-testid="line-table-page" data-module={module} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card>
        <CardHeader>
          <h2>个股模块 · {info.title}</h2>
          <span className="spacer" />
          <TabStrip
            label="模块"
            tabs={LINE_MODULES.map((m) => ({ key: m, label: moduleInfo(m).title }))}
            selected={module}
            onSelect={(m) => replaceQuery({ moduleName: m })}
          />
        </CardHeader>
        <Chips aria-label="对比证券">
          {codes.map((id) => (
            <span className="chip" key={id}>
              {id}
              <Button type="button" $small $variant="text" aria-label={`移除${id}`} onClick={() => setCodes(codes.filter((c) => c !== id))}>
                ×
              </Button>
            </span>
          ))}
          {module !== 'segments' && (
            <CodeAdder present={codes} enabled={codes.length < MAX_CODES} disabledText={`最多${MAX_CODES}只`} onAdd={(id) => setCodes([...codes, id])} />
          )}
          {module === 'segments' && codes.length > 1 && <span>主营构成按第一只证券显示</span>}
        </Chips>
      </Card>
      {codes.length === 0 ? (
        <Card>
          <StatusLine>请添加证券，例如 /lineTable?moduleName=divi&amp;codes=600519.SH</StatusLine>
        </Card>
      ) : module === 'segments' ? (
        <SegmentsModule key={codes[0]} id={codes[0]!} type={pickParam(search, 'type', SEGMENT_TYPES, 'product')} />
      ) : (
        <MetricModule key={module} module={module} codes={codes} />
      )}
    </MarketPage>
  );
}
