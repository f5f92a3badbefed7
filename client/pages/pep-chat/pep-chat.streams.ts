/**
 * 估值分位 (/pepChat) store, React-free: the address's code, metric and window become one `pepb`
 * request (the latest wins); {@link pepChartData} turns an answer into the chart: the metric's
 * daily series, its 机会值/中位值/危险值 levels, and the industry median stepped onto the days.
 */
import type { Observable } from 'rxjs';
import {
  VALUATION_METRIC_LABELS,
  VALUATION_RANGE_LABELS,
  type PepbAnswer,
  type PepbQuery,
  type PepbStat,
  type ValuationMetric,
  type ValuationRange,
} from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import type { KeyedLoadable } from '../../core/loadable';
import type { LineChartData } from '../../components/data-page/line-chart-view';
import { keyedLoad } from '../../components/data-page/loads.streams';
import { formatRatio, formatPlain } from '../../../contracts/format';

/** What the address asks for. */
export interface PepChatParams {
  id: SecurityId;
  metric: ValuationMetric;
  range: ValuationRange;
}

/** The page's I/O. */
export interface PepChatDeps {
  fetchPepb(query: PepbQuery): Observable<PepbAnswer>;
}

/** The answer for the latest params. */
export function createPepChat(deps: PepChatDeps, params$: Observable<PepChatParams>): Observable<KeyedLoadable<PepbAnswer>> {
  return keyedLoad(
    params$,
    (p) => `${p.id}|${p.metric}|${p.range}`,
    (p) => deps.fetchPepb({ code: p.id, metric: p.metric, range: p.range }),
  );
}

/** The stat of the answer's metric. */
export function statOf(answer: PepbAnswer, metric: ValuationMetric = answer.metric): PepbStat | null {
  return answer.stats.find((s) => s.metric === metric) ?? null;
}

/** Values on `dates` of a sparser dated series, each holding until the next (null before the first). */
export function stepOnto(dates: readonly string[], points: ReadonlyArray<{ date: string; value: number | null }>): Array<number | null> {
  const sorted = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: Array<number | null> = [];
  let j = -1;
  for (const d of dates) {
    while (j + 1 < sorted.length && sorted[j + 1]!.date <= d) j++;
    out.push(j >= 0 ? sorted[j]!.value : null);
  }
  return out;
}

/** The metric's value format: 股息率 in percent, multiples with 2 decimals. */
export function metricFormat(metric: ValuationMetric): (v: number) => string {
  return metric === 'dy' ? (v) => formatRatio(v) : (v) => formatPlain(v);
}

/** The chart of an answer (see the module comment). */
export function pepChartData(answer: PepbAnswer, colors: { level: readonly [string, string, string]; industry: string }): LineChartData {
  const dates = answer.series.map((p) => p.date);
  const stat = statOf(answer);
  const label = VALUATION_METRIC_LABELS[answer.metric];
  const levels = stat
    ? [
        { label: '危险值', value: stat.p80, color: colors.level[2] },
        { label: '中位值', value: stat.p50, color: colors.level[1] },
        { label: '机会值', value: stat.p20, color: colors.level[0] },
      ].filter((l): l is { label: string; value: number; color: string } => l.value !== null)
    : [];
  return {
    dates,
    series: [
      { name: label, values: answer.series.map((p) => p.value) },
      { name: `行业中值(${answer.industry})`, values: stepOnto(dates, answer.industrySeries), step: true, color: colors.industry, width: 1 },
    ],
    levels,
    format: metricFormat(answer.metric),
  };
}

/** The line under the table: how many days the window holds and how many were left out. */
export function windowNote(answer: PepbAnswer): string {
  const stat = statOf(answer);
  const days = stat ? stat.days : answer.series.length;
  const excluded = stat ? stat.excludedDays : 0;
  const rest = excluded > 0 ? `剔除亏损或无报告的 ${excluded} 天后计算分位` : '没有亏损日，全部计入分位';
  return `${VALUATION_METRIC_LABELS[answer.metric]} · ${VALUATION_RANGE_LABELS[answer.range]}（${answer.from} 至 ${answer.to}）共 ${days} 个交易日，${rest}`;
}
