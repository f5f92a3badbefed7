/**
 * Public face of search/ (the search index): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { createSearchIndex } from './search-index';
export type { SearchIndex } from './search-index';
