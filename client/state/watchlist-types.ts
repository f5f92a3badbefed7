/**
 * The watchlist's shapes — its state and its verbs — apart from the store and its commands, which
 * both need them (watchlist-store.ts runs watchlist-commands.ts; neither imports the other back).
 */
import type { Observable } from 'rxjs';
import type { FavoriteGroupSelect, WatchlistGroup } from '../../contracts/entities';
import type { WatchlistItem } from '../../contracts/endpoints/watchlist';
import type { SecurityId } from '../../contracts/market';

/** The watchlist as the UI sees it. */
export interface WatchlistState {
  /** anonymous: no token; loading: the first load is in flight; ready; error: the last load failed. */
  status: 'anonymous' | 'loading' | 'ready' | 'error';
  /** The user's groups, 全部 first. */
  groups: WatchlistGroup[];
  /** Every followed item (the 全部 group) in its order. */
  all: WatchlistItem[];
  /** The selected group (spec §3 favoriteGroupSelect), resolved against {@link groups}. */
  selection: FavoriteGroupSelect | null;
  /** Items of the selected group in the group's order; null while they load. */
  items: WatchlistItem[] | null;
  /** The group {@link items} belong to. */
  itemsGroupId: number | null;
  /** Followed security ids, including optimistic adds and removes. */
  followed: SecurityId[];
  /** Commands in flight. */
  busy: number;
  /** Message of the last failed load or command, cleared by the next success. */
  lastError: string | null;
}

/** The commands of a watchlist store (verbs) and its state. */
export interface WatchlistStore {
  state$: Observable<WatchlistState>;
  /** Reloads without marking a change (e.g. a retry button). */
  reload(): void;
  selectGroup(group: WatchlistGroup): void;
  /** Follows a code (into 全部, and the given user groups). */
  add(code: SecurityId, groupIds?: number[]): void;
  /** Unfollows a code everywhere. */
  remove(code: SecurityId): void;
  /** Takes a code out of user groups only (it stays followed in 全部). */
  removeFromGroups(code: SecurityId, groupIds: number[]): void;
  createGroup(name: string): void;
  renameGroup(groupId: number, name: string): void;
  deleteGroup(groupId: number): void;
  /** User groups in the wanted order (全部 stays first). */
  reorderGroups(groupIds: number[]): void;
  /** Moves a user group to the front. */
  setGroupTop(groupId: number): void;
  /** A group's codes in the wanted order (drag to reorder). */
  reorderItems(groupId: number, codes: SecurityId[]): void;
  /** Moves one item to the top of its group. */
  setItemTop(groupId: number, code: SecurityId): void;
  /** Removes codes from a group (from 全部 = unfollow). */
  batchDelete(groupId: number, codes: SecurityId[]): void;
  /** Moves codes from one group to another (from 全部 = copy). */
  moveItems(codes: SecurityId[], fromGroupId: number, toGroupId: number): void;
  /** Sets an item's remark ('' clears it). */
  setRemark(itemId: number, remark: string): void;
}
