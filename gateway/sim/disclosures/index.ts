/**
 * Public face of disclosures/ (the disclosure models (holders, buybacks, pledges, events, notices)): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { BuybackModel } from './buybacks';
export { buybackNotices, buybackShareRange, progressAt, statusAt } from './buyback-plan';
export type { Buyback } from './buyback-plan';
export { DayNotices } from './day-notices';
export type { DisclosureModel } from './events';
export type { Disclosure } from './disclosure';
export type { DocSpec } from './disclosure';
export { DisclosureContext } from './events-context';
export { NOMINEE_HOLDERS, majorHolderChangesOf } from './holder-changes';
export type { HolderChange, MinorBounds } from './holder-changes';
export { HolderNumModel } from './holder-num';
export { HolderModel } from './holders';
export { PriceReader, instPeriodsAt } from './holders-common';
export { PledgeModel, pledgeTerms } from './pledges';
export type { Pledge, PledgeTerms } from './pledges';
export { suspensionTexts } from './suspensions';
