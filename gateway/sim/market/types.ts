/**
 * Shapes the market engine hands to the sim's routes and feed. Prices here are yuan (HKD for HK),
 * volumes shares, amounts yuan; times epoch ms. Wire shapes that already exist in `contracts/`
 * (Quote, BookLevel, TradeTick) are used as they are; these are the engine-side ones.
 */
import type { QuoteStatus } from '../../../contracts/ws-protocol';
import type { BookLevel } from '../../../contracts/endpoints/details';
import type { Phase } from '../calendar/sessions';

/** Bar periods of `kline`. */
export const PERIODS = ['day', 'week', 'month', '1m', '5m', '15m', '30m', '60m'] as const;
/** One of {@link PERIODS}. */
export type Period = (typeof PERIODS)[number];

/** Price adjustment of `kline`: 不复权 / 前复权 / 后复权. */
export const ADJUSTS = ['none', 'forward', 'backward'] as const;
/** One of {@link ADJUSTS}. */
export type Adjust = (typeof ADJUSTS)[number];

/** One candlestick. Daily and longer bars are stamped at local midnight of their last day; minute bars at their end. */
export interface KlineBar {
  ts: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Close of the previous bar as this bar's day saw it (the ex-date reference price on an ex-date). */
  preClose: number;
  volume: number;
  amount: number;
}

/** A live snapshot of one security. */
export interface Snapshot {
  id: string;
  /** Market time of the snapshot. */
  ts: number;
  status: QuoteStatus;
  phase: Phase;
  price: number;
  preClose: number;
  /** Null until the opening auction has matched. */
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number;
  amount: number;
  change: number;
  /** Percent. */
  pct: number;
  /** (high − low) / preClose, percent. */
  amplitude: number;
  /** Volume / float shares, percent; null for indexes. */
  turnover: number | null;
  /** 涨速: percent change over the last 5 minutes. */
  speed: number;
  /** 量比: volume per elapsed minute over the 5-day average per minute. */
  volumeRatio: number;
  limitUp: number | null;
  limitDown: number | null;
  /** True on an ex-dividend / ex-rights day (preClose is then the reference price, not yesterday's close). */
  exDate: boolean;
  /** Total and float shares that day (0 when none, e.g. an index): caps are these × price everywhere. */
  totalShares: number;
  floatShares: number;
}

/** A point of the call-auction segment of the time-share chart (indicative price and matched volume). */
export interface AuctionPoint {
  ts: number;
  price: number;
  volume: number;
}

/** A point of the time-share chart: the minute's last price, the running average price, the minute's volume. */
export interface TimeSharePoint {
  ts: number;
  price: number;
  avgPrice: number;
  volume: number;
  amount: number;
}

/** One day of the time-share chart. */
export interface TimeShareDay {
  /** `YYYY-MM-DD`. */
  date: string;
  preClose: number;
  /** Opening call auction, one point per minute (9:15…9:25 for A-shares, 9:00…9:20 for HK). */
  auction: AuctionPoint[];
  /** The open (at 9:30) and then one point per minute bar, up to now for today. */
  points: TimeSharePoint[];
}

/** Five levels each side, best first. */
export interface OrderBook {
  bids: BookLevel[];
  asks: BookLevel[];
}

/** Valuation of a security. */
export interface Fundamentals {
  /** 市盈率 TTM; null for indexes, funds and loss makers. */
  peTtm: number | null;
  /** 市净率; null for indexes and funds. */
  pb: number | null;
  /** 总市值; null for indexes. */
  totalCap: number | null;
  /** 流通市值; null for indexes. */
  floatCap: number | null;
}
