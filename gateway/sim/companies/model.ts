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
import type { ShareCapital } from '../market/index';
import { hash2, hash3, normal, uniform } from '../shared/rng';
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

  /**
   * True when year y is a random bad year (a write-down, a price war: 首亏 / 扭亏 happen), 3% of
   * years. Never for an anchored company: its 2024 年报 calibrates the whole model, and a loss
   * there left 茅台 uncalibrated with four loss quarters (PE-TTM 25 → 342 → 亏损 → 40 in 2024–25). Nor
   * for a pipeline listing up to its listing year: the prospectus's years were profitable.
   */
  badYear(y: number): boolean {
    const c = this.params;
    if (c.anchored || (c.listedYear !== null && y <= c.listedYear)) return false;
    return uniform(hash3(c.key, CTAG.year, y * 7 + 2)) < 0.03;
  }

  /** True when period g falls in a loss year (by design or a bad year). */
  lossYear(g: number): boolean {
    const y = yearOfPeriod(g);
    return (this.params.lossFrom !== null && y >= this.params.lossFrom) || this.badYear(y);
  }

  /** Net margin of period g (negative in loss years); in a normal year within what the cost structure allows (params `minNet`…`maxNet`). */
  margin(g: number): number {
    const c = this.params;
    const y = yearOfPeriod(g);
    if (c.lossFrom !== null && y >= c.lossFrom) {
      const [lo, hi] = c.lossDepth;
      return -(lo + (hi - lo) * uniform(hash3(c.key, CTAG.year, y * 7 + 1)));
    }
    if (this.badYear(y)) return -0.3 * c.net;
    // Anchored companies keep their real, steady margins (茅台's moved within a few points for a decade).
    const yearShock = (c.anchored ? 0.06 : 0.18) * normal(hash3(c.key, CTAG.year, y));
    const m = c.net * Math.exp(yearShock + (c.anchored ? 0.03 : 0.08) * this.z(g, 0));
    return Math.min(c.maxNet, Math.max(c.minNet, m));
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
    let cogs = general ? r(R * (1 - gross)) : 0;
    const taxes = r(R * c.taxes);
    const rd = general ? r(R * c.rd * Math.exp(0.1 * z(3))) : 0;
    const interestExp = general ? r(prevLiab * 0.45 * (0.035 / 4)) : 0;
    const interestInc = general ? r(prevCash * (0.015 / 4)) : 0;
    const finance = interestExp - interestInc + r(R * 0.0005);
    const otherIncome = r(R * 0.004 * Math.exp(0.5 * z(4)));
    const investIncome = r(R * 0.01 * z(5));
    const assocIncome = r(investIncome * 0.4);
    const fairValue = r(R * 0.003 * z(6));
    const creditImp = -r(R * 0.003 * Math.exp(0.5 * z(7)));
    const assetImp = -r(R * 0.002 * Math.exp(0.5 * z(8)));
    const disposal = r(R * 0.0005 * z(9));
    const nonOpIn = r(R * 0.001 * Math.exp(0.5 * z(10)));
    const nonOpOut = r(R * 0.001 * Math.exp(0.5 * z(11)));
    const tax = targetNet > 0 ? r((targetNet / (1 - c.taxRate)) * c.taxRate) : r(R * 0.002);
    const pretax = targetNet + tax;
    const opProfit = pretax - nonOpIn + nonOpOut;
    // 销售 + 管理 close the operating profit; a margin above the gross margin takes it out of 营业成本.
    const others = otherIncome + investIncome + fairValue + creditImp + assetImp + disposal;
    let sa = R - cogs - taxes - rd - finance + others - opProfit;
    // What the margin leaves over its centre is shared by 营业成本 and 销售+管理 in proportion to their
    // size, so neither swings by multiples when the other is small (茅台's 营业成本 is 8% of revenue).
    if (general) {
      const sa0 = r(R * c.saCentre * Math.exp(0.05 * z(19)));
      if (cogs + sa0 > 0) {
        cogs = Math.max(0, cogs + r(((sa - sa0) * cogs) / (cogs + sa0)));
        sa = R - cogs - taxes - rd - finance + others - opProfit;
      }
    }
    const floor = general ? r(R * 0.02) : 0;
    if (sa < floor) {
      cogs = Math.max(0, cogs - (floor - sa));
      sa = R - cogs - taxes - rd - finance + others - opProfit;
    }
    const sellShare = general ? 0.35 + 0.3 * uniform(hash2(c.key, 7)) : 0;
    const selling = r(sa * sellShare);
    const admin = sa - selling;
    const net = pretax - tax;
    const minorityNet = r(net * c.minority);
    const parentNet = net - minorityNet;
    const nonRecurring = r((otherIncome * 0.5 + fairValue + disposal + nonOpIn - nonOpOut) * (1 - c.taxRate) * (1 - c.minority));
    const oci = r(R * 0.002 * z(12));
    const ociParent = r(oci * (1 - c.minority));

    const dividendsPaid = this.dividendsIn(g);
    // Equity rolls forward and is pulled towards what the business needs (assets at its turnover), so
    // decades of retained profits do not pile up beyond any real balance sheet.
    const target = r((((R * 4) / c.season[quarterOfPeriod(g)]!) * (1 - c.debt) * (1 - c.minority)) / c.turnover);
    const rolled = openParent + parentNet + ociParent - dividendsPaid;
    let equityParent = rolled + r((target - rolled) * PULL);
    // Losses that would leave too little equity are met by 其他权益工具 (no new shares).
    const floorEquity = r(R * 2);
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
