/**
 * 个股模块 (/lineTable?moduleName=…&codes=…) store, React-free: a generic metric × codes view. Each
 * module names a metric and where it comes from — growth modules read `growAbility` (年度), 分红送配
 * reads `divi` (每股派息 by year), 主营构成 reads `getSegments` (the first code's parts over its
 * 中报/年报 periods). Codes load once each; {@link metricMatrix} lines them up on the union of
 * periods (rows = codes or parts, columns = periods) for the table and the multi-line chart.
 */
import { map, of, switchMap, type Observable } from 'rxjs';
import type {
  SEGMENT_TYPES,
  DiviAnswer,
  GrowAnswer,
  GrowQuery,
  GrowRow,
  LineUnit,
  SegmentsAnswer,
  SegmentsQuery,
} from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import type { Loadable } from '../../core/loadable';
import { keyedLoad, loadMap } from '../../components/data-page/loads.streams';

/** Growth-sourced modules and their field of a 年报 row. */
const GROW_FIELDS = {
  revenue: { title: '营业总收入', field: 'revenue', unit: 'yuan' },
  netProfit: { title: '归母净利润', field: 'netProfit', unit: 'yuan' },
  deducted: { title: '扣非净利润', field: 'deducted', unit: 'yuan' },
  revenueYoy: { title: '营收同比', field: 'revenueYoy', unit: 'pct' },
  netProfitYoy: { title: '净利润同比', field: 'netProfitYoy', unit: 'pct' },
  roe: { title: 'ROE', field: 'roe', unit: 'pct' },
} as const satisfies Record<string, { title: string; field: keyof GrowRow; unit: LineUnit }>;

/** Every module of the page, in menu order. */
export const LINE_MODULES = ['divi', 'segments', 'revenue', 'netProfit', 'deducted', 'revenueYoy', 'netProfitYoy', 'roe'] as const;
/** One of {@link LINE_MODULES}. */
export type LineModule = (typeof LINE_MODULES)[number];

/** Title and unit of a module. */
export function moduleInfo(module: LineModule): { title: string; unit: LineUnit; metric: string } {
  if (module === 'divi') return { title: '分红送配', unit: 'perShare', metric: '每股派息(元)' };
  if (module === 'segments') return { title: '主营构成', unit: 'yuan', metric: '主营收入' };
  const g = GROW_FIELDS[module];
  return { title: g.title, unit: g.unit, metric: g.title };
}

/** Years of growth history loaded per code. */
export const LINE_YEARS = 10;
/** Segment periods loaded (newest first). */
export const SEGMENT_PERIODS = 6;

/** The page's I/O. */
export interface LineTableDeps {
  fetchGrow(query: GrowQuery): Observable<GrowAnswer>;
  fetchDivi(id: SecurityId): Observable<DiviAnswer>;
  fetchSegments(query: SegmentsQuery): Observable<SegmentsAnswer>;
}

/** A module's answers per code. */
export type ModuleLoads = Readonly<Record<string, Loadable<GrowAnswer | DiviAnswer>>>;

/** Loads of a metric module for `codes$` (each code once); segments load per period of the first code. */
export function createLineTable(
  deps: LineTableDeps,
  module: Exclude<LineModule, 'segments'>,
  codes$: Observable<readonly SecurityId[]>,
): Observable<ModuleLoads> {
  return loadMap<GrowAnswer | DiviAnswer>(codes$, (id) =>
    module === 'divi' ? deps.fetchDivi(id) : deps.fetchGrow({ code: id, type: 'year', count: LINE_YEARS }),
  );
}

/** The first code's segments: the latest period first (its list of periods), then the earlier ones, each once. */
export function createSegmentLoads(
  deps: LineTableDeps,
  id$: Observable<SecurityId>,
): Observable<{ latest: Loadable<SegmentsAnswer>; byPeriod: Readonly<Record<string, Loadable<SegmentsAnswer>>> }> {
  return id$.pipe(
    switchMap((id) =>
      keyedLoad(
        of(id),
        (x) => x,
        (x) => deps.fetchSegments({ code: x }),
      ).pipe(
        switchMap((latest) => {
          const data = latest.data;
          const periods = data ? data.periods.filter((p) => p !== data.period).slice(0, SEGMENT_PERIODS - 1) : [];
          return loadMap<SegmentsAnswer>(of(periods), (period) => deps.fetchSegments({ code: id, period })).pipe(map((byPeriod) => ({ latest, byPeriod })));
        }),
      ),
    ),
  );
}

/** A metric table: columns = periods (newest first), rows with one value per period. */
export interface MetricMatrix {
  periods: string[];
  rows: Array<{ key: string; name: string; values: Array<number | null> }>;
}

/** Values of one code's answer by period (`YYYY` for dividends by year of the report period). */
export function valuesByPeriod(module: Exclude<LineModule, 'segments'>, answer: GrowAnswer | DiviAnswer): Map<string, number | null> {
  const out = new Map<string, number | null>();
  if (module === 'divi') {
    for (const r of (answer as DiviAnswer).rows) {
      if (r.progress === '不分配') continue;
      const year = r.period.slice(0, 4);
      out.set(year, Math.round(((out.get(year) ?? 0) + r.cashPer10 / 10) * 10_000) / 10_000);
    }
    return out;
  }
  const field = GROW_FIELDS[module].field;
  for (const r of (answer as GrowAnswer).rows) out.set(r.period.slice(0, 4), r[field] as number | null);
  return out;
}

/** Rows (by code, in order) on the union of periods, newest first. */
export function metricMatrix(module: Exclude<LineModule, 'segments'>, codes: readonly SecurityId[], loads: ModuleLoads): MetricMatrix {
  const perCode = codes.map((id) => {
    const data = loads[id]?.data ?? null;
    return { id, name: data?.name ?? id, values: data ? valuesByPeriod(module, data) : new Map<string, number | null>() };
  });
  const periods = [...new Set(perCode.flatMap((c) => [...c.values.keys()]))].sort().reverse();
  return { periods, rows: perCode.map((c) => ({ key: c.id, name: c.name, values: periods.map((p) => c.values.get(p) ?? null) })) };
}

/** Segment parts of one type across periods (rows = parts, by the latest period's revenue), newest period first. */
export function segmentMatrix(type: (typeof SEGMENT_TYPES)[number], answers: readonly SegmentsAnswer[]): MetricMatrix {
  const sorted = [...answers].sort((a, b) => (a.period < b.period ? 1 : -1));
  const periods = sorted.map((a) => a.period);
  const names: string[] = [];
  for (const a of sorted) for (const r of a.groups.find((g) => g.type === type)?.rows ?? []) if (!names.includes(r.name)) names.push(r.name);
  return {
    periods,
    rows: names.map((name) => ({
      key: name,
      name,
      values: sorted.map((a) => a.groups.find((g) => g.type === type)?.rows.find((r) => r.name === name)?.revenue ?? null),
    })),
  };
}
