/**
 * The 价格预警 routes (contracts/endpoints/alerts.ts): the signed-in user's alerts — list, create,
 * update, pause, delete — and 预警记录. Parameters only: the rules live in the alerts domain
 * (alerts/price-alerts.ts) and contracts/alerts.ts, and every refusal is a Chinese envelope.
 *
 * ```ts
 * app.register(alertRoutes, { store, alerts, now });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { alertEndpoints } from '../../../../contracts/endpoints/alerts';
import * as S from '../../../../contracts/endpoints/schemas/alerts';
import type { PriceAlerts } from '../../alerts/price-alerts';
import { Router } from '../../http/router';
import { requireSession, userIdOf } from '../../http/session';
import type { Store } from '../../open-store';

/** Options of {@link alertRoutes}. */
export interface AlertRoutesOptions {
  store: Store;
  alerts: PriceAlerts;
  /** Wall clock for sessions, epoch ms; default Date.now. */
  now?: () => number;
}

/** Fastify plugin of the alerts. */
export async function alertRoutes(app: FastifyInstance, opts: AlertRoutesOptions): Promise<void> {
  if (!opts?.store?.sessions || !opts.alerts) throw new Error('alertRoutes: store and alerts are required');
  const { alerts } = opts;
  const router = new Router(app, requireSession(opts.store.sessions, opts.now ?? Date.now));

  router.add(alertEndpoints.alertList, {}, ({ request }) => alerts.list(userIdOf(request)));

  router.add(alertEndpoints.alertCreate, { body: S.AlertCreateBody }, ({ body, request }) => alerts.create(userIdOf(request), body));

  router.add(alertEndpoints.alertUpdate, { body: S.AlertUpdateBody }, ({ body, request }) => {
    const change: { threshold?: number | null; cooldownMinutes?: number } = {};
    if (body.threshold !== undefined) change.threshold = body.threshold;
    if (body.cooldownMinutes !== undefined) change.cooldownMinutes = body.cooldownMinutes;
    return alerts.update(userIdOf(request), body.id, change);
  });

  router.add(alertEndpoints.alertPause, { body: S.AlertPauseBody }, ({ body, request }) => alerts.setPaused(userIdOf(request), body.id, body.paused));

  router.add(alertEndpoints.alertDelete, { body: S.AlertIdBody }, ({ body, request }) => {
    alerts.remove(userIdOf(request), body.id);
    return null;
  });

  router.add(alertEndpoints.alertHistory, { querystring: S.AlertHistoryQuery }, ({ query, request }) =>
    alerts.history(userIdOf(request), query.page ?? 1, query.pageSize ?? 20),
  );
}
