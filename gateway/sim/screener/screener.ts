/**
 * The screener domain: validates a screen request, picks the factor table (today's live one, kept
 * for a second; or a past day's, kept in a small cache), evaluates, sorts, pages, and for a past
 * day adds the picks' forward returns beside the benchmark's. Throws {@link ScreenError} with a
 * Chinese message naming the bad part; the routes turn it into a 400.
 */
import type { ForwardReturns, ScreenExplanation, ScreenRequest, ScreenResult, ScreenRow } from '../../../contracts/screener/endpoints';
import { nameOnDay } from '../../../contracts/listing-name';
import { fieldOf } from '../../../contracts/screener/fields';
import { fieldsOf, isOrGroup, nodeText, SCREEN_LIMITS, treeProblem, type ScreenTree } from '../../../contracts/screener/tree';
import { isTradingDay, localDay } from '../calendar/days';
import { parseDay } from '../../../contracts/calendar/index';
import { Lru } from '../shared/lru';
import { evaluateTree, sortRows, cellValue, type Evaluation } from './evaluate';
import { BENCHMARK_NAME, COMPANY_FIELDS, LAZY_FIELDS, LOSS_BASES, screenedIds, type FactorTable } from './factor-table';
import { tableSource, type DayInputs, type MarketSources, type TableSource } from './day-inputs';
import { fillPePercentiles } from './table-build';
import { LiveTables } from './live-tables';
import { pastInputs, pastTable, pastTableAsync, readsHistoryOnly, type PastRead, type PastTable } from './past-tables';
import { keepPeHistories, pastTableFromWire, type ScreenerWorker } from './past-wire';

/** A refused request: `path` names the part, `message` says what is wrong. */
export class ScreenError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** How long today's table is reused, ms of market time. */
export const LIVE_TABLE_TTL_MS = 1000;
/** Oldest as-of day, in years back from today (the history kept for signals). */
export const MAX_YEARS_BACK = 10;
/** Forward returns average at most this many picks. */
const FORWARD_PICKS = 300;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** True when a request's tree or sort uses a lazily filled field (PE 10年分位). */
function usesLazy(req: { tree?: unknown; sort?: unknown }): boolean {
  const sortField = (req.sort as { field?: unknown } | undefined)?.field;
  if (typeof sortField === 'string' && LAZY_FIELDS.has(sortField)) return true;
  const all = (req.tree as { all?: unknown } | undefined)?.all;
  if (!Array.isArray(all)) return false;
  return all.some((n: unknown) => {
    const conds = (n as { any?: unknown }).any;
    return (Array.isArray(conds) ? conds : [n]).some((c: unknown) => LAZY_FIELDS.has((c as { field?: unknown })?.field as string));
  });
}

/** What a screen runs over besides the request. */
export interface RunOptions {
  /** Only these ids (the watchlist or a group); undefined = the whole universe. */
  scopeIds?: readonly string[];
}

/** See the module comment. */
export class Screener {
  private readonly live: LiveTables;
  private liveTable: { at: number; day: number; table: FactorTable } | null = null;
  private rebuilding: Promise<void> | null = null;
  private prevBuilding: Promise<void> | null = null;
  private prevTable: { day: number; table: FactorTable | null } | null = null;
  private readonly past = new Lru<number, PastTable | null>(4);
  private readonly pastIn = new Lru<number, DayInputs<PastRead>>(4);
  private readonly warming = new Map<string, Promise<void>>();
  private readonly src: TableSource;

  /** `companies`: the market's company model (valuation, financial and holder fields); without it those fields are refused. */
  constructor(
    src: MarketSources,
    /** Builds off this loop past days whose reads end before today and PE 10年分位's histories (past-wire.ts); absent: they are built here, in slices. */
    private readonly worker: ScreenerWorker | null = null,
  ) {
    this.src = tableSource(src);
    this.live = new LiveTables(this.src);
  }

  /** True when the company fields have a source. */
  get hasCompanies(): boolean {
    return this.src.company !== undefined;
  }

  private pastInputsOf(day: number): DayInputs<PastRead> {
    let i = this.pastIn.get(day);
    if (!i) {
      i = pastInputs(this.src, day);
      this.pastIn.set(day, i);
    }
    return i;
  }

  /**
   * Reads ahead, in slices that yield to the event loop, what a request's table needs: the day's
   * bars and company figures of every stock (and their PE histories when 10年分位 is used).
   * Concurrent requests for the same day share one warm-up. Afterwards {@link run} is cheap.
   * A request that is invalid is left for {@link run} to refuse.
   */
  prepare(req: { tree?: unknown; sort?: unknown; asOf?: unknown }): Promise<void> {
    let day: number;
    const today = localDay(this.src.market.now());
    if (req.asOf === undefined) day = today;
    else if (typeof req.asOf === 'string' && parseDay(req.asOf) !== null) day = parseDay(req.asOf)!;
    else return Promise.resolve();
    if (day > today || (day < today && (!isTradingDay(day) || today - day > MAX_YEARS_BACK * 366))) return Promise.resolve();
    const pe = this.src.company !== undefined && usesLazy(req);
    const key = `${day}|${pe}`;
    let p = this.warming.get(key);
    if (!p) {
      const ids = screenedIds(this.src.universe);
      if (day === today) p = this.warmInputs(this.live.inputs(), ids, pe).then(() => (this.liveTable?.day === today ? undefined : this.refresh()));
      else if (this.worker && readsHistoryOnly(day, today)) p = this.buildElsewhere(day, pe, ids);
      else p = this.buildHere(day, pe, ids);
      p = p.finally(() => this.warming.delete(key));
      this.warming.set(key, p);
    }
    return p;
  }

  /**
   * Reads a day's inputs ahead in slices that yield; the ten-year PE histories of 10年分位 (seconds
   * of CPU for the market) come from the worker when there is one, and are read here only if it fails.
   */
  private async warmInputs(inputs: DayInputs<unknown>, ids: readonly string[], pe: boolean): Promise<void> {
    if (pe && this.worker && !inputs.hasPeHistories(ids)) {
      try {
        keepPeHistories(inputs, await this.worker.peHistories({ T: inputs.T }));
      } catch {
        // The pool said why in the sim's log; warm() reads what is missing.
      }
    }
    await inputs.warm(ids, pe);
  }

  /** A past day's table built on this loop, in slices that yield. */
  private buildHere(day: number, pe: boolean, ids: readonly string[]): Promise<void> {
    const inputs = this.pastInputsOf(day);
    return this.warmInputs(inputs, ids, pe).then(async () => {
      if (this.past.get(day) === undefined) this.past.set(day, await pastTableAsync(this.src, day, inputs));
    });
  }

  /**
   * A past day's table built by the worker (none of it on this loop); when the worker fails (it
   * died, or ran out of memory), the day is built here instead, so the screen still answers.
   */
  private async buildElsewhere(day: number, pe: boolean, ids: readonly string[]): Promise<void> {
    const have = this.past.get(day);
    if (have === null || (have && (!pe || have.table.pePct))) return;
    try {
      const wire = await this.worker!.build({ day, now: this.src.market.now(), pe });
      this.past.set(day, wire && pastTableFromWire(this.src, wire, this.pastInputsOf(day)));
    } catch {
      // The pool said why in the sim's log.
      await this.buildHere(day, pe, ids);
    }
  }

  /** Builds the previous trading day's table (for 较昨日) in slices that yield, once a day. */
  prepareYesterday(): Promise<void> {
    const day = localDay(this.src.market.now());
    if (this.prevTable?.day === day) return Promise.resolve();
    this.prevBuilding ??= this.live
      .yesterdayAsync()
      .then((table) => {
        this.prevTable = { day, table };
      })
      .finally(() => {
        this.prevBuilding = null;
      });
    return this.prevBuilding;
  }

  /**
   * Today's table. Older than {@link LIVE_TABLE_TTL_MS}, it is rebuilt in the background in slices
   * that yield, and screens read the previous one meanwhile (its live prices are the socket's job);
   * the first table of a day is built here only when {@link prepare} did not build it.
   */
  today(): FactorTable {
    const now = this.src.market.now();
    const day = localDay(now);
    const cur = this.liveTable;
    if (cur && cur.day === day && now >= cur.at) {
      if (now - cur.at >= LIVE_TABLE_TTL_MS) void this.refresh();
      return cur.table;
    }
    this.liveTable = { at: now, day, table: this.live.build() };
    return this.liveTable.table;
  }

  /** Rebuilds today's table in slices that yield (one rebuild at a time, shared by its callers). */
  private refresh(): Promise<void> {
    if (!this.rebuilding) {
      const at = this.src.market.now();
      this.rebuilding = this.live
        .buildAsync()
        .then((table) => {
          if (!this.liveTable || this.liveTable.at <= at) this.liveTable = { at, day: localDay(at), table };
        })
        .finally(() => {
          this.rebuilding = null;
        });
    }
    return this.rebuilding;
  }

  /** The table of a past day (null: not a trading day or before history). */
  pastDay(day: number): PastTable | null {
    let t = this.past.get(day);
    if (t === undefined) {
      t = pastTable(this.src, day, this.pastInputsOf(day));
      this.past.set(day, t);
    }
    return t;
  }

  private tableFor(asOf: string | undefined, tree: ScreenTree, sort?: ScreenRequest['sort']): FactorTable {
    const table = this.rawTableFor(asOf);
    if (usesLazy({ tree, sort })) fillPePercentiles(table);
    return table;
  }

  private rawTableFor(asOf: string | undefined): FactorTable {
    if (asOf === undefined) return this.today();
    if (typeof asOf !== 'string' || parseDay(asOf) === null) throw new ScreenError('asOf', `日期 asOf 应为 YYYY-MM-DD，收到 ${JSON.stringify(asOf)}`);
    const day = parseDay(asOf)!;
    const today = localDay(this.src.market.now());
    if (day > today) throw new ScreenError('asOf', `日期 ${asOf} 还未到来`);
    if (day === today) return this.today();
    if (today - day > MAX_YEARS_BACK * 366) throw new ScreenError('asOf', `日期 ${asOf} 早于可回看的 ${MAX_YEARS_BACK} 年`);
    if (!isTradingDay(day)) throw new ScreenError('asOf', `${asOf} 不是交易日`);
    const past = this.pastDay(day);
    if (!past) throw new ScreenError('asOf', `${asOf} 没有行情`);
    return past.table;
  }

  private check(req: ScreenRequest): void {
    if (!req || typeof req !== 'object') throw new ScreenError('body', '请求体应为 JSON 对象');
    const p = treeProblem(req.tree);
    if (p) throw new ScreenError(`tree.${p.path}`, p.message);
    req.tree.all.forEach((node, i) => {
      (isOrGroup(node) ? node.any : [node]).forEach((c, j) => {
        if (!this.src.company && COMPANY_FIELDS.has(c.field))
          throw new ScreenError(
            `tree.${isOrGroup(node) ? `all[${i}].any[${j}]` : `all[${i}]`}.field`,
            `「${fieldOf(c.field)?.label}」暂无数据来源（需公司财务模型），请先去掉该条件`,
          );
      });
    });
    if (req.sort !== undefined) {
      const s = req.sort;
      if (!s || typeof s !== 'object' || typeof s.field !== 'string') throw new ScreenError('sort', '排序 sort 应为 {field, order}');
      if (s.field !== 'code' && s.field !== 'name' && !fieldOf(s.field)) throw new ScreenError('sort.field', `不能按未知字段 ${JSON.stringify(s.field)} 排序`);
      if (!this.src.company && COMPANY_FIELDS.has(s.field)) throw new ScreenError('sort.field', `「${fieldOf(s.field)?.label}」暂无数据来源，不能排序`);
      if (s.order !== 'asc' && s.order !== 'desc') throw new ScreenError('sort.order', '排序方向 order 应为 asc 或 desc');
    }
    if (req.page !== undefined && (!isInt(req.page) || req.page < 1)) throw new ScreenError('page', '页码 page 应为正整数');
    if (req.size !== undefined && (!isInt(req.size) || req.size < 1 || req.size > SCREEN_LIMITS.maxPageSize))
      throw new ScreenError('size', `每页条数 size 应为 1–${SCREEN_LIMITS.maxPageSize} 的整数`);
    if (req.limit !== undefined && (!isInt(req.limit) || req.limit < 1 || req.limit > SCREEN_LIMITS.maxLimit))
      throw new ScreenError('limit', `数量 limit 应为 1–${SCREEN_LIMITS.maxLimit} 的整数`);
  }

  private scopeMask(table: FactorTable, ids: readonly string[] | undefined): Uint8Array | null {
    if (!ids) return null;
    const m = new Uint8Array(table.ids.length);
    for (const id of ids) {
      const r = table.rowOf.get(id);
      if (r !== undefined) m[r] = 1;
    }
    return m;
  }

  /** The previous trading day's table (for 较昨日), from the bars the live table already read. */
  yesterday(): FactorTable | null {
    const day = localDay(this.src.market.now());
    if (this.prevTable?.day !== day) this.prevTable = { day, table: this.live.yesterday() };
    return this.prevTable.table;
  }

  /** Ids passing a tree today (within a scope), in id order. */
  matchedIds(tree: ScreenTree, scopeIds?: readonly string[]): string[] {
    const table = this.today();
    return this.evaluate(tree, table, scopeIds).rows.map((r) => table.ids[r]!);
  }

  /** Evaluates without paging (the saved screens' hit counts use it). */
  evaluate(tree: ScreenTree, table: FactorTable, scopeIds?: readonly string[]): Evaluation {
    if (usesLazy({ tree })) fillPePercentiles(table);
    return evaluateTree(table, tree, this.scopeMask(table, scopeIds));
  }

  /** Runs a screen. */
  run(req: ScreenRequest, opts: RunOptions = {}): ScreenResult {
    this.check(req);
    const table = this.tableFor(req.asOf, req.tree, req.sort);
    const ev = this.evaluate(req.tree, table, opts.scopeIds);
    // A field the screen is sorted by is shown too (「股息率最高的20只」 has no condition on 股息率,
    // and a list ranked by a figure it does not show cannot be checked).
    const conditionFields = fieldsOf(req.tree);
    const columns = req.sort && fieldOf(req.sort.field) && !conditionFields.includes(req.sort.field) ? [...conditionFields, req.sort.field] : conditionFields;
    const sort =
      req.sort ??
      (conditionFields.find((f) => fieldOf(f)?.kind === 'range')
        ? { field: conditionFields.find((f) => fieldOf(f)?.kind === 'range')!, order: 'desc' as const }
        : { field: 'code', order: 'asc' as const });
    let rows = sortRows(table, ev.rows, sort.field, sort.order);
    if (req.limit !== undefined) rows = rows.slice(0, req.limit);
    const size = req.size ?? 50;
    const page = req.page ?? 1;
    const pageRows = rows.slice((page - 1) * size, page * size);
    const past = table.live ? null : this.pastDay(table.day);
    const forward = past?.forward ?? null;
    const out: ScreenResult = {
      asOf: table.asOf,
      live: table.live,
      universe: ev.universe,
      total: rows.length,
      counts: ev.counts,
      funnel: ev.funnel,
      columns,
      page,
      size,
      rows: pageRows.map((r) => this.row(table, r, columns, forward)),
    };
    if (past && forward) {
      const picks = rows.slice(0, FORWARD_PICKS).map((r) => forward.get(table.ids[r]!)!);
      const avg = (k: keyof ForwardReturns): number | null => {
        const vs = picks.map((p) => p[k]).filter((v): v is number => v !== null);
        return vs.length === 0 ? null : vs.reduce((a, v) => a + v, 0) / vs.length;
      };
      out.forward = {
        benchmark: BENCHMARK_NAME,
        picks: { t1: avg('t1'), t5: avg('t5'), t20: avg('t20') },
        bench: past.bench,
        picksCounted: picks.length,
      };
    }
    return out;
  }

  private row(table: FactorTable, r: number, columns: string[], forward: Map<string, ForwardReturns> | null): ScreenRow {
    const e = table.entries[r]!;
    const values: ScreenRow['values'] = {};
    for (const f of columns) values[f] = cellValue(table, f, r);
    const row: ScreenRow = {
      id: e.id,
      code: e.code,
      // As the market showed it that day: 「N」/「C」 on a new listing's first days, in past screens too.
      name: nameOnDay(e, table.day),
      price: cellValue(table, 'price', r) as number | null,
      pct: cellValue(table, 'pct', r) as number | null,
      values,
    };
    const losses = columns.filter((f) => values[f] === null && ((LOSS_BASES[f] ?? 0) & (table.loss[r] ?? 0)) !== 0);
    if (losses.length > 0) row.losses = losses;
    const fw = forward?.get(e.id);
    if (fw) row.forward = fw;
    return row;
  }

  /** Why a stock is in or out. */
  explain(tree: ScreenTree, id: string, asOf?: string): ScreenExplanation {
    this.check({ tree });
    const table = this.tableFor(asOf, tree);
    const r = table.rowOf.get(id);
    if (r === undefined) throw new ScreenError('id', `${id} 不在A股筛选范围内（或当日未上市）`);
    const checks = tree.all.map((node, i) => {
      const conds = isOrGroup(node) ? node.any : [node];
      const values: Record<string, number | string | boolean | null> = {};
      for (const c of conds) values[c.field] = cellValue(table, c.field, r);
      const ev = evaluateTree(table, { all: [node] });
      return { path: `all[${i}]`, text: nodeText(node), pass: ev.masks[0]![r] === 1, values };
    });
    return { id, name: table.entries[r]!.name, asOf: table.asOf, passed: checks.every((c) => c.pass), checks };
  }
}
