/**
 * Public face of store/ (the SQLite storage layer): what other domains, the routes of other domains and the
 * wiring may use. Everything else in the folder is internal (check:imports, rule sim-domain-through-face).
 */
export { SESSION_TOKEN_PATTERN, hmacHex, randomChars, randomDigits, randomToken, sameDigest, sha256 } from './secrets';
