/**
 * The stock page's detail catalogue (spec §7): `GET /api/v3/details/catalog?client=pcv2` answers
 * the signed-in user's order and visibility (the default, all visible, for anyone else) and
 * `POST /api/v3/details/setCatalog` saves a new one for the signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOG_MODULES, marketDataEndpoints, type SetCatalogBody } from '../../../../contracts/endpoints/market-data';
import { defaultCatalog } from '../../store/catalog';
import { tokenOf } from '../accounts/index';
import { userIdOf } from '../accounts/auth';
import { Router } from '../accounts/router';
import { object } from '../accounts/schemas';
import type { MarketDeps } from './deps';
import { readEnum, type RawParams } from './params';

const CLIENTS = ['pcv2'] as const;

const SET_CATALOG_BODY = object(
  {
    client: { type: 'string', enum: [...CLIENTS] },
    entries: {
      type: 'array',
      maxItems: CATALOG_MODULES.length * 2,
      items: object({ key: { type: 'string', minLength: 1, maxLength: 40 }, visible: { type: 'boolean' } }, ['key', 'visible']),
    },
  },
  ['client', 'entries'],
);

/** Registers catalog and setCatalog. */
export async function catalogRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);

  router.add(marketDataEndpoints.catalog, {}, ({ request }) => {
    readEnum(request.query as RawParams, 'client', CLIENTS);
    const check = deps.store.sessions.check(tokenOf(request), deps.now());
    return check.status === 'ok' ? deps.catalogs.get(check.userId) : defaultCatalog();
  });

  router.add(marketDataEndpoints.setCatalog, { body: SET_CATALOG_BODY }, ({ body, request }) =>
    deps.catalogs.set(userIdOf(request), (body as SetCatalogBody).entries),
  );
}
