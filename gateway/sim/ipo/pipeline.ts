/**
 * The IPO pipeline: a deterministic stream of new issues per SIM_SEED, keyed by the trading index
 * of each issue's subscription day T, so asking about any day sees the same issues and never the
 * future (figures published later — 中签率, 首日表现, prices — are masked until their day).
 *
 * The lawful lifecycle, all on mainland trading days (how234.com, exchange rules):
 * T−2 market value measured (20-day average) → T 申购 (no payment) → T+1 中签率 published and the
 * lottery drawn → T+2 中签号 published, 缴款 by 16:00 → listing 7–12 trading days after T. The
 * trading index also counts the days only HKEX trades (calendar/days.ts), so no issue is drawn on
 * one, and every T±n steps over them ({@link mainlandIndexPlus}).
 * No price limit for the first five days on 主板/创业板/科创板; none on the listing day on 北交所
 * (its ±30% band applies from day two). 申购代码: 沪主板 732xxx, 科创板 787xxx, 深市 and 北交所 the
 * code itself. One 签 = 1000 shares (沪主板), 500 (深市, 科创板), 100 (北交所). 顶格需配市值 = 申购上限 × 10 元.
 *
 * The listings are pipeline-only: the hand-kept universe ends in 2024, so these names have no
 * quotes, K-line or search entry (see the README in this folder).
 */
import type { IpoBoard, IpoFirstDay } from '../../../contracts/endpoints/ipo';
import { isMainlandClosed, mainlandDaysAfter, mainlandIndexPlus, mainlandOrdinal } from '../calendar/days';
import { hash4, normal, uniform } from '../shared/rng';
import { BOARD_CUMULATIVE, BOARD_RULES, type BoardRule, between, companyName, pick, round, ruleOf } from './boards';

/** Trading days an issue is announced before its 申购日 (招股意向书). */
export const ANNOUNCE_AHEAD = 5;
/** Trading days a listing stays 次新. */
export const SUB_NEW_DAYS = 250;
/** Trading days of 打新收益 kept. */
export const PROFIT_DAYS = 120;
/** Mainland trading days after which IPO code numbers repeat (longer than any window the centre shows). */
export const CODE_CYCLE = 300;

/** The static facts of one issue, as drawn. */
export interface IpoIssue {
  /** Trading index of T (申购日), a mainland trading day. */
  t: number;
  /** Trading index of T−2, the day 市值 is measured. */
  measureIdx: number;
  /** Trading index of T+1, when 中签率 is published. */
  rateIdx: number;
  /** Trading index of T+2, 中签缴款. */
  payIdx: number;
  /** Trading index of the listing day, 7–12 mainland trading days after T. */
  listIdx: number;
  id: string;
  code: string;
  name: string;
  board: IpoBoard;
  industry: string;
  applyCode: string;
  issueShares: number;
  onlineShares: number;
  applyLimit: number;
  topMarketValue: number | null;
  issuePrice: number;
  issuePe: number;
  lotShares: number;
  /** Published on T+1. */
  lotteryRate: number;
  validShares: number;
  validHouseholds: number;
  oversubscription: number;
  offlineRate: number;
  quoteMultiple: number;
  offlineBidders: number;
  /** Known from the listing day's close. */
  firstDay: IpoFirstDay;
}

/** Options of {@link IpoPipeline}. */
export interface IpoPipelineOptions {
  seed: number;
  /** True when a code (with suffix, `301001.SZ`) is taken by the universe, so an issue never reuses it. */
  taken(id: string): boolean;
}

/** See the module comment. */
export class IpoPipeline {
  private readonly byT = new Map<number, readonly IpoIssue[]>();
  private readonly paths = new Map<string, number[]>();

  constructor(private readonly opts: IpoPipelineOptions) {}

  /** Issues whose 申购日 is trading index `t` (0–2 a day, none on a day the mainland is closed), in order. */
  issuesOn(t: number): readonly IpoIssue[] {
    let list = this.byT.get(t);
    if (!list) {
      const n = uniform(hash4(this.opts.seed, t, 0x1b0, 0));
      const count = isMainlandClosed(t) ? 0 : n < 0.5 ? 0 : n < 0.82 ? 1 : 2;
      list = Array.from({ length: count }, (_, k) => this.draw(t, k));
      if (this.byT.size > 4000) this.byT.clear();
      this.byT.set(t, list);
    }
    return list;
  }

  /** Issues with 申购日 in [from, to], oldest first. */
  issuesBetween(from: number, to: number): IpoIssue[] {
    const out: IpoIssue[] = [];
    for (let t = from; t <= to; t++) out.push(...this.issuesOn(t));
    return out;
  }

  /** The close of a listed issue on trading index `idx` (≥ its listing day): a day the mainland is closed carries the last close. */
  closeOn(issue: IpoIssue, idx: number): number {
    const rule = ruleOf(issue.board);
    let path = this.paths.get(issue.id);
    if (!path) {
      path = [issue.firstDay.close];
      this.paths.set(issue.id, path);
    }
    const n = mainlandDaysAfter(issue.listIdx, idx);
    while (path.length <= n) {
      const i = path.length;
      const prev = path[i - 1]!;
      const h = hash4(this.opts.seed, issue.t, hashId(issue.id), 0x9a0 + i);
      // Big first days fade: a pull back towards twice the issue price, plus the day's noise.
      const pull = -0.02 * Math.log(prev / (issue.issuePrice * 2));
      const vol = i < rule.noLimitDays ? 0.09 : 0.035;
      let ret = pull + vol * normal(h);
      if (i >= rule.noLimitDays) ret = Math.max(-rule.band, Math.min(rule.band, ret));
      else ret = Math.max(-0.45, Math.min(0.8, ret));
      path.push(Math.max(0.01, round(prev * (1 + ret), 2)));
    }
    return path[n]!;
  }

  private draw(t: number, k: number): IpoIssue {
    const { seed } = this.opts;
    const h = (salt: number) => hash4(seed, t, k, salt);
    const u = uniform(h(1));
    const rule = BOARD_RULES[BOARD_CUMULATIVE.findIndex((c) => u < c)] ?? BOARD_RULES[0]!;
    const code = this.codeFor(rule, t, k);
    const id = `${code}.${rule.suffix}`;
    const industry = pick(rule.industries, h(2));
    const issueShares = Math.round(between(rule.shares[0], rule.shares[1], h(3)) / 1e4) * 1e4;
    const issuePrice = round(Math.min(150, Math.max(3, rule.price * Math.exp(0.45 * normal(h(4))))), 2);
    const issuePe = round(between(rule.pe[0], rule.pe[1], h(5)), 2);
    const onlineShares = Math.round((issueShares * between(0.25, 0.45, h(6))) / 500) * 500;
    const limitRaw = rule.board === '北交所' ? onlineShares * 0.05 : onlineShares / 1000;
    const applyLimit = Math.max(rule.lotShares, Math.min(500_000, Math.floor(limitRaw / rule.lotShares) * rule.lotShares));
    const lotteryRate = round(between(rule.rate[0], rule.rate[1], h(7)), 4);
    const validShares = Math.round(onlineShares / (lotteryRate / 100));
    // 北交所 applicants ask for a sliver of the (large) limit; elsewhere most apply near the top.
    const typical = rule.board === '北交所' ? between(0.004, 0.012, h(8)) : between(0.35, 0.75, h(8));
    const validHouseholds = Math.round(validShares / (applyLimit * typical));
    const listIdx = mainlandIndexPlus(t, 7 + Math.floor(uniform(h(9)) * 6));
    return {
      t,
      measureIdx: mainlandIndexPlus(t, -2),
      rateIdx: mainlandIndexPlus(t, 1),
      payIdx: mainlandIndexPlus(t, 2),
      listIdx,
      id,
      code,
      name: companyName(industry, h),
      board: rule.board,
      industry,
      applyCode: rule.board === '沪主板' ? `732${code.slice(3)}` : rule.board === '科创板' ? `787${code.slice(3)}` : code,
      issueShares,
      onlineShares,
      applyLimit,
      topMarketValue: rule.board === '北交所' ? null : applyLimit * 10,
      issuePrice,
      issuePe,
      lotShares: rule.lotShares,
      lotteryRate,
      validShares,
      validHouseholds,
      oversubscription: round(validShares / onlineShares, 2),
      offlineRate: round(rule.board === '北交所' ? between(0.5, 5, h(10)) : between(0.01, 0.05, h(10)), 4),
      quoteMultiple: round(rule.board === '北交所' ? between(50, 400, h(14)) : between(3000, 9000, h(14)), 2),
      offlineBidders: Math.round(rule.board === '北交所' ? between(300, 900, h(15)) : between(5000, 12_000, h(15))),
      firstDay: firstDay(rule, issuePrice, h),
    };
  }

  /**
   * A code of the board not in the universe. Numbers cycle every {@link CODE_CYCLE} mainland trading
   * days (the windows the centre shows are counted in them): day t owns numbers 3(t mod cycle) + k, k = 0, 1 for its issues and 2 held back for the first
   * issue should the universe have taken its own number; then the board's next prefix (科创板: 688,
   * where new listings are numbered, then 689). So codes are unique over
   * any window shorter than the cycle (what the centre ever shows together).
   */
  private codeFor(rule: BoardRule, t: number, k: number): string {
    const m = mainlandOrdinal(t);
    const slot = (((m % CODE_CYCLE) + CODE_CYCLE) % CODE_CYCLE) * 3;
    for (const prefix of rule.prefixes) {
      // The held-back number is the first issue's only: two issues of a day whose own numbers are both taken must not share it.
      for (const n of k === 0 ? [slot, slot + 2] : [slot + 1]) {
        const code = `${prefix}${String(n).padStart(3, '0')}`;
        if (!this.opts.taken(`${code}.${rule.suffix}`)) return code;
      }
    }
    throw new Error(`no free ${rule.board} code on trading index ${t}`);
  }
}

function hashId(id: string): number {
  let x = 0;
  for (let i = 0; i < id.length; i++) x = (Math.imul(x, 31) + id.charCodeAt(i)) | 0;
  return x;
}

/** 首日表现: a few break issue (破发, about 8%), most rise a lot; open, high and low around it. */
function firstDay(rule: BoardRule, issuePrice: number, h: (salt: number) => number): IpoFirstDay {
  const broke = uniform(h(20)) < 0.08;
  const pct = broke ? -between(1, 20, h(21)) : Math.min(800, Math.max(5, rule.firstDayPct * Math.exp(0.6 * normal(h(21)))));
  const close = round(issuePrice * (1 + pct / 100), 2);
  const openPct = broke ? pct * between(0.2, 1.2, h(22)) : pct * between(0.35, 1.15, h(22));
  const open = round(issuePrice * (1 + openPct / 100), 2);
  const high = round(Math.max(open, close) * (1 + between(0, 0.25, h(23))), 2);
  const low = round(Math.min(open, close) * (1 - between(0, 0.08, h(24))), 2);
  return {
    open,
    close,
    high,
    low,
    pct: round((close / issuePrice - 1) * 100, 2),
    openPremium: round((open / issuePrice - 1) * 100, 2),
    broke: close < issuePrice,
  };
}
