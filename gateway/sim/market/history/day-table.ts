/**
 * Daily bars as columns: one typed array per field, one row per trading day, so years of history
 * cost a few hundred kilobytes per security and no object per day.
 */
import type { CorporateAction } from '../model/corporate-actions';
import type { Limits } from '../model/rules';

/** Row flags. */
export const SUSPENDED = 1;
export const LISTING = 2;
export const LIMITED = 4;
/** The security's exchange is closed that day (HKEX holidays on mainland trading days); also SUSPENDED. */
export const HOLIDAY = 8;

/** One day of a security, prices in milli. */
export interface DayBar {
  idx: number;
  /** No trading that day: suspended, or its exchange closed ({@link DayBar.holiday}). */
  suspended: boolean;
  /** The security's exchange is closed that day (an HK holiday on a mainland trading day). */
  holiday: boolean;
  /** True on the listing day (no limit band, preClose = issue price). */
  listing: boolean;
  /** Previous close (the ex-date reference price on an ex-date). */
  pre: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Price when continuous trading ends (A-shares 14:57; HK = close). */
  contClose: number;
  /** Shares. */
  volume: number;
  /** Yuan (HKD for HK). */
  amount: number;
  limits: Limits | null;
  /** The corporate action going ex today, if any. */
  action: CorporateAction | null;
  /** Exact adjustment factor of today's ex-date: previous close / reference price (1 otherwise). */
  factor: number;
}

/** The price and volume columns of a {@link DayTable}. */
const NUMBER_COLUMNS = ['pre', 'open', 'high', 'low', 'close', 'contClose', 'volume', 'amount', 'limitUp', 'limitDown', 'factor'] as const;

/** A {@link DayTable} as plain data (structured-clone safe: it crosses a worker thread). */
export interface DayColumns {
  from: number;
  length: number;
  actions: Array<[number, CorporateAction]>;
  flags: Uint8Array;
  columns: Record<(typeof NUMBER_COLUMNS)[number], Float64Array>;
}

/** Consecutive days of one security as columns. Row i is trading index `from + i`. */
export class DayTable {
  readonly flags: Uint8Array;
  readonly pre: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly contClose: Float64Array;
  readonly volume: Float64Array;
  readonly amount: Float64Array;
  readonly limitUp: Float64Array;
  readonly limitDown: Float64Array;
  readonly factor: Float64Array;

  constructor(
    readonly from: number,
    readonly length: number,
    /** Actions by ex-date index. */
    readonly actions: ReadonlyMap<number, CorporateAction>,
  ) {
    this.flags = new Uint8Array(length);
    this.pre = new Float64Array(length);
    this.open = new Float64Array(length);
    this.high = new Float64Array(length);
    this.low = new Float64Array(length);
    this.close = new Float64Array(length);
    this.contClose = new Float64Array(length);
    this.volume = new Float64Array(length);
    this.amount = new Float64Array(length);
    this.limitUp = new Float64Array(length);
    this.limitDown = new Float64Array(length);
    this.factor = new Float64Array(length);
  }

  /** The table as plain data (copies of its columns). */
  toColumns(): DayColumns {
    return {
      from: this.from,
      length: this.length,
      actions: [...this.actions],
      flags: this.flags.slice(),
      columns: Object.fromEntries(NUMBER_COLUMNS.map((k) => [k, this[k].slice()])) as DayColumns['columns'],
    };
  }

  /** A table from {@link toColumns}' data; throws when a column does not fit its length. */
  static fromColumns(c: DayColumns): DayTable {
    if (!Number.isInteger(c.from) || !Number.isInteger(c.length) || c.length < 0) throw new Error(`day table: bad range from ${c.from}, length ${c.length}`);
    const table = new DayTable(c.from, c.length, new Map(c.actions));
    if (!(c.flags instanceof Uint8Array) || c.flags.length !== c.length) throw new Error(`day table: flags do not fit its ${c.length} days`);
    table.flags.set(c.flags);
    for (const k of NUMBER_COLUMNS) {
      const col = c.columns[k];
      if (!(col instanceof Float64Array) || col.length !== c.length) throw new Error(`day table: column ${k} does not fit its ${c.length} days`);
      table[k].set(col);
    }
    return table;
  }

  /** True when row i is a suspended day. */
  suspended(i: number): boolean {
    return (this.flags[i]! & SUSPENDED) !== 0;
  }

  /** Row i as an object. */
  bar(i: number): DayBar {
    const f = this.flags[i]!;
    const idx = this.from + i;
    return {
      idx,
      suspended: (f & SUSPENDED) !== 0,
      holiday: (f & HOLIDAY) !== 0,
      listing: (f & LISTING) !== 0,
      pre: this.pre[i]!,
      open: this.open[i]!,
      high: this.high[i]!,
      low: this.low[i]!,
      close: this.close[i]!,
      contClose: this.contClose[i]!,
      volume: this.volume[i]!,
      amount: this.amount[i]!,
      limits: (f & LIMITED) !== 0 ? { up: this.limitUp[i]!, down: this.limitDown[i]! } : null,
      action: this.actions.get(idx) ?? null,
      factor: this.factor[i]!,
    };
  }
}
