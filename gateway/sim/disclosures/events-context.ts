/**
 * What the notice, event, survey and research models read: the company model, the day on show,
 * the live price, past closes of the K-line (daily bars in year blocks, cached) and cheap per-company
 * facts that need no company model (公告日 of any period, a size rank) so market-wide lists stay fast.
 */
import { dayOfTradingIndex, mainlandIndexAtOrBefore, tradingIndexOf } from '../calendar/days';
import type { DayTable } from '../market/index';
import { dayTable } from '../market/index';
import { Lru } from '../shared/lru';
import { companyParams } from '../companies/index';
import { type NoticeDates, noticeDates, periodAtOrBefore } from '../companies/index';
import { FIRST_PERIOD } from '../companies/index';

/** Periods before the listing the company model generates (its prospectus), as in companies/model.ts. */
const PROSPECTUS_PERIODS = 12;
import type { Companies } from '../companies/index';

/** Options of {@link DisclosureContext}. */
export interface DisclosureContextOptions {
  companies: Companies;
  /** Trading index of the day on show. */
  today: () => number;
  /** Live price of a slot (yuan), null before it trades today. */
  livePrice?: (slot: number) => number | null;
}

/** Shared reads of the disclosure models. */
export class DisclosureContext {
  readonly companies: Companies;
  private readonly todayFn: () => number;
  private readonly live: (slot: number) => number | null;
  private readonly days = new Lru<number, { close: number; suspended: boolean } | null>(50_000);
  private readonly keys = new Map<number, number>();
  private rankCache: Map<number, number> | null = null;
  private slotsCache: number[] | null = null;

  constructor(opts: DisclosureContextOptions) {
    this.companies = opts.companies;
    this.todayFn = opts.today;
    this.live = opts.livePrice ?? (() => null);
  }

  /** Trading index of the day on show. */
  today(): number {
    return this.todayFn();
  }

  /** Slots of the A-share companies, in universe order. */
  aShareSlots(): number[] {
    if (!this.slotsCache) {
      const ps = this.companies.source.profiles;
      this.slotsCache = ps.filter((p) => this.companies.isCompany(p.slot) && p.sec.kind === 'capital').map((p) => p.slot);
    }
    return this.slotsCache;
  }

  /** Rank (0 = largest) of an A-share company by market value at the anchor; large for others. */
  sizeRank(slot: number): number {
    if (!this.rankCache) {
      const ps = this.companies.source.profiles;
      const slots = [...this.aShareSlots()].sort((a, b) => ps[b]!.level * ps[b]!.sec.totalShares - ps[a]!.level * ps[a]!.sec.totalShares);
      this.rankCache = new Map(slots.map((s, i) => [s, i] as const));
    }
    return this.rankCache.get(slot) ?? 1e6;
  }

  /** The company model's seed key of a slot (no model built). */
  key(slot: number): number {
    let k = this.keys.get(slot);
    if (k === undefined) {
      k = companyParams(this.companies.source.profiles[slot]!, 2000).key;
      this.keys.set(slot, k);
    }
    return k;
  }

  /** 公告日 and 预约披露 of period g of a company, exactly as the company model dates them (no model built). */
  noticeDatesOf(slot: number, g: number): NoticeDates {
    const key = this.key(slot);
    const first = Math.max(FIRST_PERIOD, this.firstListedPeriod(slot) - PROSPECTUS_PERIODS);
    const prev = g % 4 === 0 && g - 1 >= first ? noticeDates(key, g - 1, null).notice : null;
    return noticeDates(key, g, prev);
  }

  /** 公告日 (day number) of period g. */
  noticeDay(slot: number, g: number): number {
    return this.noticeDatesOf(slot, g).notice;
  }

  /** First report period after the listing. */
  firstListedPeriod(slot: number): number {
    return periodAtOrBefore(dayOfTradingIndex(this.companies.source.profiles[slot]!.listIdx)) + 1;
  }

  /**
   * Close (yuan) of a finished trading day t (before the day on show) from the K-line's daily bars;
   * null before the listing. A day's bar depends only on a short window before it, so a one-day
   * table is the same bar the K-line shows, and cheap.
   */
  close(slot: number, t: number): number | null {
    const bar = this.day(slot, t);
    return bar === null ? null : bar.close;
  }

  /** True when trading day t is a suspended day on the K-line. */
  suspended(slot: number, t: number): boolean {
    return this.day(slot, t)?.suspended ?? false;
  }

  /** Daily bars of [from, to] (clipped to the listing and to the day before the one on show). */
  bars(slot: number, from: number, to: number): DayTable | null {
    const end = Math.min(to, this.today() - 1);
    return dayTable(this.companies.source.models[slot]!, from, end);
  }

  /** The price on show: live when trading today, else the last close. */
  price(slot: number): number | null {
    const live = this.live(slot);
    if (live !== null && live > 0) return live;
    return this.close(slot, this.today() - 1);
  }

  /**
   * The trading index of a day number: the last day on or before it on which the mainland trades
   * (the dates of the disclosures are A-share dates; a day only HKEX trades maps to the one before).
   */
  indexOf(day: number): number {
    return mainlandIndexAtOrBefore(tradingIndexOf(day));
  }

  private day(slot: number, t: number): { close: number; suspended: boolean } | null {
    // Only finished days: today's bar is the live one.
    if (t >= this.today()) return null;
    const key = slot * 100_000 + t;
    let v = this.days.get(key);
    if (v === undefined) {
      const table = dayTable(this.companies.source.models[slot]!, t, t);
      v = table && table.from === t ? { close: table.close[0]! / 1000, suspended: table.suspended(0) } : null;
      this.days.set(key, v);
    }
    return v;
  }
}
