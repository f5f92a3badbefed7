/**
 * Ownership and disclosure endpoints (spec §7 "Stock detail": getHolderDetails, …). Every figure
 * derives from the sim's one company model (gateway/sim/companies): 总股本 of a report period is
 * the company's shares at that period's end, so these pages agree with the statements and the K-line.
 *
 * Units: shares in 股, ratios as percent numbers (12.5 means 12.5%), dates and report periods
 * `YYYY-MM-DD` (a period is the day it ends). Errors as in fundamentals.ts: a bad param answers
 * code 400 naming it, an unknown code 404 未找到证券, a fund or an index 400 with
 * {@link notCompanyMessage}'s sentence.
 */
import { endpoint } from './define';
import type { CompanyQuery } from './fundamentals';

export { notCompanyMessage } from './fundamentals';

/** Change tags of a holder against the previous report period's list of the same kind. */
export const HOLDER_TAGS = ['新进', '增持', '减持', '不变'] as const;
/** One of {@link HOLDER_TAGS}. */
export type HolderTag = (typeof HOLDER_TAGS)[number];

/** One row of 十大股东 or 十大流通股东. */
export interface HolderRow {
  /** 名次, 1…10. */
  rank: number;
  /** 股东名称. */
  name: string;
  /** 股东性质 (国有法人, 境外法人, 证券投资基金, 境内自然人, …). */
  nature: string;
  /** 股份类型 (流通A股, 限售流通A股, H股). */
  shareType: string;
  /** 持股数, 股 (in the float list: the holder's float shares, never above its total holding). */
  shares: number;
  /** 占总股本比例 (top-10) or 占流通股本比例 (float top-10), percent. */
  ratio: number;
  /** 增减 = this period's shares − the previous period's, 股; null when 新进. */
  change: number | null;
  /** 变动比率 = 增减 ÷ the previous period's shares, percent; null when 新进. */
  changeRatio: number | null;
  tag: HolderTag;
}

/** Query of `getHolderDetails`: `period` defaults to the latest published report period. */
export interface HolderQuery extends CompanyQuery {
  period?: string;
}

/** 十大股东 and 十大流通股东 of one report period. */
export interface HolderAnswer {
  code: string;
  name: string;
  /** The report period shown. */
  period: string;
  /** Report periods with holder data, newest first (the period switch). */
  periods: string[];
  /** 公告日 of the report that disclosed them. */
  noticeDate: string;
  /** 总股本 at the period's end, 股. */
  totalShares: number;
  /** 流通股本 at the period's end, 股. */
  floatShares: number;
  top10: HolderRow[];
  top10Float: HolderRow[];
  /** Sum of the top-10's 占总股本比例, percent (< 100). */
  top10Ratio: number;
  /** Sum of the float top-10's 占流通股本比例, percent (≤ 100). */
  top10FloatRatio: number;
}

/** Institution types of 机构持仓 (eastmoney 主力数据), in display order. */
export const INST_TYPES = ['基金', 'QFII', '社保', '券商', '保险', '信托'] as const;
/** One of {@link INST_TYPES}. */
export type InstType = (typeof INST_TYPES)[number];

/** Query of `getFundHolderDetails`: `period` defaults to the latest quarter with fund reports. */
export interface FundHolderQuery extends CompanyQuery {
  period?: string;
}

/** One fund of 基金持股. */
export interface FundHolderRow {
  /** 基金代码 (6 digits). */
  fundCode: string;
  /** 基金名称. */
  fundName: string;
  /** 持仓数量, 股. */
  shares: number;
  /** 占流通股比例, percent. */
  floatRatio: number;
  /** 持股市值 = 持仓数量 × the period's last close, yuan. */
  value: number;
  /** 占净值比例 = 持股市值 ÷ the fund's net assets, percent (≤ 10, the fund rule). */
  navRatio: number;
  /** 增减 against the previous quarter, 股; null when 新进. */
  change: number | null;
  tag: HolderTag;
}

/** 基金持股 of one quarter. */
export interface FundHolderAnswer {
  code: string;
  name: string;
  period: string;
  /** Quarters with fund data (about two weeks after the quarter's end), newest first. */
  periods: string[];
  /** Close of the period's last trading day, yuan (prices 持股市值). */
  close: number;
  totalShares: number;
  floatShares: number;
  /** 持有基金家数. */
  count: number;
  /** 持股总数 of all funds, 股. */
  sharesHeld: number;
  /** 持股总数 ÷ 流通股本, percent. */
  floatRatio: number;
  /** Funds by 持仓数量, largest first. Q1/Q3 list only funds holding it among their top ten. */
  rows: FundHolderRow[];
}

/** One 统计截止日 of 股东户数. */
export interface HolderNumRow {
  /** 统计截止日 (quarter ends and irregular dates). */
  date: string;
  /** 公告日期 (≥ date). */
  noticeDate: string;
  /** 股东户数 本次. */
  holders: number;
  /** 股东户数 上次; null for the first row. */
  prevHolders: number | null;
  /** 增减 = 本次 − 上次; null for the first row. */
  change: number | null;
  /** 增减比例, percent; null for the first row. */
  changeRatio: number | null;
  /** 区间涨跌幅 between the previous 截止日 and this one (复权), percent; null for the first row. */
  priceChange: number | null;
  /** Close of the 截止日 (its last trading day), yuan. */
  close: number;
  /** 户均持股数量 = 总股本 ÷ 户数, 股. */
  avgShares: number;
  /** 户均持股市值 = 户均持股数量 × close, yuan. */
  avgValue: number;
  /** 总股本 on the 截止日, 股. */
  totalShares: number;
  /** 总市值 = 总股本 × close, yuan. */
  totalCap: number;
  /** 股本变动 since the previous 截止日, 股 (0 when none). */
  sharesChange: number;
  /** 股本变动原因 (送转股), null when none. */
  sharesChangeReason: string | null;
}

/** 股东户数 of a company, newest first. */
export interface HolderNumAnswer {
  code: string;
  name: string;
  rows: HolderNumRow[];
}

/** Query of `instholdpct`: the quarter of the holder list (`period`, default latest) and its type (default 基金). */
export interface InstHoldQuery extends CompanyQuery {
  period?: string;
  type?: InstType;
}

/** One type's holding in a quarter. */
export interface InstTypeHolding {
  type: InstType;
  /** 家数. */
  count: number;
  /** 持股总数, 股. */
  shares: number;
  /** 占流通股比例, percent. */
  floatRatio: number;
}

/** Holdings by institution type in one quarter. */
export interface InstPeriodRow {
  period: string;
  /** Close of the period's last trading day, yuan. */
  close: number;
  floatShares: number;
  /** One entry per {@link INST_TYPES}, in that order. */
  types: InstTypeHolding[];
  /** 合计 of the six types (≤ 流通股本). */
  total: { count: number; shares: number; floatRatio: number };
}

/** One institution holding a stock. */
export interface InstHolderRow {
  name: string;
  /** Fund code for 基金, else null. */
  fundCode: string | null;
  shares: number;
  /** 持股市值, yuan. */
  value: number;
  /** 占总股本比例, percent. */
  totalRatio: number;
  /** 占流通股本比例, percent. */
  floatRatio: number;
  change: number | null;
  tag: HolderTag;
}

/** Institution holdings of a company: by type per quarter, and the holders of one type and quarter. */
export interface InstHoldAnswer {
  code: string;
  name: string;
  /** Quarters with institution data, newest first. */
  periods: string[];
  /** Up to 12 quarters ending at the chosen one, newest first. */
  rows: InstPeriodRow[];
  /** The chosen quarter and type's holders, largest first. */
  holders: { period: string; type: InstType; rows: InstHolderRow[] };
}

/** 持股变化 of an institution type in a stock against the previous quarter. */
export const INST_CHANGES = ['增仓', '减仓', '新进', '不变'] as const;
/** One of {@link INST_CHANGES}. */
export type InstChange = (typeof INST_CHANGES)[number];
/** Sortable columns of the market-wide list. */
export const INST_SORTS = ['value', 'shares', 'count', 'floatRatio', 'changeShares', 'changeRatio'] as const;
/** One of {@link INST_SORTS}. */
export type InstSort = (typeof INST_SORTS)[number];

/** Query of `instPositionList` (the toolbox's 机构持仓). */
export interface InstPositionQuery {
  /** Default 基金. */
  type?: InstType;
  /** Quarter end; default the latest with data. */
  period?: string;
  /** Only rows with this 持股变化. */
  change?: InstChange;
  /** Default `value`, descending. */
  sort?: InstSort;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  /** 1…5000 (a CSV export asks for everything), default 50. */
  pageSize?: number;
}

/** One stock of the market-wide list. */
export interface InstPositionRow {
  code: string;
  name: string;
  /** 持有家数. */
  count: number;
  /** 持股总数, 股. */
  shares: number;
  /** 持股市值 = 持股总数 × the quarter's last close, yuan. */
  value: number;
  /** 占流通股比例, percent. */
  floatRatio: number;
  /** 持股变化. */
  change: InstChange;
  /** 持股变动数值 = this quarter − the previous, 股. */
  changeShares: number;
  /** 持股变动比例, percent; null when 新进. */
  changeRatio: number | null;
}

/** A page of the market-wide list. */
export interface InstPositionAnswer {
  type: InstType;
  period: string;
  periods: string[];
  /** Rows matching (before paging). */
  total: number;
  /** Stocks per 持股变化 (before the change filter). */
  counts: Record<InstChange, number>;
  page: number;
  pageSize: number;
  rows: InstPositionRow[];
}

/** Disclosure endpoints. */
export const disclosureEndpoints = {
  /** `GET /api/v3/details/getHolderDetails?code=&period=` → 十大股东 / 十大流通股东. */
  getHolderDetails: endpoint<HolderQuery, never, HolderAnswer>('GET', '/api/v3/details/getHolderDetails'),
  /** `GET /api/v3/details/getFundHolderDetails?code=&period=` → 基金持股. */
  getFundHolderDetails: endpoint<FundHolderQuery, never, FundHolderAnswer>('GET', '/api/v3/details/getFundHolderDetails'),
  /** `GET /api/v3/details/holderNumDetails?code=` → 股东户数. */
  holderNumDetails: endpoint<CompanyQuery, never, HolderNumAnswer>('GET', '/api/v3/details/holderNumDetails'),
  /** `GET /api/v3/details/instholdpct?code=&period=&type=` → 机构持仓 by type, and one type's holders. */
  instholdpct: endpoint<InstHoldQuery, never, InstHoldAnswer>('GET', '/api/v3/details/instholdpct'),
  /** `GET /api/v3/details/instPositionList?type=&period=&change=&sort=&order=&page=&pageSize=` → 机构持仓 market-wide. */
  instPositionList: endpoint<InstPositionQuery, never, InstPositionAnswer>('GET', '/api/v3/details/instPositionList'),
} as const;
