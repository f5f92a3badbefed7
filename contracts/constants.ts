/**
 * Business constants of spec §9 that are not specific to one module.
 */

/** Brand (spec: {brand}). */
export const BRAND = '知股';
/** Trading-hours window, local time (spec §9). */
export const TRADING_WINDOW = { start: '09:00', end: '16:30' } as const;
/** Throttle default (spec §9). */
export const THROTTLE_MS = 500;
/** Search debounce (spec §9). */
export const SEARCH_DEBOUNCE_MS = 100;
/** Search blur close delay (spec §9). */
export const SEARCH_BLUR_CLOSE_MS = 200;
/** Search max results (spec §5, §9). */
export const SEARCH_MAX_RESULTS = 50;
/** Search history length (spec §5, §9). */
export const SEARCH_HISTORY_SIZE = 5;
/** Hot stocks size (spec §9). */
export const HOT_STOCKS_SIZE = 5;
/** Page transition timeout with an animation class (spec §9). */
export const PAGE_TRANSITION_MS = 1000;
/** Width at or below which the home watchlist collapses (spec §2, §9). */
export const WATCHLIST_COLLAPSE_WIDTH = 1366;
/** Base font size for rem conversion (spec §9). */
export const BASE_FONT_PX = 14;
/** Delay after which a still-missing API-lock token reloads the page (spec §1). */
export const API_LOCK_RELOAD_MS = 200;
/** Notice banner speed (spec §4). */
export const NOTICE_PX_PER_FRAME = 1.2;
/** Message for unsupported search types (spec §5, §8). */
export const UNSUPPORTED_TYPE_MESSAGE = '正在努力建设中，敬请期待！';
/** Message when the browser goes offline (spec §4, §8). */
export const OFFLINE_MESSAGE = '网络已断开';
/** Tooltip of the disabled settings entry (spec §2). */
export const COMING_SOON = '敬请期待';
/** The header every simulated response carries. */
export const SIM_HEADER = 'x-sim';
/** The badge shown in the UI when the data is simulated. */
export const SIM_BADGE = '模拟行情';
