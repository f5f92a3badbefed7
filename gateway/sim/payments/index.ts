/**
 * Public face of payments/ (payments and entitlements): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { createEntitlements } from './entitlements';
export type { Entitlements } from './entitlements';
export { memberOnly } from './errors';
export { PAYMENTS_MIGRATION } from './schema';
