/**
 * The simulated market engine (gateway/sim/market/price-market.ts, `PriceMarket`) seen through {@link MarketView}:
 * unknown ids answer undefined or empty instead of throwing, and "now" is the market time of
 * the state on show.
 */
import type { PriceMarket } from '../price-market';
import type { MarketView } from './market-view';

/** Adapts the engine to the routes' view. */
export function engineView(market: PriceMarket): MarketView {
  const known = (id: string) => market.security(id) !== undefined;
  return {
    now: () => market.time(),
    snapshot: (id) => market.quote(id),
    snapshots: (ids) => market.quotes(ids),
    book: (id) => (known(id) ? market.book(id) : undefined),
    ticks: (id, count) => (known(id) ? market.ticks(id, count) : []),
    orderFlow: (id) => (known(id) ? market.orderFlow(id) : undefined),
    kline: (id, request) => (known(id) ? market.kline(id, request) : []),
    prepareKline: (id, request) => (known(id) ? market.prepareKline(id, request) : Promise.resolve()),
    minutes: (id, days) => (known(id) ? market.minutes(id, days) : []),
    fundamentals: (id) => (known(id) ? market.fundamentals(id) : undefined),
    sharesOn: (id, t) => market.sharesOn(id, t),
  };
}
