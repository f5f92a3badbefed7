/**
 * `GET /api/v3/data/getByconfig?name=<dataset>&<params>` and its JSON twin
 * `POST /api/v3/data/getByJson {name, params}`: both run the same dataset handlers.
 */
import type { FastifyInstance } from 'fastify';
import { marketDataEndpoints } from '../../../../contracts/endpoints/market-data';
import { badRequest } from '../../http/errors';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/market';
import { datasetHandlers, runDataset } from './datasets/index';
import type { MarketDeps } from './deps';

/** Largest getByJson body. */
export const DATA_BODY_LIMIT = 16 * 1024;

/** Registers getByconfig and getByJson. */
export async function dataRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const handlers = datasetHandlers(deps);

  router.add(marketDataEndpoints.getByconfig, { querystring: S.GetByConfigQuery }, ({ query }) => {
    const { name, ...params } = query;
    if (name === undefined || name === '') throw badRequest('缺少参数 name');
    return runDataset(handlers, name, params);
  });

  router.add(
    marketDataEndpoints.getByJson,
    { body: S.GetByJsonBody },
    ({ body }) => {
      return runDataset(handlers, body.name, { ...body.params });
    },
    { bodyLimit: DATA_BODY_LIMIT },
  );
}
