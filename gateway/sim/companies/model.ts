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
 *
 * The model keeps the drivers and the cores; the pieces are apart: the core's shape (`core.ts`), its
 * accounting (`core-build.ts`), the weighted shares (`weighted-shares.ts`) and the cash between the
 * company and its shareholders (`shareholder-cash.ts`).
 */
import { dayOfTradingIndex, tradingIndexOf } from '../calendar/days';
import type { CorporateAction } from '../market/index';
import type { PriceModel } from '../market/index';
import type { ShareCapital, ShareIssue } from '../market/index';
import { sharesIssuedOf } from '../market/index';
import { hash3, normal } from '../shared/rng';
import { costDrift, isBadYear, netMargin, writeDownYear } from './margins';
import type { Core } from './core';
import { buildCore, type CoreDrivers } from './core-build';
import { CTAG, companyParams, type CompanyParams } from './params';
import { periodAtOrBefore, periodEndDay, quarterOfPeriod, yearOfPeriod } from './periods';
import { dividendsIn, raisedIn } from './shareholder-cash';
import { weightedShares } from './weighted-shares';

/** First period generated for a company listed long ago (2008Q1, so 2009 onward has comparatives). */
export const FIRST_PERIOD = 2008 * 4;
/** Periods before the listing in the prospectus. */
const PROSPECTUS_PERIODS = 12;
const SAMPLE_STEP = 10;
const SAMPLE_DAYS = 250;

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
  /** What each period's core is built from (core-build.ts): the drivers below and the share history. */
  private readonly drivers: CoreDrivers;

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
    this.drivers = {
      params: this.params,
      first: this.first,
      listDay: this.listDay,
      z: (g, i) => this.z(g, i),
      revenue: (g) => this.revenue(g),
      margin: (g) => this.margin(g),
      drift: (line, y) => this.drift(line, y),
      writeDownYear: (y) => this.writeDownYear(y),
      sharesAt: (g) => this.capital.at(Math.max(tradingIndexOf(periodEndDay(g)), this.model.profile.listIdx)),
      dividendsIn: (g) => dividendsIn(this, g),
      raisedIn: (fromIdx, toIdx) => raisedIn(this, fromIdx, toIdx),
    };
  }

  /** New shares issued before the anchor (a 定增, a 股权激励 grant), by day. */
  readonly issues: readonly ShareIssue[];

  /**
   * 发行在外普通股加权平均数 over the calendar days [fromDay, toDay] (基本每股收益's denominator, CAS 34):
   * shares issued inside count from their day, a 送转 counts as if it had always been there (it
   * restates every period), in the shares of trading day `asOf` (the period's end: a later 送转
   * restates a comparative). Before the listing, the listing day's shares.
   */
  weightedShares(fromDay: number, toDay: number, asOf: number = tradingIndexOf(toDay)): number {
    return weightedShares(this, fromDay, toDay, asOf);
  }

  /** The weighted shares of period g: its single quarter, or the year to its end (cumulative); `asOf` as {@link weightedShares}. */
  periodShares(g: number, single: boolean, asOf?: number): number {
    const start = single ? g - 1 : g - quarterOfPeriod(g) - 1;
    return this.weightedShares(periodEndDay(start) + 1, periodEndDay(g), asOf);
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
    while (this.first + this.cores.length <= last) {
      const g = this.first + this.cores.length;
      this.cores.push(buildCore(this.drivers, g, g > this.first ? this.cores[g - this.first - 1]! : null));
    }
    return this.cores;
  }

  /** The core of period g (must be ≥ first). */
  core(g: number): Core {
    return this.upTo(g)[g - this.first]!;
  }

  /** Revenue of period g (fen): scaled to the anchor, tilted from 2025 (calibrate), at least 100 yuan. */
  private revenue(g: number): number {
    const tilt = this.tilt === 0 ? 1 : Math.exp(this.tilt * Math.max(0, g - (2024 * 4 + 3)));
    return Math.max(r(this.baseRevenue(g) * this.scale * tilt * 100), 100_00);
  }
}
