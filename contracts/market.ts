/**
 * Markets, security identity and market labels (spec §3, §9).
 *
 * Identity is code + market + type: `000001` is both 上证指数 (index, SH) and 平安银行 (stock, SZ).
 * On the wire a security is named by its id `{code}.{SUFFIX}` (e.g. `600519.SH`, `00700.HK`,
 * `HSI.HK`), which is unique across the universe because exchanges never reuse a code within a
 * suffix for two kinds.
 */

/** Exchange suffixes of a security id. `OF` = off-exchange (场外) funds. */
export const SUFFIXES = ['SH', 'SZ', 'BJ', 'HK', 'OF'] as const;
/** One of {@link SUFFIXES}. */
export type Suffix = (typeof SUFFIXES)[number];

/** Security kinds of the search result's `capitalOrIndex` field (spec §3), exactly as listed. */
export const CAPITAL_OR_INDEX = [
  'capital',
  'hk',
  'index_hs',
  'index_hy',
  'index_gn',
  'index_hk_hs',
  'fund_outside',
  'fund_onside',
  'fund_lof',
  'fund_fof',
] as const;
/** One of {@link CAPITAL_OR_INDEX}: capital = A-share stock, hk = HK stock, index_hs = 沪深 index,
 * index_hy = 申万 industry index, index_gn = concept index, index_hk_hs = HK index,
 * fund_outside = off-exchange fund, fund_onside = ETF, fund_lof = LOF, fund_fof = FOF. */
export type CapitalOrIndex = (typeof CAPITAL_OR_INDEX)[number];

/** Boards, which decide the daily price-limit band. */
export const BOARDS = ['main', 'chinext', 'star', 'bse', 'hk', 'index', 'fund'] as const;
/** One of {@link BOARDS}: main 主板, chinext 创业板, star 科创板, bse 北交所. */
export type Board = (typeof BOARDS)[number];

/** A security of the universe: the static facts the simulated market and the search use. */
export interface Security {
  /** Exchange code, e.g. `600519`, `00700`, `HSI`. */
  code: string;
  /** Short name, e.g. 贵州茅台. */
  name: string;
  /** Exchange suffix. */
  suffix: Suffix;
  /** Kind, see {@link CapitalOrIndex}. */
  kind: CapitalOrIndex;
  /** Board for price-limit rules. */
  board: Board;
  /** 申万 level-1 industry name for stocks (e.g. 食品饮料); empty for indexes and funds. */
  industry: string;
  /** Listing date `YYYY-MM-DD`. */
  listDate: string;
  /** Total shares (股); 0 for indexes. */
  totalShares: number;
  /** Float shares (股); 0 for indexes. */
  floatShares: number;
  /** Trading lot (股 per 手): 100 for A-shares, per-stock for HK, 100 for on-exchange funds. */
  lot: number;
  /** True for ST / *ST names (±5% band). */
  st: boolean;
  /**
   * The class of shares listed on another market that `totalShares` counts beside this listing's
   * own (H or B shares of an A-share company, GDR underlying shares, the A shares of an A+H
   * company's HK listing): total − float is then that class, which never joins this float.
   * Absent when total − float is restricted shares of this listing.
   */
  otherClass?: 'H' | 'B' | 'GDR' | 'A';
  /**
   * The 首次公开发行 of a listing the sim's IPO pipeline drew (新股中心); absent for the hand-kept
   * securities. Its listing day opens from the 发行价; its notices print the rest.
   */
  offering?: Offering;
}

/** The public offering (首次公开发行) of a listing the sim's IPO pipeline drew. */
export interface Offering {
  /** 发行价 (yuan): the listing day's reference price. */
  issuePrice: number;
  /** 发行市盈率: the company's earnings are drawn to meet it at the 发行价. */
  issuePe: number;
  /** 申购日 T, `YYYY-MM-DD` (a trading day). */
  applyDate: string;
  /** 申购代码. */
  applyCode: string;
  /** 发行总数 and 网上发行 (股). */
  issueShares: number;
  onlineShares: number;
  /** 网上申购上限 (股). */
  applyLimit: number;
  /** 网上中签率 (%), 网上有效申购股数 and 户数. */
  lotteryRate: number;
  validShares: number;
  validHouseholds: number;
}

/** `{code}.{SUFFIX}` of a security. */
export type SecurityId = string;

const SECURITY_ID = /^([0-9A-Z]{1,10})\.(SH|SZ|BJ|HK|OF)$/;

/** Builds the wire id of a security. */
export function securityId(s: Pick<Security, 'code' | 'suffix'>): SecurityId {
  return `${s.code}.${s.suffix}`;
}

/** Parses `{code}.{SUFFIX}`; null when malformed. */
export function parseSecurityId(id: string): { code: string; suffix: Suffix } | null {
  const m = SECURITY_ID.exec(id);
  return m ? { code: m[1]!, suffix: m[2] as Suffix } : null;
}

/** True when the string is a well-formed security id. */
export function isSecurityId(id: unknown): id is SecurityId {
  return typeof id === 'string' && SECURITY_ID.test(id);
}

/** Market labels of spec §9, in the spec's order. */
export const MARKET_LABELS = ['深A', '沪A', '北A', '基金', 'ETF', 'LOF', 'HK', '指数'] as const;
/** One of {@link MARKET_LABELS}. */
export type MarketLabel = (typeof MARKET_LABELS)[number];

/** The market label shown beside a security's code (spec §9). */
export function marketLabel(s: Pick<Security, 'suffix' | 'kind'>): MarketLabel {
  switch (s.kind) {
    case 'capital':
      return s.suffix === 'SH' ? '沪A' : s.suffix === 'BJ' ? '北A' : '深A';
    case 'hk':
      return 'HK';
    case 'fund_onside':
      return 'ETF';
    case 'fund_lof':
      return 'LOF';
    case 'fund_outside':
    case 'fund_fof':
      return '基金';
    default:
      return '指数';
  }
}

/** True for the index kinds. */
export function isIndexKind(kind: CapitalOrIndex): boolean {
  return kind.startsWith('index_');
}

/** Spec §5: a search result opens only for A-share stocks and indexes; others warn. */
export function opensDetail(kind: CapitalOrIndex): boolean {
  return kind === 'capital' || kind === 'index_hs' || kind === 'index_hy' || kind === 'index_gn';
}

/** Daily price-limit ratio by board (main ±10%, ChiNext/STAR ±20%, Beijing ±30%, ST ±5%);
 * null where no limit applies (HK, indexes, off-exchange funds). On-exchange funds: ±10%. */
export function limitRatio(s: Pick<Security, 'board' | 'st' | 'kind'>): number | null {
  if (s.kind === 'hk' || s.kind === 'fund_outside' || s.kind === 'fund_fof' || s.board === 'index' || s.kind.startsWith('index_')) return null;
  if (s.st) return 0.05;
  if (s.board === 'chinext' || s.board === 'star') return 0.2;
  if (s.board === 'bse') return 0.3;
  return 0.1;
}

/**
 * First days of registration-based listing (注册制): from these dates a new listing trades without a
 * price limit for its first five days (科创板 2019-07-22, 创业板 2020-08-24, 沪深主板 2023-04-10).
 */
export const REGISTRATION_FROM: Readonly<Record<'main' | 'chinext' | 'star', string>> = {
  star: '2019-07-22',
  chinext: '2020-08-24',
  main: '2023-04-10',
};
/** Trading days without a price limit under 注册制, counting the listing day. */
export const NO_LIMIT_LISTING_DAYS = 5;

/** True for an A-share listed under 注册制: 北交所 from its opening, the other boards from {@link REGISTRATION_FROM}. */
export function underRegistration(s: Pick<Security, 'board' | 'listDate'>): boolean {
  if (s.board === 'bse') return true;
  return (s.board === 'main' || s.board === 'chinext' || s.board === 'star') && s.listDate >= REGISTRATION_FROM[s.board];
}

/**
 * Trading days from the listing day (day 0) that a security trades without a price limit: five on
 * 主板/创业板/科创板 for a listing under 注册制 ({@link underRegistration}), the listing day alone on
 * 北交所 and for earlier listings (whose ±44% first-day cap the sim does not model).
 */
export function noLimitDays(s: Pick<Security, 'board' | 'listDate' | 'kind'>): number {
  return s.kind === 'capital' && s.board !== 'bse' && underRegistration(s) ? NO_LIMIT_LISTING_DAYS : 1;
}

/** The exchange and board an A-share lists on: the name its 上市公告书 prints, and the short one of a news flash. */
export function listingBoard(s: Pick<Security, 'board' | 'suffix'>): { full: string; short: string } {
  if (s.board === 'bse') return { full: '北京证券交易所', short: '北交所' };
  if (s.board === 'star') return { full: '上海证券交易所科创板', short: '上交所科创板' };
  if (s.board === 'chinext') return { full: '深圳证券交易所创业板', short: '深交所创业板' };
  return s.suffix === 'SH' ? { full: '上海证券交易所主板', short: '上交所主板' } : { full: '深圳证券交易所主板', short: '深交所主板' };
}

/** Price tick: 0.01 for stocks, 0.001 for funds; HK uses 0.001 below 0.25 up to the HK spread table
 * simplified to 0.01 under 10, 0.02 under 20, 0.05 under 100, 0.1 under 200, 0.2 under 500, 0.5 above. */
export function priceTick(s: Pick<Security, 'kind'>, price: number): number {
  if (s.kind === 'fund_onside' || s.kind === 'fund_lof' || s.kind === 'fund_outside' || s.kind === 'fund_fof') return 0.001;
  if (s.kind === 'hk') {
    if (price < 10) return 0.01;
    if (price < 20) return 0.02;
    if (price < 100) return 0.05;
    if (price < 200) return 0.1;
    if (price < 500) return 0.2;
    return 0.5;
  }
  return 0.01;
}
