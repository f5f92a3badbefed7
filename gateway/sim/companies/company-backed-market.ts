/**
 * The running market with the company model injected: the price market is built over its own
 * profiles and price models, and the company model over those same ones answers the quote grid's
 * PE-TTM/PB (so the quote grid, the K-line and the fundamentals pages agree). The market never
 * imports companies; this is where the two meet.
 */
import { createPriceMarket, type PriceMarket, type PriceMarketOptions } from '../market/index';
import { Companies } from './companies';

/** A price market whose companies' valuations come from the company model, with that model: the sim's running market. */
export type CompanyBackedMarket = PriceMarket & {
  /** The company model over this market's own profiles and price models (one source for every fundamentals figure). */
  readonly companies: Companies;
};

/** Builds the price market (market/price-market.ts `createPriceMarket`) with the company model as its valuation source. */
export function createCompanyBackedMarket(options: Omit<PriceMarketOptions, 'valuations'>): CompanyBackedMarket {
  let companies: Companies | undefined;
  const market = createPriceMarket({
    ...options,
    valuations: (source) => {
      companies = new Companies(source);
      return companies;
    },
  });
  if (!companies) throw new Error('createCompanyBackedMarket: the market did not build its valuation source');
  return Object.assign(market, { companies });
}
