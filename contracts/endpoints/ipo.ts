/**
 * 新股中心 endpoints (spec §7 `/api/v3/ipo/capitalIpos`): the IPO pipeline as of the market's
 * trading day (or a past one), by tab, plus the signed-in user's 打新日历 (申购 and 缴款 reminders).
 * Dates are `YYYY-MM-DD` trading days; money in 元, shares in 股, rates in % (0.0321 = 0.0321%).
 */
import { endpoint } from './define';

/** Tabs of the page, in order. */
export const IPO_TABS = ['apply', 'pending', 'listed', 'profit', 'review'] as const;
/** One of {@link IPO_TABS}. */
export type IpoTab = (typeof IPO_TABS)[number];
/** Tab labels. */
export const IPO_TAB_LABELS: Readonly<Record<IpoTab, string>> = {
  apply: '今日申购/待申购',
  pending: '待上市',
  listed: '已上市(次新)',
  profit: '打新收益',
  review: 'IPO审核',
};

/** Boards an IPO lists on. */
export const IPO_BOARDS = ['沪主板', '深主板', '创业板', '科创板', '北交所'] as const;
/** One of {@link IPO_BOARDS}. */
export type IpoBoard = (typeof IPO_BOARDS)[number];

/** Row badges of the day. */
export type IpoBadge = '今日申购' | '今日缴款' | '今日上市';

/** First trading day of a listing. */
export interface IpoFirstDay {
  open: number;
  close: number;
  high: number;
  low: number;
  /** 首日涨幅 % (close vs 发行价). */
  pct: number;
  /** 开盘溢价 % (open vs 发行价). */
  openPremium: number;
  /** 是否破发: the first close below 发行价. */
  broke: boolean;
}

/** One IPO as known on the asked day (figures not yet published are null). */
export interface IpoRow {
  /** Security id the listing will carry, e.g. `301666.SZ`. */
  id: string;
  code: string;
  /** Name as shown on the day asked: 「N」/「C」 on a listing's first days (contracts/listing-name.ts). */
  name: string;
  board: IpoBoard;
  /** 申万一级 industry. */
  industry: string;
  /** 申购代码 (沪主板 732xxx, 科创 787xxx, 深市/北交所 = the code). */
  applyCode: string;
  /** 发行总数 (股). */
  issueShares: number;
  /** 网上发行 (股). */
  onlineShares: number;
  /** 申购上限 (股). */
  applyLimit: number;
  /** 顶格申购需配市值 (元); null on 北交所 (no market-value rule, funds are paid in full). */
  topMarketValue: number | null;
  /** 发行价格 (元). */
  issuePrice: number;
  /** 发行市盈率. */
  issuePe: number;
  /**
   * 行业市盈率 beside 发行市盈率: the 申万一级 industry's PE-TTM on the 申购日 (发行日; before it has
   * closed, on the last close), weighted as 行业分析's (Σ总市值 ÷ Σ归母净利润TTM, loss makers left
   * out). Carried by the 今日申购/待申购 tab, which shows it; null on the other tabs, or when no member counts.
   */
  industryPe: number | null;
  /** 募资 (元) = 发行价 × 发行总数. */
  raised: number;
  /** Shares of one 签 (沪主板 1000, 深市/科创 500, 北交所 100). */
  lotShares: number;
  /** T−2: the day market value is measured to (20-day average). */
  marketValueDate: string;
  /** T: 申购日期. */
  applyDate: string;
  /** T+1: 中签率公布日. */
  rateDate: string;
  /** T+2: 中签号公布日 and 缴款日 (pay by 16:00). */
  payDate: string;
  /** 上市日期 (T+7 … T+12 trading days). */
  listDate: string;
  /** 网上中签率 % (from T+1). */
  lotteryRate: number | null;
  /** 网上有效申购户数 (from T+1). */
  validHouseholds: number | null;
  /** 网上有效申购股数 (from T+1). */
  validShares: number | null;
  /** 超额认购倍数 (from T+1). */
  oversubscription: number | null;
  /** 网下配售中签率 % (from T+1). */
  offlineRate: number | null;
  /** 询价累计报价倍数. */
  quoteMultiple: number;
  /** 配售对象报价家数. */
  offlineBidders: number;
  /** 首日表现 (from the listing day's close). */
  firstDay: IpoFirstDay | null;
  /** 最新价 on the day asked (from the listing day). */
  latestPrice: number | null;
  /** 累计涨幅 % vs 发行价. */
  totalPct: number | null;
  /** 每中一签获利 (元) = (首日收盘 − 发行价) × 签股数. */
  profitPerLot: number | null;
  /** True for listings in the simulated universe (quotes, K-line); false for pipeline-only names. */
  inUniverse: boolean;
  badges: IpoBadge[];
  /** The caller keeps this IPO in the 打新日历 (false without a session). */
  inCalendar: boolean;
}

/** IPO审核 stages, in order. */
export const REVIEW_STATUSES = ['已受理', '已问询', '上市委会议通过', '提交注册', '注册生效', '终止'] as const;
/** One of {@link REVIEW_STATUSES}. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** One company in IPO review. */
export interface ReviewRow {
  name: string;
  status: ReviewStatus;
  /** 注册地 (province). */
  region: string;
  industry: string;
  /** 保荐机构. */
  sponsor: string;
  /** 律师事务所. */
  lawFirm: string;
  /** 会计师事务所. */
  auditor: string;
  /** 受理日期. */
  acceptDate: string;
  /** 最新状态日期. */
  updateDate: string;
  /** 拟上市地点. */
  board: IpoBoard;
}

/** Query of `capitalIpos`. */
export interface CapitalIposQuery {
  /** One of {@link IPO_TABS}; default `apply`. */
  tab?: string;
  /** A trading day `YYYY-MM-DD` not after the day on show; default that day. */
  date?: string;
}

/** Answer of `capitalIpos`. */
export interface CapitalIposAnswer {
  tab: IpoTab;
  /** The trading day the rows are as of. */
  date: string;
  /** IPO rows (every tab but `review`). */
  rows: IpoRow[];
  /** Review rows (`review` only). */
  review: ReviewRow[];
  /** Counts per tab, for the tab labels. */
  counts: Record<IpoTab, number>;
}

/** A reminder of the 打新日历. */
export interface IpoReminder {
  /** Day of the event. */
  date: string;
  kind: '申购' | '缴款' | '上市';
  id: string;
  name: string;
  applyCode: string;
  /** Text of the reminder, e.g. `今日申购 华峰科技（申购代码 732123），顶格需配市值 15万元`. */
  text: string;
  /** The event is today on the day on show. */
  today: boolean;
  /** The event day has passed. */
  past: boolean;
}

/** Answer of the 打新日历. */
export interface IpoCalendarAnswer {
  date: string;
  /** Ids the user keeps. */
  ids: string[];
  /** Reminders of those IPOs, by date. */
  reminders: IpoReminder[];
}

/** Body of add/remove. */
export interface IpoCalendarBody {
  id: string;
}

/** Most IPOs one user may keep. */
export const IPO_CALENDAR_MAX = 50;

/** IPO endpoints. */
export const ipoEndpoints = {
  capitalIpos: endpoint<CapitalIposQuery, never, CapitalIposAnswer>('GET', '/api/v3/ipo/capitalIpos', 'optional'),
  ipoCalendar: endpoint<Record<string, never>, never, IpoCalendarAnswer>('GET', '/api/v3/ipo/calendar', 'required'),
  ipoCalendarAdd: endpoint<Record<string, never>, IpoCalendarBody, IpoCalendarAnswer>('POST', '/api/v3/ipo/calendar/add', 'required'),
  ipoCalendarRemove: endpoint<Record<string, never>, IpoCalendarBody, IpoCalendarAnswer>('POST', '/api/v3/ipo/calendar/remove', 'required'),
} as const;
