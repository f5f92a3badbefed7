/**
 * Public face of accounts/ (accounts: users, sessions, watchlists and their stores): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { isFollowing } from './follow';
export { AnalyticsEvents } from './store/analytics';
export type { AnalyticsRetention } from './store/analytics';
export { DetailCatalogs, defaultCatalog } from './store/catalog';
export { HOLDINGS_SCHEMA } from './store/holdings';
export { LoginCodes } from './store/login-codes';
export { Sessions } from './store/sessions';
export { TABLE_COLUMNS_SCHEMA } from './store/table-columns';
export { SignIns } from './store/sign-in';
export { Unlocks } from './store/unlocks';
export { Users } from './store/users';
export { WatchGroups } from './store/watch-groups';
export { WatchItems } from './store/watch-items';
export { WxTickets } from './store/wx-tickets';
