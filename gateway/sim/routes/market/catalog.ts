/**
 * The stock page's detail catalogue (spec §7): `GET /api/v3/details/catalog?client=pcv2` answers
 * the signed-in user's order and visibility (the default, all visible, for anyone else) and
 * `POST /api/v3/details/setCatalog` saves a new one for the signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOG_MODULES, marketDataEndpoints } from '../../../../contracts/endpoints/market-data';
import { defaultCatalog } from '../../accounts/index';
import { tokenOf } from '../../http/session';
import { userIdOf } from '../../http/session';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/market';
import type { MarketDeps } from './deps';
import { readEnum } from '../../http/params';

const CLIENTS = ['pcv2'] as const;

const SET_CATALOG_BODY = S.setCatalogBody(CATALOG_MODULES.length * 2);

/** Registers catalog and setCatalog. */
export async function catalogRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);

  router.add(marketDataEndpoints.catalog, { querystring: S.CatalogQuery }, ({ query, request }) => {
    readEnum(query, 'client', CLIENTS);
    const check = deps.store.sessions.check(tokenOf(request), deps.now());
    return check.status === 'ok' ? deps.catalogs.get(check.userId) : defaultCatalog();
  });

  router.add(marketDataEndpoints.setCatalog, { body: SET_CATALOG_BODY }, ({ body, request }) => deps.catalogs.set(userIdOf(request), body.entries));
}
