/**
 * Public face of disclosures/ (the disclosure models (holders, buybacks, pledges, events, notices)): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { BuybackModel, buybackNotices, buybackShareRange, progressAt, statusAt } from './buybacks';
export type { Buyback } from './buybacks';
export { DayNotices } from './day-notices';
export type { Disclosure, DisclosureModel } from './events';
export type { DocSpec } from './events';
export { DisclosureContext } from './events-context';
export { NOMINEE_HOLDERS, majorHolderChangesOf } from './holder-changes';
export type { HolderChange, MinorBounds } from './holder-changes';
export { HolderNumModel } from './holder-num';
export { HolderModel } from './holders';
export { PriceReader, instPeriodsAt } from './holders-common';
export { PledgeModel, pledgeTerms } from './pledges';
export type { Pledge, PledgeTerms } from './pledges';
export { suspensionTexts } from './suspensions';
