/**
 * The market plugin of the simulated upstream: search and hot stocks, stock and index details,
 * the named datasets (K-lines, time-share, rankings, breadth, sectors, index board, news
 * flashes), peers, the detail catalogue and the notice banner. Register it once:
 *
 * ```ts
 * app.register(marketRoutes, { store, universe, market, news, now });
 * ```
 *
 * Errors are envelopes with Chinese messages (HTTP 200; codes 400/404/004…); the app sets the
 * error handler and schema error formatter these routes rely on (gateway/sim/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { createSearchIndex } from '../../search/index';
import type { NewsDesk } from '../../news/index';
import { DetailCatalogRepository } from '../../accounts/index';
import type { Store } from '../../open-store';
import { requireSession } from '../../http/session';
import { catalogRoutes } from './catalog';
import { dataRoutes } from './data';
import { IndexSparks } from '../../market/read/index-sparks';
import type { MarketDeps } from './deps';
import { detailRoutes } from './details';
import type { MarketSources } from '../../market/read/market-view';
import { noticeRoutes } from './notice';
import { orderFlowRoutes } from './order-flow';
import { peerRoutes } from './peers';
import { searchRoutes } from './search';

export type { MarketView, MarketSources, KlineRequest } from '../../market/read/market-view';

/** Options of {@link marketRoutes}. */
export interface MarketRoutesOptions extends MarketSources {
  /** From `openStore(DATA_DIR)`; not closed by the plugin. */
  store: Store;
  /** The day's news flashes over the same market. */
  news: NewsDesk;
  /** Wall clock for sessions, epoch ms; default Date.now. */
  now?: () => number;
}

function check(opts: MarketRoutesOptions): void {
  const fail = (m: string): never => {
    throw new Error(`marketRoutes: ${m}`);
  };
  if (!opts || typeof opts !== 'object') fail('options are required');
  if (!opts.store?.sessions || !opts.store.db) fail('store must come from openStore()');
  if (!opts.universe?.all || !opts.universe.byId) fail('universe must come from loadUniverse()');
  for (const m of ['now', 'snapshot', 'snapshots', 'book', 'ticks', 'kline', 'minutes', 'fundamentals'] as const) {
    if (typeof opts.market?.[m] !== 'function') fail(`market.${m} must be a function`);
  }
  if (typeof opts.news?.latest !== 'function') fail('news must be a NewsDesk');
  if (opts.now !== undefined && typeof opts.now !== 'function') fail('now must be a function');
}

/** Fastify plugin serving the market calls of spec §7. */
export async function marketRoutes(app: FastifyInstance, opts: MarketRoutesOptions): Promise<void> {
  check(opts);
  const now = opts.now ?? Date.now;
  const deps: MarketDeps = {
    store: opts.store,
    universe: opts.universe,
    market: opts.market,
    news: opts.news,
    sparks: new IndexSparks(opts),
    now,
    search: createSearchIndex(opts.universe.all),
    catalogs: new DetailCatalogRepository(opts.store.db),
    sessionGuard: requireSession(opts.store.sessions, now),
  };
  await app.register(searchRoutes, deps);
  await app.register(detailRoutes, deps);
  await app.register(dataRoutes, deps);
  await app.register(peerRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(noticeRoutes, deps);
  await app.register(orderFlowRoutes, deps);
}
