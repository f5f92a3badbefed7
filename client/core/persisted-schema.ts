/**
 * The parser of every persisted key of spec §3 (contracts/storage-keys.ts). A stored value that
 * fails its parser is dropped, so a corrupt or hand-edited entry never crashes the app.
 */
import { SEARCH_HISTORY_SIZE } from '../../contracts/constants';
import { SOCKET_HOST_COUNT } from '../../contracts/ws-protocol';
import { isSecurityId } from '../../contracts/market';
import { DRAWING_LIMITS } from '../../contracts/drawing-limits';
import { readColumnChoices } from '../../contracts/table-columns';
import type { STORAGE_KEYS, StorageKeyDef, StorageKeyName } from '../../contracts/storage-keys';
import {
  nullable,
  parseAppPath,
  parseDay,
  parseFavoriteGroupSelect,
  parseIntIn,
  parseNonNegative,
  parseNoticeState,
  parseSearchResults,
  parseStoredToken,
  parseThemeName,
  parseUserInfo,
  parseUserIp,
} from './validators';

/** The value type of a persisted key. */
export type PersistedValue<K extends StorageKeyName> = (typeof STORAGE_KEYS)[K] extends StorageKeyDef<infer T> ? T : never;

/** A parser per key: the typed value, or undefined to drop it. */
export type PersistedSchema = { [K in StorageKeyName]: (value: unknown) => PersistedValue<K> | undefined };

/** The lock token's shape: '' (lock off) or printable ASCII. Its exact length is checked by the
 * signer (contracts/signing.ts), which this module does not import so the cipher code stays out of the
 * entry chunk. */
function parseLockToken(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\x21-\x7e]{0,256}$/.test(value) ? value : undefined;
}

function parseHistory(value: unknown) {
  return parseSearchResults(value)?.slice(0, SEARCH_HISTORY_SIZE);
}

const isWordList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 10 && v.every((w) => typeof w === 'string' && w.length > 0 && w.length <= 20);

/** 7×24 include/exclude words: two short lists of non-empty words. */
function parseNewsFilterWords(value: unknown): { include: string[]; exclude: string[] } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return isWordList(v.include) && isWordList(v.exclude) ? { include: [...v.include], exclude: [...v.exclude] } : undefined;
}

/** Most rows a remembered stock list keeps. */
export const STOCK_NAV_LIST_MAX = 500;

/**
 * Chart drawings by security id: an object keyed by ids of at most {@link DRAWING_LIMITS.maxLocalCodes}
 * codes; each code's list stays unparsed here (contracts/drawings.ts reads it when its chart opens,
 * so one bad list never hides the others).
 */
function parseChartDrawings(value: unknown): Readonly<Record<string, unknown>> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > DRAWING_LIMITS.maxLocalCodes || !entries.every(([id]) => isSecurityId(id))) return undefined;
  return Object.fromEntries(entries);
}

/** Parsers of spec §3's keys. */
export const PERSISTED_SCHEMA: PersistedSchema = {
  token: nullable(parseStoredToken),
  userInfo: nullable(parseUserInfo),
  goLoginPath: nullable(parseAppPath),
  themeColor: parseThemeName,
  userIp: nullable(parseUserIp),
  navSelect: parseAppPath,
  searchHistory: parseHistory,
  favoriteGroupSelect: nullable(parseFavoriteGroupSelect),
  apiLock: nullable(parseLockToken),
  favoriteChange: parseNonNegative,
  optFormSearch: (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined),
  notice: nullable(parseNoticeState),
  socketHostIndex: parseIntIn(0, SOCKET_HOST_COUNT - 1),
  browserNoticeDay: nullable(parseDay),
  newsFilters: parseNewsFilterWords,
  chartDrawings: parseChartDrawings,
  // Per table the known column ids; a value that is no object is dropped (the tables show their defaults).
  tableColumns: (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? readColumnChoices(v) : undefined),
  stockNavList: (v) => (Array.isArray(v) && v.length <= STOCK_NAV_LIST_MAX && v.every(isSecurityId) ? [...v] : undefined),
};
