/**
 * Public face of companies/ (the company model (reports, figures, events) and the market it backs): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { estimatesOf } from './estimates';
export { dividendRows, expressRows, expressWindowStart, forecastRows, forecastWindowStart, ipoOf } from './events';
export { growthOf, keyFigures } from './figures';
export { createCompanyBackedMarket } from './company-backed-market';
export type { CompanyBackedMarket } from './company-backed-market';
export { FIRST_PERIOD, periodSpan } from './model';
export type { CompanyModel } from './model';
export type { Core } from './core';
export { companyKey, companyParams, isCompany } from './params';
export {
  noticeDates,
  parsePeriod,
  periodAtOrBefore,
  periodContaining,
  periodEndDay,
  periodString,
  quarterOfPeriod,
  reportDates,
  reportLabel,
  yearOfPeriod,
} from './periods';
export type { NoticeDates } from './periods';
export { balanceLines } from './statements';
export type { Companies } from './companies';
export { answersForMarket } from './wiring';
export type { MarketForAnswers } from './wiring';
