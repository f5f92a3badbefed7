/**
 * Market data endpoints (spec §7 "Search and market", "Stock detail", "Other data"): the named-dataset
 * query `v3/data/getByconfig` (K-lines, minute lines, rankings, breadth, sector boards, index board,
 * news flashes), its JSON twin `getByJson`, hot codes, same-industry peers and the detail catalogue.
 *
 * `GET /api/v3/data/getByconfig?name=<dataset>&<params>`; `POST /api/v3/data/getByJson` with body
 * `{name, params}` answers the same. Unknown datasets and bad params answer code 400 with a Chinese message.
 */
import type { CapitalOrIndex, Suffix } from '../market';
import { endpoint } from './define';

/** K-line periods: day, week, month, and 1/5/15/30/60-minute. */
export const KLINE_PERIODS = ['day', 'week', 'month', '1m', '5m', '15m', '30m', '60m'] as const;
/** One of {@link KLINE_PERIODS}. */
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/** Price adjustment: 不复权, 前复权, 后复权. */
export const ADJUSTS = ['none', 'forward', 'backward'] as const;
/** One of {@link ADJUSTS}. */
export type Adjust = (typeof ADJUSTS)[number];
/** Chinese labels of {@link ADJUSTS}. */
export const ADJUST_LABELS: Readonly<Record<Adjust, string>> = { none: '不复权', forward: '前复权', backward: '后复权' };

/** Most bars one K-line request may ask for. */
export const KLINE_MAX_COUNT = 2500;

/** One bar. `t` = bar start, epoch ms; `v` shares; `a` amount (yuan). */
export interface KlineBar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  a: number;
}

/** Params of dataset `kline`. */
export interface KlineParams {
  /** Security id, e.g. `600519.SH`. */
  code: string;
  period: KlinePeriod;
  /** Default `forward` for stocks. */
  adjust?: Adjust;
  /** 1–2500, default 300. */
  count?: number | string;
  /** Last bar at or before this day (`YYYY-MM-DD`); default today (including today's live bar). */
  end?: string;
}

/** Answer of dataset `kline`: oldest first; the last bar of `day` is today's live bar during a session. */
export interface KlineAnswer {
  id: string;
  period: KlinePeriod;
  adjust: Adjust;
  bars: KlineBar[];
}

/** One time-share point (one minute). */
export interface MinutePoint {
  /** Minute start, epoch ms. */
  t: number;
  price: number;
  /** Average price so far that day (amount / volume); for indexes the running mean of the level over the day's minutes. */
  avg: number;
  /** Volume in that minute, shares. */
  volume: number;
  /** Amount in that minute, yuan. */
  amount: number;
}

/** One trading day of minute points. */
export interface MinuteDay {
  /** `YYYY-MM-DD`. */
  date: string;
  preClose: number;
  /** 9:15–9:25 call-auction indicative prices (A-shares, today only; may be empty). */
  auction: MinutePoint[];
  /** 9:30–11:30 and 13:00–15:00 (HK to 16:00; an HKEX half day to 12:00), oldest first; today's ends at the current minute. */
  points: MinutePoint[];
}

/** Params of dataset `minutes`. */
export interface MinutesParams {
  code: string;
  /** 1 (today) or 5 (five days), default 1. */
  days?: 1 | 5 | string;
}

/** Answer of dataset `minutes`: oldest day first. */
export interface MinutesAnswer {
  id: string;
  days: MinuteDay[];
}

/** Ranking sort keys: 涨幅 pct, 换手 turnover, 成交额 amount, 振幅 amplitude, 量比 volumeRatio, 涨速 speed, 成交量 volume. */
export const RANK_SORTS = ['pct', 'turnover', 'amount', 'amplitude', 'volumeRatio', 'speed', 'volume', 'price'] as const;
/** One of {@link RANK_SORTS}. */
export type RankSort = (typeof RANK_SORTS)[number];

/** Ranking markets. */
export const RANK_MARKETS = ['all', 'sh', 'sz', 'bj', 'hk'] as const;
/** One of {@link RANK_MARKETS}. */
export type RankMarket = (typeof RANK_MARKETS)[number];

/** Ranking boards. */
export const RANK_BOARDS = ['all', 'main', 'chinext', 'star', 'bse'] as const;
/** One of {@link RANK_BOARDS}. */
export type RankBoard = (typeof RANK_BOARDS)[number];

/** Params of dataset `rank`. Stocks only (A-shares; `market=hk` for HK stocks). */
export interface RankParams {
  sort?: RankSort;
  order?: 'desc' | 'asc';
  market?: RankMarket;
  board?: RankBoard;
  /** 1-based page, default 1. */
  page?: number | string;
  /** 1–100, default 20. */
  pageSize?: number | string;
}

/** One row of a ranking (and of peers, movers, watch tables). Quote fields null when not trading yet or suspended. */
export interface RankItem {
  id: string;
  code: string;
  /** Short name as shown that day: a new listing's with its 「N」/「C」 (contracts/listing-name.ts). */
  name: string;
  suffix: Suffix;
  kind: CapitalOrIndex;
  price: number;
  change: number;
  pct: number;
  volume: number;
  amount: number;
  /** Turnover rate, percent. */
  turnover: number;
  /** Amplitude, percent. */
  amplitude: number;
  /** 量比. */
  volumeRatio: number;
  /** 涨速: percent change over the last 5 minutes. */
  speed: number;
  /** Total market cap, yuan. */
  totalCap: number;
  status: 'trading' | 'auction' | 'break' | 'closed' | 'suspended';
}

/** Answer of dataset `rank`. */
export interface RankAnswer {
  total: number;
  page: number;
  pageSize: number;
  items: RankItem[];
}

/** One bucket of the change distribution. */
export interface BreadthBucket {
  /** e.g. 跌停, ≤-7%, -7~-5%, …, 0, …, ≥7%, 涨停. */
  label: string;
  count: number;
  /** up, down or flat, for colouring. */
  trend: 'up' | 'down' | 'flat';
}

/** Params of dataset `breadth`. */
export interface BreadthParams {
  /** A-share market scope; default all. */
  market?: 'all' | 'sh' | 'sz' | 'bj';
}

/** Answer of dataset `breadth`: A-share market breadth. */
export interface BreadthAnswer {
  up: number;
  down: number;
  flat: number;
  limitUp: number;
  limitDown: number;
  suspended: number;
  /** Total amount, yuan. */
  amount: number;
  /** Eleven buckets from 跌停 to 涨停, in order. */
  buckets: BreadthBucket[];
}

/** Params of dataset `sectors`. */
export interface SectorsParams {
  /** 申万 industry boards or concept boards. */
  type: 'industry' | 'concept';
}

/** One sector board with its leading stock. */
export interface SectorItem {
  /** Board index id (index_hy / index_gn). */
  id: string;
  code: string;
  name: string;
  price: number;
  change: number;
  pct: number;
  /** Sum of members' amounts, yuan (heat-map size). */
  amount: number;
  up: number;
  down: number;
  flat: number;
  /** Best member by pct. */
  leader: { id: string; name: string; pct: number } | null;
}

/** Index board groups. */
export const INDEX_BOARD_GROUPS = ['main', 'industry', 'concept', 'hk'] as const;
/** One of {@link INDEX_BOARD_GROUPS}. */
export type IndexBoardGroup = (typeof INDEX_BOARD_GROUPS)[number];

/** Params of dataset `indexBoard`. */
export interface IndexBoardParams {
  group: IndexBoardGroup;
}

/** One index of the board with a sparkline of today's minutes. */
export interface IndexBoardItem {
  id: string;
  code: string;
  name: string;
  kind: CapitalOrIndex;
  price: number;
  change: number;
  pct: number;
  preClose: number;
  amount: number;
  /** Today's prices sampled to at most 60 points, oldest first (may be empty before the open). */
  spark: number[];
  /** 涨跌家数 of the members (absent for an index without members). */
  breadth?: IndexBreadth;
}

/** An index's 上涨/下跌/平盘家数 (suspended members count as 平盘) and 涨停/跌停 counts. */
export interface IndexBreadth {
  up: number;
  down: number;
  flat: number;
  limitUp: number;
  limitDown: number;
}

/** One news flash (7×24 快讯). In the sim they are generated from market events and say so. */
export interface NewsFlash {
  id: string;
  /** Epoch ms. */
  ts: number;
  title: string;
  content: string;
  /** Security ids mentioned. */
  codes: string[];
  /** important = shown highlighted. */
  level: 'normal' | 'important';
}

/** Params of dataset `newsFlash`. */
export interface NewsFlashParams {
  /** 1–100, default 20. */
  size?: number | string;
}

/** Params of dataset `adjustFactors`. */
export interface AdjustFactorsParams {
  /** Security id, e.g. `600519.SH`. */
  code: string;
}

/** One ex-date (除权除息日) of a security and its exact adjustment factor (previous close ÷ reference price, > 0). */
export interface ExDateFactor {
  /** Start of the ex-date's day, epoch ms (as a daily bar's `t`). */
  t: number;
  factor: number;
}

/**
 * Answer of dataset `adjustFactors`: every ex-date since listing, oldest first (empty for indexes and
 * funds). The kline's 复权 modes follow from it: at a time t a 后复权 price is the 不复权 price × the
 * factors of the ex-dates on or before t's day, a 前复权 price ÷ the factors of the later ex-dates.
 */
export interface AdjustFactorsAnswer {
  id: string;
  exDates: ExDateFactor[];
}

/** The named datasets of getByconfig/getByJson with their params and answers. */
export interface Datasets {
  kline: { params: KlineParams; answer: KlineAnswer };
  minutes: { params: MinutesParams; answer: MinutesAnswer };
  rank: { params: RankParams; answer: RankAnswer };
  breadth: { params: BreadthParams; answer: BreadthAnswer };
  sectors: { params: SectorsParams; answer: SectorItem[] };
  indexBoard: { params: IndexBoardParams; answer: IndexBoardItem[] };
  newsFlash: { params: NewsFlashParams; answer: NewsFlash[] };
  adjustFactors: { params: AdjustFactorsParams; answer: AdjustFactorsAnswer };
}

/** Name of a dataset. */
export type DatasetName = keyof Datasets;

/** Dataset names, for validation. */
export const DATASET_NAMES: readonly DatasetName[] = ['kline', 'minutes', 'rank', 'breadth', 'sectors', 'indexBoard', 'newsFlash', 'adjustFactors'];

/** Query of getByconfig: `name` plus the dataset's params flattened into the query string. */
export type GetByConfigQuery = { name: DatasetName } & Record<string, string>;

/** Body of getByJson. */
export interface GetByJsonBody<N extends DatasetName = DatasetName> {
  name: N;
  params: Datasets[N]['params'];
}

/** Answer of `sameIndustry2`: the stock's 申万 industry and its peers (up to 20, by total cap). */
export interface SameIndustryAnswer {
  industry: string;
  /** The industry index id, e.g. `801120.SH`. */
  industryId: string;
  items: RankItem[];
}

/** Detail module keys of the stock page catalogue and the page each opens. */
export const CATALOG_MODULES = [
  { key: 'pepChat', title: '估值分位', path: '/pepChat' },
  { key: 'growAbility', title: '成长能力', path: '/stockGrowthAbility' },
  { key: 'pepbBand', title: 'PE/PB通道', path: '/pepbBand' },
  { key: 'shareholders', title: '重要股东持股', path: '/shareholders' },
  { key: 'announcements', title: '公司公告', path: '/coAnnouncement' },
  { key: 'reports', title: '机构研报', path: '/researchReport' },
  { key: 'financial', title: '财务报表', path: '/financialStatement' },
  { key: 'holderNum', title: '股东户数', path: '/holderNum' },
  { key: 'compare', title: '同业对比', path: '/stockCompare' },
  { key: 'events', title: '重大事项提醒', path: '/importantEvents' },
  { key: 'dividend', title: '分红送配', path: '/lineTable?moduleName=divi' },
  { key: 'segments', title: '主营构成', path: '/lineTable?moduleName=segments' },
] as const;
/** Key of a catalogue module. */
export type CatalogKey = (typeof CATALOG_MODULES)[number]['key'];

/** One entry of the detail catalogue, in the user's order. */
export interface CatalogEntry {
  key: CatalogKey;
  title: string;
  /** Page path, possibly with a query (`/lineTable?moduleName=divi`); the client adds `code={id}`. */
  path: string;
  visible: boolean;
}

/** Query of `catalog`. */
export interface CatalogQuery {
  /** Must be `pcv2` (spec §7). */
  client: 'pcv2';
}

/** Body of `setCatalog`: every key once, in the new order, with visibility. */
export interface SetCatalogBody {
  client: 'pcv2';
  entries: Array<{ key: CatalogKey; visible: boolean }>;
}

/** Members summary of an index detail. */
export interface IndexMembers {
  total: number;
  up: number;
  down: number;
  flat: number;
  /** Top 10 by pct. */
  leaders: RankItem[];
  /** Bottom 10 by pct. */
  laggards: RankItem[];
}

/** Market-data endpoints. */
export const marketDataEndpoints = {
  getByconfig: endpoint<GetByConfigQuery, never, unknown>('GET', '/api/v3/data/getByconfig', 'optional'),
  getByJson: endpoint<never, GetByJsonBody, unknown>('POST', '/api/v3/data/getByJson', 'optional'),
  sameIndustry2: endpoint<{ code: string }, never, SameIndustryAnswer>('GET', '/api/v2/capital/sameIndustry2', 'optional'),
  catalog: endpoint<CatalogQuery, never, CatalogEntry[]>('GET', '/api/v3/details/catalog', 'optional'),
  setCatalog: endpoint<never, SetCatalogBody, CatalogEntry[]>('POST', '/api/v3/details/setCatalog', 'required'),
  indexMembers: endpoint<{ code: string }, never, IndexMembers>('GET', '/api/v3/details/memberList', 'optional'),
} as const;
