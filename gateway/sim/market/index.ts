/**
 * Public face of market/ (the market model and its read layer): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { dayBar, dayTable, isHoliday, isSuspended } from './history/daily-bars';
export { HOLIDAY, LIMITED, LISTING, SUSPENDED } from './history/day-table';
export type { DayColumns, DayTable } from './history/day-table';
export { createClock, fixedClock, parseClockSetting } from './live/clock';
export type { FixedClock, SimClock } from './live/clock';
export { MarketError, anchorIndexOf, createPriceMarket } from './price-market';
export type { PriceMarket, PriceMarketOptions } from './price-market';
export type { CorporateAction } from './model/corporate-actions';
export { INDUSTRY_HABITS, badYear, habitOf, knownEarner, lossFromOf } from './model/earnings-habits';
export type { IndustryHabit, KnownEarner } from './model/earnings-habits';
export { LOCKUP_KINDS } from './model/lockups';
export type { AnchorState, PriceModel } from './model/price-model';
export type { Profile } from './model/profile';
export { limitsOf } from './model/rules';
export { ShareCapital, floatSharesAt, scaleShares, sharesIssuedOf, totalSharesAt } from './model/share-count';
export type { ShareIssue } from './model/share-count';
export { unlockDaysOf } from './model/unlock-days';
export type { CountedLockup, UnlockDay } from './model/unlock-days';
export { breadthOf, marketBreadth } from './read/breadth';
export { engineView } from './read/engine-view';
export type { KlineRequest, MarketSources, MarketView } from './read/market-view';
export { shownName } from './read/names';
export { ofKind, rowsOf } from './read/rows';
export type { LiveRow } from './read/rows';
export { sectorList } from './read/sectors';
export { atLimitDown, atLimitUp, roundPrice, roundTo, toQuote } from './read/wire';
export type { KlineBar, Snapshot } from './types';
export { loadUniverse, referencePrice, withListings } from './universe/index';
export type { Universe, UniverseEntry } from './universe/index';
export { pinyinInitials } from './universe/pinyin';
export { SW_LEVEL1 } from './universe/sw-industries';
export { addSplit, netOf, splitFlow, zeroSplit } from './model/money-flow';
export type { FlowParts } from './model/money-flow';
