/**
 * A past day's factor table built in another thread (issue 26: heavy builds off the sim's request
 * loop). A worker holds its own copy of the market, booted at the same seed and anchor from the
 * sim's boot memo, so for a day whose reads end before today ({@link readsHistoryOnly}) it builds
 * the very table the sim would. What crosses the thread is the table's columns ({@link PastTableWire}):
 * the sim puts back the parts that are its own objects (universe entries, memberships, the day's
 * lazy inputs) with {@link pastTableFromWire}.
 *
 * Worker side: {@link PastTableMaker} (keeps the last days it built, so a second request for the
 * same day — now with PE 10年分位 — fills one column rather than rebuilding; and builds a day's ten-year
 * PE histories, which PE 10年分位 reads — today's too, as they end the day before). Sim side: the
 * {@link ScreenerWorker} the Screener is handed (gateway/sim/build-pool.ts runs it on a
 * worker thread).
 */
import { localDay, tradingIndexOf } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { Lru } from '../shared/lru';
import { type FactorTable, FLAG_FIELDS, NUMERIC_FIELDS, boardLabel, screenedIds } from './factor-table';
import { type Forward, type PastRead, type PastTable, pastInputs, pastTable, readsHistoryOnly } from './past-tables';
import { fillPePercentiles } from './table-build';
import { DayInputs, tableSource, type MarketSources, type TableSource } from './day-inputs';

/** One build request: the day, the sim's clock at the request (its today), and whether PE 10年分位 is needed. */
export interface PastTableJob {
  day: number;
  now: number;
  pe: boolean;
}

/** A past day's table as plain columns (structured-clone safe). */
export interface PastTableWire {
  day: number;
  ids: string[];
  loss: number[];
  num: Record<string, Float64Array>;
  flag: Record<string, Uint8Array>;
  bench: Record<string, number> | null;
  pePct: boolean;
  forward: Array<[string, Forward]>;
  benchForward: Forward;
}

/** The ten-year PE-TTM histories (sorted) of every screened company as of trading index T, end to end in one array. */
export interface PeHistoriesWire {
  T: number;
  ids: string[];
  /** History k is `values[offsets[k], offsets[k + 1])`. */
  offsets: Uint32Array;
  values: Float64Array;
}

/** Builds elsewhere what a day's screens read in seconds: past days' tables (null: the market did not trade that day) and the PE histories of 10年分位. */
export interface ScreenerWorker {
  build(job: PastTableJob): Promise<PastTableWire | null>;
  peHistories(job: { T: number }): Promise<PeHistoriesWire>;
}

/** Keeps a worker's PE histories in a day's inputs (so PE 10年分位 reads them); throws, keeping none, when they do not fit. */
export function keepPeHistories(inputs: DayInputs<unknown>, wire: PeHistoriesWire): void {
  const { ids, offsets, values } = wire;
  if (wire.T !== inputs.T) throw new Error(`PE histories of trading day ${wire.T} for inputs of ${inputs.T}`);
  if (!(offsets instanceof Uint32Array) || !(values instanceof Float64Array) || offsets.length !== ids.length + 1 || offsets[ids.length] !== values.length)
    throw new Error('PE histories: offsets do not fit the ids and values');
  for (let k = 0; k < ids.length; k++) if (offsets[k]! > offsets[k + 1]!) throw new Error('PE histories: offsets go backwards');
  for (let k = 0; k < ids.length; k++) inputs.keepPeHistory(ids[k]!, values.subarray(offsets[k], offsets[k + 1]));
}

/** Throws unless `job` is a {@link PastTableJob} a worker may build (a day whose reads end before today). */
export function checkPastTableJob(job: unknown): PastTableJob {
  const j = job as Partial<PastTableJob> | null;
  if (!j || typeof j !== 'object') throw new Error('past-table job must be an object');
  if (!Number.isInteger(j.day)) throw new Error(`past-table job: day must be an integer day number, got ${JSON.stringify(j.day)}`);
  if (typeof j.now !== 'number' || !Number.isFinite(j.now)) throw new Error(`past-table job: now must be epoch ms, got ${JSON.stringify(j.now)}`);
  if (typeof j.pe !== 'boolean') throw new Error(`past-table job: pe must be a boolean, got ${JSON.stringify(j.pe)}`);
  if (!readsHistoryOnly(j.day!, localDay(j.now))) throw new Error(`past-table job: ${formatDay(j.day!)} reads today's session; it is built by the sim itself`);
  return { day: j.day!, now: j.now, pe: j.pe };
}

/** The columns of a built table. */
export function pastTableToWire(p: PastTable): PastTableWire {
  const t = p.table;
  return {
    day: t.day,
    ids: t.ids,
    loss: t.loss,
    num: t.num,
    flag: t.flag,
    bench: t.bench ?? null,
    pePct: t.pePct,
    forward: [...p.forward],
    benchForward: p.bench,
  };
}

/**
 * The sim's table from a worker's columns: rows keep the worker's order, entries and memberships
 * come from the sim's own universe, and `inputs` (the day's lazy reads, empty until a column asks)
 * is the sim's. Throws when the columns do not fit the sim (another universe or field list).
 */
export function pastTableFromWire(src: TableSource, wire: PastTableWire, inputs: DayInputs<PastRead>): PastTable {
  const n = wire.ids.length;
  const entries = wire.ids.map((id) => {
    const e = src.universe.byId.get(id);
    if (!e) throw new Error(`past table of ${formatDay(wire.day)}: ${id} is not in the sim's universe`);
    return e;
  });
  const column = <A extends Float64Array | Uint8Array>(cols: Record<string, A>, f: string, Type: new (n: number) => A): A => {
    const c = cols[f];
    if (!(c instanceof Type) || c.length !== n) throw new Error(`past table of ${formatDay(wire.day)}: column ${f} does not fit its ${n} rows`);
    return c;
  };
  if (wire.loss.length !== n) throw new Error(`past table of ${formatDay(wire.day)}: loss does not fit its ${n} rows`);
  const table: FactorTable = {
    asOf: formatDay(wire.day),
    day: wire.day,
    live: false,
    ids: wire.ids,
    entries,
    num: Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, column(wire.num, f, Float64Array)])) as FactorTable['num'],
    flag: Object.fromEntries(FLAG_FIELDS.map((f) => [f, column(wire.flag, f, Uint8Array)])) as FactorTable['flag'],
    board: entries.map(boardLabel),
    industry: entries.map((e) => e.industry),
    concepts: wire.ids.map((id) => src.memberships.concepts.get(id) ?? []),
    indexes: wire.ids.map((id) => src.memberships.indexes.get(id) ?? []),
    loss: wire.loss,
    rowOf: new Map(wire.ids.map((id, r) => [id, r])),
    T: tradingIndexOf(wire.day),
    pePct: wire.pePct,
    inputs: src.company ? inputs : null,
    ...(wire.bench ? { bench: wire.bench } : {}),
  };
  return { table, forward: new Map(wire.forward), bench: wire.benchForward, inputs };
}

/** Days a worker keeps built (a screen's follow-ups — paging, sorting, PE 10年分位 — ask for the same day). */
const KEPT_DAYS = 4;

/** The worker side: builds past days' tables over its own market, keeping the last few. */
export class PastTableMaker {
  private readonly built = new Lru<number, PastTable | null>(KEPT_DAYS);
  private readonly src: TableSource;

  constructor(
    /** The worker's market, as the Screener is given the sim's. */
    market: MarketSources,
    /** Sets the worker market's clock to the sim's at the request. */
    private readonly setNow: (now: number) => void,
  ) {
    this.src = tableSource(market);
  }

  /** Builds every screened company's model now (each job reads them; the sim's own market builds them on its first step). */
  prepare(): void {
    const c = this.src.company;
    if (!c) return;
    for (const id of screenedIds(this.src.universe)) {
      const slot = c.companies.slotOf(id);
      if (slot !== undefined && c.companies.isCompany(slot)) c.companies.company(slot);
    }
  }

  /** The PE histories of every screened company as of trading index `T` (history only: the days before T). */
  peHistories(job: unknown): PeHistoriesWire {
    const T = (job as { T?: unknown } | null)?.T;
    if (!Number.isInteger(T) || (T as number) < 0) throw new Error(`PE-histories job: T must be a trading index, got ${JSON.stringify(T)}`);
    const inputs = new DayInputs(this.src, T as number, () => null);
    const ids: string[] = [];
    const parts: Float64Array[] = [];
    for (const id of screenedIds(this.src.universe)) {
      const h = inputs.peHistoryOf(id);
      if (!h) continue;
      ids.push(id);
      parts.push(h);
    }
    const offsets = new Uint32Array(ids.length + 1);
    parts.forEach((h, k) => {
      offsets[k + 1] = offsets[k]! + h.length;
    });
    const values = new Float64Array(offsets[ids.length]!);
    for (let k = 0; k < parts.length; k++) values.set(parts[k]!, offsets[k]);
    return { T: T as number, ids, offsets, values };
  }

  build(job: unknown): PastTableWire | null {
    const { day, now, pe } = checkPastTableJob(job);
    this.setNow(now);
    let p = this.built.get(day);
    if (p === undefined) {
      p = pastTable(this.src, day, pastInputs(this.src, day));
      this.built.set(day, p);
    }
    if (!p) return null;
    if (pe) fillPePercentiles(p.table);
    return pastTableToWire(p);
  }
}
