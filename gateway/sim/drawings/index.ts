/**
 * Public face of drawings/ (chart drawings per user and code): what the routes and the wiring may
 * use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { CORRUPT_DRAWINGS_MESSAGE, DRAWINGS_SCHEMA, DrawingStore } from './store';
export type { StoredDrawings } from './store';
