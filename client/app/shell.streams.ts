/**
 * The shell's routing state as a pure stream: navigation events and the token in, the current
 * route, the page cache and any redirect out (spec §2: unknown paths → `/`; `/login` with a token
 * → `/`). No React, no DOM.
 */
import { combineLatest, distinctUntilChanged, map, scan, type Observable } from 'rxjs';
import { DEFAULT_PATH, LOGIN_PATH, matchRoute, type RouteDef } from '../../contracts/routes';
import type { NavigationEvent } from '../core/navigation';
import { EMPTY_PAGE_CACHE, navigatePageCache, type PageCacheState } from './page-cache';

/** The shell's state. */
export interface ShellState {
  /** Route of the current location (null while redirecting). */
  route: RouteDef | null;
  cache: PageCacheState;
  /** Where to redirect (history replace), or null. */
  redirect: string | null;
}

/** Spec §2 redirects for a pathname. */
export function redirectFor(pathname: string, hasToken: boolean): string | null {
  const route = matchRoute(pathname);
  if (!route) return DEFAULT_PATH;
  if (route.path === LOGIN_PATH && hasToken) return DEFAULT_PATH;
  return null;
}

/** Shell state from navigation and token streams. */
export function shellState$(navigation$: Observable<NavigationEvent>, token$: Observable<string | null>): Observable<ShellState> {
  return combineLatest([
    navigation$,
    token$.pipe(
      map((t) => t !== null),
      distinctUntilChanged(),
    ),
  ]).pipe(
    scan(
      (state: ShellState, [nav, hasToken]): ShellState => {
        const redirect = redirectFor(nav.pathname, hasToken);
        if (redirect !== null) return { ...state, route: null, redirect };
        const route = matchRoute(nav.pathname)!;
        return { route, redirect: null, cache: navigatePageCache(state.cache, { route, pathname: nav.pathname, search: nav.search }, nav.direction) };
      },
      { route: null, cache: EMPTY_PAGE_CACHE, redirect: null },
    ),
  );
}
