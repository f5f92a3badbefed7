/**
 * 估值分位 (/pepChat?code=600519.SH&metric=peTtm&range=10y): for PE-TTM, PE(静), 扣非PE, PB, PS-TTM
 * and 股息率 the 当前值, 分位点, 机会值 (20%), 中位值, 危险值 (80%), 最大, 最小 and the industry median
 * over 3年/5年/10年/上市以来; the chosen metric's daily series with those levels drawn and the
 * industry median beside it, and how many loss days were left out. Choices live in the address.
 */
import { useMemo } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { filter, map } from 'rxjs';
import { useSearch } from 'wouter';
import {
  VALUATION_METRIC_LABELS,
  VALUATION_METRICS,
  VALUATION_RANGE_LABELS,
  VALUATION_RANGES,
  type PepbAnswer,
  type PepbStat,
  type ValuationMetric,
  type ValuationRange,
} from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import { memberOnlyMessage } from '../../../contracts/membership';
import { MemberGate, useMemberAccess } from '../../components/member-gate/member-gate';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import { formatMultiple, formatRatio } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { LineChartBox } from '../../components/data-page/line-chart-box';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem, pickParam } from '../../components/data-page/query-state';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { useAppTheme } from '../../ui/theme';
import { createPepChat, metricFormat, pepChartData, windowNote } from './pep-chat.streams';

const deps = { fetchPepb: (q: Parameters<typeof fetchFundamentals<'pepb'>>[1]) => fetchFundamentals('pepb', q) };

function fmt(metric: ValuationMetric, v: number | null): string {
  if (v === null) return '--';
  return metricFormat(metric)(v);
}

function currentText(s: PepbStat): string {
  if (s.current !== null) return fmt(s.metric, s.current);
  return s.metric === 'dy' ? '--' : formatMultiple(null, true);
}

/**
 * `gated`: a non-member chose a window beyond 3 years (member-only): nothing is asked for and the
 * member gate stands where the numbers would be; the tabs stay, so 3年 is one click away.
 */
function PepChatView({ id, metric, range, gated }: { id: SecurityId; metric: ValuationMetric; range: ValuationRange; gated: boolean }) {
  const theme = useAppTheme();
  const load$ = useObservable(
    (in$) =>
      createPepChat(
        deps,
        in$.pipe(
          filter(([, , , gated]) => !gated),
          map(([id, metric, range]) => ({ id, metric, range })),
        ),
      ),
    [id, metric, range, gated],
  );
  const load = useObservableEagerState(load$);
  // The sim refuses a window the caller may not see (e.g. a membership that lapsed meanwhile): show the gate, not an error.
  const refused = load.status === 'error' && load.error === memberOnlyMessage('valuationHistory');
  const locked = gated || refused;
  const answer: PepbAnswer | null = locked ? null : load.data;
  const chart = useMemo(
    () => (answer ? pepChartData(answer, { level: [theme.colors.down, theme.colors.textMuted, theme.colors.up], industry: theme.colors.warning }) : null),
    [answer, theme],
  );
  const columns: DataColumn<PepbStat>[] = [
    {
      key: 'metric',
      label: '指标',
      text: true,
      cell: (s) => (
        <button type="button" className="pick" aria-pressed={s.metric === metric} onClick={() => replaceQuery({ metric: s.metric })}>
          {VALUATION_METRIC_LABELS[s.metric]}
        </button>
      ),
    },
    { key: 'current', label: '当前值', cell: currentText },
    { key: 'percentile', label: '分位点', cell: (s) => formatRatio(s.percentile) },
    { key: 'p20', label: '机会值', title: '20%分位', cell: (s) => fmt(s.metric, s.p20) },
    { key: 'p50', label: '中位值', title: '50%分位', cell: (s) => fmt(s.metric, s.p50) },
    { key: 'p80', label: '危险值', title: '80%分位', cell: (s) => fmt(s.metric, s.p80) },
    { key: 'max', label: '最大值', cell: (s) => fmt(s.metric, s.max) },
    { key: 'min', label: '最小值', cell: (s) => fmt(s.metric, s.min) },
    { key: 'industryMedian', label: '行业中值', cell: (s) => fmt(s.metric, s.industryMedian) },
    { key: 'excluded', label: '剔除天数', title: '亏损或尚无报告、不计入分位的交易日', cell: (s) => `${s.excludedDays}/${s.days}` },
  ];
  return (
    <FundamentalsPage title="估值分位" path="/pepChat" id={id} name={answer?.name} testId="pep-chat-page">
      <Card>
        <CardHeader>
          <h2>估值分位{answer ? ` · ${answer.industry}` : ''}</h2>
          <span className="spacer" />
          <TabStrip
            label="统计区间"
            tabs={VALUATION_RANGES.map((r) => ({ key: r, label: VALUATION_RANGE_LABELS[r] }))}
            selected={range}
            onSelect={(r) => replaceQuery({ range: r })}
          />
        </CardHeader>
        {locked ? (
          <MemberGate feature="valuationHistory" locked>
            {null}
          </MemberGate>
        ) : (
          <LoadStatus value={load} empty={(a) => a.stats.length === 0} emptyText="暂无估值数据" />
        )}
        {answer && answer.stats.length > 0 && (
          <>
            <DataTable
              label="估值分位表"
              testId="pepb-stats"
              columns={columns}
              rows={VALUATION_METRICS.map((m) => answer.stats.find((s) => s.metric === m)).filter((s): s is PepbStat => s !== undefined)}
              rowKey={(s) => s.metric}
              rowKind={(s) => (s.metric === metric ? 'self' : undefined)}
            />
            <StatusLine data-testid="pepb-note">{windowNote(answer)}</StatusLine>
          </>
        )}
      </Card>
      {/* The series card waits behind the same gate: no empty frame under the lock. */}
      {!locked && (
        <Card>
          <CardHeader>
            <h2>
              {VALUATION_METRIC_LABELS[metric]} · {VALUATION_RANGE_LABELS[range]}走势
            </h2>
            <span className="spacer" />
            <TabStrip
              label="估值指标"
              tabs={VALUATION_METRICS.map((m) => ({ key: m, label: VALUATION_METRIC_LABELS[m] }))}
              selected={metric}
              onSelect={(m) => replaceQuery({ metric: m })}
            />
          </CardHeader>
          <LoadStatus value={load} empty={(a) => a.series.length === 0} emptyText="该区间暂无数据" />
          {chart && chart.dates.length > 0 && <LineChartBox data={chart} label={`${VALUATION_METRIC_LABELS[metric]}走势与分位线`} testId="pepb-chart" />}
        </Card>
      )}
    </FundamentalsPage>
  );
}

/** The /pepChat page. */
export default function PepChatPage() {
  const search = useSearch();
  const id = codeParam(search);
  const member = useMemberAccess('valuationHistory');
  if (!id) return <NoCodePage path="/pepChat" title="估值分位" problem={codeProblem(search)} />;
  const metric = pickParam(search, 'metric', VALUATION_METRICS, 'peTtm');
  // 估值分位 beyond 3 years is member-only (contracts/membership.ts): a non-member starts on 3年.
  const range = pickParam(search, 'range', VALUATION_RANGES, member ? '10y' : '3y');
  return <PepChatView key={id} id={id} metric={metric} range={range} gated={!member && range !== '3y'} />;
}
