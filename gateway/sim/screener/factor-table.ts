/**
 * The factor snapshot of every A-share on one day, as columns (one typed array per field): its shape
 * (the fields, {@link FactorTable}) and the stocks it screens. Built from the market's own daily bars
 * and live quotes — the same numbers the K-line and quote grid show — by `live-tables.ts` (today) and
 * `past-tables.ts` (a past day, point in time), over `day-inputs.ts` (what a day reads per stock) and
 * `table-build.ts` (filling the rows).
 */
import type { Universe, UniverseEntry } from '../market/index';
import { EXTRA_COMPANY_FIELDS, EXTRA_FLAG_FIELDS, EXTRA_NUMERIC_FIELDS } from './extra-factors';
import type { DayInputs } from './day-inputs';

/** Bars of history a day's signals read (250-day highs, weekly MACD warm-up). */
export const HISTORY_BARS = 320;
/** Benchmark of 跑赢大盘 and of forward returns. */
export const BENCHMARK_ID = '000300.SH';
export const BENCHMARK_NAME = '沪深300';

/** Numeric columns (NaN = no value). */
export const NUMERIC_FIELDS = [
  'listYears',
  'price',
  'pct',
  'pct5',
  'pct10',
  'pct20',
  'pct60',
  'pctYtd',
  'amount',
  'turnover',
  'volumeRatio',
  'amplitude',
  'upStreak',
  'downStreak',
  'peTtm',
  'peStatic',
  'peDeducted',
  'pb',
  'ps',
  'peTtmPct',
  'dividendYield',
  'totalCap',
  'floatCap',
  'eps',
  'bvps',
  'roe',
  'roa',
  'grossMargin',
  'netMargin',
  'debtRatio',
  'currentRatio',
  'revenueYoy',
  'profitYoy',
  'revenueCagr3',
  'profitCagr3',
  'top10Float',
  'instRatio',
  'holderCount',
  'holderCountChange',
  ...EXTRA_NUMERIC_FIELDS,
] as const;
/** Yes/no columns. */
export const FLAG_FIELDS = [
  'notSt',
  'notSuspended',
  'notNew',
  'newHigh20',
  'newHigh60',
  'newHigh250',
  'newLow20',
  'newLow60',
  'beatMarket',
  'maBull',
  'maBear',
  'crossMa5',
  'crossMa10',
  'crossMa20',
  'crossMa60',
  'macdGolden',
  'macdDead',
  'macdGoldenW',
  'macdDeadW',
  'kdjGolden',
  'kdjDead',
  'kdjGoldenW',
  'kdjDeadW',
  'volumeBreakout',
  'forecastUp',
  'instNew',
  ...EXTRA_FLAG_FIELDS,
] as const;
/**
 * Fields read from the company model and the holders (point in time, as of any day). A screener
 * built without the company model (a market view alone) has no source for them and refuses them.
 */
export const COMPANY_FIELDS: ReadonlySet<string> = new Set([
  'peStatic',
  'peDeducted',
  'ps',
  'peTtmPct',
  'dividendYield',
  'eps',
  'bvps',
  'roe',
  'roa',
  'grossMargin',
  'netMargin',
  'debtRatio',
  'currentRatio',
  'revenueYoy',
  'profitYoy',
  'revenueCagr3',
  'profitCagr3',
  'forecastUp',
  'top10Float',
  'instRatio',
  'instNew',
  'holderCount',
  'holderCountChange',
  ...EXTRA_COMPANY_FIELDS,
]);
/** Fields costly enough to be filled only when a screen asks for them (ten years of closes per stock). */
export const LAZY_FIELDS: ReadonlySet<string> = new Set(['peTtmPct']);

/** The factor snapshot. Row r is `ids[r]`. */
export interface FactorTable {
  /** `YYYY-MM-DD` of the day. */
  asOf: string;
  day: number;
  live: boolean;
  ids: string[];
  entries: UniverseEntry[];
  num: Record<(typeof NUMERIC_FIELDS)[number], Float64Array>;
  flag: Record<(typeof FLAG_FIELDS)[number], Uint8Array>;
  board: string[];
  industry: string[];
  /** Concept and index memberships per row. */
  concepts: string[][];
  indexes: string[][];
  /** Per row, which earnings bases are losses (≤ 0), so their multiples show 亏损: {@link LOSS_BASES}' bits. */
  loss: number[];
  /** Row of an id. */
  rowOf: Map<string, number>;
  /** Trading index of the day. */
  T: number;
  /** True once the lazy PE 10年分位 column is filled ({@link fillPePercentiles}). */
  pePct: boolean;
  /** The day's inputs the lazy column reads (null without the company model). */
  inputs: DayInputs<unknown> | null;
  /** 沪深300's returns of the day by field (what `vs: benchmark` compares with). */
  bench?: Record<string, number>;
}

/**
 * The multiples whose earnings base can be a loss, and its bit in {@link FactorTable.loss}: such a
 * multiple is empty (亏损不计, as /pepChat leaves loss days out of its percentiles) and the result
 * row names it, so the table shows 亏损 rather than -- (no report yet).
 */
export const LOSS_BASES: Readonly<Record<string, number>> = { peTtm: 1, peTtmPct: 1, peStatic: 2, peDeducted: 4 };

/** Board label of a stock (沪主板, 深主板, 创业板, 科创板, 北交所). */
export function boardLabel(e: UniverseEntry): string {
  if (e.board === 'chinext') return '创业板';
  if (e.board === 'star') return '科创板';
  if (e.board === 'bse') return '北交所';
  return e.suffix === 'SH' ? '沪主板' : '深主板';
}

/** The stocks screened and the benchmark, in universe order. */
export function screenedIds(universe: Universe): string[] {
  return universe.all.filter((e) => e.kind === 'capital' || e.id === BENCHMARK_ID).map((e) => e.id);
}
