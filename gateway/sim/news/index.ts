/**
 * Public face of news/ (the news desk): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { NewsDesk } from './news-desk';
