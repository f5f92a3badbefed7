/**
 * Public face of accounts/ (accounts: users, sessions, watchlists and their stores): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { isFollowing } from './follow';
export { AnalyticsEventRepository } from './analytics-event-repository';
export type { AnalyticsRetention } from './analytics-event-repository';
export { DetailCatalogRepository, defaultCatalog } from './detail-catalog-repository';
export { HOLDINGS_SCHEMA } from './holding-repository';
export { LoginCodeRepository } from './login-code-repository';
export { SessionRepository } from './session-repository';
export { TABLE_COLUMNS_SCHEMA } from './table-column-choice-repository';
export { SignIns } from './sign-in';
export { UnlockRepository } from './unlock-repository';
export { UserRepository } from './user-repository';
export { WatchGroupRepository } from './watch-group-repository';
export { WatchItemRepository } from './watch-item-repository';
export { WxTicketRepository } from './wx-ticket-repository';
