/**
 * 画线 routes (contracts/endpoints/drawings.ts): the signed-in user's drawings of one security, read
 * and replaced as a whole. The code is read like every other route's (`600519.SH`, or a bare A-share
 * code): 400 when malformed, 404 when not in the universe.
 *
 * ```ts
 * app.register(drawingsRoutes, { store, universe, now });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { drawingsEndpoints as E, type DrawingsAnswer } from '../../../../contracts/endpoints/drawings';
import * as S from '../../../../contracts/endpoints/schemas/drawings';
import { DrawingRepository, type StoredDrawings } from '../../drawings/index';
import { resolveSecurity } from '../../http/params';
import { Router } from '../../http/router';
import { requireSession, userIdOf } from '../../http/session';
import type { Universe } from '../../market/index';
import type { Store } from '../../open-store';

/** Options of {@link drawingsRoutes}. */
export interface DrawingsRoutesOptions {
  store: Store;
  universe: Universe;
  /** Wall clock of sessions and save times, epoch ms; default Date.now. */
  now?: () => number;
}

/** Fastify plugin of the drawings. */
export async function drawingsRoutes(app: FastifyInstance, opts: DrawingsRoutesOptions): Promise<void> {
  if (!opts?.store?.db || !opts.universe?.byId) throw new Error('drawingsRoutes: store and universe are required');
  const now = opts.now ?? Date.now;
  const drawings = new DrawingRepository(opts.store.db);
  const router = new Router(app, requireSession(opts.store.sessions, now));
  const answer = (code: string, stored: StoredDrawings): DrawingsAnswer => ({ code, ...stored });

  router.add(E.drawingsList, { querystring: S.DrawingsQuery }, ({ query, request }) => {
    const code = resolveSecurity(opts.universe, query.code).id;
    return answer(code, drawings.list(userIdOf(request), code));
  });

  router.add(E.drawingsSave, { body: S.DrawingsSaveBody }, ({ body, request }) => {
    const code = resolveSecurity(opts.universe, body.code).id;
    return answer(code, drawings.save(userIdOf(request), code, body.drawings, now()));
  });
}
