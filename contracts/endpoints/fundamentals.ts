/**
 * Company fundamentals endpoints (spec §7 "Stock detail": pepb, growAbility, pepbBand, divi,
 * diviFund, getSegments, forecast, industryCompare, industryCompareMore, plus our
 * financialStatement). Every figure comes from the sim's one company model
 * (gateway/sim/companies): statements, valuation, dividends and peers agree with each other and
 * with the quote's 市盈率TTM / 市净率.
 *
 * Units, everywhere in this file unless a field says otherwise:
 * - money in yuan (HKD for HK stocks), shares in 股, per-share figures in yuan per share;
 * - ratios and growth rates as percent numbers (12.5 means 12.5%), multiples (PE, PB) as plain numbers;
 * - dates `YYYY-MM-DD`; a report period is the `YYYY-MM-DD` of its end: 03-31 (一季报), 06-30
 *   (中报), 09-30 (三季报) or 12-31 (年报);
 * - `null` means "not meaningful": a loss (PE), a division by zero or a missing base (growth from a
 *   loss), a figure before the listing or not published yet.
 *
 * Errors: a bad param answers code 400 with a Chinese message naming it; an unknown code 404
 * 未找到证券; a fund or an index asked for one of these company-only modules answers code 400 with
 * `{name}是基金|指数，没有公司财务数据，不适用本栏目` (see {@link notCompanyMessage}).
 */
import { endpoint } from './define';
import type { CompanyQuery, CompareMoreQuery, CompareQuery, GrowQuery, PepbBandQuery, PepbQuery, SegmentsQuery, StatementQuery } from './schemas/fundamentals';
import type { CompareTab, StatementKind, StatementView, ValuationMetric, ValuationRange } from './fundamentals-params';

export {
  BAND_KINDS,
  BAND_MODES,
  COMPARE_TABS,
  GROW_TYPES,
  SORT_ORDERS,
  STATEMENT_VIEWS,
  STATEMENTS,
  VALUATION_METRICS,
  VALUATION_RANGES,
} from './fundamentals-params';
export type { CompareTab, StatementKind, StatementView, ValuationMetric, ValuationRange } from './fundamentals-params';
export type { CompanyQuery, CompareMoreQuery, CompareQuery, GrowQuery, PepbBandQuery, PepbQuery, SegmentsQuery, StatementQuery } from './schemas/fundamentals';

// ─── shared ──────────────────────────────────────────────────────────────────────────────────

/** Report kinds by period end. */
export const REPORT_KINDS = { '03-31': '一季报', '06-30': '中报', '09-30': '三季报', '12-31': '年报' } as const;
/** Chinese name of a report kind. */
export type ReportKindLabel = (typeof REPORT_KINDS)[keyof typeof REPORT_KINDS];

/** Statement formats: general industry, bank, insurer (each has its own line items). */
export const STATEMENT_FORMATS = ['general', 'bank', 'insurance'] as const;
/** One of {@link STATEMENT_FORMATS}. */
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** Message of a company-only module asked for a fund or an index (`kind` = 基金 or 指数). */
export function notCompanyMessage(kind: '基金' | '指数', name: string): string {
  return `${name}是${kind}，没有公司财务数据，不适用本栏目`;
}

/** Chinese labels of {@link VALUATION_RANGES}. */
export const VALUATION_RANGE_LABELS: Readonly<Record<ValuationRange, string>> = { '3y': '3年', '5y': '5年', '10y': '10年', all: '上市以来' };

/** Chinese labels of {@link VALUATION_METRICS}. */
export const VALUATION_METRIC_LABELS: Readonly<Record<ValuationMetric, string>> = {
  peTtm: 'PE-TTM',
  pe: 'PE(静)',
  peDeducted: '扣非PE',
  pb: 'PB(MRQ)',
  psTtm: 'PS-TTM',
  dy: '股息率',
};

/**
 * Valuation of one day, point in time: price × shares over the reports whose 公告日 ≤ that day.
 * PE-TTM = 总市值 / 归母净利润TTM; PE(静) = 总市值 / 最近年报归母净利润; 扣非PE = 总市值 / 扣非净利润TTM;
 * PB = 总市值 / 最近一期归母净资产; PS-TTM = 总市值 / 营业总收入TTM; 股息率 = 近12个月每股派息 / 收盘价 (%).
 * A PE whose earnings are ≤ 0 is null with `loss` set (亏损).
 */
export interface ValuationPoint {
  date: string;
  /** Unadjusted close, yuan. */
  close: number;
  /** 总市值, yuan. */
  totalCap: number;
  peTtm: number | null;
  pe: number | null;
  peDeducted: number | null;
  pb: number | null;
  psTtm: number | null;
  /** 股息率, percent. */
  dy: number | null;
  /** 归母净利润TTM ≤ 0 that day (PE-TTM shows 亏损). */
  loss: boolean;
}

// ─── pepb: 估值分位 ───────────────────────────────────────────────────────────────────────────

/** Statistics of one metric over the window (loss days excluded). */
export interface PepbStat {
  metric: ValuationMetric;
  /** Today's value; null when a loss (亏损) or not meaningful. */
  current: number | null;
  /** Share of the window's valid days at or below today's value, percent 0…100; null when current is null. */
  percentile: number | null;
  /** 机会值: 20th percentile. */
  p20: number | null;
  /** 中位值: 50th percentile. */
  p50: number | null;
  /** 危险值: 80th percentile. */
  p80: number | null;
  max: number | null;
  min: number | null;
  /** Trading days in the window. */
  days: number;
  /** Days left out because the metric was not meaningful (亏损 or no report yet). */
  excludedDays: number;
  /** Industry (申万一级) median of the metric today over its valid members; null when none. */
  industryMedian: number | null;
}

/** Answer of `pepb`. */
export interface PepbAnswer {
  id: string;
  name: string;
  industry: string;
  range: ValuationRange;
  metric: ValuationMetric;
  /** First day of the window. */
  from: string;
  /** Last day (the latest close). */
  to: string;
  /** Statistics of every metric over the window. */
  stats: PepbStat[];
  /** Daily series of `metric` over the window, oldest first; null on excluded days. */
  series: Array<{ date: string; value: number | null; close: number }>;
  /**
   * The industry's median of `metric`, sampled monthly (last trading day of each month) over the
   * window, then today's: the same figure as the metric's {@link PepbStat.industryMedian}.
   */
  industrySeries: Array<{ date: string; value: number | null }>;
}

// ─── pepbBand: PE/PB 通道 ─────────────────────────────────────────────────────────────────────

/** Answer of `pepbBand`. Lines step only on 公告日. */
export interface PepbBandAnswer {
  id: string;
  name: string;
  kind: 'pe' | 'pb';
  range: ValuationRange;
  mode: 'auto' | 'fixed';
  /** The five multiples, ascending. */
  multiples: number[];
  /** Daily points, oldest first. `perShare` = EPS-TTM (pe) or BPS (pb) known that day; `bands[i]` = perShare × multiples[i] (null when perShare ≤ 0). */
  points: Array<{ date: string; close: number; perShare: number | null; bands: Array<number | null> }>;
}

// ─── growAbility: 成长能力 ────────────────────────────────────────────────────────────────────

/** Growth of one report period. */
export interface GrowRow {
  period: string;
  /** 公告日. */
  noticeDate: string;
  /** 营业总收入 (cumulative), yuan. */
  revenue: number;
  /** 归母净利润 (cumulative), yuan. */
  netProfit: number;
  /** 扣非净利润 (cumulative), yuan. */
  deducted: number;
  /** 同比, percent. */
  revenueYoy: number | null;
  netProfitYoy: number | null;
  deductedYoy: number | null;
  /** 滚动环比: this single quarter over the previous single quarter, percent. */
  revenueQoq: number | null;
  netProfitQoq: number | null;
  deductedQoq: number | null;
  /** 3年复合 of the TTM figure, percent per year. */
  revenueCagr3: number | null;
  netProfitCagr3: number | null;
  deductedCagr3: number | null;
  /** ROE (加权), percent, cumulative within the year (not annualised). */
  roe: number | null;
}

/** One metric of the latest period against the industry. */
export interface GrowPeer {
  key: 'revenueYoy' | 'netProfitYoy' | 'deductedYoy' | 'revenueCagr3' | 'netProfitCagr3' | 'roe';
  label: string;
  value: number | null;
  industryAverage: number | null;
  industryMedian: number | null;
  /** 1 = highest; null when the value is null. */
  rank: number | null;
  /** Industry members with a value. */
  total: number;
}

/** Answer of `growAbility`. */
export interface GrowAnswer {
  id: string;
  name: string;
  industry: string;
  rows: GrowRow[];
  /** The latest 报告期 all compared peers share. */
  peerPeriod: string | null;
  peers: GrowPeer[];
}

// ─── financialStatement: 财务报表 ─────────────────────────────────────────────────────────────

/** Chinese labels of {@link STATEMENTS}. */
export const STATEMENT_LABELS: Readonly<Record<StatementKind, string>> = {
  balance: '资产负债表',
  income: '利润表',
  cashflow: '现金流量表',
  indicators: '主要指标',
};

/** Chinese labels of {@link STATEMENT_VIEWS}. */
export const STATEMENT_VIEW_LABELS: Readonly<Record<StatementView, string>> = { report: '按报告期', year: '按年度', quarter: '按单季度' };

/** Units of a line: yuan, percent, yuan per share, times (multiples, turnover), days. */
export type LineUnit = 'yuan' | 'pct' | 'perShare' | 'times' | 'days' | 'shares';

/** One line item over the periods. */
export interface StatementLine {
  /** Stable key, e.g. `totalAssets`, `netProfitParent`. */
  key: string;
  /** Chinese label as on a real statement, e.g. 资产总计. */
  label: string;
  /** 0 = heading/total, 1 = item, 2 = sub-item (indent). */
  level: 0 | 1 | 2;
  /** True for totals (资产总计, 营业总收入, 净利润…), drawn bold. */
  total: boolean;
  unit: LineUnit;
  /** One value per period (same order as `periods`); exact to the fen for yuan lines. */
  values: Array<number | null>;
  /** 同比 per period, percent (null when the base is missing or ≤ 0 for flows; for indicators always null). */
  yoy: Array<number | null>;
}

/** One column of a statement. */
export interface StatementPeriod {
  /** Report period end (single-quarter view: the quarter's end). */
  period: string;
  /** 一季报 / 中报 / 三季报 / 年报 (single-quarter view: 一季度 … 四季度). */
  label: string;
  /** 公告日 of the report the column comes from. */
  noticeDate: string;
}

/** Answer of `financialStatement`. */
export interface StatementAnswer {
  id: string;
  name: string;
  format: StatementFormat;
  statement: StatementKind;
  view: StatementView;
  /** Newest first. */
  periods: StatementPeriod[];
  lines: StatementLine[];
  /**
   * Older periods asked for but not sent because the caller is not a member (完整财务报表 is
   * member-only: a non-member gets the latest FREE_LIMITS.statementPeriods); 0 when nothing was held back.
   */
  withheld: number;
}

// ─── divi / diviFund: 分红送配, 分红融资 ──────────────────────────────────────────────────────

/** Progress of a dividend plan. */
export type DividendProgress = '董事会预案' | '股东大会通过' | '实施' | '不分配';

/** One dividend plan (one per 年报; the cash matches the K-line's ex-date). */
export interface DividendRow {
  /** Report period the plan distributes (the 年报 of the year before the ex-date). */
  period: string;
  /** e.g. `10送3转2派15元(含税)`, or `不分配不转增`. */
  plan: string;
  /** 送股 per 10 shares. */
  bonusPer10: number;
  /** 转增 per 10 shares. */
  transferPer10: number;
  /** 派息 per 10 shares, yuan (含税). */
  cashPer10: number;
  /** 预案公告日 (the 年报's 公告日). */
  planDate: string;
  /** 股东大会日; null when not yet held. */
  meetingDate: string | null;
  /** 股权登记日: the trading day before the ex-date. */
  recordDate: string | null;
  /** 除权除息日: the K-line's ex-date. */
  exDate: string | null;
  /** 派息日. */
  payDate: string | null;
  progress: DividendProgress;
  /** 股息率 = 每股派息 / close of the 预案公告日 (planDate), percent; null until that day has closed. */
  dividendYield: number | null;
  /** 分红总额 = 每股派息 × 股本 on the record date, yuan. */
  totalCash: number;
  /** 股利支付率 = 分红总额 / 归母净利润 of the period, percent. */
  payoutRatio: number | null;
}

/** Answer of `divi`: newest first. */
export interface DiviAnswer {
  id: string;
  name: string;
  rows: DividendRow[];
}

/** One financing event (IPO, 配股, 增发). */
export interface FinancingRow {
  date: string;
  type: '首发' | '增发' | '配股';
  /** Shares issued. */
  shares: number;
  /** Price per share, yuan. */
  price: number;
  /** Money raised, yuan. */
  amount: number;
}

/** Answer of `diviFund` (分红融资). */
export interface DiviFundAnswer {
  id: string;
  name: string;
  listDate: string;
  /** 累计股息 since listing, yuan. */
  totalDividend: number;
  /** 分红次数. */
  dividendCount: number;
  /** 融资总额 since listing (IPO included), yuan. */
  totalFinancing: number;
  /** 融资次数. */
  financingCount: number;
  /** 派现融资比 = totalDividend / totalFinancing, percent. */
  dividendToFinancing: number | null;
  financing: FinancingRow[];
  /** Cash paid per year of ex-date, oldest first. */
  years: Array<{ year: number; cash: number }>;
}

// ─── getSegments: 主营构成 ────────────────────────────────────────────────────────────────────

/** Segment breakdown types. */
export const SEGMENT_TYPES = ['industry', 'product', 'region'] as const;
/** Chinese labels: 按行业 / 按产品 / 按地区. */
export const SEGMENT_TYPE_LABELS: Readonly<Record<(typeof SEGMENT_TYPES)[number], string>> = { industry: '按行业', product: '按产品', region: '按地区' };

/** One part. Within a type, Σ revenue = 营业收入 and Σ cost = 营业成本 exactly; shares add to 100. */
export interface SegmentRow {
  name: string;
  revenue: number;
  /** 收入比例, percent. */
  revenueShare: number;
  cost: number;
  costShare: number;
  /** 主营利润 = revenue − cost. */
  profit: number;
  profitShare: number | null;
  /** 毛利率, percent. */
  grossMargin: number | null;
}

/** Answer of `getSegments`. */
export interface SegmentsAnswer {
  id: string;
  name: string;
  /** 中报 and 年报 periods available, newest first. */
  periods: string[];
  period: string;
  /** 营业收入 and 营业成本 of the period (the sums of every group). */
  revenue: number;
  cost: number;
  groups: Array<{ type: (typeof SEGMENT_TYPES)[number]; label: string; rows: SegmentRow[] }>;
}

// ─── forecast: 业绩预告 / 业绩快报 / 预约披露 ──────────────────────────────────────────────────

/** 预告类型 (业绩预告, 2022 SSE/SZSE rules); 预增/预减 mean a change of at least ±50%. */
export const FORECAST_TYPES = ['预增', '略增', '续盈', '扭亏', '预减', '略减', '首亏', '续亏', '增亏', '减亏', '不确定'] as const;
/** One of {@link FORECAST_TYPES}. */
export type ForecastType = (typeof FORECAST_TYPES)[number];

/** One 业绩预告 of 归母净利润. */
export interface ForecastRow {
  period: string;
  /** 预测指标: always 归属于上市公司股东的净利润. */
  indicator: string;
  type: ForecastType;
  /** Range of the forecast, yuan (low ≤ high). */
  low: number;
  high: number;
  /** Change against 上年同期, percent (null when the base was a loss). */
  changeLow: number | null;
  changeHigh: number | null;
  /** 业绩变动: the sentence of the announcement. */
  summary: string;
  /** 变动原因. */
  reason: string;
  /** 上年同期值, yuan. */
  lastYear: number;
  noticeDate: string;
  /** The later actual figure, null until the report is out (point in time). */
  actual: number | null;
}

/** One 业绩快报. */
export interface ExpressRow {
  period: string;
  noticeDate: string;
  revenue: number;
  revenueYoy: number | null;
  netProfit: number;
  netProfitYoy: number | null;
  /** 每股收益, yuan. */
  eps: number;
  /** 每股净资产, yuan. */
  bps: number;
  /** ROE, percent. */
  roe: number | null;
}

/** 预约披露: the first booked date, any change, the actual date. */
export interface DisclosureRow {
  period: string;
  firstBooked: string;
  /** The changed booking, null when unchanged. */
  changed: string | null;
  /** Actual 公告日; null when still to come. */
  actual: string | null;
}

/** Answer of `forecast`, newest first. */
export interface ForecastAnswer {
  id: string;
  name: string;
  forecasts: ForecastRow[];
  express: ExpressRow[];
  schedule: DisclosureRow[];
}

// ─── industryCompare / industryCompareMore: 同行比较 ──────────────────────────────────────────

/** Chinese labels: 成长性 / 估值 / 杜邦 / 公司规模. */
export const COMPARE_TAB_LABELS: Readonly<Record<CompareTab, string>> = { growth: '成长性', valuation: '估值', dupont: '杜邦', scale: '公司规模' };

/** One column of a compare tab. */
export interface CompareColumn {
  key: string;
  /** e.g. `营业收入增长率 3年复合`, `市盈率 TTM`, `ROE 2024A`. */
  label: string;
  unit: LineUnit;
}

/**
 * One row: a company, or the 行业中值 / 行业平均 row (computed from the member rows shown, values
 * that are null left out). 杜邦: ROE = 净利率 × 总资产周转率 × 权益乘数 exactly on every company row
 * (ROE % = 净利率 % × 周转率 × 权益乘数).
 */
export interface CompareRow {
  kind: 'median' | 'average' | 'company';
  /** Security id (company rows only). */
  id: string | null;
  name: string;
  /** True on the asked stock's row. */
  self: boolean;
  values: Record<string, number | null>;
}

/** Answer of `industryCompare`. */
export interface CompareAnswer {
  id: string;
  name: string;
  industry: string;
  tab: CompareTab;
  /** Report period the figures use (the latest 年报 for yearly columns, latest 报告期 for TTM). */
  period: string;
  columns: CompareColumn[];
  /** 行业中值, 行业平均, the stock, then the top peers by the first column. */
  rows: CompareRow[];
  /** The stock's 排名 per column: 1 = highest, over `total` members with a value. */
  ranks: Record<string, { rank: number | null; total: number }>;
  /** Members of the industry (申万一级). */
  total: number;
}

/** Answer of `industryCompareMore`. */
export interface CompareMoreAnswer {
  id: string;
  industry: string;
  tab: CompareTab;
  period: string;
  columns: CompareColumn[];
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  size: number;
  total: number;
  /** Company rows of the page. */
  rows: CompareRow[];
}

// ─── the table ───────────────────────────────────────────────────────────────────────────────

/** Fundamentals endpoints. */
export const fundamentalsEndpoints = {
  pepb: endpoint<PepbQuery, never, PepbAnswer>('GET', '/api/v3/details/pepb'),
  pepbBand: endpoint<PepbBandQuery, never, PepbBandAnswer>('GET', '/api/v3/details/pepbBand'),
  growAbility: endpoint<GrowQuery, never, GrowAnswer>('GET', '/api/v3/details/growAbility'),
  financialStatement: endpoint<StatementQuery, never, StatementAnswer>('GET', '/api/v3/details/financialStatement'),
  divi: endpoint<CompanyQuery, never, DiviAnswer>('GET', '/api/v3/details/divi'),
  diviFund: endpoint<CompanyQuery, never, DiviFundAnswer>('GET', '/api/v3/details/diviFund'),
  getSegments: endpoint<SegmentsQuery, never, SegmentsAnswer>('GET', '/api/v3/details/getSegments'),
  forecast: endpoint<CompanyQuery, never, ForecastAnswer>('GET', '/api/v3/details/forecast'),
  industryCompare: endpoint<CompareQuery, never, CompareAnswer>('GET', '/api/v3/details/industryCompare'),
  industryCompareMore: endpoint<CompareMoreQuery, never, CompareMoreAnswer>('GET', '/api/v3/details/industryCompareMore'),
} as const;
