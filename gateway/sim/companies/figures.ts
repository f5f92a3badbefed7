/**
 * The per-period figures a company's pages and the data centre's 业绩报表 both show, computed in
 * one place so they can never disagree: the 主要指标 of a period (每股收益, 每股净资产, 每股经营现金流,
 * ROE, 毛利率, …) and its growth (同比 against the same period a year before, 环比 of the single
 * quarter against the one before).
 *
 * Money lines of {@link indicatorLines} are in fen like every other statement line (the answers
 * turn them into yuan); ratios are percent numbers, per-share figures yuan (4 decimals).
 */
import type { GrowRow } from '../../../contracts/endpoints/fundamentals';
import { epsOf, type CompanyModel } from './model';
import type { Core } from './core';
import { ytd } from './events';
import { balanceLines, type Lines } from './statements';

const yuan = (fen: number) => fen / 100;
/** A ratio as a percent number with 4 decimals. */
export const pct4 = (x: number) => Math.round(x * 1e6) / 1e4;
/** Growth of `now` over a positive `base`, percent; null when the base is not positive. */
export const growth = (now: number, base: number): number | null => (base > 0 ? pct4((now - base) / base) : null);
const perShare = (fen: number, shares: number) => Math.round((yuan(fen) / shares) * 10000) / 10000;

/** The headline of a period: what 业绩报表 lists and 主要指标 leads with (null where not meaningful). */
export interface KeyFigures {
  /** 基本每股收益 (on the period's weighted shares), 每股净资产, 每股经营现金流 (yuan per period-end share). */
  eps: number;
  bps: number;
  ocfps: number;
  /** 营业总收入, 归母净利润, 扣非净利润 (fen). */
  revenue: number;
  netProfitParent: number;
  deducted: number;
  /** 净资产收益率 on the average 归母净资产 of the period, percent. */
  roe: number | null;
  roa: number | null;
  /** 毛利率 (general format only), 净利率, percent. */
  grossMargin: number | null;
  netMargin: number | null;
  debtRatio: number;
}

/** Key figures of period g: the year to date (`single` false) or the single quarter. */
export function keyFigures(co: CompanyModel, g: number, single: boolean): KeyFigures {
  const c = co.core(g);
  const sum = (f: (k: Core) => number) => (single ? f(c) : ytd(co, g, f));
  const revenue = sum((k) => k.revenue);
  const parent = sum((k) => k.parentNet);
  const openG = single ? g - 1 : g - (g % 4) - 1;
  const open = openG >= co.first ? co.core(openG) : c;
  const avgEq = (open.equityParent + c.equityParent) / 2;
  const avgAssets = (open.assets + c.assets) / 2;
  const general = co.params.format === 'general';
  const cogs = sum((k) => k.cogs);
  return {
    eps: epsOf(co, g, single, parent),
    bps: perShare(c.equityParent, c.shares),
    ocfps: perShare(
      sum((k) => k.ocf),
      c.shares,
    ),
    revenue,
    netProfitParent: parent,
    deducted: sum((k) => k.deducted),
    roe: avgEq > 0 ? pct4(parent / avgEq) : null,
    roa: avgAssets > 0 ? pct4(sum((k) => k.net) / avgAssets) : null,
    grossMargin: general && revenue > 0 ? pct4((revenue - cogs) / revenue) : null,
    netMargin: revenue > 0 ? pct4(parent / revenue) : null,
    debtRatio: pct4(c.liabilities / c.assets),
  };
}

/** 主要指标 lines of period g (the statement page's `indicators`): the key figures and the ratios of the balance sheet. */
export function indicatorLines(co: CompanyModel, g: number, single: boolean): Lines {
  const k = keyFigures(co, g, single);
  const c = co.core(g);
  const sum = (f: (x: Core) => number) => (single ? f(c) : ytd(co, g, f));
  const openG = single ? g - 1 : g - (g % 4) - 1;
  const open = openG >= co.first ? co.core(openG) : c;
  const avgEq = (open.equityParent + c.equityParent) / 2;
  const avgAssets = (open.assets + c.assets) / 2;
  const general = co.params.format === 'general';
  const bal = balanceLines(co, g);
  const cogs = sum((x) => x.cogs);
  const days = single ? 91 : 91 * ((g % 4) + 1);
  const out: Record<string, number | null> = {
    ...k,
    currentRatio: general && bal.totalCurrentLiabs! > 0 ? Math.round((bal.totalCurrentAssets! / bal.totalCurrentLiabs!) * 100) / 100 : null,
    quickRatio: general && bal.totalCurrentLiabs! > 0 ? Math.round(((bal.totalCurrentAssets! - bal.inventories!) / bal.totalCurrentLiabs!) * 100) / 100 : null,
    assetTurnover: avgAssets > 0 ? Math.round((k.revenue / avgAssets) * 10000) / 10000 : null,
    inventoryDays: general && cogs > 0 ? Math.round(((bal.inventories! * days) / cogs) * 100) / 100 : null,
    receivableDays: general && k.revenue > 0 ? Math.round(((bal.accountsReceivable! * days) / k.revenue) * 100) / 100 : null,
    equityMultiplier: avgEq > 0 ? Math.round((avgAssets / avgEq) * 10000) / 10000 : null,
  };
  const lines: Lines = {};
  for (const [key, v] of Object.entries(out)) if (v !== null) lines[key] = v;
  return lines;
}

/** 同比 (cumulative against the period a year before) and 环比 (single quarter against the one before), percent: the 成长能力 row's. */
export type Growth = Pick<GrowRow, 'revenueYoy' | 'netProfitYoy' | 'deductedYoy' | 'revenueQoq' | 'netProfitQoq' | 'deductedQoq'>;

/** Growth of period g (null where the base is missing or not positive). */
export function growthOf(co: CompanyModel, g: number): Growth {
  const yoy = (f: (c: Core) => number) => (g - 4 >= co.first ? growth(ytd(co, g, f), ytd(co, g - 4, f)) : null);
  const qoq = (f: (c: Core) => number) => (g - 1 >= co.first ? growth(f(co.core(g)), f(co.core(g - 1))) : null);
  return {
    revenueYoy: yoy((c) => c.revenue),
    netProfitYoy: yoy((c) => c.parentNet),
    deductedYoy: yoy((c) => c.deducted),
    revenueQoq: qoq((c) => c.revenue),
    netProfitQoq: qoq((c) => c.parentNet),
    deductedQoq: qoq((c) => c.deducted),
  };
}
