/**
 * Public face of ipo/ (the IPO pipeline and calendar): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { universeWithListings } from './listings';
export { IPO_SCHEMA } from './ipo-calendar-repository';
