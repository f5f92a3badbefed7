/**
 * The 新股中心's answers: the pipeline's issues as known on a trading day, by tab, with the day's
 * badges, and the 打新日历 reminders of a set of kept issues. Pure over the pipeline and the market's bars
 * of the listings that are securities (no HTTP, no SQLite). Its windows count mainland trading days
 * ({@link mainlandIndexPlus}): the trading index also counts the days only HKEX trades.
 */
import type { CapitalIposAnswer, IpoBadge, IpoFirstDay, IpoReminder, IpoRow, IpoTab, ReviewRow } from '../../../contracts/endpoints/ipo';
import { dayOfTradingIndex, mainlandIndexPlus } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { ANNOUNCE_AHEAD, type IpoIssue, type IpoPipeline, PROFIT_DAYS, SUB_NEW_DAYS } from './pipeline';
import { filingsOn } from './review-filings';
import { issueNameOn } from './listings';

/** Trading days of filings listed in IPO审核. */
export const REVIEW_DAYS = 150;

const dateOf = (idx: number) => formatDay(dayOfTradingIndex(idx));
const round2 = (x: number) => Math.round(x * 100) / 100;

/** 首日表现 from the listing day's bar. */
function firstDayOf(issuePrice: number, bar: ListedTrading['first']): IpoFirstDay {
  return {
    ...bar,
    pct: round2((bar.close / issuePrice - 1) * 100),
    openPremium: round2((bar.open / issuePrice - 1) * 100),
    broke: bar.close < issuePrice,
  };
}

/** Latest listing first (then latest 申购日, then code). */
const newestListing = (a: IpoIssue, b: IpoIssue) => b.listIdx - a.listIdx || b.t - a.t || a.id.localeCompare(b.id);

/** What the market traded of a listing up to a day: its listing day's bar and the latest close. */
export interface ListedTrading {
  first: { open: number; high: number; low: number; close: number };
  latest: number;
}

/** Options of {@link IpoCentre}. */
export interface IpoCentreOptions {
  pipeline: IpoPipeline;
  seed: number;
  /**
   * The market's bars of a listing that is a security of the universe (ipo/listings.ts), as of
   * trading index `d` (≥ its listing day), null while it has no bar yet (its listing morning);
   * undefined for a pipeline-only issue (outside the universe's window), whose figures then come
   * from the pipeline's own path.
   */
  traded?(issue: IpoIssue, d: number): ListedTrading | null | undefined;
  /** 行业市盈率 of a 申万一级 industry on trading index t ({@link IpoCentre.industryPeDay}); null when unknown. */
  industryPe?(industry: string, t: number): number | null;
}

/** The tab that shows 行业市盈率 beside 发行市盈率 (the only one whose rows carry it). */
export const INDUSTRY_PE_TAB = 'apply' satisfies IpoTab;

/** See the module comment. */
export class IpoCentre {
  constructor(private readonly opts: IpoCentreOptions) {}

  /** Issues by tab on trading index `d`. */
  issuesOf(tab: Exclude<IpoTab, 'review'>, d: number): IpoIssue[] {
    const p = this.opts.pipeline;
    switch (tab) {
      case 'apply':
        return p.issuesBetween(d, mainlandIndexPlus(d, ANNOUNCE_AHEAD));
      case 'pending':
        return p.issuesBetween(mainlandIndexPlus(d, -13), d - 1).filter((i) => i.listIdx > d);
      case 'listed':
        return this.listedWithin(SUB_NEW_DAYS, d);
      case 'profit':
        return this.listedWithin(PROFIT_DAYS, d);
    }
  }

  /** Issues listed in the last `days` mainland trading days up to `d`, latest listing first. */
  private listedWithin(days: number, d: number): IpoIssue[] {
    const after = mainlandIndexPlus(d, -days);
    return this.opts.pipeline
      .issuesBetween(mainlandIndexPlus(d, -days - 12), d)
      .filter((i) => i.listIdx <= d && i.listIdx > after)
      .sort(newestListing);
  }

  /** The issue with this id among those announced by day `d` (searching the 次新 window), or undefined. */
  find(id: string, d: number): IpoIssue | undefined {
    return this.opts.pipeline.issuesBetween(mainlandIndexPlus(d, -SUB_NEW_DAYS - 12), mainlandIndexPlus(d, ANNOUNCE_AHEAD)).find((i) => i.id === id);
  }

  /**
   * The day an issue's 行业市盈率 is taken on, as known on day `d`: its 申购日 (发行日) T once T has
   * closed, until then the last close before `d` (the 申购 tab lists issues from 5 days ahead).
   */
  industryPeDay(i: IpoIssue, d: number): number {
    return Math.min(i.t, mainlandIndexPlus(d, -1));
  }

  /** The (industry, day) pairs of 行业市盈率 the rows of a tab on day `d` carry (none off {@link INDUSTRY_PE_TAB}). */
  industryPesOf(tab: IpoTab, d: number): Array<{ industry: string; t: number }> {
    if (tab !== INDUSTRY_PE_TAB) return [];
    return this.issuesOf(tab, d).map((i) => ({ industry: i.industry, t: this.industryPeDay(i, d) }));
  }

  /** One issue as known on day `d`. */
  row(i: IpoIssue, d: number, kept: ReadonlySet<string>, withIndustryPe = false): IpoRow {
    const rated = d >= i.rateIdx;
    const listed = d >= i.listIdx;
    const traded = listed ? this.opts.traded?.(i, d) : undefined;
    const own = listed && traded === undefined;
    const firstDay = traded ? firstDayOf(i.issuePrice, traded.first) : own ? i.firstDay : null;
    const latest = traded ? traded.latest : own ? this.opts.pipeline.closeOn(i, d) : null;
    const badges: IpoBadge[] = [];
    if (d === i.t) badges.push('今日申购');
    if (d === i.payIdx) badges.push('今日缴款');
    if (d === i.listIdx) badges.push('今日上市');
    return {
      id: i.id,
      code: i.code,
      name: issueNameOn(i, d),
      board: i.board,
      industry: i.industry,
      applyCode: i.applyCode,
      issueShares: i.issueShares,
      onlineShares: i.onlineShares,
      applyLimit: i.applyLimit,
      topMarketValue: i.topMarketValue,
      issuePrice: i.issuePrice,
      issuePe: i.issuePe,
      industryPe: withIndustryPe ? (this.opts.industryPe?.(i.industry, this.industryPeDay(i, d)) ?? null) : null,
      raised: Math.round(i.issuePrice * i.issueShares),
      lotShares: i.lotShares,
      marketValueDate: dateOf(i.measureIdx),
      applyDate: dateOf(i.t),
      rateDate: dateOf(i.rateIdx),
      payDate: dateOf(i.payIdx),
      listDate: dateOf(i.listIdx),
      lotteryRate: rated ? i.lotteryRate : null,
      validHouseholds: rated ? i.validHouseholds : null,
      validShares: rated ? i.validShares : null,
      oversubscription: rated ? i.oversubscription : null,
      offlineRate: rated ? i.offlineRate : null,
      quoteMultiple: i.quoteMultiple,
      offlineBidders: i.offlineBidders,
      firstDay,
      latestPrice: latest,
      totalPct: latest === null ? null : round2((latest / i.issuePrice - 1) * 100),
      profitPerLot: firstDay ? Math.round((firstDay.close - i.issuePrice) * i.lotShares) : null,
      inUniverse: listed && traded !== undefined,
      badges,
      inCalendar: kept.has(i.id),
    };
  }

  /** IPO审核 on day `d`: filings of the last {@link REVIEW_DAYS} mainland trading days, latest change first. */
  review(d: number): ReviewRow[] {
    const out: Array<{ updated: number; accepted: number; row: ReviewRow }> = [];
    for (let s = mainlandIndexPlus(d, -REVIEW_DAYS); s <= d; s++) {
      for (const f of filingsOn(this.opts.seed, s, d)) {
        out.push({ updated: f.updated, accepted: s, row: { ...f.row, acceptDate: dateOf(s), updateDate: dateOf(f.updated) } });
      }
    }
    return out.sort((a, b) => b.updated - a.updated || b.accepted - a.accepted).map((x) => x.row);
  }

  /** The whole answer of `capitalIpos`. */
  answer(tab: IpoTab, d: number, kept: ReadonlySet<string>): CapitalIposAnswer {
    const counts = {
      apply: this.issuesOf('apply', d).length,
      pending: this.issuesOf('pending', d).length,
      listed: this.issuesOf('listed', d).length,
      profit: this.issuesOf('profit', d).length,
      review: this.review(d).length,
    };
    return {
      tab,
      date: dateOf(d),
      rows: tab === 'review' ? [] : this.issuesOf(tab, d).map((i) => this.row(i, d, kept, tab === INDUSTRY_PE_TAB)),
      review: tab === 'review' ? this.review(d) : [],
      counts,
    };
  }

  /** 申购, 缴款 and 上市 reminders of the kept issues, by date (events of the last 20 trading days on). */
  reminders(ids: readonly string[], d: number): IpoReminder[] {
    const out: Array<IpoReminder & { idx: number }> = [];
    for (const id of ids) {
      const i = this.find(id, d);
      if (!i) continue;
      const top =
        i.topMarketValue === null ? '北交所申购需全额缴款' : `顶格需配市值 ${(i.topMarketValue / 1e4).toFixed(i.topMarketValue % 1e4 === 0 ? 0 : 1)}万元`;
      const events: Array<[number, IpoReminder['kind'], string]> = [
        [i.t, '申购', `${i.name}（申购代码 ${i.applyCode}），发行价 ${i.issuePrice.toFixed(2)} 元，${top}`],
        [
          i.payIdx,
          '缴款',
          `${i.name} 中签缴款日，中签者请于 16:00 前确保账户资金足额（每签 ${i.lotShares} 股约 ${Math.round(i.issuePrice * i.lotShares)} 元）`,
        ],
        [i.listIdx, '上市', `${i.name}（${i.code}）今日上市`],
      ];
      const since = mainlandIndexPlus(d, -20);
      for (const [idx, kind, text] of events) {
        if (idx < since) continue;
        out.push({ idx, date: dateOf(idx), kind, id: i.id, name: i.name, applyCode: i.applyCode, text, today: idx === d, past: idx < d });
      }
    }
    return out.sort((a, b) => a.idx - b.idx || a.id.localeCompare(b.id)).map(({ idx: _idx, ...r }) => r);
  }
}
