/**
 * Industry endpoints: 行业搜索 (/searchIndustry: 申万一级/二级 and 概念 boards with their live
 * aggregates and 行业市盈率), 行业分析 (/industryAnalysis: the industry index against 沪深300, its
 * valuation percentile, constituents, fund flow and 产业链) and the chain commodities' 现货 K-line
 * (spec §7 `IndustrialChain/spotKList`). Money in 元, changes in %.
 */
import { endpoint } from './define';

/** Board lists. */
export const INDUSTRY_TYPES = ['sw1', 'sw2', 'concept'] as const;

/** A board code an analysis takes: 申万一级 and concepts six digits (`801120`, `990001.SH`), 申万二级 eight (`80112001`). */
export const ANALYSIS_CODE = /^(\d{6}|\d{8})(\.SH)?$/i;
/** One of {@link INDUSTRY_TYPES}. */
export type IndustryType = (typeof INDUSTRY_TYPES)[number];
/** Tab labels. */
export const INDUSTRY_TYPE_LABELS: Readonly<Record<IndustryType, string>> = { sw1: '申万一级', sw2: '申万二级', concept: '概念' };

/** 行业市盈率 (巨潮's table): PE-TTM of the members, loss makers left out. */
export interface IndustryPe {
  /** 公司数量. */
  count: number;
  /** 纳入计算公司数量 (profitable, listed). */
  counted: number;
  /** 加权平均 = Σ总市值 ÷ Σ(总市值 ÷ PE); null when none counted. */
  weighted: number | null;
  /** 中位数. */
  median: number | null;
  /** 算术平均. */
  mean: number | null;
}

/** A security shown with its change. */
export interface IndustryLeader {
  id: string;
  name: string;
  pct: number;
}

/** One board row. */
export interface IndustryRow {
  /** 排名 by 涨跌幅. */
  rank: number;
  type: IndustryType;
  /** Board code (申万 index code, our 二级 code `80112001`, concept code). */
  code: string;
  /** Security id of its index when it has one (`801120.SH`, `990001.SH`); null for 申万二级. */
  indexId: string | null;
  name: string;
  /** 拼音首字母 of the name, for search. */
  pinyin: string;
  /** The 申万一级 parent of a 二级 board; null otherwise. */
  parent: string | null;
  /** 最新价 of its index; null without one. */
  price: number | null;
  /** 涨跌幅 %: the index's, or the members' float-cap-weighted change. */
  pct: number;
  /** 总市值 of the members. */
  totalCap: number;
  /** 换手率 % = Σ成交额 ÷ Σ流通市值. */
  turnover: number;
  /** 成交额. */
  amount: number;
  up: number;
  down: number;
  flat: number;
  leader: IndustryLeader | null;
  /** 主力净流入 of the members today. */
  netInflow: number;
  pe: IndustryPe;
  /** The 申万一级 code whose 行业分析 this row opens. */
  analysisCode: string;
}

/** Query of the board list. */
export interface IndustryListQuery {
  /** One of {@link INDUSTRY_TYPES}; default `sw1`. */
  type?: string;
  /** Name, code or pinyin initials (1–20 characters). */
  q?: string;
}

/** Answer of the board list. */
export interface IndustryListAnswer {
  type: IndustryType;
  date: string;
  rows: IndustryRow[];
}

/** A constituent of an industry. */
export interface IndustryMember {
  id: string;
  code: string;
  name: string;
  price: number;
  pct: number;
  totalCap: number | null;
  /** PE-TTM; null for loss makers. */
  peTtm: number | null;
  turnover: number | null;
  amount: number;
  netInflow: number;
  /** 申万二级. */
  level2: string;
}

/** A chain node's company. */
export interface ChainCompany {
  id: string;
  name: string;
  price: number;
  pct: number;
  totalCap: number | null;
}

/** A commodity named by a chain node, with its latest 现货 close. */
export interface ChainCommodity {
  code: string;
  name: string;
  unit: string;
  close: number;
  pct: number;
}

/** One 产业链 node. */
export interface ChainNode {
  stage: '上游' | '中游' | '下游';
  name: string;
  companies: ChainCompany[];
  commodities: ChainCommodity[];
}

/** Valuation percentile of the industry's weighted PE-TTM. */
export interface IndustryValuation {
  /** Month-end dates, oldest first (the last is today). */
  dates: string[];
  /** Weighted PE-TTM per date; null when no member was counted. */
  pe: Array<number | null>;
  current: number | null;
  /** Share of the dates with a lower PE, 0–100; null without history. */
  percentile: number | null;
  /** 20% / 50% / 80% levels of the history (机会值/中位值/危险值). */
  low: number | null;
  median: number | null;
  high: number | null;
  years: number;
}

/** One day of the industry's fund flow. */
export interface FlowDay {
  date: string;
  /** 主力净流入 (元). */
  netInflow: number;
  /** 成交额. */
  amount: number;
}

/** Answer of 行业分析. */
export interface IndustryAnalysisAnswer {
  board: IndustryRow;
  /** Dates of the comparison, oldest first. */
  dates: string[];
  /** Industry index change % from the first date. */
  industry: number[];
  /** 沪深300 change % from the first date. */
  hs300: number[];
  /** Returns over the range (%) and the excess. */
  industryReturn: number;
  hs300Return: number;
  valuation: IndustryValuation;
  members: IndustryMember[];
  flow: FlowDay[];
  chain: ChainNode[];
  /** How 主力净流入 is made (a sentence for the page). */
  flowNote: string;
}

/** Comparison ranges. */
export const ANALYSIS_RANGES = ['3m', '1y', '3y'] as const;
/** One of {@link ANALYSIS_RANGES}. */
export type AnalysisRange = (typeof ANALYSIS_RANGES)[number];

/** Query of 行业分析. */
export interface IndustryAnalysisQuery {
  /** 申万一级 code (`801120`, `801120.SH`) or concept code (`990001`). */
  code?: string;
  /** One of {@link ANALYSIS_RANGES}; default `1y`. */
  range?: string;
}

/** One 现货 bar (`t` = local midnight of the day, epoch ms). */
export interface SpotKBar {
  t: number;
  date: string;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

/** Query of `spotKList`. */
export interface SpotKListQuery {
  /** Commodity code (e.g. `LC` 碳酸锂). */
  code?: string;
  /** Bars wanted, 1–{@link SPOT_MAX_COUNT}; default 120. */
  count?: string;
}

/** Most bars of one spot request. */
export const SPOT_MAX_COUNT = 1000;

/** Answer of `spotKList`. */
export interface SpotKListAnswer {
  code: string;
  name: string;
  unit: string;
  bars: SpotKBar[];
}

/** Industry endpoints. */
export const industryEndpoints = {
  industryList: endpoint<IndustryListQuery, never, IndustryListAnswer>('GET', '/api/v3/industry/list'),
  industryAnalysis: endpoint<IndustryAnalysisQuery, never, IndustryAnalysisAnswer>('GET', '/api/v3/industry/analysis'),
  spotKList: endpoint<SpotKListQuery, never, SpotKListAnswer>('GET', '/api/v2/IndustrialChain/spotKList'),
} as const;
