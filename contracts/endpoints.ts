/**
 * The typed table of every call of spec §7. Each domain keeps its shapes in contracts/endpoints/<domain>.ts;
 * this file merges them so client, edge and sim look calls up in one place.
 */
import { searchEndpoints } from './endpoints/search';
import { detailsEndpoints } from './endpoints/details';
import { noticeEndpoints } from './endpoints/notice';
import { loginEndpoints } from './endpoints/login';
import { userEndpoints } from './endpoints/user';
import { watchlistEndpoints } from './endpoints/watchlist';
import { analyticsEndpoints } from './endpoints/analytics';
import { marketDataEndpoints } from './endpoints/market-data';
import { fundamentalsEndpoints } from './endpoints/fundamentals';
import { newsEndpoints } from './endpoints/news';
import { orderFlowEndpoints } from './endpoints/order-flow';
import { drawingsEndpoints } from './endpoints/drawings';

export * from './endpoints/define';
export * from './endpoints/search';
export * from './endpoints/details';
export * from './endpoints/notice';
export * from './endpoints/login';
export * from './endpoints/user';
export * from './endpoints/watchlist';
export * from './endpoints/analytics';
export * from './endpoints/market-data';
export * from './endpoints/fundamentals';
export * from './endpoints/news';
export * from './endpoints/order-flow';
export * from './endpoints/drawings';

/** Every endpoint by name. */
export const ENDPOINTS = {
  ...searchEndpoints,
  ...detailsEndpoints,
  ...noticeEndpoints,
  ...loginEndpoints,
  ...userEndpoints,
  ...watchlistEndpoints,
  ...analyticsEndpoints,
  ...marketDataEndpoints,
  ...fundamentalsEndpoints,
  ...newsEndpoints,
  ...orderFlowEndpoints,
  ...drawingsEndpoints,
} as const;

/** Name of an endpoint. */
export type EndpointName = keyof typeof ENDPOINTS;
