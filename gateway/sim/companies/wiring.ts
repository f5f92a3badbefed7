/**
 * Wiring of the company model into a running market: the answers read the market's trading day
 * and its price on show, and the model reads the market's own profiles and price models (so the
 * quote grid, the K-line and the fundamentals pages agree).
 *
 * `createCompanyBackedMarket` of companies/company-backed-market.ts injects `new Companies(source)` into the market as its valuation
 * source (the market answers `fundamentals(id)` of a stock from `valuationAt(slot, tradingIdx, price)`)
 * and hands the model back as `market.companies`. Then in the app:
 * `app.register(companyRoutes, { universe, answers: answersForMarket(market) })`.
 */
import { Answers } from './answers';
import type { Companies } from './companies';

/** What the answers need of a running market. */
export interface MarketForAnswers {
  readonly companies: Companies;
  /** Trading index of the day on show. */
  tradingIndex(): number;
  /** Live state of a security (its price on show), undefined before it trades. */
  quote(id: string): { price: number } | undefined;
}

/** The fundamentals answers over a running market. */
export function answersForMarket(market: MarketForAnswers): Answers {
  const profiles = market.companies.source.profiles;
  return new Answers({
    companies: market.companies,
    today: () => market.tradingIndex(),
    price: (slot) => {
      const q = market.quote(profiles[slot]!.sec.id);
      return q && q.price > 0 ? q.price : null;
    },
  });
}
