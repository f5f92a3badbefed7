/**
 * The core of one company's accounts: per report period, the single-quarter flows and the
 * period-end balances that every statement line, ratio and valuation derives from. All money is
 * in integer 分 (fen) so the identities hold exactly; the lines of the statements are later split
 * from these cores (statements.ts).
 *
 * Revenue follows the company's smoothed market value (a year's mean model price × shares) over
 * the price-to-sales its industry and margin imply, so profits rise and fall with the long-run
 * price path and the PE-TTM lands near the calibrated multiple; an anchored company is scaled so
 * its 2024 归母净利润 is the real one. Equity rolls forward (归母 + 净利润 − 分红 + 其他综合收益),
 * assets follow from equity and the debt ratio, cash from assets, and the financing cash flow
 * closes the cash identity. Shares change only through the price model's corporate actions.
 */
import { dayOfTradingIndex, tradingIndexOf } from '../calendar/days';
import type { CorporateAction } from '../market/index';
import type { PriceModel } from '../market/index';
import type { ShareCapital, ShareIssue } from '../market/index';
import { scaleShares, sharesIssuedOf } from '../market/index';
import { hash3, normal } from '../shared/rng';
import { costDrift, isBadYear, netMargin, writeDownYear } from './margins';
import { CTAG, companyParams, type CompanyParams } from './params';
import { periodAtOrBefore, periodEndDay, quarterOfPeriod, reportDates, yearOfPeriod } from './periods';

/** Single-quarter flows (fen) and period-end balances (fen; shares in 股) of one period. */
export interface Core {
  g: number;
  /** 公告日 (day number). */
  notice: number;
  firstBooked: number;
  changed: number | null;
  /** True when the report came out before the listing (the prospectus carries it). */
  prospectus: boolean;
  // income (single quarter)
  revenue: number;
  cogs: number;
  taxes: number;
  selling: number;
  admin: number;
  rd: number;
  interestExp: number;
  interestInc: number;
  /** 财务费用 = interestExp − interestInc + fees. */
  finance: number;
  otherIncome: number;
  investIncome: number;
  assocIncome: number;
  fairValue: number;
  creditImp: number;
  assetImp: number;
  disposal: number;
  opProfit: number;
  nonOpIn: number;
  nonOpOut: number;
  pretax: number;
  tax: number;
  net: number;
  minorityNet: number;
  parentNet: number;
  /** 扣除非经常性损益后的归母净利润. */
  deducted: number;
  oci: number;
  ociParent: number;
  // cash flow (single quarter)
  ocf: number;
  icf: number;
  fcf: number;
  fx: number;
  /** Cash dividends paid to shareholders in the quarter (ex-dates inside it). */
  dividendsPaid: number;
  /** Equity raised without new shares (其他权益工具), when losses ate the equity. */
  injection: number;
  /** Cash raised by new shares in the quarter (a 定增 at 85% of the price, a 股权激励 grant at half of it). */
  raised: number;
  // balances at period end
  equityParent: number;
  equityMinority: number;
  liabilities: number;
  assets: number;
  /** 货币资金. */
  cash: number;
  /** 现金及现金等价物 (货币资金 less restricted cash). */
  cashEq: number;
  /** 现金及现金等价物 at the start of the quarter (the previous period's cashEq). */
  cashEqOpen: number;
  /** Total shares at period end (股). */
  shares: number;
}

/** First period generated for a company listed long ago (2008Q1, so 2009 onward has comparatives). */
export const FIRST_PERIOD = 2008 * 4;
/** Periods before the listing in the prospectus. */
const PROSPECTUS_PERIODS = 12;
const SAMPLE_STEP = 10;
const SAMPLE_DAYS = 250;
/** Share of the gap to the needed equity closed each quarter. */
const PULL = 0.12;
/** Largest balance sheet, fen (60万亿 yuan). */
const MAX_ASSETS = 6e15;

const r = Math.round;

/** The periods of a company listed on trading index `listIdx`: the first generated and the first ending after the listing. */
export function periodSpan(listIdx: number): { first: number; firstListed: number } {
  const firstListed = periodAtOrBefore(dayOfTradingIndex(listIdx)) + 1;
  return { first: Math.max(FIRST_PERIOD, firstListed - PROSPECTUS_PERIODS), firstListed };
}

/**
 * 基本每股收益 of period g (yuan, 4 decimals): 归母净利润 (fen; the year to date, or the single
 * quarter) over the weighted shares of the period ({@link CompanyModel.periodShares}: new shares
 * from their day, 送转 as if always there). `asOf` restates it in the shares of a later day (a
 * comparative in a later report), so growth departs from profit growth only when new shares came in.
 */
export function epsOf(co: CompanyModel, g: number, single: boolean, parentFen: number, asOf?: number): number {
  return Math.round((parentFen / 100 / co.periodShares(g, single, asOf)) * 10000) / 10000;
}

/** The cores of one company, generated period by period and kept. */
export class CompanyModel {
  readonly params: CompanyParams;
  readonly cores: Core[] = [];
  readonly first: number;
  /** First period ending after the listing. */
  readonly firstListed: number;
  private scale = 1;
  private readonly listDay: number;

  /** Mean unadjusted close (yuan) over the year up to each period's end, from `first`. */
  private readonly meanClose: Float64Array;
  private tilt = 0;

  constructor(
    readonly model: PriceModel,
    readonly capital: ShareCapital,
    /** Corporate actions up to the last generated day (ex-date order). */
    readonly actions: readonly CorporateAction[],
    /** Daily unadjusted closes (yuan) from trading index `from` (the listing or 2010) to the horizon. */
    closes: { from: number; close: Float64Array },
    anchor: { idx: number; year: number },
  ) {
    const p = model.profile;
    this.params = companyParams(p, anchor.year);
    this.issues = sharesIssuedOf(model);
    this.listDay = dayOfTradingIndex(p.listIdx);
    const span = periodSpan(p.listIdx);
    this.firstListed = span.firstListed;
    this.first = span.first;
    const n = closes.close.length;
    const last = periodAtOrBefore(dayOfTradingIndex(closes.from + n - 1));
    this.meanClose = new Float64Array(Math.max(1, last - this.first + 1));
    for (let g = this.first; g <= last; g++) {
      const end = tradingIndexOf(periodEndDay(g)) - closes.from;
      let sum = 0;
      let k = 0;
      for (let i = end - SAMPLE_DAYS; i <= end; i += SAMPLE_STEP) {
        sum += closes.close[i < 0 ? 0 : i >= n ? n - 1 : i]!;
        k++;
      }
      this.meanClose[g - this.first] = sum / k;
    }
    this.calibrate(closes, anchor.idx);
    // Month-end model prices, for the industry's valuation history.
    const months: number[] = [];
    const prices: number[] = [];
    const firstDay = dayOfTradingIndex(closes.from);
    const lastIdx = closes.from + n - 1;
    const startYear = new Date(firstDay * 86_400_000).getUTCFullYear();
    for (let m = 0; ; m++) {
      const y = startYear + Math.floor(m / 12);
      // The last trading day of the month is the one on or before the next month's first day − 1.
      const end = tradingIndexOf(Date.UTC(y, (m % 12) + 1, 1) / 86_400_000 - 1);
      if (end > lastIdx) break;
      if (end < closes.from) continue;
      months.push(end);
      prices.push(closes.close[end - closes.from]!);
    }
    this.monthEnds = Int32Array.from(months);
    this.monthPrices = Float64Array.from(prices);
  }

  /** New shares issued before the anchor (a 定增, a 股权激励 grant), by day. */
  readonly issues: readonly ShareIssue[];

  /** Product of (1 + bonus) over the 送转 with ex-date ≤ trading day t. */
  private bonusFactor(t: number): number {
    let f = 1;
    for (const a of this.actions) if (a.bonus > 0 && a.idx <= t) f *= 1 + a.bonus;
    return f;
  }

  /**
   * 发行在外普通股加权平均数 over the calendar days [fromDay, toDay] (基本每股收益's denominator, CAS 34):
   * shares issued inside count from their day, a 送转 counts as if it had always been there (it
   * restates every period), in the shares of trading day `asOf` (the period's end: a later 送转
   * restates a comparative). Before the listing, the listing day's shares.
   */
  weightedShares(fromDay: number, toDay: number, asOf: number = tradingIndexOf(toDay)): number {
    const lo = this.model.profile.listIdx;
    const unbonused = (t: number) => {
      const i = Math.max(t, lo);
      return this.capital.at(i) / this.bonusFactor(i);
    };
    let day = fromDay;
    let cur = unbonused(tradingIndexOf(fromDay));
    let sum = 0;
    for (const issue of this.issues) {
      const d = dayOfTradingIndex(issue.idx);
      if (d <= fromDay || d > toDay) continue;
      sum += cur * (d - day);
      day = d;
      cur = unbonused(issue.idx);
    }
    sum += cur * (toDay + 1 - day);
    return (sum / (toDay + 1 - fromDay)) * this.bonusFactor(Math.max(asOf, lo));
  }

  /** The weighted shares of period g: its single quarter, or the year to its end (cumulative); `asOf` as {@link weightedShares}. */
  periodShares(g: number, single: boolean, asOf?: number): number {
    const start = single ? g - 1 : g - quarterOfPeriod(g) - 1;
    return this.weightedShares(periodEndDay(start) + 1, periodEndDay(g), asOf);
  }

  /** Cash raised by the issues of the days [fromIdx, toIdx] (fen): a 定增 at 85% of the model price, a grant at half. */
  private raisedIn(fromIdx: number, toIdx: number): number {
    let fen = 0;
    for (const i of this.issues) {
      if (i.idx < fromIdx || i.idx > toIdx) continue;
      const shares = scaleShares(i.shares, this.model.anchorIdx, this.actions, i.idx);
      fen += r(shares * (this.model.modelPrice(i.idx) / 1000) * (i.kind === '定增' ? 0.85 : 0.5) * 100);
    }
    return fen;
  }

  /** Trading indexes of month ends and the model price (yuan) on each. */
  readonly monthEnds: Int32Array;
  readonly monthPrices: Float64Array;

  /**
   * An anchored company: scale its money so the 2024 年报 shows its real 归母净利润, tilted over time
   * so the PE-TTM on the anchor day is its calibrated multiple.
   */
  private calibrate(closes: { from: number; close: Float64Array }, anchorIdx: number): void {
    const c = this.params;
    if (c.profit2024 === null) return;
    const profit = (from: number, to: number) => {
      let sum = 0;
      for (let g = from; g <= to; g++) sum += this.baseRevenue(g) * this.margin(g) * (1 - c.minority);
      return sum;
    };
    const p24 = profit(2024 * 4, 2024 * 4 + 3);
    if (p24 <= 0) return;
    this.scale = c.profit2024 / p24;
    // The period known on the anchor day ends about a quarter and a half before it; from 2025 on the
    // money tilts (at most ±10% a quarter) so that its TTM meets the calibrated PE at today's price.
    const latest = periodAtOrBefore(dayOfTradingIndex(anchorIdx) - 45);
    const g24 = 2024 * 4 + 3;
    const now = profit(latest - 3, latest) * this.scale;
    const i = Math.min(anchorIdx - closes.from, closes.close.length - 1);
    const capNow = closes.close[i]! * this.capital.at(anchorIdx);
    const span = [0, 1, 2, 3].reduce((s, k) => s + Math.max(0, latest - k - g24), 0) / 4;
    if (now > 0 && span > 0) this.tilt = Math.max(-0.1, Math.min(0.1, Math.log(capNow / c.pe / now) / span));
  }

  /** Smoothed market value (yuan) at the end of period g: the year's mean close × shares. */
  private smoothedCap(g: number): number {
    const i = Math.min(Math.max(g - this.first, 0), this.meanClose.length - 1);
    return this.meanClose[i]! * this.capital.at(Math.max(tradingIndexOf(periodEndDay(g)), this.model.profile.listIdx));
  }

  private z(g: number, i: number): number {
    return normal(hash3(this.params.key, CTAG.quarter, g * 64 + i));
  }

  /** True when year y is a random bad year (a write-down, a price war: 首亏 / 扭亏): margins.ts {@link isBadYear}. */
  badYear(y: number): boolean {
    return isBadYear(this.params, this.model.profile, y);
  }

  /** The slow drift (log) of cost line `line` (0 税金, 1 研发, 2 销售, 3 管理) in year y: margins.ts {@link costDrift}. */
  drift(line: number, y: number): number {
    return costDrift(this.params, line, y);
  }

  /** True when year y ends on a write-down: a bad year, or a loss maker's first loss year (margins.ts). */
  writeDownYear(y: number): boolean {
    return writeDownYear(this.params, this.model.profile, y);
  }

  /** True when period g falls in a loss year (by design or a bad year). */
  lossYear(g: number): boolean {
    const y = yearOfPeriod(g);
    return (this.params.lossFrom !== null && y >= this.params.lossFrom) || this.badYear(y);
  }

  /** Net margin of period g (negative in loss years): margins.ts {@link netMargin}. */
  margin(g: number): number {
    return netMargin(this.params, this.model.profile, g, this.z(g, 0));
  }

  /** Revenue (yuan, before the anchor scale) of period g. */
  private baseRevenue(g: number): number {
    const c = this.params;
    const ps = c.pe * c.net;
    return ((this.smoothedCap(g) / ps / 4) * c.season[quarterOfPeriod(g)]! * Math.exp(0.05 * this.z(g, 1))) / 1;
  }

  /** Cores up to period `last` (inclusive), generating what is missing. */
  upTo(last: number): readonly Core[] {
    while (this.first + this.cores.length <= last) this.cores.push(this.build(this.first + this.cores.length));
    return this.cores;
  }

  /** The core of period g (must be ≥ first). */
  core(g: number): Core {
    return this.upTo(g)[g - this.first]!;
  }

  private dividendsIn(g: number): number {
    const from = tradingIndexOf(periodEndDay(g - 1)) + 1;
    const to = tradingIndexOf(periodEndDay(g));
    let fen = 0;
    for (const a of this.actions) if (a.idx >= from && a.idx <= to && a.cash > 0) fen += r((a.cash / 10) * this.capital.at(a.idx - 1));
    return fen;
  }

  private build(g: number): Core {
    const c = this.params;
    const prev = g > this.first ? this.cores[g - this.first - 1]! : null;
    const z = (i: number) => this.z(g, i);
    const tilt = this.tilt === 0 ? 1 : Math.exp(this.tilt * Math.max(0, g - (2024 * 4 + 3)));
    const R = Math.max(r(this.baseRevenue(g) * this.scale * tilt * 100), 100_00);
    const m = this.margin(g);
    const targetNet = r(R * m);
    const general = c.format === 'general';
    const shares = this.capital.at(Math.max(tradingIndexOf(periodEndDay(g)), this.model.profile.listIdx));
    // Balance carried in: the opening equity of the first period follows from the revenue.
    const openParent = prev ? prev.equityParent : r((((R * 4) / c.season[quarterOfPeriod(g)]!) * (1 - c.debt) * (1 - c.minority)) / c.turnover);
    const prevLiab = prev ? prev.liabilities : r(((openParent / (1 - c.minority)) * c.debt) / (1 - c.debt));
    const prevCash = prev ? prev.cash : r((openParent / (1 - c.debt)) * c.cashShare);

    // The gross margin moves by a few percent of the smaller of 毛利 and 成本, so a high-margin company's
    // small 营业成本 does not swing by half from one quarter to the next.
    const gross = general ? Math.min(0.97, Math.max(0.02, c.gross + 0.03 * Math.min(c.gross, 1 - c.gross) * z(2))) : 1;
    // Each cost line has its own driver: 税金及附加 the industry's tax on revenue, 销售 / 管理 / 研发 their
    // own ratios with their own slow drift (a company's selling effort and overheads move apart over years).
    const y = yearOfPeriod(g);
    const taxes = r(R * c.taxes * Math.exp(this.drift(0, y) + 0.04 * z(20)));
    const cogs0 = general ? R * (1 - gross) : 0;
    const rd0 = general ? R * c.rd * Math.exp(this.drift(1, y) + 0.06 * z(3)) : 0;
    const sell0 = R * c.selling * Math.exp(this.drift(2, y) + 0.05 * z(19));
    const admin0 = R * c.admin * Math.exp(this.drift(3, y) + 0.05 * z(21));
    const interestExp = general ? r(prevLiab * 0.45 * (0.035 / 4)) : 0;
    const interestInc = general ? r(prevCash * (0.015 / 4)) : 0;
    const finance = interestExp - interestInc + r(R * 0.0005);
    const otherIncome = r(R * 0.004 * Math.exp(0.5 * z(4)));
    // 投资收益: the return on the company's financial investments (理财, associates), mostly positive, larger
    // for a cash-rich company; a small swing with revenue (disposals, derivatives) either way.
    const prevAssets = prev ? prev.assets : r(openParent / (1 - c.minority) / (1 - c.debt));
    const investIncome = r(prevAssets * c.investShare * (0.03 / 4) * Math.exp(0.35 * z(5))) + r(R * 0.002 * z(22));
    const assocIncome = r(investIncome * 0.4);
    const fairValue = r(R * 0.003 * z(6));
    const creditImp = -r(R * 0.003 * Math.exp(0.5 * z(7)));
    // A bad year is a write-down: most of what it falls short of a normal year shows as 资产减值损失.
    const writeDown = this.writeDownYear(y) ? r(R * (c.net - m) * 0.6) : 0;
    const assetImp = -r(R * 0.002 * Math.exp(0.5 * z(8))) - writeDown;
    const disposal = r(R * 0.0005 * z(9));
    const nonOpIn = r(R * 0.001 * Math.exp(0.5 * z(10)));
    const nonOpOut = r(R * 0.001 * Math.exp(0.5 * z(11)));
    const tax = targetNet > 0 ? r((targetNet / (1 - c.taxRate)) * c.taxRate) : r(R * 0.002);
    const pretax = targetNet + tax;
    const opProfit = pretax - nonOpIn + nonOpOut;
    // 营业成本, 销售, 管理 (and a loss maker's 研发: its losses are what it spends) close the operating
    // profit: what the margin leaves over their own drivers is shared in proportion to their size, so
    // each keeps its own ratio and drift, and none swings by multiples when another is small (茅台's
    // 营业成本 is 8% of revenue).
    const others = otherIncome + investIncome + fairValue + creditImp + assetImp + disposal;
    const burning = c.lossFrom !== null && y >= c.lossFrom;
    const rdFixed = burning ? 0 : r(rd0);
    const need = R - taxes - rdFixed - finance + others - opProfit;
    const base = cogs0 + sell0 + admin0 + (burning ? rd0 : 0);
    const f = base > 0 ? Math.max(0.25, need / base) : 1;
    const selling = r(sell0 * f);
    const rd = burning ? r(rd0 * f) : rdFixed;
    let admin = general ? r(admin0 * f) : need - selling - rd + rdFixed;
    let cogs = general ? need - selling - admin - (rd - rdFixed) : 0;
    if (cogs < 0) {
      admin += cogs;
      cogs = 0;
    }
    const net = pretax - tax;
    const minorityNet = r(net * c.minority);
    const parentNet = net - minorityNet;
    const nonRecurring = r((otherIncome * 0.5 + fairValue + disposal + nonOpIn - nonOpOut) * (1 - c.taxRate) * (1 - c.minority));
    const oci = r(R * 0.002 * z(12));
    const ociParent = r(oci * (1 - c.minority));

    const dividendsPaid = this.dividendsIn(g);
    const raised = this.raisedIn(tradingIndexOf(periodEndDay(g - 1)) + 1, tradingIndexOf(periodEndDay(g)));
    // Equity rolls forward and is pulled towards what the business needs (assets at its turnover), so
    // decades of retained profits do not pile up beyond any real balance sheet.
    const target = r((((R * 4) / c.season[quarterOfPeriod(g)]!) * (1 - c.debt) * (1 - c.minority)) / c.turnover);
    const rolled = openParent + parentNet + ociParent - dividendsPaid + raised;
    let equityParent = rolled + r((target - rolled) * PULL);
    // Losses leaving under a quarter of the equity the business needs are met by 其他权益工具 (no new shares; 2× R topped up traders).
    const floorEquity = r(target * 0.25);
    const injection = equityParent < floorEquity ? floorEquity - equityParent : 0;
    equityParent += injection;
    const equityMinority = c.minority > 0 ? r((equityParent * c.minority) / (1 - c.minority)) : 0;
    const debt = Math.min(0.93, Math.max(0.05, c.debt * Math.exp(0.02 * z(13))));
    // Balance sheets stay below 60万亿 yuan (the largest bank's is ~50万亿), well inside exact integer fen.
    const liabilities = Math.min(r(((equityParent + equityMinority) * debt) / (1 - debt)), MAX_ASSETS - equityParent - equityMinority);
    const assets = liabilities + equityParent + equityMinority;
    const cash = r(assets * c.cashShare * Math.exp(0.12 * z(14)));
    const cashEq = cash - r(cash * 0.03);
    const prevCashEq = prev ? prev.cashEq : prevCash - r(prevCash * 0.03);
    const ocf = r(net * (1.05 + 0.25 * z(15)) + R * 0.03 * z(16));
    const icf = -r(R * c.capex * Math.exp(0.3 * z(17))) + r(investIncome * 0.5);
    const fx = r(R * 0.0015 * z(18));
    const fcf = cashEq - prevCashEq - ocf - icf - fx;
    const dates = reportDates(c.key, g, this.first);
    return {
      g,
      notice: dates.notice,
      firstBooked: dates.firstBooked,
      changed: dates.changed,
      prospectus: dates.notice < this.listDay,
      revenue: R,
      cogs,
      taxes,
      selling,
      admin,
      rd,
      interestExp,
      interestInc,
      finance,
      otherIncome,
      investIncome,
      assocIncome,
      fairValue,
      creditImp,
      assetImp,
      disposal,
      opProfit,
      nonOpIn,
      nonOpOut,
      pretax,
      tax,
      net,
      minorityNet,
      parentNet,
      deducted: parentNet - nonRecurring,
      oci,
      ociParent,
      ocf,
      icf,
      fcf,
      fx,
      dividendsPaid,
      injection,
      raised,
      equityParent,
      equityMinority,
      liabilities,
      assets,
      cash,
      cashEq,
      cashEqOpen: prevCashEq,
      shares,
    };
  }
}
