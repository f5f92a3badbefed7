/**
 * 个股对比 (/stockCompare) store, React-free: the address's two to six codes each load their
 * detail (price, 市盈率TTM, 市净率, 市值), their daily K-line (前复权, from the existing kline
 * dataset) and their latest growth (growAbility) — each code once, so adding a code loads only that
 * code. {@link normalisedReturns} puts every code on one 0%-based return axis over 1M/3M/1Y/3Y.
 */
import { map, type Observable } from 'rxjs';
import type { StockDetail } from '../../../contracts/endpoints/details';
import type { GrowAnswer, GrowQuery } from '../../../contracts/endpoints/fundamentals';
import type { KlineAnswer, KlineParams } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import type { Loadable } from '../../core/loadable';
import { wallDate } from '../../core/exchange-clock';
import type { LineChartData } from '../../components/data-page/line-chart-view';
import { loadMap } from '../../components/data-page/loads.streams';
import { formatPct } from '../../../contracts/format';

/** Fewest and most codes compared. */
export const MIN_CODES = 2;
export const MAX_CODES = 6;

/** Return windows. */
export const RETURN_RANGES = ['1M', '3M', '1Y', '3Y'] as const;
/** One of {@link RETURN_RANGES}. */
export type ReturnRange = (typeof RETURN_RANGES)[number];
/** Chinese labels. */
export const RETURN_RANGE_LABELS: Readonly<Record<ReturnRange, string>> = { '1M': '近1月', '3M': '近3月', '1Y': '近1年', '3Y': '近3年' };
const RANGE_MONTHS: Readonly<Record<ReturnRange, number>> = { '1M': 1, '3M': 3, '1Y': 12, '3Y': 36 };

/** Daily bars loaded per code: enough for 3 years. */
export const COMPARE_BARS = 800;

/** The page's I/O. */
export interface CompareDeps {
  fetchDetail(id: SecurityId): Observable<StockDetail>;
  fetchKline(params: KlineParams): Observable<KlineAnswer>;
  fetchGrow(query: GrowQuery): Observable<GrowAnswer>;
}

/** Per-code loads. */
export interface CompareLoads {
  details: Readonly<Record<string, Loadable<StockDetail>>>;
  closes: Readonly<Record<string, Loadable<DailyCloses>>>;
  grows: Readonly<Record<string, Loadable<GrowAnswer>>>;
}

/** A code's daily closes by date, oldest first. */
export interface DailyCloses {
  dates: string[];
  closes: number[];
}

/** Closes of a K-line answer by exchange date. */
export function closesOf(answer: KlineAnswer): DailyCloses {
  return { dates: answer.bars.map((b) => wallDate(b.t)), closes: answer.bars.map((b) => b.c) };
}

/** The loads for the codes of `codes$`. */
export function createStockCompare(
  deps: CompareDeps,
  codes$: Observable<readonly SecurityId[]>,
): { details$: Observable<CompareLoads['details']>; closes$: Observable<CompareLoads['closes']>; grows$: Observable<CompareLoads['grows']> } {
  return {
    details$: loadMap(codes$, (id) => deps.fetchDetail(id)),
    closes$: loadMap(codes$, (id) => deps.fetchKline({ code: id, period: 'day', adjust: 'forward', count: COMPARE_BARS }).pipe(map(closesOf))),
    grows$: loadMap(codes$, (id) => deps.fetchGrow({ code: id, type: 'report', count: 1 })),
  };
}

/** `YYYY-MM-DD` `months` calendar months before `date`. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Every code's cumulative return in percent from the first trading day of the window, on the
 * union of the codes' trading days (a code not trading that day, e.g. an HK holiday, holds its
 * last value). The window ends at the latest date any code has.
 */
export function normalisedReturns(
  series: ReadonlyArray<{ name: string; data: DailyCloses }>,
  range: ReturnRange,
): LineChartData & { returns: Array<number | null> } {
  const end = series.reduce((m, s) => {
    const last = s.data.dates[s.data.dates.length - 1];
    return last && last > m ? last : m;
  }, '');
  if (end === '') return { dates: [], series: [], returns: [], format: pctFormat };
  const start = monthsBefore(end, RANGE_MONTHS[range]);
  const dateSet = new Set<string>();
  for (const s of series) for (const d of s.data.dates) if (d >= start && d <= end) dateSet.add(d);
  const dates = [...dateSet].sort();
  const returns: Array<number | null> = [];
  const lines = series.map((s) => {
    const values: Array<number | null> = [];
    let j = 0;
    let base: number | null = null;
    let last: number | null = null;
    for (const d of dates) {
      while (j < s.data.dates.length && s.data.dates[j]! <= d) {
        if (s.data.dates[j]! >= start) {
          const c = s.data.closes[j]!;
          if (base === null && c > 0) base = c;
          last = c;
        }
        j++;
      }
      values.push(base !== null && last !== null ? (last / base - 1) * 100 : null);
    }
    returns.push(base !== null && last !== null ? (last / base - 1) * 100 : null);
    return { name: s.name, values };
  });
  return { dates, series: lines, returns, format: pctFormat };
}

function pctFormat(v: number): string {
  return formatPct(v);
}

/** The codes after adding `id` (ignored when present or full). */
export function addCode(codes: readonly SecurityId[], id: SecurityId): SecurityId[] {
  return codes.includes(id) || codes.length >= MAX_CODES ? [...codes] : [...codes, id];
}

/** The codes after removing `id` (never below one). */
export function removeCode(codes: readonly SecurityId[], id: SecurityId): SecurityId[] {
  const next = codes.filter((c) => c !== id);
  return next.length === 0 ? [...codes] : next;
}
