/**
 * The accounts plugin of the simulated upstream: login, sessions, user, watchlist and analytics
 * (spec §7), backed by the SQLite store. Register it once:
 *
 * ```ts
 * const store = openStore(dataDir);
 * app.register(accountRoutes, { store, market, now, apiLock, testHooks });
 * if (apiLock) app.addHook('onRequest', signatureGuard({ store, now })); // for the other routes
 * ```
 *
 * The plugin is encapsulated: its error handler and schema error formatter (envelope answers with
 * Chinese messages) apply to its own routes only.
 */
import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics';
import { holdingRoutes } from './holdings';
import { requireSession } from '../../http/session';
import type { AccountDeps } from './deps';
import { SmsOutbox } from './deps';
import { accountErrorHandler, schemaErrorFormatter } from '../../http/error-handler';
import { loginRoutes } from './login';
import { resolveOptions, type AccountRoutesOptions } from './options';
import { signatureGuard } from './signature';
import { tableColumnRoutes } from './table-columns';
import { testHookRoutes } from './test-hooks';
import { userRoutes } from './user';
import { watchlistGroupRoutes } from './watchlist-groups';
import { watchlistItemRoutes } from './watchlist-items';
import { wxLoginRoutes } from './wx-login';

export type { AccountRoutesOptions, MarketReader } from './options';
export { signatureGuard, needsSignature, UNSIGNED_PATHS } from './signature';
export { isFollowing } from '../../accounts/follow';
export { clientIp, isMainlandChina } from '../../http/client-ip';
export { TOKEN_HEADER, tokenOf } from '../../http/session';

/** Fastify plugin serving every accounts call of spec §7. */
export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions): Promise<void> {
  const options = resolveOptions(opts);
  const deps: AccountDeps = {
    ...options,
    sessionGuard: requireSession(options.store.sessions, options.now),
    policy: { ttlMs: options.sessionTtlMs, revokeOlderSessions: options.revokeOlderSessions },
    smsOutbox: new SmsOutbox(options.testHooks),
  };

  app.setSchemaErrorFormatter(schemaErrorFormatter);
  app.setErrorHandler(accountErrorHandler);
  if (options.apiLock) app.addHook('onRequest', signatureGuard({ store: options.store, now: options.now }));

  await app.register(loginRoutes, deps);
  await app.register(wxLoginRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(watchlistGroupRoutes, deps);
  await app.register(watchlistItemRoutes, deps);
  await app.register(holdingRoutes, deps);
  await app.register(tableColumnRoutes, deps);
  await app.register(analyticsRoutes, deps);
  if (options.testHooks) await app.register(testHookRoutes, deps);
}
