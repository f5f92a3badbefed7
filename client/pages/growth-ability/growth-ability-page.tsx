/**
 * 成长能力 (/stockGrowthAbility?code=600519.SH&type=report&measure=yoy): 营业总收入, 归母净利润 and
 * 扣非净利润 with their 同比, 滚动环比 and 3年复合 growth and ROE per 报告期 (or 年度), a chart of the
 * chosen measure, and the latest period against the industry's average and median with the
 * stock's rank. Choices live in the address.
 */
import { useMemo } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import type { GrowPeer, GrowRow } from '../../../contracts/endpoints/fundamentals';
import { reportPeriodName } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import { formatAmount, formatGrowth, formatRank, formatRatio } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { LineChartBox } from '../../components/data-page/line-chart-box';
import { SERIES_PALETTE } from '../../components/data-page/line-chart-view';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem, pickParam } from '../../components/data-page/query-state';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { createGrowthAbility, GROWTH_MEASURE_LABELS, GROWTH_MEASURES, growthChartData, measureKeys, type GrowthMeasure } from './growth-ability.streams';

const deps = { fetchGrow: (q: Parameters<typeof fetchFundamentals<'growAbility'>>[1]) => fetchFundamentals('growAbility', q) };
const TYPES = ['report', 'year'] as const;

const PEER_COLUMNS: DataColumn<GrowPeer>[] = [
  { key: 'label', label: '指标', text: true, cell: (p) => p.label },
  { key: 'value', label: '本股', cell: (p) => formatRatio(p.value), trend: (p) => (p.key === 'roe' ? null : p.value) },
  { key: 'industryAverage', label: '行业平均', cell: (p) => formatRatio(p.industryAverage) },
  { key: 'industryMedian', label: '行业中值', cell: (p) => formatRatio(p.industryMedian) },
  { key: 'rank', label: '行业排名', cell: (p) => formatRank(p.rank, p.total) },
];

function growthColumns(measure: GrowthMeasure): DataColumn<GrowRow>[] {
  const [rev, np, ded] = measureKeys(measure);
  const label = GROWTH_MEASURE_LABELS[measure];
  const pct = (k: keyof GrowRow) => (r: GrowRow) => formatGrowth(r[k] as number | null);
  const trend = (k: keyof GrowRow) => (r: GrowRow) => r[k] as number | null;
  return [
    { key: 'period', label: '报告期', text: true, cell: (r) => reportPeriodName(r.period) ?? r.period },
    { key: 'revenue', label: '营业总收入', cell: (r) => formatAmount(r.revenue) },
    { key: rev, label: `营收${label}`, cell: pct(rev), trend: trend(rev) },
    { key: 'netProfit', label: '归母净利润', cell: (r) => formatAmount(r.netProfit) },
    { key: np, label: `净利${label}`, cell: pct(np), trend: trend(np) },
    { key: 'deducted', label: '扣非净利润', cell: (r) => formatAmount(r.deducted) },
    { key: ded, label: `扣非${label}`, cell: pct(ded), trend: trend(ded) },
    { key: 'roe', label: 'ROE', cell: (r) => formatRatio(r.roe) },
    { key: 'noticeDate', label: '公告日', cell: (r) => r.noticeDate },
  ];
}

function GrowthView({ id, type, measure }: { id: SecurityId; type: 'report' | 'year'; measure: GrowthMeasure }) {
  const load$ = useObservable((in$) => createGrowthAbility(deps, in$.pipe(map(([id, type]) => ({ id, type })))), [id, type]);
  const load = useObservableEagerState(load$);
  const answer = load.data;
  const chart = useMemo(() => (answer ? growthChartData(answer, measure, SERIES_PALETTE[4]) : null), [answer, measure]);
  return (
    <FundamentalsPage title="成长能力" path="/stockGrowthAbility" id={id} name={answer?.name} testId="growth-page">
      <Card>
        <CardHeader>
          <h2>行业对比{answer?.peerPeriod ? ` · ${reportPeriodName(answer.peerPeriod) ?? answer.peerPeriod} · ${answer.industry}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} empty={(a) => a.peers.length === 0} emptyText="暂无行业对比数据" />
        {answer && answer.peers.length > 0 && (
          <DataTable label="成长能力行业对比" testId="growth-peers" columns={PEER_COLUMNS} rows={answer.peers} rowKey={(p) => p.key} />
        )}
      </Card>
      <Card>
        <CardHeader>
          <TabStrip
            label="报告类型"
            tabs={TYPES.map((t) => ({ key: t, label: t === 'report' ? '按报告期' : '按年度' }))}
            selected={type}
            onSelect={(t) => replaceQuery({ type: t })}
          />
          <span className="spacer" />
          <TabStrip
            label="增长口径"
            tabs={GROWTH_MEASURES.map((m) => ({ key: m, label: GROWTH_MEASURE_LABELS[m] }))}
            selected={measure}
            onSelect={(m) => replaceQuery({ measure: m })}
          />
        </CardHeader>
        <LoadStatus value={load} empty={(a) => a.rows.length === 0} emptyText="暂无财务报告" />
        {answer && chart && answer.rows.length > 0 && (
          <>
            <LineChartBox data={chart} label={`营收、净利润、扣非净利润${GROWTH_MEASURE_LABELS[measure]}与ROE`} testId="growth-chart" />
            <DataTable label="成长能力明细" testId="growth-rows" columns={growthColumns(measure)} rows={answer.rows} rowKey={(r) => r.period} />
          </>
        )}
      </Card>
    </FundamentalsPage>
  );
}

/** The /stockGrowthAbility page. */
export default function GrowthAbilityPage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/stockGrowthAbility" title="成长能力" problem={codeProblem(search)} />;
  return <GrowthView key={id} id={id} type={pickParam(search, 'type', TYPES, 'report')} measure={pickParam(search, 'measure', GROWTH_MEASURES, 'yoy')} />;
}
