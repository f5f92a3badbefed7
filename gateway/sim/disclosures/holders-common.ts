/**
 * What the ownership models share: the close of a past day (the K-line's own bar, so 持股市值 and
 * 户均持股市值 agree with the chart), the 复权 ratio between two days, and the quarters whose fund
 * and institution reports are out on a day.
 */
import { dayOfTradingIndex, tradingIndexOf } from '../calendar/days';
import { dayBar } from '../market/index';
import type { Companies } from '../companies/index';
import { periodAtOrBefore, periodEndDay } from '../companies/index';

/** Fund and institution reports of a quarter are out this many days after its end (funds: 15 working days; never after a company's own report). */
export const INST_LAG_DAYS = 14;
/** Quarters of institution data kept on show (ten years). */
export const INST_PERIODS = 40;

/** Past closes from the market's own daily bars (cached per company and day). */
export class PriceReader {
  private readonly cache = new Map<number, { close: number; factor: number }>();

  constructor(readonly companies: Companies) {}

  private bar(slot: number, t: number): { close: number; factor: number } {
    const key = slot * 100_000 + t;
    let b = this.cache.get(key);
    if (!b) {
      const bar = dayBar(this.companies.source.models[slot]!, t);
      b = { close: bar.close / 1000, factor: bar.factor };
      if (this.cache.size > 400_000) this.cache.clear();
      this.cache.set(key, b);
    }
    return b;
  }

  /** Unadjusted close (yuan) of trading day t, or of the listing day when t comes before it. */
  close(slot: number, t: number): number {
    return this.bar(slot, Math.max(t, this.companies.source.profiles[slot]!.listIdx)).close;
  }

  /** Close of the last trading day on or before a calendar day. */
  closeOnDay(slot: number, day: number): number {
    return this.close(slot, tradingIndexOf(day));
  }

  /** 复权 ratio close(b) ÷ close(a) × the adjustment factors of the ex-dates in (a, b]. */
  adjustedRatio(slot: number, a: number, b: number): number {
    const listIdx = this.companies.source.profiles[slot]!.listIdx;
    const from = Math.max(a, listIdx);
    const to = Math.max(b, listIdx);
    let r = this.close(slot, to) / this.close(slot, from);
    for (const action of this.companies.source.models[slot]!.actionsUpTo(to)) if (action.idx > from) r *= this.bar(slot, action.idx).factor;
    return r;
  }
}

/** Quarters whose institution data are out on trading day t, newest first (at most {@link INST_PERIODS}). */
export function instPeriodsAt(t: number, listIdx = -Infinity): number[] {
  const day = dayOfTradingIndex(t);
  const out: number[] = [];
  for (let g = periodAtOrBefore(day - INST_LAG_DAYS); out.length < INST_PERIODS; g--) {
    if (tradingIndexOf(periodEndDay(g)) < listIdx) break;
    out.push(g);
  }
  return out;
}
