/**
 * Watchlist endpoints (spec §7 "Watchlist"): the 19 `v2/opt/*` calls and `v2/capital/delOptional`.
 * Every call needs a token. The spec shows only names (and a few parameter names); the shapes and
 * rules here are ours.
 *
 * Model:
 *  - Each user has one default group 全部 (`isDefault` 1, `types` 1), listed first, which cannot be
 *    deleted, renamed, sorted or moved into. It holds every followed security: following a code
 *    always puts it in 全部; removing it from 全部 unfollows it everywhere.
 *  - User groups hold subsets. Removing a code from a user group keeps it in 全部; deleting a user
 *    group keeps its codes in 全部.
 *  - A followed security is an item with its own id, remark, add date and add price, shared by all
 *    groups; its position (`sort`) is per group. New items go to the top of each group.
 *  - Codes are security ids `{code}.{SUFFIX}` (e.g. `600519.SH`); lists in queries are comma-separated.
 *  - Errors: 400 bad params, 404 unknown group / code / item (including another user's), 409 limit.
 */
import type { WatchlistGroup } from '../entities';
import type { CapitalOrIndex, SecurityId, Suffix } from '../market';
import { endpoint, type None } from './define';
import type {
  AddGroupQuery,
  AvgChgBody,
  BatchDeleteBody,
  CodeGroupsQuery,
  CodeQuery,
  GroupIdQuery,
  ListItemsPageBody,
  ListOptQuery,
  MoveQuery,
  RemarkBody,
  RenameGroupQuery,
  SortGroupsBody,
  SortItemsBody,
} from './schemas/watchlist';

export { ITEM_SORT_FIELDS, type ItemSortField, WATCHLIST_LIMITS } from './watchlist-limits';
export type {
  AddGroupQuery,
  AvgChgBody,
  BatchDeleteBody,
  CodeGroupsQuery,
  CodeQuery as OptCodeQuery,
  GroupIdQuery,
  ListItemsPageBody,
  ListOptQuery,
  MoveQuery,
  RemarkBody,
  RenameGroupQuery,
  SortGroupsBody,
  SortItemsBody,
} from './schemas/watchlist';

/** One followed security in a group, with live quote fields (null when the market has no quote). */
export interface WatchlistItem {
  /** Item id (stable while followed), used by `remark/{id}`. */
  id: number;
  /** Security id, e.g. `600519.SH`. */
  code: SecurityId;
  /** Short name; the code when the market does not know it. */
  name: string;
  suffix: Suffix;
  /** Kind, when the market reports it. */
  kind: CapitalOrIndex | null;
  /** The user's note, '' when none. */
  remark: string;
  /** When it was followed (or its add date last reset), epoch ms. */
  addDate: number;
  /** Price at {@link addDate}; null when no quote was available then. */
  addPrice: number | null;
  /** Position in this group, ascending. */
  sort: number;
  price: number | null;
  change: number | null;
  /** Percent, e.g. 1.23 = +1.23%. */
  pct: number | null;
  volume: number | null;
  amount: number | null;
  /** Turnover rate, percent. */
  turnover: number | null;
  /** Percent change since added: (price − addPrice) / addPrice × 100, 2 decimals. */
  sinceAddPct: number | null;
}

/** Result of `listOptionalV5Items`. */
export interface ItemsPage {
  /** Items in the group. */
  total: number;
  page: number;
  pageSize: number;
  items: WatchlistItem[];
}

/** One group's average change: mean `pct` over items with a quote, 2 decimals; null when none. */
export interface GroupAvgChg {
  groupId: number;
  avgPct: number | null;
  /** Items in the group. */
  count: number;
  /** Items up / down / unchanged (items without a quote count in none). */
  up: number;
  down: number;
  flat: number;
}

/** Result of `optGroupItemNum`. */
export interface GroupItemNum {
  /** Followed securities (= items in 全部). */
  total: number;
  /** Most items per group. */
  max: number;
  groups: Array<{ groupId: number; count: number }>;
}

/** Result of `addOpt` / `delOptional`: the groups holding the code afterwards (empty when unfollowed). */
export interface CodeGroups {
  code: SecurityId;
  groupIds: number[];
}

/** Result of `batchDelOpt`. */
export interface BatchDeleteResult {
  /** Memberships removed (codes not in the group are skipped). */
  removed: number;
}

/** Result of `moveOpt`. */
export interface MoveResult {
  /** Codes now in the target group that were not before. */
  moved: number;
}

/** Result of `remark/{id}`. */
export interface RemarkResult {
  id: number;
  code: SecurityId;
  remark: string;
}

/** Result of `reSetAddDate`: the new add date and price. */
export interface AddDateReset {
  code: SecurityId;
  addDate: number;
  addPrice: number | null;
}

/** Result of `queryBeginDate`: when it was added and the return since. */
export interface BeginDate {
  code: SecurityId;
  addDate: number;
  addPrice: number | null;
  price: number | null;
  sinceAddPct: number | null;
}

/** Result of `isOpt`. */
export interface IsOpt {
  code: SecurityId;
  isOpt: 0 | 1;
}

/** Watchlist endpoints, all signed-in only. */
export const watchlistEndpoints = {
  optGroupListV2: endpoint<None, never, WatchlistGroup[]>('GET', '/api/v2/opt/optGroupListV2', 'required'),
  listOptV4: endpoint<ListOptQuery, never, WatchlistItem[]>('GET', '/api/v2/opt/listOptV4', 'required'),
  sortOpt: endpoint<GroupIdQuery, SortItemsBody, WatchlistItem[]>('POST', '/api/v2/opt/sortOpt', 'required'),
  sortOptGroup: endpoint<None, SortGroupsBody, WatchlistGroup[]>('POST', '/api/v2/opt/sortOptGroup', 'required'),
  listOptionalV5Items: endpoint<None, ListItemsPageBody, ItemsPage>('POST', '/api/v2/opt/listOptionalV5Items', 'required'),
  avgChg: endpoint<None, AvgChgBody, GroupAvgChg[]>('POST', '/api/v2/opt/avgChg', 'required'),
  optGroupItemNum: endpoint<None, never, GroupItemNum>('GET', '/api/v2/opt/optGroupItemNum', 'required'),
  delOptGroup: endpoint<GroupIdQuery, never, null>('GET', '/api/v2/opt/delOptGroup', 'required'),
  addOptGroup: endpoint<AddGroupQuery, never, WatchlistGroup>('GET', '/api/v2/opt/addOptGroup', 'required'),
  renameOptGroup: endpoint<RenameGroupQuery, never, WatchlistGroup>('GET', '/api/v2/opt/renameOptGroup', 'required'),
  setTop: endpoint<GroupIdQuery, never, WatchlistGroup[]>('GET', '/api/v2/opt/setTop', 'required'),
  batchDelOpt: endpoint<None, BatchDeleteBody, BatchDeleteResult>('POST', '/api/v2/opt/batchDelOpt', 'required'),
  moveOpt: endpoint<MoveQuery, never, MoveResult>('GET', '/api/v2/opt/moveOpt', 'required'),
  addOpt: endpoint<CodeGroupsQuery, never, CodeGroups>('GET', '/api/v2/opt/addOpt', 'required'),
  delOptional: endpoint<CodeGroupsQuery, never, CodeGroups>('GET', '/api/v2/capital/delOptional', 'required'),
  remark: endpoint<None, RemarkBody, RemarkResult>('POST', '/api/v2/opt/remark/:id', 'required'),
  reSetAddDate: endpoint<CodeQuery, never, AddDateReset>('GET', '/api/v2/opt/reSetAddDate', 'required'),
  queryBeginDate: endpoint<CodeQuery, never, BeginDate>('GET', '/api/v2/opt/queryBeginDate', 'required'),
  isOpt: endpoint<CodeQuery, never, IsOpt>('GET', '/api/v2/opt/isOpt', 'required'),
  groupIds: endpoint<CodeQuery, never, number[]>('GET', '/api/v2/opt/groupIds', 'required'),
} as const;
