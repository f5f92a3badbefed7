/**
 * 股权质押: the controlling holder, and a second legal person while it holds 5% or more of 总股本,
 * pledge part of their shares to a 券商, 银行 or 信托 and release them later. A pure function of the
 * seed key: each pledging holder has up to {@link LINES} lines, each a run of pledges one after the
 * other (a gap, a pledge of 120–720 trading days, a gap, …) from the later of its listing and
 * {@link PLEDGE_FROM}. A line pledges at most {@link LINE_MAX} of the least the holder holds over
 * the periods its pledge spans (from three periods before its start, whose report is out by then, to
 * the period of its planned release), so at any time the shares a holder has pledged are at most
 * {@link LINES} × {@link LINE_MAX} = 90% of what it holds (the holdings of `holders.ts`, what 十大股东
 * lists).
 *
 * Its 质押日 and 解押日 are mainland trading days, and its days are counted in them (`mainlandIndexPlus`).
 *
 * Point in time: a pledge is known from its 质押日 (the day it is registered and announced), its
 * release from its 解押日; as of a day before the release it is 未解押 and its end is not told.
 */
import { periodContaining } from '../companies/index';
import { dayOfTradingIndex, mainlandIndexAtOrAfter, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { parseDay } from '../../../contracts/calendar/index';
import { hash4, hashString, uniform } from '../shared/rng';
import type { DisclosureContext } from './events-context';
import type { HolderModel } from './holders';

/** Pledge lines of a holder, and the share of its holding one line pledges at most. */
export const LINES = 3;
export const LINE_MAX = 0.3;
/** Pledges start from this day. */
export const PLEDGE_FROM = '2013-01-04';

const TAG = hashString('pledges');

/** Kinds of 质权人. */
export type PledgeeType = '券商' | '银行' | '信托';

const PLEDGEES: ReadonlyArray<readonly [string, PledgeeType]> = [
  ['中信证券股份有限公司', '券商'],
  ['华泰证券股份有限公司', '券商'],
  ['国泰君安证券股份有限公司', '券商'],
  ['海通证券股份有限公司', '券商'],
  ['招商证券股份有限公司', '券商'],
  ['广发证券股份有限公司', '券商'],
  ['中国银河证券股份有限公司', '券商'],
  ['申万宏源证券有限公司', '券商'],
  ['中国工商银行股份有限公司', '银行'],
  ['中国建设银行股份有限公司', '银行'],
  ['招商银行股份有限公司', '银行'],
  ['兴业银行股份有限公司', '银行'],
  ['浙商银行股份有限公司', '银行'],
  ['上海浦东发展银行股份有限公司', '银行'],
  ['中信信托有限责任公司', '信托'],
  ['华润深国投信托有限公司', '信托'],
  ['中融国际信托有限公司', '信托'],
  ['五矿国际信托有限公司', '信托'],
];

/** One pledge of a holder. */
export interface Pledge {
  holder: string;
  nature: string;
  controlling: boolean;
  pledgee: string;
  pledgeeType: PledgeeType;
  /** 质押股数 (股, whole 万股). */
  shares: number;
  /** Trading indexes of the 质押日 and the planned 解押日 (may lie after the day on show). */
  start: number;
  end: number;
  /** Periods whose holdings bound it: [first, last]. */
  spanFrom: number;
  spanTo: number;
}

/** The report period whose quarter holds trading day t. */
export function periodOf(t: number, dayOf: (t: number) => number): number {
  return periodContaining(dayOf(t));
}

/** The latest report period of a company whose report is out by trading day t. */
export function latestKnownPeriod(ctx: Pick<DisclosureContext, 'noticeDay'>, slot: number, t: number): number {
  const day = dayOfTradingIndex(t);
  let g = periodOf(t, dayOfTradingIndex) - 1;
  while (ctx.noticeDay(slot, g) > day) g--;
  return g;
}

/** A pledge's figures as its 公告 states them and the data centre lists them. */
export interface PledgeTerms {
  /** The holder's shares in the latest period reported by the 质押日, and 总股本 that day. */
  held: number;
  total: number;
  /** 质押股数 ÷ held and ÷ total, in %. */
  heldRatio: number;
  totalRatio: number;
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Terms by pledge: a pledge object belongs to one model's list, so to one holder model. */
const termsOf = new WeakMap<Pledge, PledgeTerms>();

/** The terms of pledge `p` of company `slot`, fixed on its 质押日 (what its announcement says); computed once per pledge. */
export function pledgeTerms(holders: HolderModel, ctx: Pick<DisclosureContext, 'noticeDay'>, slot: number, p: Pledge): PledgeTerms {
  const hit = termsOf.get(p);
  if (hit) return hit;
  const held = holders.majorHolding(slot, latestKnownPeriod(ctx, slot, p.start), p.controlling ? 0 : 1).shares;
  const total = holders.capital(slot).at(p.start);
  const terms = { held, total, heldRatio: held > 0 ? r2((p.shares / held) * 100) : 0, totalRatio: total > 0 ? r4((p.shares / total) * 100) : 0 };
  termsOf.set(p, terms);
  return terms;
}

/** The pledges of every company (pure; a company's list cached up to the last day asked). */
export class PledgeModel {
  private readonly cache = new Map<number, { until: number; pledges: Pledge[] }>();
  private readonly from = tradingIndexOf(parseDay(PLEDGE_FROM)!);

  /**
   * `horizon` is the furthest day a reader is expected to ask for (the last closed day): a company's
   * list is built up to it once, and earlier days read a prefix of it.
   */
  constructor(
    readonly holders: HolderModel,
    private readonly dayOf: (t: number) => number,
    private readonly horizon: () => number = () => 0,
  ) {}

  /** Pledges of a company with 质押日 ≤ t, by 质押日. */
  of(slot: number, t: number): Pledge[] {
    let hit = this.cache.get(slot);
    if (!hit || hit.until < t) {
      const until = Math.max(t, this.horizon());
      hit = { until, pledges: this.build(slot, until) };
      this.cache.set(slot, hit);
    }
    return hit.until === t ? hit.pledges : hit.pledges.filter((p) => p.start <= t);
  }

  /**
   * Pledges of a company with 质押日 ≤ t not released by day `after` (解押日 > after), by 质押日: those of
   * {@link of}, but when the company's list is not built only these are sized (a pledge's days are
   * drawn from the seed alone; only its size reads the holdings), so a market-wide day reads a few
   * periods of each company instead of its whole history.
   */
  around(slot: number, after: number, t: number): Pledge[] {
    const hit = this.cache.get(slot);
    if (hit && hit.until >= t) return hit.pledges.filter((p) => p.start <= t && p.end > after);
    return this.build(slot, t, (start, end) => end > after && start <= t);
  }

  /** The pledges of a company up to `until`; `wanted` (by 质押日 and 解押日) skips sizing the others. */
  private build(slot: number, until: number, wanted: (start: number, end: number) => boolean = () => true): Pledge[] {
    const cs = this.holders.companies;
    const prof = cs.source.profiles[slot]!;
    if (!cs.isCompany(slot) || prof.sec.kind !== 'capital') return [];
    const key = prof.key;
    const u = (a: number, b: number, c: number) => uniform(hash4(key, TAG, a * 16 + b, c));
    const origin = Math.max(mainlandIndexAtOrAfter(this.from), mainlandIndexPlus(prof.listIdx, 20));
    if (origin > until) return [];
    const out: Pledge[] = [];
    this.holders.majorHolders(slot).forEach((holder, h) => {
      const n = h as 0 | 1;
      const controlling = holder.controlling;
      const state = holder.nature === '国有法人';
      // Private holders pledge far more often than state-owned ones.
      if (u(h, 0, 0) >= (state ? 0.02 : 0.7)) return;
      const lines = 1 + Math.floor(u(h, 0, 1) * LINES);
      for (let line = 0; line < lines; line++) {
        let t = mainlandIndexPlus(origin, Math.floor(u(h, line + 1, 0) * 400));
        for (let k = 0; t <= until && k < 200; k++) {
          const dur = 120 + Math.floor(u(h, line + 1, 8 * k + 1) * 600);
          const end = mainlandIndexPlus(t, dur);
          if (wanted(t, end)) {
            const gs = periodOf(t, this.dayOf);
            const ge = periodOf(end, this.dayOf);
            const at = this.holders.majorHolding(slot, gs - 1, n);
            const eligible = controlling || (at.totalShares > 0 && at.shares / at.totalShares >= 0.05);
            if (eligible && u(h, line + 1, 8 * k + 2) < 0.8) {
              let least = Number.POSITIVE_INFINITY;
              for (let g = gs - 3; g <= ge; g++) least = Math.min(least, this.holders.majorHolding(slot, g, n).shares);
              const share = LINE_MAX * (0.25 + 0.75 * u(h, line + 1, 8 * k + 3));
              const shares = Math.floor((least * share) / 10_000) * 10_000;
              if (shares >= 100_000) {
                const [pledgee, pledgeeType] = PLEDGEES[Math.floor(u(h, line + 1, 8 * k + 4) * PLEDGEES.length)]!;
                out.push({
                  holder: holder.name,
                  nature: holder.nature,
                  controlling,
                  pledgee,
                  pledgeeType,
                  shares,
                  start: t,
                  end,
                  spanFrom: gs - 3,
                  spanTo: ge,
                });
              }
            }
          }
          t = mainlandIndexPlus(end, 20 + Math.floor(u(h, line + 1, 8 * k + 5) * 300));
        }
      }
    });
    out.sort((a, b) => a.start - b.start || a.holder.localeCompare(b.holder) || a.shares - b.shares);
    return out;
  }
}
