/**
 * The page modules behind the route table (contracts/routes.ts), loaded on demand: each page module
 * default-exports its page component, and esbuild splits each into its own chunk. React-free, so
 * boot can start the current page's load from the entry chunk before React itself has arrived.
 */
import type { ComponentType } from 'react';
import { matchRoute, type PageName } from '../../contracts/routes';

/** What a page module exports. */
export interface PageModule {
  default: ComponentType;
}

/** Each page module's loader (one import per module: the same promise for every caller). */
const LOADERS: Readonly<Record<PageName, () => Promise<PageModule>>> = {
  home: () => import('../pages/home/home-page'),
  favorite: () => import('../pages/favorite/favorite-page'),
  login: () => import('../pages/login/login-page'),
  pay: () => import('../pages/pay/pay-page'),
  stock: () => import('../pages/stock/stock-page'),
  'full-screen-kline': () => import('../pages/full-screen-kline/full-screen-kline-page'),
  'index-list': () => import('../pages/index-list/index-list-page'),
  'rank-list': () => import('../pages/rank-list/rank-list-page'),
  'stock-picker': () => import('../pages/stock-picker/stock-picker-page'),
  'new-stock-picker': () => import('../pages/new-stock-picker/new-stock-picker-page'),
  'my-stock-picker': () => import('../pages/my-stock-picker/my-stock-picker-page'),
  article: () => import('../pages/article/article-page'),
  'pep-chat': () => import('../pages/pep-chat/pep-chat-page'),
  'pepb-band': () => import('../pages/pepb-band/pepb-band-page'),
  'growth-ability': () => import('../pages/growth-ability/growth-ability-page'),
  'financial-statement': () => import('../pages/financial-statement/financial-statement-page'),
  'industry-compare': () => import('../pages/industry-compare/industry-compare-page'),
  'stock-compare': () => import('../pages/stock-compare/stock-compare-page'),
  'line-table': () => import('../pages/line-table/line-table-page'),
  shareholders: () => import('../pages/shareholders/shareholders-page'),
  'holder-num': () => import('../pages/holder-num/holder-num-page'),
  'institutional-positions': () => import('../pages/institutional-positions/institutional-positions-page'),
  'seven-eleven': () => import('../pages/seven-eleven/seven-eleven-page'),
  'live-stream': () => import('../pages/live-stream/live-stream-page'),
  'co-announcement': () => import('../pages/co-announcement/co-announcement-page'),
  'important-events': () => import('../pages/important-events/important-events-page'),
  'research-report': () => import('../pages/research-report/research-report-page'),
  'institutional-research': () => import('../pages/institutional-research/institutional-research-page'),
  'data-center': () => import('../pages/data-center/data-center-page'),
  'new-stock': () => import('../pages/new-stock/new-stock-page'),
  'search-industry': () => import('../pages/search-industry/search-industry-page'),
  'industry-analysis': () => import('../pages/industry-analysis/industry-analysis-page'),
  'my-alerts': () => import('../pages/my-alerts/my-alerts-page'),
};

/** Every page that has a module. */
export const PAGE_NAMES = Object.keys(LOADERS) as PageName[];

const started = new Map<PageName, Promise<PageModule>>();

/** Loads a page module once; later calls (the lazy component's included) share the first load. */
export function loadPage(page: PageName): Promise<PageModule> {
  let p = started.get(page);
  if (!p) {
    p = LOADERS[page]();
    started.set(page, p);
    // A failed load is not kept, so the next visit of the page tries again.
    p.catch(() => started.delete(page));
  }
  return p;
}

/**
 * Starts loading the page of `pathname` now (boot calls it before the startup calls), so its code
 * is evaluated while startup waits on the network instead of after the first render.
 */
export function preloadPageOf(pathname: string): void {
  const route = matchRoute(pathname);
  if (route) loadPage(route.page).catch(() => undefined);
}
