/**
 * The app-wide watchlist (spec §2, §3, §7): the store of watchlist-store.ts bound to the request
 * layer, the session token and the persisted `favoriteGroupSelect` / `favoriteChange` keys.
 *
 * Used by the watchlist page (/favorite), the home page's watchlist panel and the top-bar search
 * (加自选 / 已添加 through {@link followed$}, {@link addToWatchlist}, {@link removeFromWatchlist}).
 * Nothing is fetched until something subscribes; after that the state is kept for the whole visit.
 */
import { distinctUntilChanged, map, shareReplay, take, type Observable } from 'rxjs';
import { watchlistEndpoints as W } from '../../contracts/endpoints/watchlist';
import type { CapitalOrIndex, SecurityId } from '../../contracts/market';
import { persisted } from '../core/persisted';
import { goToLogin } from '../core/go-to-login';
import { success } from '../core/notifications';
import { request } from '../services/http';
import { currentToken, token$ } from './session';
import type { WatchlistApi } from './watchlist-api';
import { openUserGroupId } from './watchlist-selection';
import { createWatchlistStore, type WatchlistState } from './watchlist-store';

const list = (codes: readonly (string | number)[]) => codes.join(',');

/** The watchlist calls bound to the request layer. */
export const watchlistApi: WatchlistApi = {
  groups: () => request(W.optGroupListV2),
  items: (groupId) => request(W.listOptV4, { query: { groupId } }),
  addGroup: (name) => request(W.addOptGroup, { query: { name } }),
  renameGroup: (groupId, name) => request(W.renameOptGroup, { query: { groupId, name } }),
  deleteGroup: (groupId) => request(W.delOptGroup, { query: { groupId } }),
  sortGroups: (groupIds) => request(W.sortOptGroup, { body: { groupIds } }),
  setGroupTop: (groupId) => request(W.setTop, { query: { groupId } }),
  sortItems: (groupId, codes) => request(W.sortOpt, { query: { groupId }, body: { codes } }),
  add: (code, groupIds) => request(W.addOpt, { query: groupIds?.length ? { code, groupIds: list(groupIds) } : { code } }),
  remove: (code, groupIds) => request(W.delOptional, { query: groupIds?.length ? { code, groupIds: list(groupIds) } : { code } }),
  batchDelete: (groupId, codes) => request(W.batchDelOpt, { body: { groupId, codes } }),
  move: (codes, fromGroupId, toGroupId) => request(W.moveOpt, { query: { codes: list(codes), fromGroupId, toGroupId } }),
  remark: (itemId, remark) => request(W.remark, { params: { id: itemId }, body: { remark } }),
};

/** Refreshes `favoriteChange` (spec §3); strictly increasing so two changes in one ms both count. */
export function markWatchlistChanged(): void {
  persisted.set('favoriteChange', Math.max(Date.now(), persisted.get('favoriteChange') + 1));
}

const store = createWatchlistStore(
  {
    api: watchlistApi,
    token$,
    storedSelection$: persisted.watch('favoriteGroupSelect'),
    saveSelection: (selection) => persisted.set('favoriteGroupSelect', selection),
    changed$: persisted.watch('favoriteChange'),
    markChanged: markWatchlistChanged,
  },
  { keepAlive: true },
);

/** The watchlist state (groups, selection, items, followed ids). */
export const watchlist$: Observable<WatchlistState> = store.state$;

/** Followed security ids (spec §2: a search result shows 已添加 when its id is in it). Empty when signed out. */
export const followed$: Observable<ReadonlySet<SecurityId>> = watchlist$.pipe(
  map((s) => s.followed),
  distinctUntilChanged(),
  map((ids) => new Set(ids) as ReadonlySet<SecurityId>),
  shareReplay({ bufferSize: 1, refCount: true }),
);

/** True once the signed-in user's watchlist has loaded, i.e. {@link followed$} is the full list. */
export const watchlistLoaded$: Observable<boolean> = watchlist$.pipe(
  map((s) => s.status === 'ready'),
  distinctUntilChanged(),
  shareReplay({ bufferSize: 1, refCount: true }),
);

/** Spec §2: add and remove are hidden for fof funds. */
export function canFollow(kind: CapitalOrIndex | null | undefined): boolean {
  return kind !== 'fund_fof';
}

/** Anonymous users are sent to login, remembering where they were (spec §6); true when signed in. */
function requireLogin(): boolean {
  if (currentToken() !== null) return true;
  goToLogin();
  return false;
}

/** The watchlist state now (the store is kept alive once anything showed it; INITIAL before that). */
function latestWatchlist(): WatchlistState | null {
  let latest: WatchlistState | null = null;
  watchlist$.pipe(take(1)).subscribe((s) => (latest = s));
  return latest;
}

/** The open user group (selected on /favorite or the home panel), or null when 全部 is open. */
export const openGroupId$: Observable<number | null> = watchlist$.pipe(
  map((s) => openUserGroupId(s.selection, s.groups)),
  distinctUntilChanged(),
  shareReplay({ bufferSize: 1, refCount: true }),
);

/**
 * Follows a security (加自选): into the given user groups, or else into the open group (issue 27:
 * from search, the stock page and tables the add goes where the user is looking), and always into
 * 全部. Anonymous users go to login.
 */
export function addToWatchlist(id: SecurityId, groupIds?: number[]): void {
  if (!requireLogin()) return;
  const s = latestWatchlist();
  const open = s ? openUserGroupId(s.selection, s.groups) : null;
  const into = groupIds ?? (open === null ? [] : [open]);
  store.add(id, into);
  // Say where it went when that is more than 全部 (the button itself only turns 已添加).
  const names = into.map((g) => s?.groups.find((x) => x.id === g)?.name).filter((n): n is string => !!n);
  if (names.length > 0) success(`已加入自选分组「${names.join('、')}」`);
}

/** The user groups a followed security is in (`groupIds`; 全部 included), for the group picker. */
export function groupIdsOf(id: SecurityId): Observable<number[]> {
  return request(W.groupIds, { query: { code: id } });
}

/** Unfollows a security everywhere. */
export function removeFromWatchlist(id: SecurityId): void {
  if (requireLogin()) store.remove(id);
}

/** The store's other commands, for the watchlist page and panel. */
export const {
  reload: reloadWatchlist,
  selectGroup,
  createGroup,
  renameGroup,
  deleteGroup,
  reorderGroups,
  setGroupTop,
  reorderItems,
  setItemTop,
  batchDelete,
  moveItems,
  setRemark,
  removeFromGroups,
} = store;
