/**
 * Public face of store/ (the SQLite storage layer): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { DB_FILE_NAME, openDatabase } from './database';
export { Meta } from './meta';
export { SchemaTooNewError, appliedSteps, runAllMigrations, runMigrations } from './migrations';
export type { MigrationList } from './migrations';
export { CORE_SCHEMA } from './schema';
export { SESSION_TOKEN_PATTERN, hmacHex, loadServerSecret, randomChars, randomDigits, randomToken, sameDigest, sha256 } from './secrets';
