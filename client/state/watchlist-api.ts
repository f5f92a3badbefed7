/**
 * The watchlist calls the watchlist store needs, as functions returning Observables (DESIGN.md:
 * "I/O passed in as functions that return Observables"). The app binds them to the request layer
 * (watchlist.ts); tests pass fakes.
 */
import type { Observable } from 'rxjs';
import type { WatchlistGroup } from '../../contracts/entities';
import type { SecurityId } from '../../contracts/market';
import type { BatchDeleteResult, CodeGroups, MoveResult, RemarkResult, WatchlistItem } from '../../contracts/endpoints/watchlist';

/** The watchlist calls of spec §7 the client uses. Every call needs a signed-in user. */
export interface WatchlistApi {
  /** `optGroupListV2`: the user's groups, 全部 first. */
  groups(): Observable<WatchlistGroup[]>;
  /** `listOptV4`: one group's items in the group's order. */
  items(groupId: number): Observable<WatchlistItem[]>;
  /** `addOptGroup`. */
  addGroup(name: string): Observable<WatchlistGroup>;
  /** `renameOptGroup`. */
  renameGroup(groupId: number, name: string): Observable<WatchlistGroup>;
  /** `delOptGroup` (its items stay in 全部). */
  deleteGroup(groupId: number): Observable<unknown>;
  /** `sortOptGroup`: user groups in the wanted order. */
  sortGroups(groupIds: number[]): Observable<WatchlistGroup[]>;
  /** `setTop`: moves a user group to the front. */
  setGroupTop(groupId: number): Observable<WatchlistGroup[]>;
  /** `sortOpt`: a group's codes in the wanted order (codes not listed keep their order after them). */
  sortItems(groupId: number, codes: SecurityId[]): Observable<WatchlistItem[]>;
  /** `addOpt`: follow a code (always into 全部, plus the given groups). */
  add(code: SecurityId, groupIds?: number[]): Observable<CodeGroups>;
  /** `delOptional`: remove a code from the given groups (none or 全部 = unfollow). */
  remove(code: SecurityId, groupIds?: number[]): Observable<CodeGroups>;
  /** `batchDelOpt`: remove codes from one group (from 全部 = unfollow). */
  batchDelete(groupId: number, codes: SecurityId[]): Observable<BatchDeleteResult>;
  /** `moveOpt`: move codes between groups (from 全部 = copy). */
  move(codes: SecurityId[], fromGroupId: number, toGroupId: number): Observable<MoveResult>;
  /** `remark/{id}`: set an item's remark ('' clears it). */
  remark(itemId: number, remark: string): Observable<RemarkResult>;
}
