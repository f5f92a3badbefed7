/**
 * Public face of alerts/ (价格预警): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { PriceAlerts } from './price-alerts';
export type { AlertEventListener, PriceAlertsOptions, ScreenSource } from './price-alerts';
export { ALERTS_SCHEMA } from './schema';
