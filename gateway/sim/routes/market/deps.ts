/**
 * What every market route file receives: the market and universe, the store (for follows and
 * catalogues), the wall clock for sessions, and the pieces built once per plugin instance.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { SearchIndex } from '../../search/index';
import type { UniverseEntry } from '../../market/universe/index';
import type { DetailCatalogRepository } from '../../accounts/index';
import type { Store } from '../../open-store';
import type { NewsDesk } from '../../news/index';
import type { IndexSparks } from '../../market/read/index-sparks';
import type { MarketSources } from '../../market/read/market-view';

/** Shared dependencies of the market route plugins. */
export interface MarketDeps extends MarketSources {
  store: Store;
  /** Wall clock for sessions, epoch ms (market time comes from `market.now()`). */
  now: () => number;
  /** The search index over the universe. */
  search: SearchIndex<UniverseEntry>;
  /** Per-user detail catalogues. */
  catalogs: DetailCatalogRepository;
  /** The news flashes of the simulated day. */
  news: NewsDesk;
  /** Today's index sparklines. */
  sparks: IndexSparks;
  /** onRequest hook requiring a live session. */
  sessionGuard: onRequestAsyncHookHandler;
}
