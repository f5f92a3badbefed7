/**
 * Filling a factor table: one row per stock from its bars (forward-adjusted), its quote or close and
 * the company figures known that day; built synchronously or in slices that yield to the event loop.
 */
import { tradingIndexOf } from '../calendar/days';
import { parseDay } from '../../../contracts/calendar/index';
import type { Snapshot, KlineBar } from '../market/index';
import type { UniverseEntry } from '../market/index';
import { signalsOf, type BarColumns, type BarSignals } from './indicators';
import { benchmarkFigures, fillExtras } from './extra-factors';
import { yieldToLoop, SCREEN_SLICE_MS } from '../shared/slices';
import { percentileOf, perShareOf, valuationOf, type KnownFigures } from './company-factors';
import { boardLabel, FLAG_FIELDS, NUMERIC_FIELDS, type FactorTable } from './factor-table';
import type { DayInputs, TableSource } from './day-inputs';

export function columns(bars: readonly KlineBar[]): BarColumns {
  return {
    ts: bars.map((b) => b.ts),
    open: bars.map((b) => b.open),
    high: bars.map((b) => b.high),
    low: bars.map((b) => b.low),
    close: bars.map((b) => b.close),
    pre: bars.map((b) => b.preClose),
    volume: bars.map((b) => b.volume),
    amount: bars.map((b) => b.amount),
  };
}

/** Fills the PE 10年分位 column of a table from its day's PE histories (computing any missing); no-op without the company model. */
export function fillPePercentiles(table: FactorTable): void {
  const inputs = table.inputs;
  if (!inputs || table.pePct) return;
  const col = table.num.peTtmPct;
  for (let r = 0; r < table.ids.length; r++) {
    const h = inputs.peHistoryOf(table.ids[r]!);
    const pe = table.num.peTtm[r]!;
    const v = h ? percentileOf(h, Number.isNaN(pe) ? null : pe) : null;
    col[r] = v === null ? Number.NaN : v;
  }
  table.pePct = true;
}

export interface RowInput {
  entry: UniverseEntry;
  /** Forward-adjusted bars, last = the screened day. */
  bars: BarColumns;
  /** Unadjusted close of the screened day. */
  price: number;
  pct: number;
  amount: number;
  turnover: number | null;
  /** Float shares of the screened day (bonus issues applied, as the quote counts them). */
  floatShares: number;
  volumeRatio: number | null;
  amplitude: number;
  suspended: boolean;
  /** PE/PB from the quote when there is no company model. */
  valuation: { peTtm: number | null; pb: number | null } | null;
  /** The company figures known that day (with the company model). */
  known: KnownFigures | null;
  /** Today's live quote (live tables only). */
  quote?: Snapshot;
}

export function emptyTable(asOf: string, day: number, live: boolean, n: number, inputs: DayInputs<unknown> | null): FactorTable {
  const num = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, new Float64Array(n).fill(Number.NaN)])) as FactorTable['num'];
  const flag = Object.fromEntries(FLAG_FIELDS.map((f) => [f, new Uint8Array(n)])) as FactorTable['flag'];
  return {
    asOf,
    day,
    live,
    ids: [],
    entries: [],
    num,
    flag,
    board: [],
    industry: [],
    concepts: [],
    indexes: [],
    loss: [],
    rowOf: new Map(),
    T: tradingIndexOf(day),
    pePct: false,
    inputs,
  };
}

/** Calls `f` on each item, yielding to the event loop every `sliceMs` (so a long build never holds the sim). */
export async function forEachSliced<T>(items: readonly T[], f: (item: T) => void, sliceMs = SCREEN_SLICE_MS): Promise<void> {
  let start = performance.now();
  for (const item of items) {
    f(item);
    if (performance.now() - start >= sliceMs) {
      await yieldToLoop();
      start = performance.now();
    }
  }
}

/** A table under construction: rows are added one by one (synchronously or in yielding slices), then finished. */
export interface TableBuild {
  /** The entries to add, in universe order. */
  entries: readonly UniverseEntry[];
  add(e: UniverseEntry): void;
  finish(): FactorTable;
}

/** Starts a table whose rows come from `rowOf` (null: skip the entry). */
export function startBuild(
  table: FactorTable,
  src: TableSource,
  entries: readonly UniverseEntry[],
  rowOf: (e: UniverseEntry) => RowInput | null,
  benchBars: BarColumns | null,
  done: (t: FactorTable) => FactorTable = (t) => t,
): TableBuild {
  const bench = benchBars && signalsOf(benchBars);
  if (benchBars && bench) table.bench = benchmarkFigures(benchBars, bench as unknown as Record<string, unknown>);
  return {
    entries,
    add(e) {
      const r = rowOf(e);
      if (r) fillRow(table, src, r, table.ids.length, bench);
    },
    finish() {
      // Columns were sized for every entry; keep the rows that were added.
      const n = table.ids.length;
      for (const f of NUMERIC_FIELDS) table.num[f] = table.num[f].subarray(0, n);
      for (const f of FLAG_FIELDS) table.flag[f] = table.flag[f].subarray(0, n);
      return done(table);
    },
  };
}

/** Runs a build synchronously. */
export function buildNow(b: TableBuild): FactorTable {
  for (const e of b.entries) b.add(e);
  return b.finish();
}

/** Runs a build in slices that yield. */
export async function buildSliced(b: TableBuild, sliceMs = SCREEN_SLICE_MS): Promise<FactorTable> {
  await forEachSliced(b.entries, (e) => b.add(e), sliceMs);
  return b.finish();
}

/** The loss bits of a company's figures known that day: 归母净利润TTM, the last 年报's, 扣非TTM. */
function lossBits(k: KnownFigures): number {
  const lost = (x: number | null) => x !== null && x <= 0;
  return (lost(k.ttmParent) ? 1 : 0) | (lost(k.lastAnnualParent) ? 2 : 0) | (lost(k.ttmDeducted) ? 4 : 0);
}

function fillRow(t: FactorTable, src: TableSource, r: RowInput, i: number, bench: BarSignals | null): void {
  {
    const e = r.entry;
    const s: BarSignals = signalsOf(r.bars);
    t.ids.push(e.id);
    t.entries.push(e);
    t.rowOf.set(e.id, i);
    t.board.push(boardLabel(e));
    t.industry.push(e.industry);
    t.concepts.push(src.memberships.concepts.get(e.id) ?? []);
    t.indexes.push(src.memberships.indexes.get(e.id) ?? []);
    t.loss.push(r.known ? lossBits(r.known) : 0);
    const listDay = parseDay(e.listDate) ?? t.day;
    const years = (t.day - listDay) / 365.25;
    const set = (f: (typeof NUMERIC_FIELDS)[number], v: number | null) => {
      t.num[f][i] = v === null || !Number.isFinite(v) ? Number.NaN : v;
    };
    set('listYears', years);
    set('price', r.price);
    set('pct', r.pct);
    set('pct5', s.pct5);
    set('pct10', s.pct10);
    set('pct20', s.pct20);
    set('pct60', s.pct60);
    set('pctYtd', s.pctYtd);
    set('amount', r.amount / 1e8);
    set('turnover', r.turnover);
    set('volumeRatio', r.volumeRatio ?? s.volumeRatio);
    set('amplitude', r.amplitude);
    set('upStreak', s.upStreak);
    set('downStreak', s.downStreak);
    set('totalCap', e.totalShares > 0 ? (e.totalShares * r.price) / 1e8 : null);
    set('floatCap', r.floatShares > 0 ? (r.floatShares * r.price) / 1e8 : null);
    if (r.known) {
      const k = r.known;
      const v = valuationOf(k, r.price);
      // Total market value over the company's shares that day, as the quote grid shows it.
      set('totalCap', v.totalCap / 1e8);
      set('peTtm', v.peTtm);
      set('peStatic', v.peStatic);
      set('peDeducted', v.peDeducted);
      set('pb', v.pb);
      set('ps', v.ps);
      set('dividendYield', v.dividendYield);
      const ps = perShareOf(k);
      set('eps', ps.eps);
      set('bvps', ps.bvps);
      set('roe', ps.roe);
      for (const f of [
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
      ] as const)
        set(f, k[f]);
    } else if (r.valuation) {
      const { peTtm, pb } = r.valuation;
      set('peTtm', peTtm);
      set('pb', pb);
      const eps = peTtm ? r.price / peTtm : null;
      const bvps = pb ? r.price / pb : null;
      set('eps', eps);
      set('bvps', bvps);
      set('roe', eps !== null && bvps ? (eps / bvps) * 100 : null);
    }
    const flag = (f: (typeof FLAG_FIELDS)[number], v: boolean) => {
      t.flag[f][i] = v ? 1 : 0;
    };
    flag('notSt', !e.st);
    flag('notSuspended', !r.suspended);
    flag('notNew', years >= 1);
    for (const f of FLAG_FIELDS) if (f in s) flag(f, (s as unknown as Record<string, boolean>)[f] === true);
    flag('beatMarket', bench?.pct20 != null && s.pct20 !== null && s.pct20 > bench.pct20);
    flag('forecastUp', r.known?.forecastUp === true);
    flag('instNew', r.known?.instNew === true);
    const slot = src.company?.companies.slotOf(e.id);
    const model = slot === undefined ? null : (src.company?.companies.source.models[slot] ?? null);
    fillExtras(t, i, { bars: r.bars, floatShares: r.floatShares, known: r.known, model, T: t.T, quote: t.live ? (r.quote ?? null) : null });
  }
}

/** A row from bars whose last one is the screened day (`onDay` false: the stock did not trade that day). */
export function closedRow(e: UniverseEntry, bars: BarColumns, onDay: boolean, known: KnownFigures | null, floatShares: number): RowInput {
  const n = bars.ts.length;
  const t = n - 1;
  const pre = bars.pre[t]!;
  const close = bars.close[t]!;
  const avg5 = n > 5 ? bars.volume.slice(n - 6, n - 1).reduce((a, v) => a + v, 0) / 5 : 0;
  return {
    entry: e,
    bars,
    price: close,
    pct: onDay && pre > 0 ? (close / pre - 1) * 100 : 0,
    amount: onDay ? bars.amount[t]! : 0,
    turnover: onDay && floatShares > 0 ? (bars.volume[t]! / floatShares) * 100 : 0,
    floatShares,
    volumeRatio: onDay && avg5 > 0 ? bars.volume[t]! / avg5 : null,
    amplitude: onDay && pre > 0 ? ((bars.high[t]! - bars.low[t]!) / pre) * 100 : 0,
    suspended: !onDay || bars.volume[t] === 0,
    valuation: null,
    known,
  };
}

/**
 * Unadjusted bars as forward-adjusted columns: on an ex-date the bar's preClose (the reference
 * price) differs from the previous close, and every earlier bar is scaled by their ratio — the
 * same adjustment the K-line applies, done here so one unadjusted read serves price and signals.
 */
export function adjustedColumns(bars: readonly KlineBar[]): BarColumns {
  const n = bars.length;
  const k = new Float64Array(n);
  let f = 1;
  for (let i = n - 1; i >= 0; i--) {
    k[i] = f;
    const prev = bars[i - 1];
    if (prev && prev.close > 0 && bars[i]!.preClose > 0 && Math.abs(bars[i]!.preClose - prev.close) > 1e-9) f *= bars[i]!.preClose / prev.close;
  }
  return {
    ts: bars.map((b) => b.ts),
    open: bars.map((b, i) => b.open * k[i]!),
    high: bars.map((b, i) => b.high * k[i]!),
    low: bars.map((b, i) => b.low * k[i]!),
    close: bars.map((b, i) => b.close * k[i]!),
    pre: bars.map((b, i) => b.preClose * k[i]!),
    volume: bars.map((b) => b.volume),
    amount: bars.map((b) => b.amount),
  };
}
