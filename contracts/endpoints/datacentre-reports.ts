/**
 * 年报季报 endpoints of the data centre (/dataCenter?section=reports, issue 16): across the
 * A-share market for one report period, as of one closed trading day — 业绩报表, 业绩快报, 业绩预告,
 * 预约披露时间 and 分红送配. Point in time: a row appears only once its 公告日 (预告日, 预案公告日) is on
 * or before `date`, and every figure is the one the stock's own pages show (财务报表 主要指标 and
 * 成长能力, 业绩预告, 分红送配), read from the same company model.
 *
 * Building every company's model takes seconds the first time a process reads them: until it is
 * done an answer has `ready: false`, `progress` (0–100) and no rows — ask again (the client polls).
 *
 * Units: money in 元, per-share figures in 元, percentages as percent numbers (3.5 means 3.5%),
 * dates `YYYY-MM-DD`. Errors: a bad `date` (as every data-centre endpoint) or `period` (not a
 * quarter end, or not offered for the table on that day) answers code 400 naming the field.
 */
import { endpoint } from './define';
import type { DcDay, DcExchange } from './datacentre';
import type { DisclosureRow, DividendRow, ExpressRow, ForecastRow } from './fundamentals';
import type { ReportQuery } from './schemas/datacentre-reports';

export type { ReportQuery } from './schemas/datacentre-reports';

/** The 年报季报 tables, in tab order. */
export const REPORT_TABLES = ['performance', 'express', 'forecast', 'schedule', 'dividend'] as const;
/** One of {@link REPORT_TABLES}. */
export type ReportTable = (typeof REPORT_TABLES)[number];

/** A period the picker offers. */
export interface ReportPeriodOption {
  /** Period end `YYYY-MM-DD`. */
  period: string;
  /** e.g. `2026年三季报`. */
  label: string;
}

/** The stock of a row (A-shares only). */
export interface ReportStock {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** 所属行业 (申万一级). */
  industry: string;
}

/** What every 年报季报 answer carries besides its rows. */
export interface ReportMeta extends DcDay {
  /** The period answered and its label. */
  period: string;
  label: string;
  /** Periods the table offers on `date`, newest first. */
  periods: ReportPeriodOption[];
  /** False while the company models are still being built (then `rows` is empty). */
  ready: boolean;
  /** How far that build is, 0–100. */
  progress: number;
}

/** One 业绩报表 row: the period's report as the stock's 主要指标 and 成长能力 pages show it. */
export interface PerformanceRow extends ReportStock {
  /** 公告日 of the report. */
  noticeDate: string;
  /** 每股收益 (元). */
  eps: number;
  /** 营业总收入 (元, year to date), its 同比 and single-quarter 环比 (percent). */
  revenue: number;
  revenueYoy: number | null;
  revenueQoq: number | null;
  /** 归母净利润 (元, year to date), 同比, 环比. */
  netProfit: number;
  netProfitYoy: number | null;
  netProfitQoq: number | null;
  /** 每股净资产 (元). */
  bps: number;
  /** 净资产收益率 (percent). */
  roe: number | null;
  /** 每股经营现金流 (元). */
  ocfps: number;
  /** 毛利率 (percent); null for banks and insurers. */
  grossMargin: number | null;
}

/** One 业绩快报 row (the stock's 业绩快报). */
export interface ExpressMarketRow extends ReportStock, ExpressRow {}

/** One 业绩预告 row (the stock's 业绩预告; `actual` is null until the report is out by `date`). */
export interface ForecastMarketRow extends ReportStock, ForecastRow {}

/** One 预约披露时间 row: 首次预约, 变更 and 实际披露 (null until published by `date`). */
export interface ScheduleMarketRow extends ReportStock, DisclosureRow {}

/** One 分红送配 row (the stock's plan for the 年报 of the period). */
export interface DividendMarketRow extends ReportStock, DividendRow {}

/** The row of each table. */
export interface ReportRows {
  performance: PerformanceRow;
  express: ExpressMarketRow;
  forecast: ForecastMarketRow;
  schedule: ScheduleMarketRow;
  dividend: DividendMarketRow;
}

/** A 年报季报 answer. */
export interface ReportAnswer<R> extends ReportMeta {
  rows: R[];
}

/** 年报季报 endpoints. */
export const reportEndpoints = {
  /** `GET /api/v3/dataCenter/reports/performance?date=&period=` → 业绩报表. */
  performance: endpoint<ReportQuery, never, ReportAnswer<PerformanceRow>>('GET', '/api/v3/dataCenter/reports/performance'),
  /** `GET /api/v3/dataCenter/reports/express?date=&period=` → 业绩快报 (年报 periods). */
  express: endpoint<ReportQuery, never, ReportAnswer<ExpressMarketRow>>('GET', '/api/v3/dataCenter/reports/express'),
  /** `GET /api/v3/dataCenter/reports/forecast?date=&period=` → 业绩预告. */
  forecast: endpoint<ReportQuery, never, ReportAnswer<ForecastMarketRow>>('GET', '/api/v3/dataCenter/reports/forecast'),
  /** `GET /api/v3/dataCenter/reports/schedule?date=&period=` → 预约披露时间. */
  schedule: endpoint<ReportQuery, never, ReportAnswer<ScheduleMarketRow>>('GET', '/api/v3/dataCenter/reports/schedule'),
  /** `GET /api/v3/dataCenter/reports/dividend?date=&period=` → 分红送配 (年报 periods). */
  dividend: endpoint<ReportQuery, never, ReportAnswer<DividendMarketRow>>('GET', '/api/v3/dataCenter/reports/dividend'),
} as const;
