/**
 * The typed table of every call of spec §7. Each domain keeps its shapes in contracts/endpoints/<domain>.ts;
 * this file merges them so client, edge and sim look calls up in one place.
 */
import { searchEndpoints } from './endpoints/search';
import { detailsEndpoints } from './endpoints/details';
import { noticeEndpoints } from './endpoints/notice';

export * from './endpoints/define';
export * from './endpoints/search';
export * from './endpoints/details';
export * from './endpoints/notice';

/** Every endpoint by name. */
export const ENDPOINTS = {
  ...searchEndpoints,
  ...detailsEndpoints,
  ...noticeEndpoints,
} as const;

/** Name of an endpoint. */
export type EndpointName = keyof typeof ENDPOINTS;
