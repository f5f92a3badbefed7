/** Pure indicator functions (通达信 conventions), all returning series aligned with their input. */
export { ma } from './ma';
export { ema } from './ema';
export { tdxSma } from './sma';
export { highest, lowest, rollingStd, type Deviation } from './rolling';
export { macd, MACD_DEFAULTS, type MacdParams, type MacdResult } from './macd';
export { kdj, KDJ_DEFAULTS, FLAT_RSV, type KdjParams, type KdjResult } from './kdj';
export { rsi, RSI_DEFAULTS } from './rsi';
export { boll, BOLL_DEFAULTS, type BollParams, type BollResult } from './boll';
export type { Series } from './series';
