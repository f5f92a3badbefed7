/**
 * The lazily loaded page modules behind the route table (contracts/routes.ts). Each page module
 * default-exports its page component; esbuild splits each into its own chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../../contracts/routes';

/** Page component by page name. */
export const PAGES: Readonly<Record<PageName, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../pages/home/home-page')),
  favorite: lazy(() => import('../pages/favorite/favorite-page')),
  login: lazy(() => import('../pages/login/login-page')),
  pay: lazy(() => import('../pages/pay/pay-page')),
  stock: lazy(() => import('../pages/stock/stock-page')),
  'full-screen-kline': lazy(() => import('../pages/full-screen-kline/full-screen-kline-page')),
  'index-list': lazy(() => import('../pages/index-list/index-list-page')),
  'rank-list': lazy(() => import('../pages/rank-list/rank-list-page')),
  article: lazy(() => import('../pages/article/article-page')),
  'under-construction': lazy(() => import('../pages/under-construction/under-construction-page')),
};
