/**
 * Public face of screener/ (the screener): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { SCREENER_SCHEMA } from './saved-screen-repository';
export { Screener } from './screener';
export { screenHitsSource } from './screen-hits';
export { PastTableMaker, type ScreenerWorker, type PastTableWire, type PastTableJob, type PeHistoriesWire } from './past-wire';
