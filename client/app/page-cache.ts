/**
 * The forward-mode page cache (spec §2, §4, §9), as a pure transition over route definitions:
 *
 * - leaving a cached page on a forward (or replace) navigation keeps it mounted but inactive;
 * - leaving it by going back drops it (forward mode: a page is kept only while it is "behind" you);
 * - a forward navigation to a path in a kept page's clear list drops that page;
 * - leaving a route drops the pages in its `clearsOnLeave` (leaving /stock clears / and /favorite);
 * - returning to a kept page re-activates the same instance (state and scroll intact).
 */
import type { NavDirection } from '../core/navigation';
import type { RouteDef } from '../../contracts/routes';

/** One mounted page instance. */
export interface PageEntry {
  /** Unique per instance: a dropped page that is visited again gets a new key (fresh mount). */
  key: string;
  route: RouteDef;
  pathname: string;
  search: string;
}

/** The active page and the inactive kept ones. */
export interface PageCacheState {
  active: PageEntry | null;
  kept: PageEntry[];
  /** Counter for instance keys. */
  serial: number;
}

/** The empty cache. */
export const EMPTY_PAGE_CACHE: PageCacheState = { active: null, kept: [], serial: 0 };

/** Where a navigation goes. */
export interface PageTarget {
  route: RouteDef;
  pathname: string;
  search: string;
}

/** The cache after navigating to `to` in `direction`. */
export function navigatePageCache(state: PageCacheState, to: PageTarget, direction: NavDirection): PageCacheState {
  const from = state.active;
  if (from && from.route === to.route) {
    return { ...state, active: { ...from, pathname: to.pathname, search: to.search } };
  }
  let kept = state.kept;
  if (from?.route.cached && direction !== 'back') kept = [...kept, from];
  if (from && from.route.clearsOnLeave.length > 0) kept = kept.filter((e) => !from.route.clearsOnLeave.includes(e.route.path));
  if (direction !== 'back') kept = kept.filter((e) => !e.route.clearList.includes(to.route.path));
  const existing = kept.find((e) => e.route === to.route);
  if (existing) {
    return { ...state, active: { ...existing, pathname: to.pathname, search: to.search }, kept: kept.filter((e) => e !== existing) };
  }
  const serial = state.serial + 1;
  return { serial, kept, active: { key: `${to.route.path}#${serial}`, route: to.route, pathname: to.pathname, search: to.search } };
}
