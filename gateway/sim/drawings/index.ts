/**
 * Public face of drawings/ (chart drawings per user and code): what the routes and the wiring may
 * use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { CORRUPT_DRAWINGS_MESSAGE, DRAWINGS_SCHEMA, DrawingRepository } from './drawing-repository';
export type { StoredDrawings } from './drawing-repository';
