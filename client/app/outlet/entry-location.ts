/**
 * A location store per mounted page, so a hidden cached page keeps seeing its own path and query
 * (wouter's useLocation/useSearch inside it) while another page is active. The outlet updates the
 * store of the active page; navigation goes through the app's navigateTo.
 */
import { useSyncExternalStore } from 'react';
import { navigateTo } from '../../core/navigation';

/** A page's own location. */
export interface EntryLocation {
  set(pathname: string, search: string): void;
  /** wouter `hook` for `<Router hook>`. */
  hook: () => [string, (to: string, options?: { replace?: boolean }) => void];
  /** wouter `searchHook` for `<Router searchHook>`. */
  searchHook: () => string;
}

const navigate = (to: string, options?: { replace?: boolean }) => navigateTo(to, options);

/** Creates a page's location store. */
export function createEntryLocation(pathname: string, search: string): EntryLocation {
  let current = { pathname, search };
  const listeners = new Set<() => void>();
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  };
  const getPath = () => current.pathname;
  const getSearch = () => current.search;
  return {
    set(p, s) {
      if (p === current.pathname && s === current.search) return;
      current = { pathname: p, search: s };
      listeners.forEach((fn) => {
        fn();
      });
    },
    hook: () => [useSyncExternalStore(subscribe, getPath), navigate],
    searchHook: () => useSyncExternalStore(subscribe, getSearch),
  };
}
