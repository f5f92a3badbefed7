/** Limits and sort fields of the watchlist (contracts/endpoints/watchlist.ts), apart so the schemas can use them. */

/** Limits of one user's watchlist. */
export const WATCHLIST_LIMITS = {
  /** User groups (not counting 全部). */
  maxGroups: 50,
  /** Items per group; 全部 holds every item, so this also caps the whole watchlist. */
  maxItemsPerGroup: 500,
  /** Group name length, characters, after trimming. */
  maxGroupNameLength: 20,
  /** Remark length, characters. */
  maxRemarkLength: 100,
  /** Codes in one call (batch delete, move, sort). */
  maxCodesPerCall: 500,
} as const;

/** Fields `listOptionalV5Items` can sort by. `sort` = the group's own order. */
export const ITEM_SORT_FIELDS = ['sort', 'price', 'change', 'pct', 'volume', 'amount', 'turnover', 'sinceAddPct', 'addDate'] as const;
/** One of {@link ITEM_SORT_FIELDS}. */
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number];
