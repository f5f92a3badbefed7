/**
 * 成长能力 (/stockGrowthAbility) store, React-free: code and 报告期/年度 from the address become one
 * `growAbility` request; {@link growthChartData} draws the chosen growth measure (同比, 环比 or
 * 3年复合) of 营业总收入, 归母净利润 and 扣非净利润 plus ROE over the periods, oldest first.
 */
import type { Observable } from 'rxjs';
import type { GrowAnswer, GrowQuery, GrowRow } from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import type { KeyedLoadable } from '../../core/loadable';
import type { LineChartData } from '../../components/data-page/line-chart-view';
import { keyedLoad } from '../../components/data-page/loads.streams';
import { formatRatio } from '../../../contracts/format';

/** Growth measures. */
export const GROWTH_MEASURES = ['yoy', 'qoq', 'cagr3'] as const;
/** One of {@link GROWTH_MEASURES}. */
export type GrowthMeasure = (typeof GROWTH_MEASURES)[number];
/** Chinese labels of {@link GROWTH_MEASURES}. */
export const GROWTH_MEASURE_LABELS: Readonly<Record<GrowthMeasure, string>> = { yoy: '同比', qoq: '滚动环比', cagr3: '3年复合' };

/** What the address asks for. */
export interface GrowthParams {
  id: SecurityId;
  type: 'report' | 'year';
}

/** The page's I/O. */
export interface GrowthDeps {
  fetchGrow(query: GrowQuery): Observable<GrowAnswer>;
}

/** Periods shown. */
export const GROWTH_PERIODS = 20;

/** The answer for the latest params. */
export function createGrowthAbility(deps: GrowthDeps, params$: Observable<GrowthParams>): Observable<KeyedLoadable<GrowAnswer>> {
  return keyedLoad(
    params$,
    (p) => `${p.id}|${p.type}`,
    (p) => deps.fetchGrow({ code: p.id, type: p.type, count: GROWTH_PERIODS }),
  );
}

/** The row fields of a measure: revenue, net profit, deducted. */
export function measureKeys(measure: GrowthMeasure): readonly [keyof GrowRow, keyof GrowRow, keyof GrowRow] {
  switch (measure) {
    case 'yoy':
      return ['revenueYoy', 'netProfitYoy', 'deductedYoy'];
    case 'qoq':
      return ['revenueQoq', 'netProfitQoq', 'deductedQoq'];
    case 'cagr3':
      return ['revenueCagr3', 'netProfitCagr3', 'deductedCagr3'];
  }
}

function numberOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The chart (oldest period first). */
export function growthChartData(answer: GrowAnswer, measure: GrowthMeasure, roeColor: string): LineChartData {
  const rows = [...answer.rows].reverse();
  const [rev, np, ded] = measureKeys(measure);
  const label = GROWTH_MEASURE_LABELS[measure];
  return {
    dates: rows.map((r) => r.period),
    series: [
      { name: `营业总收入${label}`, values: rows.map((r) => numberOrNull(r[rev])) },
      { name: `归母净利润${label}`, values: rows.map((r) => numberOrNull(r[np])) },
      { name: `扣非净利润${label}`, values: rows.map((r) => numberOrNull(r[ded])) },
      { name: 'ROE', values: rows.map((r) => r.roe), color: roeColor },
    ],
    format: (v) => formatRatio(v),
  };
}
