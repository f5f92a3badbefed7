/**
 * Public face of datacentre/: what other domains may use. The screener's event fields read the
 * data centre's one set of limit rules, so 涨停连板 and the screener agree on every stock.
 */
export { isBroken, isLimitDown, isLimitUp, isOneWord, limitStreak, PRESENT } from './limit-state';
export type { LimitRows } from './limit-state';
