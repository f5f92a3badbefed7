/**
 * `GET /api/v3/data/getByconfig?name=<dataset>&<params>` and its JSON twin
 * `POST /api/v3/data/getByJson {name, params}`: both run the same dataset handlers.
 */
import type { FastifyInstance } from 'fastify';
import { marketDataEndpoints } from '../../../../contracts/endpoints/market-data';
import { badRequest } from '../../store/account-error';
import { Router } from '../accounts/router';
import { object } from '../accounts/schemas';
import { datasetHandlers, runDataset } from './datasets/index';
import type { MarketDeps } from './deps';
import type { RawParams } from './params';

/** Largest getByJson body. */
export const DATA_BODY_LIMIT = 16 * 1024;

const GET_BY_JSON_BODY = object({ name: { type: 'string', maxLength: 40 }, params: { type: 'object' } }, ['name']);

/** Registers getByconfig and getByJson. */
export async function dataRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const handlers = datasetHandlers(deps);

  router.add(marketDataEndpoints.getByconfig, {}, ({ query }) => {
    const { name, ...params } = query as RawParams;
    if (name === undefined || name === '') throw badRequest('缺少参数 name');
    return runDataset(handlers, name, params);
  });

  router.add(
    marketDataEndpoints.getByJson,
    { body: GET_BY_JSON_BODY },
    ({ body }) => {
      const { name, params } = body as { name: string; params?: RawParams };
      return runDataset(handlers, name, params ?? {});
    },
    { bodyLimit: DATA_BODY_LIMIT },
  );
}
