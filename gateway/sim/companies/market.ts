/**
 * The running market with the company model injected: the market is built over its own profiles and
 * price models, and the company model over those same ones answers the quote grid's PE-TTM/PB (so
 * the quote grid, the K-line and the fundamentals pages agree). The market never imports companies;
 * this is where the two meet.
 */
import { createMarket as createBareMarket, type Market as BareMarket, type MarketOptions } from '../market/index';
import { Companies } from './store';

/** A market whose companies' valuations come from the company model, with that model. */
export type CompanyBackedMarket = BareMarket & {
  /** The company model over this market's own profiles and price models (one source for every fundamentals figure). */
  readonly companies: Companies;
};

/** Builds the market (market/market.ts `createMarket`) with the company model as its valuation source. */
export function createMarket(options: Omit<MarketOptions, 'valuations'>): CompanyBackedMarket {
  let companies: Companies | undefined;
  const market = createBareMarket({
    ...options,
    valuations: (source) => {
      companies = new Companies(source);
      return companies;
    },
  });
  if (!companies) throw new Error('createMarket: the market did not build its valuation source');
  return Object.assign(market, { companies });
}

/** What callers of {@link createMarket} hold: the market with its company model. */
export type Market = CompanyBackedMarket;
