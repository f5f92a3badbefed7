/**
 * Public face of warmup/ (the sim's warm-up order and the boot cache): what the wiring, the http
 * kit and the routes may use. Everything else in the folder is internal (check:imports, rules
 * sim-domain-through-face, sim-routes-through-face, sim-wiring-through-face).
 */
export { BootCache, bootKey, emptyBootMemo, memoSize, modelHash } from './boot-cache';
export type { BootMemo } from './boot-cache';
export { addMarketWarmUp } from './market-warm-up';
export { WARM_RANK, WarmUp } from './warm-up';
