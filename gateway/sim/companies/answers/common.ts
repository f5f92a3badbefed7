/**
 * What every family of the fundamentals answers shares (`../answers.ts` composes them): the
 * market's context, the company model, a company's industry peers, today's valuation and the
 * reports known today; and the statistics they all use.
 */
import type { ValuationMetric, ValuationRange } from '../../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex, tradingIndexOf } from '../../calendar/days';
import type { Core } from '../core';
import type { Companies, Valuation } from '../companies';

/** What the answers read of the market besides the company model. */
export interface AnswerContext {
  readonly companies: Companies;
  /** The trading day on show. */
  today(): number;
  /** Price on show (yuan) of a slot; null when not trading yet. */
  price(slot: number): number | null;
}

/** 分 → 元. */
export const yuan = (fen: number) => fen / 100;

/** The q-quantile of sorted values (linear between neighbours); null when none. */
export function quantile(sorted: ArrayLike<number>, q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Median of the non-null values; null when none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  return quantile(v, 0.5);
}

/** Mean of the non-null values; null when none. */
export function mean(values: ReadonlyArray<number | null>): number | null {
  const v = values.filter((x): x is number => x !== null && Number.isFinite(x));
  return v.length === 0 ? null : v.reduce((a, b) => a + b, 0) / v.length;
}

/** First trading day of a look-back window ending on trading day T. */
export function windowStart(range: ValuationRange, T: number, listIdx: number): number {
  const years = range === '3y' ? 3 : range === '5y' ? 5 : range === '10y' ? 10 : null;
  const start = years === null ? listIdx : tradingIndexOf(dayOfTradingIndex(T) - Math.round(years * 365.25)) + 1;
  return Math.max(start, listIdx, 0);
}

/** A multiple is meaningful when positive (a PE over a loss is 亏损). */
export function metricOf(v: Valuation, m: ValuationMetric): number | null {
  const x = v[m];
  return x !== null && x > 0 && Number.isFinite(x) ? x : null;
}

/** The reads the answer families share: the context, a company's peers, today's valuation, the reports known today. */
export class AnswerReads {
  constructor(readonly ctx: AnswerContext) {}

  protected get cs(): Companies {
    return this.ctx.companies;
  }

  /** Members of a slot's industry (same 申万一级 and market), itself included. */
  industryMembers(slot: number): number[] {
    const profiles = this.cs.source.profiles;
    const p = profiles[slot]!;
    const out: number[] = [];
    for (const q of profiles)
      if (q.cls === 'stock' && q.sec.industry === p.sec.industry && q.market === p.market && q.listIdx <= this.ctx.today()) out.push(q.slot);
    return out;
  }

  /** Today's valuation of a company (null before its first report or without a price). */
  valuationToday(slot: number): Valuation | null {
    const price = this.ctx.price(slot);
    return price === null ? null : this.cs.valuationAt(slot, this.ctx.today(), price);
  }

  /** Periods known today, oldest first. */
  protected known(slot: number): readonly Core[] {
    return this.cs.reportsKnownAt(slot, this.ctx.today());
  }
}
