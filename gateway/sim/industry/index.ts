/**
 * Public face of industry/ (industries, chains and board flows): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { FALLBACK_SEED, industryOf } from './wiring';
