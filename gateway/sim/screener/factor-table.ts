/**
 * The factor snapshot of every A-share on one day, as columns (one typed array per field), built
 * from the market's own daily bars and live quotes — the same numbers the K-line and quote grid
 * show. As of a past day it reads only bars up to that day's close (point in time); live it reads
 * the bars up to yesterday once a day and lays today's live quote on top.
 */
import { formatDay, isTradingDay, localDay, parseDay, dayStart, tradingIndexOf } from '../calendar/days';
import type { Snapshot, KlineBar, KlineRequest } from '../market/index';
import type { Universe, UniverseEntry } from '../market/index';
import type { MarketView } from '../market/index';
import type { Companies } from '../companies/index';
import { signalsOf, type BarColumns, type BarSignals } from './indicators';
import { benchmarkFigures, EXTRA_COMPANY_FIELDS, EXTRA_FLAG_FIELDS, EXTRA_NUMERIC_FIELDS, fillExtras } from './extra-factors';
import { yieldToLoop } from '../shared/slices';
import {
  companySources as sourcesOf,
  knownFigures,
  peHistory,
  percentileOf,
  perShareOf,
  valuationOf,
  type CompanySources,
  type KnownFigures,
} from './company-factors';

/** Bars of history a day's signals read (250-day highs, weekly MACD warm-up). */
export const HISTORY_BARS = 320;
/** Benchmark of 跑赢大盘 and of forward returns. */
export const BENCHMARK_ID = '000300.SH';
export const BENCHMARK_NAME = '沪深300';

const INDEX_IDS: Record<string, string> = {
  沪深300: '000300.SH',
  上证50: '000016.SH',
  中证500: '000905.SH',
  中证1000: '000852.SH',
  创业板指: '399006.SZ',
  科创50: '000688.SH',
};

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

/** The loss bits of a company's figures known that day: 归母净利润TTM, the last 年报's, 扣非TTM. */
function lossBits(k: KnownFigures): number {
  const lost = (x: number | null) => x !== null && x <= 0;
  return (lost(k.ttmParent) ? 1 : 0) | (lost(k.lastAnnualParent) ? 2 : 0) | (lost(k.ttmDeducted) ? 4 : 0);
}

/** Board label of a stock (沪主板, 深主板, 创业板, 科创板, 北交所). */
export function boardLabel(e: UniverseEntry): string {
  if (e.board === 'chinext') return '创业板';
  if (e.board === 'star') return '科创板';
  if (e.board === 'bse') return '北交所';
  return e.suffix === 'SH' ? '沪主板' : '深主板';
}

/** Static memberships of the universe: concept and index names per stock id. */
export class Memberships {
  readonly concepts = new Map<string, string[]>();
  readonly indexes = new Map<string, string[]>();
  constructor(universe: Universe) {
    const add = (map: Map<string, string[]>, id: string, name: string) => {
      const list = map.get(id);
      if (list) list.push(name);
      else map.set(id, [name]);
    };
    for (const e of universe.all) if (e.kind === 'index_gn') for (const id of universe.constituents(e.id)) add(this.concepts, id, e.name);
    for (const [name, indexId] of Object.entries(INDEX_IDS)) for (const id of universe.constituents(indexId)) add(this.indexes, id, name);
  }
}

function columns(bars: readonly KlineBar[]): BarColumns {
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

/** Reads the market for the table builder; counts requests so tests can check point in time. */
export interface TableSource {
  universe: Universe;
  market: MarketView;
  memberships: Memberships;
  /** The company model and holders (valuation, financial and holder columns); absent: only PE/PB from the quotes. */
  company?: CompanySources;
}

/** The company sources over a market's company model. */
export function companySources(companies: Companies): CompanySources {
  return sourcesOf(companies);
}

/**
 * What one trading day's tables read per stock, computed once and kept: the bars before the day
 * (live) or around it (past), the company figures known that day, and (lazily) the ten-year PE
 * history. Each getter computes on first use; {@link DayInputs.warm} computes ahead in slices that
 * yield to the event loop, so the first screen of a day does not block the sim for seconds.
 */
export class DayInputs<B> {
  private readonly bars = new Map<string, B | null>();
  private readonly known = new Map<number, KnownFigures | null>();
  private readonly pe = new Map<number, Float64Array>();
  constructor(
    readonly src: TableSource,
    /** Trading index of the day. */
    readonly T: number,
    private readonly readBars: (id: string) => B | null,
    /** Builds ahead, in slices that yield, what `readBars` would build in one piece (an index's history: the benchmark's). */
    private readonly prepareBars: (id: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  barsOf(id: string): B | null {
    let b = this.bars.get(id);
    if (b === undefined) {
      b = this.readBars(id);
      this.bars.set(id, b);
    }
    return b;
  }

  knownOf(id: string): KnownFigures | null {
    const c = this.src.company;
    const slot = c?.companies.slotOf(id);
    if (!c || slot === undefined) return null;
    let k = this.known.get(slot);
    if (k === undefined) {
      k = knownFigures(c, slot, this.T);
      this.known.set(slot, k);
    }
    return k;
  }

  peHistoryOf(id: string): Float64Array | null {
    const c = this.src.company;
    const slot = c?.companies.slotOf(id);
    if (!c || slot === undefined || !c.companies.isCompany(slot)) return null;
    let h = this.pe.get(slot);
    if (!h) {
      h = peHistory(c.companies, slot, this.T);
      this.pe.set(slot, h);
    }
    return h;
  }

  /** True when every stock's PE history is in. */
  hasPeHistories(ids: readonly string[]): boolean {
    const c = this.src.company;
    return (
      !!c &&
      ids.every((id) => {
        const slot = c.companies.slotOf(id);
        return slot === undefined || !c.companies.isCompany(slot) || this.pe.has(slot);
      })
    );
  }

  /** Computes every stock's inputs (and PE histories when asked) in slices of `sliceMs`, yielding between them. */
  async warm(ids: readonly string[], pe: boolean, sliceMs = 25): Promise<void> {
    let start = performance.now();
    for (const id of ids) {
      if (!this.bars.has(id)) await this.prepareBars(id);
      this.barsOf(id);
      this.knownOf(id);
      if (pe) this.peHistoryOf(id);
      if (performance.now() - start >= sliceMs) {
        await yieldToLoop();
        start = performance.now();
      }
    }
  }
}

/** The stocks screened and the benchmark, in universe order. */
export function screenedIds(universe: Universe): string[] {
  return universe.all.filter((e) => e.kind === 'capital' || e.id === BENCHMARK_ID).map((e) => e.id);
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

interface RowInput {
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

function emptyTable(asOf: string, day: number, live: boolean, n: number, inputs: DayInputs<unknown> | null): FactorTable {
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
export async function forEachSliced<T>(items: readonly T[], f: (item: T) => void, sliceMs = 25): Promise<void> {
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
function startBuild(
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
function buildNow(b: TableBuild): FactorTable {
  for (const e of b.entries) b.add(e);
  return b.finish();
}

/** Runs a build in slices that yield. */
export async function buildSliced(b: TableBuild, sliceMs = 25): Promise<FactorTable> {
  await forEachSliced(b.entries, (e) => b.add(e), sliceMs);
  return b.finish();
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
function closedRow(e: UniverseEntry, bars: BarColumns, onDay: boolean, known: KnownFigures | null, floatShares: number): RowInput {
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
 * Builds live tables: bars up to yesterday and the company figures are read once per day, today's
 * quote on every build. On a day the mainland does not trade, today's table is the last mainland
 * day's closed one and yesterday's the mainland day before it.
 */
export class LiveTables {
  private base: DayInputs<BarColumns> | null = null;
  constructor(private readonly src: TableSource) {}

  /** The day's inputs (bars up to yesterday's close, the figures known today). */
  inputs(): DayInputs<BarColumns> {
    const day = localDay(this.src.market.now());
    if (this.base && this.base.T === tradingIndexOf(day)) return this.base;
    const query = { period: 'day', adjust: 'none', count: HISTORY_BARS, end: dayStart(day) - 1 } as const;
    this.base = new DayInputs(
      this.src,
      tradingIndexOf(day),
      (id) => adjustedColumns(this.src.market.kline(id, query)),
      (id) => this.src.market.prepareKline?.(id, query) ?? Promise.resolve(),
    );
    return this.base;
  }

  /**
   * The previous mainland trading day's table: from the same bars (its closes are unadjusted: the
   * adjustment ends there); on a day the mainland is closed, whose table is that last day's, the
   * mainland day before it, read as a past day.
   */
  yesterday(): FactorTable | null {
    if (this.mainlandClosed()) return this.dayBeforeLast((day) => pastTable(this.src, day)?.table ?? null);
    const b = this.startLastClosed();
    return b && buildNow(b);
  }

  /** {@link yesterday} built in slices that yield. */
  async yesterdayAsync(sliceMs = 25): Promise<FactorTable | null> {
    if (this.mainlandClosed())
      return this.dayBeforeLast(async (day) => (await pastTableAsync(this.src, day, pastInputs(this.src, day), sliceMs))?.table ?? null);
    const b = this.startLastClosed();
    return b && buildSliced(b, sliceMs);
  }

  /** Whether the mainland is closed today (a weekend, a holiday, an HK-only day of 春节/国庆): no A-share trades, no bar to add. */
  private mainlandClosed(): boolean {
    return !isTradingDay(localDay(this.src.market.now()));
  }

  /** `read` of the mainland day before the last one the bars hold (null without two). */
  private dayBeforeLast<T>(read: (day: number) => T): T | null {
    const ts = this.inputs().barsOf(BENCHMARK_ID)?.ts ?? [];
    return ts.length < 2 ? null : read(localDay(ts[ts.length - 2]!));
  }

  /** The table of the last mainland day the bars hold, from those bars. */
  private startLastClosed(): TableBuild | null {
    const base = this.inputs();
    const benchBars = base.barsOf(BENCHMARK_ID);
    if (!benchBars || benchBars.ts.length === 0) return null;
    const prevDay = localDay(benchBars.ts[benchBars.ts.length - 1]!);
    const prev = this.src.company ? new DayInputs<null>(this.src, tradingIndexOf(prevDay), () => null) : null;
    const entries = this.src.universe.all.filter((e) => e.kind === 'capital');
    const rowOf = (e: UniverseEntry): RowInput | null => {
      const bars = base.barsOf(e.id);
      if (!bars || bars.ts.length === 0) return null;
      const float = this.src.market.sharesOn(e.id, tradingIndexOf(prevDay))?.float ?? 0;
      return closedRow(e, bars, localDay(bars.ts[bars.ts.length - 1]!) === prevDay, prev?.knownOf(e.id) ?? null, float);
    };
    return startBuild(emptyTable(formatDay(prevDay), prevDay, false, entries.length, prev), this.src, entries, rowOf, benchBars);
  }

  /** Today's table from the live quotes. */
  build(): FactorTable {
    return buildNow(this.start());
  }

  /** Today's table, built in slices that yield to the event loop. */
  buildAsync(sliceMs = 25): Promise<FactorTable> {
    return buildSliced(this.start(), sliceMs);
  }

  private start(): TableBuild {
    const now = this.src.market.now();
    const day = localDay(now);
    // The mainland is closed: no live A-share day to lay on the bars (a bar of the carried close would
    // shift every N-day return and indicator by a day); the table is the last mainland day's.
    if (!isTradingDay(day)) {
      const closed = this.startLastClosed();
      if (closed) return closed;
    }
    const base = this.inputs();
    const withToday = (id: string, q: Snapshot): BarColumns => {
      const b = base.barsOf(id) ?? columns([]);
      const price = q.price > 0 ? q.price : q.preClose;
      // Forward-adjusted history ends at yesterday's close; scale today onto it through preClose.
      const last = b.close[b.close.length - 1];
      const k = last !== undefined && q.preClose > 0 ? last / q.preClose : 1;
      return {
        ts: [...b.ts, dayStart(day)],
        open: [...b.open, (q.open ?? price) * k],
        high: [...b.high, (q.high ?? price) * k],
        low: [...b.low, (q.low ?? price) * k],
        close: [...b.close, price * k],
        pre: [...b.pre, q.preClose * k],
        volume: [...b.volume, q.volume],
        amount: [...b.amount, q.amount],
      };
    };
    const benchQuote = this.src.market.snapshot(BENCHMARK_ID);
    const bench = benchQuote ? withToday(BENCHMARK_ID, benchQuote) : null;
    const entries = this.src.universe.all.filter((e) => e.kind === 'capital');
    const rowOf = (e: UniverseEntry): RowInput | null => {
      const q = this.src.market.snapshot(e.id);
      if (!q) return null;
      const known = base.knownOf(e.id);
      const f = !known && !this.src.company ? this.src.market.fundamentals(e.id) : null;
      const price = q.price > 0 ? q.price : q.preClose;
      return {
        entry: e,
        bars: withToday(e.id, q),
        price,
        pct: q.pct,
        amount: q.amount,
        turnover: q.turnover,
        floatShares: q.floatShares,
        volumeRatio: q.volumeRatio,
        amplitude: q.amplitude,
        suspended: q.status === 'suspended',
        valuation: f ? { peTtm: f.peTtm, pb: f.pb } : null,
        known,
        quote: q,
      };
    };
    const table = emptyTable(formatDay(day), day, true, entries.length, this.src.company ? base : null);
    return startBuild(table, this.src, entries, rowOf, bench, (t) => {
      // Once the day's PE histories are in (a screen asked for 10年分位), every rebuild fills the column at live prices.
      if (this.src.company && base.hasPeHistories(t.ids)) fillPePercentiles(t);
      return t;
    });
  }
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
export async function pastTableAsync(src: TableSource, day: number, inputs: DayInputs<PastRead>, sliceMs = 25): Promise<PastTable | null> {
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
