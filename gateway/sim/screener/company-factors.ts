/**
 * The screener's company columns: valuation, financial, growth and holder figures of one stock on
 * one trading day, read from the company model (gateway/sim/companies) and the holders model
 * (gateway/sim/disclosures/holders.ts) with only the reports published by that day (point in time).
 *
 * A day's price-independent figures ({@link KnownFigures}) are computed once per stock and day;
 * the live table applies the price on show to them every build ({@link valuationOf}), with the
 * same arithmetic as `Companies.valuationAt` — so a screen's 市盈率TTM equals the quote grid's and
 * /pepChat's for that day to the last bit. PE 10年分位 ({@link PeWindow}) is /pepChat's percentile:
 * the day's PE among the valid daily PE-TTMs of the ten years before it (from the same unadjusted
 * daily closes), built lazily because it reads ten years of closes per stock.
 */
import { dayOfTradingIndex, tradingIndexOf } from '../calendar/days';
import { dayTable, isHoliday } from '../market/index';
import { forecastRows } from '../companies/index';
import type { Core } from '../companies/index';
import { periodAtOrBefore } from '../companies/index';
import { balanceLines } from '../companies/index';
import type { Companies } from '../companies/index';
import { HolderNumModel } from '../disclosures/index';
import { HolderModel } from '../disclosures/index';
import { instPeriodsAt, PriceReader } from '../disclosures/index';

/** Percent with four decimals, as the fundamentals answers round (`pct` in companies/answers.ts). */
const pct = (x: number) => Math.round(x * 1e6) / 1e4;
const growth = (now: number, base: number): number | null => (base > 0 ? pct((now - base) / base) : null);
/** `Companies.valuationAt`'s ratio: a money figure over a denominator in fen, null unless positive. */
const ratio = (cap: number, denomFen: number | null | undefined): number | null => (denomFen && denomFen > 0 ? cap / (denomFen / 100) : null);
/** A multiple is meaningful when positive (a PE over a loss is 亏损), as /pepChat counts it. */
const valid = (x: number | null): number | null => (x !== null && x > 0 && Number.isFinite(x) ? x : null);

/** 业绩预告 types counted as 业绩预增 (预喜). */
const FORECAST_UP: ReadonlySet<string> = new Set(['预增', '略增', '扭亏']);
/** How recent the 业绩预告 must be, days. */
export const FORECAST_DAYS = 180;

/** The figures of a stock known on a trading day that do not depend on its price. */
export interface KnownFigures {
  /** Total shares that day. */
  shares: number;
  /** Trailing sums of the latest known period (fen); null before four quarters exist. */
  ttmParent: number | null;
  ttmDeducted: number | null;
  ttmRevenue: number | null;
  /** 归母净利润 of the latest known 年报 (fen). */
  lastAnnualParent: number | null;
  /** 归母净资产 at the latest known period's end (fen). */
  equityParent: number | null;
  /** Cash per current share paid over the last 365 days (yuan). */
  dividend: number;
  roa: number | null;
  grossMargin: number | null;
  netMargin: number | null;
  debtRatio: number | null;
  currentRatio: number | null;
  revenueYoy: number | null;
  profitYoy: number | null;
  revenueCagr3: number | null;
  profitCagr3: number | null;
  forecastUp: boolean;
  top10Float: number | null;
  instRatio: number | null;
  instNew: boolean;
  holderCount: number | null;
  holderCountChange: number | null;
}

/** Price-dependent columns of a day at a price. */
export interface PricedFigures {
  peTtm: number | null;
  peStatic: number | null;
  peDeducted: number | null;
  pb: number | null;
  ps: number | null;
  dividendYield: number | null;
  totalCap: number;
}

/** What the company columns read: the company model and the ownership models over it (the /shareholders, 股东户数 and 机构持仓 pages' own). */
export interface CompanySources {
  companies: Companies;
  holders: HolderModel;
  holderNum: HolderNumModel;
}

/** The sources over a market's company model. */
export function companySources(companies: Companies): CompanySources {
  const holders = new HolderModel(companies);
  return { companies, holders, holderNum: new HolderNumModel(holders, new PriceReader(companies)) };
}

/** The latest known period's figures of a company (the 财务指标 page's formulas, cumulative view). */
export function reportFigures(cs: Companies, slot: number, known: readonly Core[]) {
  const co = cs.company(slot);
  const c = known[known.length - 1]!;
  const g = c.g;
  const ytd = (k: number, f: (x: Core) => number) => cs.ytd(slot, k, f);
  const revenue = ytd(g, (k) => k.revenue);
  const parent = ytd(g, (k) => k.parentNet);
  const openG = g - (g % 4) - 1;
  const open = openG >= co.first ? co.core(openG) : c;
  const avgAssets = (open.assets + c.assets) / 2;
  const general = co.params.format === 'general';
  let currentRatio: number | null = null;
  if (general) {
    const bal = balanceLines(co, g);
    if (bal.totalCurrentLiabs! > 0) currentRatio = Math.round((bal.totalCurrentAssets! / bal.totalCurrentLiabs!) * 100) / 100;
  }
  const cogs = ytd(g, (k) => k.cogs);
  const base = g - 4 >= co.first;
  const cagr = (pick: 'revenue' | 'parentNet') => {
    const now = cs.ttm(slot, g);
    const then = cs.ttm(slot, g - 12);
    if (!now || !then || now[pick] <= 0 || then[pick] <= 0) return null;
    return pct((now[pick] / then[pick]) ** (1 / 3) - 1);
  };
  return {
    roa: avgAssets > 0 ? pct(ytd(g, (k) => k.net) / avgAssets) : null,
    grossMargin: general && revenue > 0 ? pct((revenue - cogs) / revenue) : null,
    netMargin: revenue > 0 ? pct(parent / revenue) : null,
    debtRatio: c.assets > 0 ? pct(c.liabilities / c.assets) : null,
    currentRatio,
    revenueYoy: base
      ? growth(
          revenue,
          ytd(g - 4, (k) => k.revenue),
        )
      : null,
    profitYoy: base
      ? growth(
          parent,
          ytd(g - 4, (k) => k.parentNet),
        )
      : null,
    revenueCagr3: cagr('revenue'),
    profitCagr3: cagr('parentNet'),
  };
}

/**
 * The holder figures known on trading day t: 十大流通股东合计 and 机构新进 from the latest report's
 * top-10 float list (新进 = a holder of one of the six institution types, absent last period),
 * 机构持股比例 as 机构持仓's total float ratio of the latest quarter out that day, 股东户数 and its
 * change from the latest two 截止日 published by then.
 */
function holderFigures(
  src: CompanySources,
  slot: number,
  t: number,
): Pick<KnownFigures, 'top10Float' | 'instRatio' | 'instNew' | 'holderCount' | 'holderCountChange'> {
  const out: Pick<KnownFigures, 'top10Float' | 'instRatio' | 'instNew' | 'holderCount' | 'holderCountChange'> = {
    top10Float: null,
    instRatio: null,
    instNew: false,
    holderCount: null,
    holderCountChange: null,
  };
  const periods = src.holders.periods(slot, t);
  if (periods.length === 0) return out;
  const g = periods[0]!.g;
  const at = src.holders.at(slot, g);
  out.top10Float = Math.round(at.top10Float.reduce((a, r) => a + r.ratio, 0) * 1e4) / 1e4;
  const typed = new Set(
    src.holders
      .holdings(slot, g)
      .rows.filter((h) => h.type !== null)
      .map((h) => h.name),
  );
  out.instNew = at.top10Float.some((r) => r.tag === '新进' && typed.has(r.name));
  const listIdx = src.companies.source.profiles[slot]!.listIdx;
  const q = instPeriodsAt(t, listIdx)[0];
  if (q !== undefined) {
    const h = src.holders.holdings(slot, q);
    let inst = 0;
    for (const row of h.rows) if (row.type !== null) inst += row.shares;
    out.instRatio = h.floatShares > 0 ? pct(inst / h.floatShares) : null;
  }
  const dates = src.holderNum.dates(slot, t);
  const last = dates[dates.length - 1];
  if (last) {
    out.holderCount = src.holderNum.count(slot, last.day);
    const prev = dates[dates.length - 2];
    if (prev) {
      const before = src.holderNum.count(slot, prev.day);
      out.holderCountChange = Math.round(((out.holderCount - before) / before) * 1e6) / 1e4;
    }
  }
  return out;
}

/** The price-independent figures of a company on trading day t (null for a non-company). */
export function knownFigures(src: CompanySources, slot: number, t: number): KnownFigures | null {
  const cs = src.companies;
  if (!cs.isCompany(slot)) return null;
  const co = cs.company(slot);
  const k = cs.knownAt(slot, t);
  const known = k ? cs.reportsKnownAt(slot, t) : [];
  const day = dayOfTradingIndex(t);
  const forecasts = forecastRows(co, t);
  const latest = forecasts[0];
  const forecastUp = latest !== undefined && FORECAST_UP.has(latest.type) && day - Date.parse(`${latest.noticeDate}T00:00:00Z`) / 86_400_000 <= FORECAST_DAYS;
  return {
    shares: co.capital.at(t),
    ttmParent: k?.ttm?.parentNet ?? null,
    ttmDeducted: k?.ttm?.deducted ?? null,
    ttmRevenue: k?.ttm?.revenue ?? null,
    lastAnnualParent: k?.lastAnnualParent ?? null,
    equityParent: k?.equityParent ?? null,
    dividend: cs.trailingDividend(slot, t),
    ...(known.length > 0
      ? reportFigures(cs, slot, known)
      : {
          roa: null,
          grossMargin: null,
          netMargin: null,
          debtRatio: null,
          currentRatio: null,
          revenueYoy: null,
          profitYoy: null,
          revenueCagr3: null,
          profitCagr3: null,
        }),
    forecastUp,
    ...holderFigures(src, slot, t),
  };
}

/** The valuation at a price, with `Companies.valuationAt`'s arithmetic (so the numbers are bit-identical). */
export function valuationOf(k: KnownFigures, close: number): PricedFigures {
  const totalCap = close * k.shares;
  return {
    totalCap,
    peTtm: valid(ratio(totalCap, k.ttmParent)),
    peStatic: valid(ratio(totalCap, k.lastAnnualParent)),
    peDeducted: valid(ratio(totalCap, k.ttmDeducted)),
    pb: valid(ratio(totalCap, k.equityParent)),
    ps: valid(ratio(totalCap, k.ttmRevenue)),
    dividendYield: close > 0 ? (k.dividend / close) * 100 : null,
  };
}

/** Per-share figures (yuan) and the TTM ROE: EPS-TTM and BPS over that day's shares, as /pepChat's bands use. */
export function perShareOf(k: KnownFigures): { eps: number | null; bvps: number | null; roe: number | null } {
  const eps = k.ttmParent === null || k.shares <= 0 ? null : k.ttmParent / 100 / k.shares;
  const bvps = k.equityParent === null || k.shares <= 0 ? null : k.equityParent / 100 / k.shares;
  return { eps, bvps, roe: eps !== null && bvps !== null && bvps > 0 ? (eps / bvps) * 100 : null };
}

/** First trading day of the ten-year window ending on trading day T (answers.ts `windowStart('10y', …)`). */
function tenYearStart(T: number, listIdx: number): number {
  return Math.max(tradingIndexOf(dayOfTradingIndex(T) - Math.round(10 * 365.25)) + 1, listIdx, 0);
}

/**
 * The sorted valid daily PE-TTMs of a company over the ten years before trading day T (T itself
 * excluded: its value comes from the price on show), from the unadjusted daily closes the K-line
 * and /pepChat read. Empty when no day has a valid PE.
 */
export function peHistory(cs: Companies, slot: number, T: number): Float64Array {
  const p = cs.source.profiles[slot]!;
  const from = tenYearStart(T, p.listIdx);
  if (T - 1 < from) return new Float64Array(0);
  const table = dayTable(cs.source.models[slot]!, from, T - 1);
  if (!table) return new Float64Array(0);
  const co = cs.company(slot);
  const cores = co.upTo(periodAtOrBefore(dayOfTradingIndex(T)));
  const ttmCache = new Map<number, number | null>();
  const ttmOf = (g: number) => {
    let v = ttmCache.get(g);
    if (v === undefined) {
      v = cs.ttm(slot, g)?.parentNet ?? null;
      ttmCache.set(g, v);
    }
    return v;
  };
  const out: number[] = [];
  let upTo = 0; // cores with g ≤ the period ending on or before the day
  for (let i = 0; i < table.length; i++) {
    const t = table.from + i;
    // As /pepChat's series: no day its exchange is closed (an A-share's HK-only days of 春节 and 国庆).
    if (isHoliday(p, t)) continue;
    const day = dayOfTradingIndex(t);
    const pAt = periodAtOrBefore(day);
    while (upTo < cores.length && cores[upTo]!.g <= pAt) upTo++;
    // Companies.reportsKnownAt: the periods up to that one, less the trailing ones not yet published.
    let hi = upTo;
    while (hi > 0 && cores[hi - 1]!.notice > day) hi--;
    if (hi === 0) continue;
    const close = table.close[i]! / 1000;
    const pe = valid(ratio(close * co.capital.at(t), ttmOf(cores[hi - 1]!.g)));
    if (pe !== null) out.push(pe);
  }
  return Float64Array.from(out).sort();
}

/** /pepChat's percentile of a current value among a sorted history (the current value joins it). */
export function percentileOf(sorted: Float64Array, current: number | null): number | null {
  if (current === null) return null;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= current) lo = mid + 1;
    else hi = mid;
  }
  return pct((lo + 1) / (sorted.length + 1));
}
