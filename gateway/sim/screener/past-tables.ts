/**
 * A past day's factor table: signals from bars up to that day's close only (point in time), with
 * each stock's forward returns after the day.
 */
import { localDay, dayStart, tradingIndexOf } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { KlineBar, KlineRequest } from '../market/index';
import type { UniverseEntry } from '../market/index';
import type { BarColumns } from './indicators';
import { BENCHMARK_ID, HISTORY_BARS, type FactorTable } from './factor-table';
import { DayInputs, type TableSource } from './day-inputs';
import { adjustedColumns, buildNow, buildSliced, closedRow, emptyTable, startBuild, type RowInput, type TableBuild } from './table-build';
import { SCREEN_SLICE_MS } from '../shared/slices';

/** Trading days after an as-of day whose closes give the forward returns. */
export const FORWARD_DAYS = [1, 5, 20] as const;

/** Forward returns of a stock after the as-of day, percent (null when the day has not come). */
export type Forward = { t1: number | null; t5: number | null; t20: number | null };

/** A past day's table with each stock's forward returns; null when the market did not trade that day. */
export interface PastTable {
  table: FactorTable;
  forward: Map<string, Forward>;
  bench: Forward;
  /** The day's inputs (for the lazy columns). */
  inputs: DayInputs<PastRead>;
}

/** What a past day reads of one stock: bars up to the day, the day's raw bar and the forward returns. */
export interface PastRead {
  upTo: BarColumns;
  raw: KlineBar | null;
  forward: Forward;
}

/** Calendar days after an as-of day read for the forward returns (20 trading days and the longest holiday). */
const FORWARD_SPAN_DAYS = 45;

/**
 * True when a past day's reads all end before today: its table depends on history alone, not on
 * today's live session, so a second copy of the market (a worker's, booted at the same anchor)
 * builds exactly the same table.
 */
export function readsHistoryOnly(day: number, today: number): boolean {
  return day + FORWARD_SPAN_DAYS < today;
}

/** The one unadjusted read of a past day: from HISTORY_BARS before the day to 20 trading days after it (signals, price and forward returns). */
function pastQuery(day: number, today: number): KlineRequest {
  const lastDay = Math.min(today, day + FORWARD_SPAN_DAYS);
  const span = Math.ceil(((lastDay - day) * 5) / 7) + HISTORY_BARS + 30;
  return { period: 'day', adjust: 'none', count: span, ...(lastDay < today ? { end: dayStart(lastDay + 1) - 1 } : {}) };
}

function split(src: TableSource, id: string, day: number, today: number): PastRead | null {
  const bars = src.market.kline(id, pastQuery(day, today));
  let hi = bars.length;
  while (hi > 0 && localDay(bars[hi - 1]!.ts) > day) hi--;
  if (hi === 0) return null;
  // Signals adjust within the bars up to the day only: a later ex-date must not reach back into them.
  const upTo = adjustedColumns(bars.slice(Math.max(0, hi - HISTORY_BARS), hi));
  const whole = adjustedColumns(bars);
  const at = (k: number): number | null => {
    const j = hi - 1 + k;
    return j < bars.length ? (whole.close[j]! / whole.close[hi - 1]! - 1) * 100 : null;
  };
  return {
    upTo,
    raw: bars[hi - 1] ?? null,
    forward: { t1: at(1), t5: at(5), t20: at(20) },
  };
}

/** The inputs of a past day (each stock read once, kept with the day). */
export function pastInputs(src: TableSource, day: number): DayInputs<PastRead> {
  const today = localDay(src.market.now());
  const query = pastQuery(day, today);
  return new DayInputs(
    src,
    tradingIndexOf(day),
    (id) => split(src, id, day, today),
    (id) => src.market.prepareKline?.(id, query) ?? Promise.resolve(),
  );
}

/** A past day's table: signals from bars up to that day's close only (point in time). */
export function pastTable(src: TableSource, day: number, inputs: DayInputs<PastRead> = pastInputs(src, day)): PastTable | null {
  const p = startPast(src, day, inputs);
  return p && { ...p.extra, table: buildNow(p.build) };
}

/** {@link pastTable} built in slices that yield to the event loop. */
export async function pastTableAsync(src: TableSource, day: number, inputs: DayInputs<PastRead>, sliceMs = SCREEN_SLICE_MS): Promise<PastTable | null> {
  const p = startPast(src, day, inputs);
  return p && { ...p.extra, table: await buildSliced(p.build, sliceMs) };
}

function startPast(src: TableSource, day: number, inputs: DayInputs<PastRead>): { build: TableBuild; extra: Omit<PastTable, 'table'> } | null {
  const benchRead = inputs.barsOf(BENCHMARK_ID);
  if (!benchRead || localDay(benchRead.upTo.ts[benchRead.upTo.ts.length - 1]!) !== day) return null;
  const bench = benchRead.upTo;
  const forward = new Map<string, Forward>();
  const entries = src.universe.all.filter((e) => e.kind === 'capital');
  const rowOf = (e: UniverseEntry): RowInput | null => {
    const read = inputs.barsOf(e.id);
    if (!read?.raw) return null;
    const { upTo: bars, raw } = read;
    const onDay = localDay(raw.ts) === day;
    forward.set(e.id, onDay ? read.forward : { t1: null, t5: null, t20: null });
    // Ratios come from the adjusted bars; the price is the day's own unadjusted close.
    const float = src.market.sharesOn(e.id, tradingIndexOf(day))?.float ?? 0;
    return { ...closedRow(e, bars, onDay, inputs.knownOf(e.id), float), price: raw.close };
  };
  const table = emptyTable(formatDay(day), day, false, entries.length, src.company ? inputs : null);
  return { build: startBuild(table, src, entries, rowOf, bench), extra: { forward, bench: benchRead.forward, inputs } };
}
