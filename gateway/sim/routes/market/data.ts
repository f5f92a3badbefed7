/**
 * `GET /api/v3/data/getByconfig?name=<dataset>&<params>` and its JSON twin
 * `POST /api/v3/data/getByJson {name, params}`: both run the same dataset handlers.
 */
import type { FastifyInstance } from 'fastify';
import { marketDataEndpoints } from '../../../../contracts/endpoints/market-data';
import { awaitBuild } from '../../http/bounded-build';
import { badRequest } from '../../http/errors';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/market';
import { datasetHandlers, runDataset } from './datasets/index';
import { prepareKlineDataset } from './datasets/kline';
import type { MarketDeps } from './deps';

/** What a K-line's 数据准备中 says is being prepared. */
const KLINE_STAGE = 'K线数据';

/** Largest getByJson body. */
export const DATA_BODY_LIMIT = 16 * 1024;

/** Registers getByconfig and getByJson. */
export async function dataRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const handlers = datasetHandlers(deps);

  // A K-line of an index first builds its history in slices that yield (datasets/kline.ts), and
  // answers 数据准备中 rather than wait past the bound (http/bounded-build.ts).
  router.add(marketDataEndpoints.getByconfig, { querystring: S.GetByConfigQuery }, async ({ query }) => {
    const { name, ...params } = query;
    if (name === undefined || name === '') throw badRequest('缺少参数 name');
    if (name === 'kline') await awaitBuild(prepareKlineDataset(deps, params), KLINE_STAGE);
    return runDataset(handlers, name, params);
  });

  router.add(
    marketDataEndpoints.getByJson,
    { body: S.GetByJsonBody },
    async ({ body }) => {
      if (body.name === 'kline') await awaitBuild(prepareKlineDataset(deps, { ...body.params }), KLINE_STAGE);
      return runDataset(handlers, body.name, { ...body.params });
    },
    { bodyLimit: DATA_BODY_LIMIT },
  );
}
