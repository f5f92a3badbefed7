/**
 * The simulated market engine: the public surface the sim's routes and feed use.
 * Pure logic — no HTTP, no timers: the feed calls `step()`; `clock` decides what "now" is.
 */
export { createMarket, MarketError, validateKlineQuery } from './market';
export type { ConstituentWeight, Market, MarketOptions, TickListener, KlineQuery, RankQuery, RankPage, RankFilter } from './market';
export { createClock, fixedClock, liveClock, parseClockSetting, realClock, LIVE_LOOP_MS } from './clock';
export type { ClockMode, ClockSetting, FixedClock, LiveClockOptions, SimClock } from './clock';
export { toWireQuote } from './quote';
export { ADJUSTS, PERIODS, RANK_FIELDS } from './types';
export type { Adjust, AuctionPoint, Breadth, BreadthBucket, Fundamentals, KlineBar, OrderBook, Period, RankField, Snapshot, TimeShareDay, TimeSharePoint } from './types';
export type { SimSecurity } from './profile';
export { MAX_BARS, MINUTE_HISTORY_DAYS } from './kline';
export { MAX_TRADES, BOOK_DEPTH } from './book';
export { MAX_RANK_LIMIT, BREADTH_EDGES } from './scan';
