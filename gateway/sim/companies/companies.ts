/**
 * The companies of a universe: one {@link CompanyModel} per stock, built on first read and kept
 * (a few tens of kB each), plus the point-in-time reads every page needs — the reports known on a
 * day, trailing sums, and the valuation of a day from price × shares over those reports.
 */
import { dayOfTradingIndex, tradingIndexOf } from '../calendar/days';
import type { CorporateAction, DayTable } from '../market/index';
import { dayTable } from '../market/index';
import { Lru } from '../shared/lru';
import type { PriceModel } from '../market/index';
import type { Profile } from '../market/index';
import { ShareCapital } from '../market/index';
import { CompanyModel } from './model';
import type { Core } from './core';
import { isCompany } from './params';
import { periodAtOrBefore } from './periods';

/** What the company model reads of the market: the same profiles and price models the quotes come from. */
export interface CompanySource {
  readonly profiles: readonly Profile[];
  readonly models: readonly PriceModel[];
  /** Trading index on which every model closes at its reference level. */
  readonly anchorIdx: number;
}

/** Trailing twelve months of a period (fen). */
export interface Trailing {
  revenue: number;
  parentNet: number;
  deducted: number;
}

/** The valuation inputs known on a day: per-share trailing figures and book value. */
export interface KnownFigures {
  /** Latest period whose 公告日 ≤ the day. */
  g: number;
  /** TTM of that period; null when fewer than four quarters exist. */
  ttm: Trailing | null;
  /** 归母净利润 of the latest known 年报; null when none. */
  lastAnnualParent: number | null;
  /** 归母净资产 at that period's end (fen). */
  equityParent: number;
}

/** Valuation of one day (multiples null when not meaningful). */
export interface Valuation {
  close: number;
  totalCap: number;
  peTtm: number | null;
  pe: number | null;
  peDeducted: number | null;
  pb: number | null;
  psTtm: number | null;
  dy: number | null;
  loss: boolean;
}

/** Years of corporate actions read past the anchor (a clock running ahead still sees its dividends). */
const ACTION_HORIZON = 2 * 260;

const ratio = (cap: number, denomFen: number | null | undefined): number | null => (denomFen && denomFen > 0 ? cap / (denomFen / 100) : null);

/** The companies of a universe. */
export class Companies {
  private readonly built = new Map<number, CompanyModel>();
  private readonly tables = new Lru<number, DayTable>(48);
  private readonly bySlot: ReadonlyMap<string, number>;

  constructor(readonly source: CompanySource) {
    this.bySlot = new Map(source.profiles.map((p) => [p.sec.id, p.slot] as const));
  }

  /** Slot of an id, undefined when unknown. */
  slotOf(id: string): number | undefined {
    return this.bySlot.get(id);
  }

  /** True when the slot is a company (a stock). */
  isCompany(slot: number): boolean {
    const p = this.source.profiles[slot];
    return p !== undefined && isCompany(p);
  }

  /** The model of a company (throws for a non-company). */
  company(slot: number): CompanyModel {
    let co = this.built.get(slot);
    if (!co) {
      const model = this.source.models[slot]!;
      if (!isCompany(model.profile)) throw new Error(`${model.profile.sec.id} is not a company`);
      const actions = model.actionsUpTo(this.source.anchorIdx + ACTION_HORIZON);
      const capital = new ShareCapital(model);
      const anchorYear = Number(new Date(dayOfTradingIndex(this.source.anchorIdx) * 86_400_000).toISOString().slice(0, 4));
      // The model price P* (unadjusted, before the tick grid) of every day: what the closes scatter around.
      // A market anchored before a company's listing (tests ask for old days) still gets a one-day path.
      const end = this.source.anchorIdx + ACTION_HORIZON;
      const from = Math.min(Math.max(0, model.profile.listIdx), end);
      const close = new Float64Array(end - from + 1);
      model.logValueRange(from, close);
      let nominal = 0;
      let next = 0;
      for (let i = 0; i < close.length; i++) {
        while (next < actions.length && actions[next]!.idx <= from + i) nominal += Math.log(actions[next++]!.nominal);
        close[i] = Math.exp(close[i]! - nominal) / 1000;
      }
      co = new CompanyModel(model, capital, actions, { from, close }, { idx: this.source.anchorIdx, year: anchorYear });
      this.built.set(slot, co);
    }
    return co;
  }

  /** True when the company's model is built (a read of it is cheap). */
  isBuilt(slot: number): boolean {
    return this.built.has(slot);
  }

  /** Every company model built so far. */
  builtCount(): number {
    return this.built.size;
  }

  /** Cores of the periods whose 公告日 ≤ trading day t, oldest first. */
  reportsKnownAt(slot: number, t: number): readonly Core[] {
    const co = this.company(slot);
    const day = dayOfTradingIndex(t);
    const cores = co.upTo(periodAtOrBefore(day));
    let hi = cores.length;
    while (hi > 0 && cores[hi - 1]!.notice > day) hi--;
    return cores.slice(0, hi);
  }

  /** TTM of period g (sum of its last four single quarters); null when fewer exist. */
  ttm(slot: number, g: number): Trailing | null {
    const co = this.company(slot);
    if (g - 3 < co.first) return null;
    const out: Trailing = { revenue: 0, parentNet: 0, deducted: 0 };
    for (let k = g - 3; k <= g; k++) {
      const c = co.core(k);
      out.revenue += c.revenue;
      out.parentNet += c.parentNet;
      out.deducted += c.deducted;
    }
    return out;
  }

  /** Sum of a company's single-quarter values of a year up to period g (the cumulative 报告期 figure). */
  ytd(slot: number, g: number, pick: (c: Core) => number): number {
    const co = this.company(slot);
    let sum = 0;
    for (let k = Math.max(co.first, g - (g % 4)); k <= g; k++) sum += pick(co.core(k));
    return sum;
  }

  private knownCache = new Map<number, KnownFigures | null>();

  /** The valuation inputs known on trading day t; null before the first report. */
  knownAt(slot: number, t: number): KnownFigures | null {
    const key = slot * 1_000_000 + t;
    const hit = this.knownCache.get(key);
    if (hit !== undefined) return hit;
    const known = this.reportsKnownAt(slot, t);
    let out: KnownFigures | null = null;
    if (known.length > 0) {
      const last = known[known.length - 1]!;
      let annual: number | null = null;
      for (let i = known.length - 1; i >= 0; i--) {
        if (known[i]!.g % 4 === 3) {
          annual = this.ytd(slot, known[i]!.g, (c) => c.parentNet);
          break;
        }
      }
      out = { g: last.g, ttm: this.ttm(slot, last.g), lastAnnualParent: annual, equityParent: last.equityParent };
    }
    if (this.knownCache.size > 200_000) this.knownCache.clear();
    this.knownCache.set(key, out);
    return out;
  }

  /**
   * Cash per current share of the latest year's dividend (yuan): the last cash dividend gone ex in the
   * 400 days up to trading day t. A company pays once a year, between mid-June and late July; a
   * window of 365 days read none between two ex-dates more than a year apart (浦发银行 股息率 0 for
   * a month) and two when they fell less than a year apart (a doubled yield).
   */
  trailingDividend(slot: number, t: number): number {
    const co = this.company(slot);
    const from = tradingIndexOf(dayOfTradingIndex(t) - 400);
    let last: CorporateAction | null = null;
    for (const a of co.actions) if (a.idx > from && a.idx <= t && a.cash > 0) last = a;
    return last ? ((last.cash / 1000) * co.capital.at(last.idx - 1)) / co.capital.at(t) : 0;
  }

  /** Valuation of trading day t at price `close` (yuan), from the reports known that day. */
  valuationAt(slot: number, t: number, close: number): Valuation {
    const co = this.company(slot);
    const totalCap = close * co.capital.at(t);
    const k = this.knownAt(slot, t);
    const ttm = k?.ttm ?? null;
    const dividend = this.trailingDividend(slot, t);
    return {
      close,
      totalCap,
      peTtm: ratio(totalCap, ttm?.parentNet),
      pe: ratio(totalCap, k?.lastAnnualParent),
      peDeducted: ratio(totalCap, ttm?.deducted),
      pb: ratio(totalCap, k?.equityParent),
      psTtm: ratio(totalCap, ttm?.revenue),
      dy: close > 0 ? (dividend / close) * 100 : null,
      loss: ttm !== null && ttm.parentNet <= 0,
    };
  }

  /** Unadjusted daily closes (yuan) of trading days [listing or HISTORY start, to], cached per company. */
  closes(slot: number, to: number): { from: number; close: Float64Array } | null {
    let table = this.tables.get(slot);
    if (!table || table.from + table.length - 1 < to) {
      const t = dayTable(this.source.models[slot]!, 0, to);
      if (!t) return null;
      table = t;
      this.tables.set(slot, table);
    }
    const n = to - table.from + 1;
    if (n <= 0) return null;
    const close = new Float64Array(n);
    for (let i = 0; i < n; i++) close[i] = table.close[i]! / 1000;
    return { from: table.from, close };
  }
}
