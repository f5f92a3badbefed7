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
  'stock-picker': lazy(() => import('../pages/stock-picker/stock-picker-page')),
  'new-stock-picker': lazy(() => import('../pages/new-stock-picker/new-stock-picker-page')),
  'my-stock-picker': lazy(() => import('../pages/my-stock-picker/my-stock-picker-page')),
  article: lazy(() => import('../pages/article/article-page')),
  'pep-chat': lazy(() => import('../pages/pep-chat/pep-chat-page')),
  'pepb-band': lazy(() => import('../pages/pepb-band/pepb-band-page')),
  'growth-ability': lazy(() => import('../pages/growth-ability/growth-ability-page')),
  'financial-statement': lazy(() => import('../pages/financial-statement/financial-statement-page')),
  'industry-compare': lazy(() => import('../pages/industry-compare/industry-compare-page')),
  'stock-compare': lazy(() => import('../pages/stock-compare/stock-compare-page')),
  'line-table': lazy(() => import('../pages/line-table/line-table-page')),
  shareholders: lazy(() => import('../pages/shareholders/shareholders-page')),
  'holder-num': lazy(() => import('../pages/holder-num/holder-num-page')),
  'institutional-positions': lazy(() => import('../pages/institutional-positions/institutional-positions-page')),
  'seven-eleven': lazy(() => import('../pages/seven-eleven/seven-eleven-page')),
  'live-stream': lazy(() => import('../pages/live-stream/live-stream-page')),
  'co-announcement': lazy(() => import('../pages/co-announcement/co-announcement-page')),
  'important-events': lazy(() => import('../pages/important-events/important-events-page')),
  'research-report': lazy(() => import('../pages/research-report/research-report-page')),
  'institutional-research': lazy(() => import('../pages/institutional-research/institutional-research-page')),
  'data-center': lazy(() => import('../pages/data-center/data-center-page')),
  'new-stock': lazy(() => import('../pages/new-stock/new-stock-page')),
  'search-industry': lazy(() => import('../pages/search-industry/search-industry-page')),
  'industry-analysis': lazy(() => import('../pages/industry-analysis/industry-analysis-page')),
  'my-alerts': lazy(() => import('../pages/my-alerts/my-alerts-page')),
};
