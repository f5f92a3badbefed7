/**
 * Data-centre endpoints (/dataCenter, issue 16): market-wide datasets of one closed trading day —
 * 资金流向, 龙虎榜, 涨停连板 with the market gauges, 融资融券, 沪深港通, 大宗交易, 停复牌 — their daily
 * history, the 股东增减持 announced in a window up to a day, the day's 股权质押 and 股票回购.
 * Every figure derives from the sim's one market (the daily bars the K-line shows) and company
 * model, point in time: a day's answer never reads a later day (龙虎榜's "days after" returns stop
 * at the last closed day and are null beyond it; a suspension shows its days so far and the reason
 * its 停牌公告 gave before the run started, never the day it ends).
 *
 * Units: money in 元 (integers), shares in 股, prices in 元, percentages as percent numbers
 * (3.5 means 3.5%), dates `YYYY-MM-DD`. Errors: a bad `date` (malformed, not a trading day, before
 * {@link DC_FIRST_DATE} or after the last closed day) answers code 400 naming the field; an
 * unknown code 404 未找到证券.
 */
import { endpoint } from './define';
import type { DayQuery, FlowQuery, HistoryQuery, HolderChangeQuery, UnlockQuery } from './schemas/datacentre';

export type { DayQuery, FlowQuery, HistoryQuery, HolderChangeQuery, UnlockQuery } from './schemas/datacentre';

/** Earliest day the datasets answer for. */
export const DC_FIRST_DATE = '2012-01-04';
/** Most days one `history` call answers. */
export const DC_HISTORY_MAX = 250;
/** Default of `history`'s `days`. */
export const DC_HISTORY_DEFAULT = 60;

/** Scopes of 资金流向. */
export const FLOW_SCOPES = ['stock', 'industry', 'concept'] as const;
/** One of {@link FLOW_SCOPES}. */
export type FlowScope = (typeof FLOW_SCOPES)[number];

/** Exchanges of the A-share datasets: 沪 / 深 / 北. */
export type DcExchange = 'SH' | 'SZ' | 'BJ';

/** Every answer says which day it is and which is the newest day there is. */
export interface DcDay {
  /** The day answered. */
  date: string;
  /** The last closed trading day. */
  latest: string;
}

/** The four order sizes: 超大单 / 大单 / 中单 / 小单 (元). */
export interface FlowSplit {
  xl: number;
  l: number;
  m: number;
  s: number;
}

/** A stock's money flow of the day. */
export interface FlowRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  industry: string;
  close: number;
  pct: number;
  /** 成交额 = Σ buy + Σ sell over the four sizes. */
  amount: number;
  /** 主力净流入 = 超大单净额 + 大单净额. */
  mainNet: number;
  /** 主力净占比 = mainNet ÷ amount, percent. */
  mainRatio: number;
  /** 净额 per size = buy − sell. */
  net: FlowSplit;
  /** Active buys per size. */
  buy: FlowSplit;
  /** Active sells per size. */
  sell: FlowSplit;
}

/** An industry's or a concept's money flow: sums over its member stocks. */
export interface FlowGroup {
  id: string;
  name: string;
  /** Members counted. */
  count: number;
  /** Float-cap-weighted change of the members, percent. */
  pct: number;
  amount: number;
  mainNet: number;
  mainRatio: number;
  net: FlowSplit;
  /** The member with the largest 主力净流入. */
  leader: { id: string; name: string; mainNet: number } | null;
}

/** The market's money flow of one exchange (or `ALL`). */
export interface FlowMarket {
  exchange: DcExchange | 'ALL';
  amount: number;
  mainNet: number;
  mainRatio: number;
  net: FlowSplit;
}

/** Answer of `fundFlow`: the market rows and either the stocks or the groups of the scope. */
export interface FundFlowAnswer extends DcDay {
  scope: FlowScope;
  market: FlowMarket[];
  stocks: FlowRow[];
  groups: FlowGroup[];
}

/** A seat of a 龙虎榜 listing. */
export interface LhbSeat {
  name: string;
  buy: number;
  sell: number;
  net: number;
  /** 机构专用. */
  institution: boolean;
}

/** Returns after a listing day (close to close, percent); null when that day has not closed yet. */
export interface LhbAfter {
  d1: number | null;
  d2: number | null;
  d5: number | null;
  d10: number | null;
}

/** One 龙虎榜 listing. */
export interface LhbRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  close: number;
  pct: number;
  turnover: number;
  /** 流通市值. */
  floatCap: number;
  /** The day's 成交额 (market). */
  amount: number;
  /** 龙虎榜买入额 / 卖出额 / 净买额 over the ten seats. */
  buy: number;
  sell: number;
  net: number;
  /** 净买额占总成交比 / 龙虎榜成交额占总成交比, percent. */
  netRatio: number;
  lhbRatio: number;
  /** 上榜原因 (one or more triggers met that day). */
  reasons: string[];
  /** 解读. */
  explain: string;
  /** 机构专用 seats' net. */
  instNet: number;
  after: LhbAfter;
  buySeats: LhbSeat[];
  sellSeats: LhbSeat[];
}

/** Answer of `lhb`. */
export interface LhbAnswer extends DcDay {
  rows: LhbRow[];
}

/** A limit-up (涨停) stock of the day. */
export interface LimitUpRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  close: number;
  pct: number;
  /** 连板数 (1 = 首板). */
  streak: number;
  /** 首次封板时间 / 最后封板时间 `HH:MM:SS`. */
  firstTime: string;
  lastTime: string;
  /** 炸板次数 (opened and resealed). */
  opens: number;
  /** 封板资金 (元) at the close. */
  seal: number;
  /** 涨停原因 tag (a concept or the industry). */
  reason: string;
  turnover: number;
  floatCap: number;
  amount: number;
}

/** A stock that touched the limit up and closed below it (炸板). */
export interface BrokenRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  close: number;
  pct: number;
  /** The limit price it touched. */
  limit: number;
  turnover: number;
  amount: number;
  reason: string;
}

/** Market gauges of the day. */
export interface MarketGauges {
  up: number;
  down: number;
  flat: number;
  limitUp: number;
  limitDown: number;
  broken: number;
  /** 炸板率 = broken ÷ (limitUp + broken), percent. */
  brokenRate: number;
  /** 60日新高 / 新低 counts. */
  newHigh: number;
  newLow: number;
  /** 最高连板. */
  maxStreak: number;
  /** Mean change today of yesterday's limit-up stocks (昨日涨停表现), percent; null when none. */
  yesterdayLimitUp: number | null;
  /** 两市成交额. */
  amount: number;
}

/** Answer of `limitUp`. */
export interface LimitUpAnswer extends DcDay {
  rows: LimitUpRow[];
  broken: BrokenRow[];
  gauges: MarketGauges;
}

/** The all-A valuation gauge of a day. */
export interface ValuationGauge {
  /** 全A 市盈率(TTM) 中位数 over profitable companies. */
  peMedian: number;
  /** Its percentile over the past {@link ValuationGauge.years} years (sampled every 10 trading days), percent. */
  pePercentile: number;
  years: number;
  /** Companies counted (profitable, listed) and all listed. */
  counted: number;
  listed: number;
  /** 破净股 (PB < 1) count and ratio of listed, percent. */
  belowBook: number;
  belowBookRatio: number;
  /** The sampled medians of the window, oldest first. */
  series: Array<{ date: string; peMedian: number }>;
}

/**
 * Answer of `valuation`: the company model of every listed company is built in the background on
 * the first call (about a minute); until then `ready` is false, `progress` says how far (0–100)
 * and `gauge` is null — ask again.
 */
export interface ValuationAnswer extends DcDay {
  ready: boolean;
  progress: number;
  gauge: ValuationGauge | null;
}

/** 融资融券 of one stock. */
export interface MarginRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  close: number;
  pct: number;
  /** 融资余额(t) = 融资余额(t−1) + 融资买入额 − 融资偿还额. */
  finBalance: number;
  finBuy: number;
  finRepay: number;
  /** 融券余量(t) = 余量(t−1) + 融券卖出量 − 融券偿还量 (股). */
  secVolume: number;
  secSell: number;
  secRepay: number;
  /** 融券余额 = 余量 × close. */
  secBalance: number;
  /** 融资融券余额 = finBalance + secBalance. */
  total: number;
  /** 融资余额 ÷ 流通市值, percent. */
  finRatio: number;
}

/** 融资融券 totals of an exchange (or `ALL`); the rolling identity holds for the sums too. */
export interface MarginMarket {
  exchange: DcExchange | 'ALL';
  finBalance: number;
  prevFinBalance: number;
  finBuy: number;
  finRepay: number;
  secBalance: number;
  total: number;
  /** Stocks eligible (标的). */
  count: number;
}

/** Answer of `margin`. */
export interface MarginAnswer extends DcDay {
  market: MarginMarket[];
  rows: MarginRow[];
}

/** Channels of 沪深港通. */
export const CONNECT_CHANNELS = ['沪股通', '深股通', '港股通(沪)', '港股通(深)'] as const;
/** One of {@link CONNECT_CHANNELS}. */
export type ConnectChannel = (typeof CONNECT_CHANNELS)[number];

/** One channel's day (元; 南向 converted from HKD at {@link HKD_CNY}). */
export interface ConnectFlow {
  channel: ConnectChannel;
  buy: number;
  sell: number;
  /** 成交净买额 = buy − sell. */
  net: number;
}

/** HKD → CNY rate the 南向 figures use. */
export const HKD_CNY = 0.92;

/** A top-traded name of a channel (十大成交股). */
export interface ConnectTop {
  rank: number;
  channel: ConnectChannel;
  id: string;
  code: string;
  name: string;
  close: number;
  pct: number;
  buy: number;
  sell: number;
  net: number;
}

/** 北向 holding of one A-share. */
export interface ConnectHolding {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  close: number;
  pct: number;
  /** 持股数量 (股). */
  shares: number;
  /** 持股市值 = shares × close. */
  value: number;
  /** 占流通股比, percent. */
  ratio: number;
  /** 增持股数 = shares − yesterday's shares (bonus-adjusted). */
  change: number;
  /** 增持资金 ≈ change × the day's average price. */
  changeValue: number;
}

/** Answer of `connect`. */
export interface ConnectAnswer extends DcDay {
  flows: ConnectFlow[];
  top: ConnectTop[];
  holdings: ConnectHolding[];
}

/** One 大宗交易 (block trade) of the day. */
export interface BlockTradeRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** 成交价 (元): inside the day's price-limit band (between the day's low and high on a day without one). */
  price: number;
  /** The day's 收盘价. */
  close: number;
  /** 折溢率 = 成交价 ÷ 收盘价 − 1, percent (negative: 折价). */
  premium: number;
  /** 成交量 (股, whole lots). */
  volume: number;
  /** 成交额 = price × volume (元). */
  amount: number;
  /** 成交额 ÷ 流通市值 (close × float shares), percent. */
  floatRatio: number;
  /** 买方营业部 / 卖方营业部. */
  buyer: string;
  seller: string;
}

/** The day's 大宗交易 totals. */
export interface BlockTradeSummary {
  /** Trades and the stocks they are in. */
  count: number;
  stocks: number;
  /** Σ 成交额 (元). */
  amount: number;
  /** Trades above, below and at the close. */
  premium: number;
  discount: number;
  par: number;
  /** 溢价成交额 / 折价成交额 (元). */
  premiumAmount: number;
  discountAmount: number;
}

/** Answer of `blockTrade`: the day's trades, largest 成交额 first. */
export interface BlockTradeAnswer extends DcDay {
  summary: BlockTradeSummary;
  rows: BlockTradeRow[];
}

/** A stock suspended (停牌) on the day: what is known that day (the run so far, not its end). */
export interface SuspendedRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** 停牌开始日: the first suspended day of the run. */
  from: string;
  /** 停牌天数: trading days suspended so far, the day itself counted. */
  days: number;
  /** 停牌原因 (as the 停牌公告 published the day before the run says). */
  reason: string;
  /** 停牌前收盘价 (the close the K-line carries through the run). */
  close: number;
  /** 流通市值 at that close. */
  floatCap: number;
}

/** A stock that resumed trading (复牌) on the day: its first traded day after a run of suspended days. */
export interface ResumedRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** 停牌开始日 and the last suspended day. */
  from: string;
  to: string;
  /** Trading days the run lasted. */
  days: number;
  reason: string;
  /** The day's close and change against the close before the run. */
  close: number;
  pct: number;
  amount: number;
}

/** Answer of `suspension`: 停牌 (longest run first) and 复牌 of the day. */
export interface SuspensionAnswer extends DcDay {
  suspended: SuspendedRow[];
  resumed: ResumedRow[];
}

/** Windows of 股东增减持: the 公告日 within 1, 3, 6 or 12 months up to the day. */
export const HOLDER_CHANGE_PERIODS = ['1m', '3m', '6m', '1y'] as const;
/** One of {@link HOLDER_CHANGE_PERIODS}. */
export type HolderChangePeriod = (typeof HOLDER_CHANGE_PERIODS)[number];
/** Months back of each window. */
export const HOLDER_CHANGE_MONTHS: Readonly<Record<HolderChangePeriod, number>> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/**
 * One 股东增减持 announcement: a holder of 5% or more, or the controlling holder, whose stake of
 * 总股本 moved by 0.5 point or more between two report periods (the same announcement, holder and
 * shares as the stock's 公告 and 十大股东 pages).
 */
export interface HolderChangeRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** 收盘价 and 涨跌幅 of the day answered; null when the stock has no bar that day. */
  close: number | null;
  pct: number | null;
  /** 股东名称, 股东性质, and 控股股东 / 持股5%以上股东. */
  holder: string;
  nature: string;
  role: string;
  direction: '增持' | '减持';
  /** 变动数量 (股, signed): the change of stake × 总股本 after (a bonus issue between the periods grows the holding alike, and is not a change). */
  change: number;
  /** 占总股本比例 / 占流通股比例 of the change, percent (signed). */
  totalRatio: number;
  floatRatio: number;
  /** 变动前持股 (股, the previous report period's) and its share of that period's 总股本, percent. */
  before: number;
  beforeRatio: number;
  /** 变动后持股总数 (股) and 变动后占总股本比例, percent. */
  after: number;
  afterRatio: number;
  /** 报告期 whose holdings the change ends at, `YYYY-MM-DD`. */
  reportPeriod: string;
  /** 公告日 and the announcement's title. */
  noticeDate: string;
  title: string;
}

/** Totals of the window. */
export interface HolderChangeSummary {
  /** Announcements, 增持 and 减持 among them, and the stocks they are of. */
  count: number;
  up: number;
  down: number;
  stocks: number;
}

/** Answer of `holderChange`: the announcements with 公告日 in [from, date], newest first. */
export interface HolderChangeAnswer extends DcDay {
  period: HolderChangePeriod;
  /** First day of the window. */
  from: string;
  summary: HolderChangeSummary;
  rows: HolderChangeRow[];
}

/** A stock's 股权质押 on the day: its holders' pledges not yet released. */
export interface PledgeStockRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** The day's 收盘价 and 涨跌幅; null when the stock has no bar that day. */
  close: number | null;
  pct: number | null;
  /** 质押比例 = 质押股数 ÷ 总股本, percent. */
  ratio: number;
  /** 质押股数 (股) and 质押市值 (元, at the day's close). */
  shares: number;
  value: number;
  /** 质押笔数 (未解押) and the holders they are of. */
  count: number;
  holders: number;
}

/** One pledge of a major holder (明细). */
export interface PledgeRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  close: number | null;
  /** 股东名称 and 控股股东 / 持股5%以上股东. */
  holder: string;
  role: string;
  /** 质权人 and its kind (券商 / 银行 / 信托). */
  pledgee: string;
  pledgeeType: string;
  /** 质押股数 (股). */
  shares: number;
  /** 占所持股份比例 (of the holder's shares in the latest report out) and 占总股本比例, percent. */
  heldRatio: number;
  totalRatio: number;
  /** 质押日; 解押日 once released by the day (null: 未解押). */
  start: string;
  end: string | null;
  status: '未解押' | '已解押';
}

/** Totals of the day's 股权质押. */
export interface PledgeSummary {
  /** Stocks with pledges not yet released, and those pledges. */
  stocks: number;
  pledges: number;
  /** Σ 质押市值 (元). */
  value: number;
  /** Stocks whose 质押比例 is 30% or more. */
  over30: number;
}

/** Answer of `pledge`: stocks by 质押比例 (highest first); pledges not yet released and those released in the last {@link PLEDGE_RELEASED_DAYS} trading days, newest 质押日 first. */
export interface PledgeAnswer extends DcDay {
  summary: PledgeSummary;
  stocks: PledgeStockRow[];
  details: PledgeRow[];
}

/** Trading days back the 明细 keeps released pledges. */
export const PLEDGE_RELEASED_DAYS = 60;

/** 实施进度 of a buyback plan. */
export const BUYBACK_STATUSES = ['董事会预案', '股东大会通过', '实施中', '完成', '到期'] as const;
/** One of {@link BUYBACK_STATUSES}. */
export type BuybackStatusText = (typeof BUYBACK_STATUSES)[number];

/** One buyback plan (股票回购) as known at the day's close. */
export interface BuybackRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** The day's 收盘价; null when the stock has no bar that day. */
  close: number | null;
  /** 董事会预案 day, the 股东大会 (null: the board's approval was enough) and the term's last day. */
  planDate: string;
  meetingDate: string | null;
  deadline: string;
  /** 回购用途. */
  purpose: string;
  /** Close the day before the plan and 回购价格上限 (yuan). */
  basePrice: number;
  priceCap: number;
  /** 回购金额 下限 and 上限 (yuan). */
  amountLow: number;
  amountHigh: number;
  /** 回购数量区间 at the price cap (股) and as a percent of 总股本. */
  sharesLow: number;
  sharesHigh: number;
  ratioLow: number;
  ratioHigh: number;
  /** Cumulative through the day: 已回购股数, 已回购金额 (yuan), 回购均价 and the highest/lowest prices (yuan; null before the first purchase). */
  boughtShares: number;
  boughtAmount: number;
  avgPrice: number | null;
  highPrice: number | null;
  lowPrice: number | null;
  /** 进度 = 已回购金额 ÷ 金额上限, percent. */
  progress: number;
  status: BuybackStatusText;
  /** First purchase and the end (完成 / 到期) day, when by the day. */
  firstDate: string | null;
  endDate: string | null;
  /** The plan's latest announcement by the day (公告日). */
  noticeDate: string;
}

/** Totals of the day's 股票回购. */
export interface BuybackSummary {
  /** Plans listed, and the stocks whose plan is 实施中. */
  plans: number;
  active: number;
  /** Plans announced in the month up to the day (近一月新增预案). */
  newPlans: number;
  /** Σ 已回购金额 of the plans listed (yuan). */
  bought: number;
}

/** Windows of 限售解禁 around the day: 近一月已解禁, 未来一月, 未来三月 (trading days: 21, 21, 63). */
export const UNLOCK_RANGES = ['past1m', 'next1m', 'next3m'] as const;
/** One of {@link UNLOCK_RANGES}. */
export type UnlockRange = (typeof UNLOCK_RANGES)[number];
/** Trading days each {@link UNLOCK_RANGES} window spans. */
export const UNLOCK_RANGE_DAYS: Record<UnlockRange, number> = { past1m: 21, next1m: 21, next3m: 63 };

/** One 解禁 batch (限售解禁). Shares are counted on the unlock day (after any 送转 by then). */
export interface UnlockRow {
  id: string;
  code: string;
  name: string;
  exchange: DcExchange;
  /** 最新价 and 涨跌幅 (%) at the day's close; null when not trading then. */
  close: number | null;
  pct: number | null;
  /** 解禁日期. */
  unlockDate: string;
  /** Whether the unlock day is on or before the day (已解禁). */
  unlocked: boolean;
  /** 解禁数量 and 实际解禁数量 (股). */
  shares: number;
  actualShares: number;
  /** 解禁市值 (元): at the unlock day's close when unlocked, else at the day's close; null without a price. */
  value: number | null;
  /** 占解禁前流通股比例 and 占总股本比例 (%). */
  floatRatio: number;
  totalRatio: number;
  /** 解禁前 and 解禁后流通股 (股, that day's float before and after its batches). */
  floatBefore: number;
  floatAfter: number;
  /** 限售股类型. */
  kind: string;
  /** 解禁前20日涨跌幅 (%, to the close before the unlock day) and 解禁后20日涨跌幅 (%, the 20 trading days from it); null until those days have closed. */
  before20: number | null;
  after20: number | null;
}

/** Per trading day: the 解禁 batches' 家数 and 解禁市值 (元, at the day's close or the unlock day's when past). */
export interface UnlockDay {
  date: string;
  count: number;
  value: number;
}

/** Answer of `unlock`: the range's batches, nearest 解禁日期 first (latest first for 近一月已解禁), and the calendar of 近一月 to 未来三月. */
export interface UnlockAnswer extends DcDay {
  range: UnlockRange;
  /** Per window: 家数 (batches) and 解禁市值 (元). */
  summary: Record<UnlockRange, { count: number; value: number }>;
  calendar: UnlockDay[];
  rows: UnlockRow[];
}

/** Answer of `buyback`: plans announced by the day that run or ended in the last {@link BUYBACK_ENDED_DAYS} trading days, newest 公告日 first. */
export interface BuybackAnswer extends DcDay {
  /** First day of the 近一月 window of `newPlans`. */
  monthFrom: string;
  summary: BuybackSummary;
  rows: BuybackRow[];
}

/** Trading days back the list keeps a plan after it ended. */
export const BUYBACK_ENDED_DAYS = 250;

/** One day of the market history. */
export interface HistoryPoint {
  date: string;
  /** 两市主力净流入. */
  mainNet: number;
  /** 北向 / 南向 成交净买额. */
  north: number;
  south: number;
  /** 两市融资余额 and 融资融券余额. */
  finBalance: number;
  marginTotal: number;
  /** 沪深300 close (points). */
  index: number;
  limitUp: number;
  limitDown: number;
}

/** Answer of `history`: the `days` trading days ending at `date`, oldest first. */
export interface HistoryAnswer extends DcDay {
  indexName: string;
  points: HistoryPoint[];
}

/** Answer of `days`: the trading days the picker offers. */
export interface DaysAnswer {
  latest: string;
  first: string;
  /** The last {@link DC_HISTORY_MAX} trading days, newest first. */
  recent: string[];
}

/** Data-centre endpoints. */
export const datacentreEndpoints = {
  /** `GET /api/v3/dataCenter/days`. */
  days: endpoint<Record<string, never>, never, DaysAnswer>('GET', '/api/v3/dataCenter/days'),
  /** `GET /api/v3/dataCenter/fundFlow?date=&scope=stock|industry|concept` → 资金流向. */
  fundFlow: endpoint<FlowQuery, never, FundFlowAnswer>('GET', '/api/v3/dataCenter/fundFlow'),
  /** `GET /api/v3/dataCenter/lhb?date=` → 龙虎榜. */
  lhb: endpoint<DayQuery, never, LhbAnswer>('GET', '/api/v3/dataCenter/lhb'),
  /** `GET /api/v3/dataCenter/limitUp?date=` → 涨停连板 and the market gauges. */
  limitUp: endpoint<DayQuery, never, LimitUpAnswer>('GET', '/api/v3/dataCenter/limitUp'),
  /** `GET /api/v3/dataCenter/valuation?date=` → 全A PE 中位数 and percentile, 破净股比率. */
  valuation: endpoint<DayQuery, never, ValuationAnswer>('GET', '/api/v3/dataCenter/valuation'),
  /** `GET /api/v3/dataCenter/margin?date=` → 融资融券. */
  margin: endpoint<DayQuery, never, MarginAnswer>('GET', '/api/v3/dataCenter/margin'),
  /** `GET /api/v3/dataCenter/connect?date=` → 沪深港通. */
  connect: endpoint<DayQuery, never, ConnectAnswer>('GET', '/api/v3/dataCenter/connect'),
  /** `GET /api/v3/dataCenter/blockTrade?date=` → 大宗交易. */
  blockTrade: endpoint<DayQuery, never, BlockTradeAnswer>('GET', '/api/v3/dataCenter/blockTrade'),
  /** `GET /api/v3/dataCenter/suspension?date=` → 停复牌. */
  suspension: endpoint<DayQuery, never, SuspensionAnswer>('GET', '/api/v3/dataCenter/suspension'),
  /** `GET /api/v3/dataCenter/holderChange?date=&period=1m|3m|6m|1y` → 股东增减持. */
  holderChange: endpoint<HolderChangeQuery, never, HolderChangeAnswer>('GET', '/api/v3/dataCenter/holderChange'),
  /** `GET /api/v3/dataCenter/pledge?date=` → 股权质押. */
  pledge: endpoint<DayQuery, never, PledgeAnswer>('GET', '/api/v3/dataCenter/pledge'),
  /** `GET /api/v3/dataCenter/buyback?date=` → 股票回购. */
  buyback: endpoint<DayQuery, never, BuybackAnswer>('GET', '/api/v3/dataCenter/buyback'),
  /** `GET /api/v3/dataCenter/unlock?date=&range=` → 限售解禁. */
  unlock: endpoint<UnlockQuery, never, UnlockAnswer>('GET', '/api/v3/dataCenter/unlock'),
  /** `GET /api/v3/dataCenter/history?date=&days=` → daily market figures for the charts. */
  history: endpoint<HistoryQuery, never, HistoryAnswer>('GET', '/api/v3/dataCenter/history'),
} as const;
