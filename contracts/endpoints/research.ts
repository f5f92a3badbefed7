/**
 * Research (spec §7: data/fullResearchAbstractPoint, data/starAuthor, data/depthData,
 * details/institutionPoint). The sim's brokers publish after each periodic report of the companies
 * they cover; each report's EPS forecasts start from the company's actual TTM EPS known that day
 * (point in time), a 买入 carries a 目标价 above that day's close, and ratings skew to 买入/增持.
 * Star analysts' returns are those of their 买入/增持 calls measured on the sim's closes.
 *
 * Prices in yuan, EPS in yuan per share, net profit in yuan, returns in percent numbers.
 */
import { endpoint } from './define';

/** Normalised ratings (东财评级), best first. */
export const RATINGS = ['买入', '增持', '中性', '减持', '卖出'] as const;
/** One of {@link RATINGS}. */
export type Rating = (typeof RATINGS)[number];
/** 评级变动 against the same broker's previous report on the stock. */
export const RATING_CHANGES = ['首次', '维持', '调高', '调低'] as const;
export type RatingChange = (typeof RATING_CHANGES)[number];

/** One research report. */
export interface ResearchReport {
  id: string;
  date: string;
  code: string;
  name: string;
  /** 申万一级. */
  industry: string;
  title: string;
  /** 年报点评, 中报点评, 一季报点评, 三季报点评, 深度报告, 首次覆盖. */
  kind: string;
  org: string;
  analysts: string[];
  rating: Rating;
  ratingChange: RatingChange;
  /** The broker's own wording (推荐, 强烈推荐, 优于大市, …). */
  orgRating: string;
  /** Close of the report day. */
  price: number;
  targetPrice: number | null;
  /** Actual TTM EPS known on the report day (the forecasts start from it); null before four quarters exist. */
  ttmEps: number | null;
  /** Forecast years (this year and the next two). */
  years: [number, number, number];
  eps: [number, number, number] | null;
  /** 预测市盈率 = report-day price ÷ forecast EPS (null for a loss). */
  pe: [number | null, number | null, number | null] | null;
  /** 近一月个股研报数 (reports on the stock in the 30 days up to this one, itself included). */
  monthCount: number;
  pages: number;
  summary: string;
}

/** Query of `fullResearchAbstractPoint` (market-wide list). */
export interface ResearchListQuery {
  code?: string;
  rating?: string;
  industry?: string;
  org?: string;
  /** Date range (default: the 30 days up to the day on show). */
  from?: string;
  to?: string;
  page?: string;
  /** 1–100 (default 30). */
  size?: string;
}

/** Answer: newest first. */
export interface ResearchListAnswer {
  from: string;
  to: string;
  total: number;
  page: number;
  size: number;
  /** Filter choices over the range. */
  orgs: string[];
  industries: string[];
  /** Count per rating over the range (before the rating filter). */
  ratingCounts: Record<Rating, number>;
  list: ResearchReport[];
}

/** Query of `starAuthor`. */
export interface StarAuthorQuery {
  /** `r3` | `r6` | `r12` (default r12). */
  sort?: string;
  org?: string;
  /** 1–100 (default 50). */
  size?: string;
}

/** One analyst of the ranking. */
export interface StarAuthor {
  rank: number;
  name: string;
  org: string;
  /** 年度指数: 1000 × (1 + 12-month return). */
  index: number;
  /** Mean return (percent) of the 买入/增持 calls of the last 3/6/12 months, from each call's close to the latest close; null without calls. */
  r3: number | null;
  r6: number | null;
  r12: number | null;
  /** 成分股个数: distinct stocks called in 12 months. */
  stocks: number;
  reports: number;
  /** Best call of the 12 months. */
  best: { code: string; name: string; ret: number } | null;
  industry: string;
}

/** Answer of `starAuthor`. */
export interface StarAuthorAnswer {
  /** Day of the closes the returns run to. */
  asOf: string;
  list: StarAuthor[];
}

/** Query of `depthData`: one stock's reports. */
export interface DepthQuery {
  code: string;
  page?: string;
  /** 1–100 (default 20). */
  size?: string;
}

/** Answer of `depthData`, newest first. */
export interface DepthAnswer {
  code: string;
  name: string;
  industry: string;
  /** 近一月研报数 up to the day on show. */
  monthCount: number;
  total: number;
  page: number;
  size: number;
  list: ResearchReport[];
}

/** Query of `institutionPoint`. */
export interface InstitutionPointQuery {
  code: string;
}

/** Consensus of one forecast year. */
export interface ConsensusYear {
  year: number;
  /** 预测机构数. */
  orgCount: number;
  epsMin: number;
  epsMean: number;
  epsMax: number;
  /** Net profit (归母, yuan) = EPS × today's shares. */
  profitMin: number;
  profitMean: number;
  profitMax: number;
  /** At today's price on the mean EPS (null for a loss). */
  pe: number | null;
}

/** Answer of `institutionPoint`: the last six months of research on one stock. */
export interface InstitutionPointAnswer {
  code: string;
  name: string;
  from: string;
  to: string;
  price: number | null;
  /** Actual TTM EPS known today. */
  ttmEps: number | null;
  reports: number;
  counts: Record<Rating, number>;
  /** Latest report per broker (the consensus is over these). */
  orgCount: number;
  years: ConsensusYear[];
  target: { min: number; mean: number; max: number; count: number; upside: number | null } | null;
}

/** Research endpoints. */
export const researchEndpoints = {
  /** `GET /api/v3/data/fullResearchAbstractPoint?code=&rating=&industry=&org=&from=&to=&page=&size=`. */
  researchList: endpoint<ResearchListQuery, never, ResearchListAnswer>('GET', '/api/v3/data/fullResearchAbstractPoint'),
  /** `GET /api/v3/data/starAuthor?sort=&org=&size=`. */
  starAuthor: endpoint<StarAuthorQuery, never, StarAuthorAnswer>('GET', '/api/v3/data/starAuthor'),
  /** `GET /api/v3/data/depthData?code=&page=&size=`. */
  depthData: endpoint<DepthQuery, never, DepthAnswer>('GET', '/api/v3/data/depthData'),
  /** `GET /api/v3/details/institutionPoint?code=`. */
  institutionPoint: endpoint<InstitutionPointQuery, never, InstitutionPointAnswer>('GET', '/api/v3/details/institutionPoint'),
} as const;
