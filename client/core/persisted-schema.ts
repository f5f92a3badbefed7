/**
 * The parser of every persisted key of spec §3 (contracts/storage-keys.ts). A stored value that
 * fails its parser is dropped, so a corrupt or hand-edited entry never crashes the app.
 */
import { LOCK_TOKEN_LENGTH } from '../../contracts/signing';
import { SEARCH_HISTORY_SIZE } from '../../contracts/constants';
import { SOCKET_HOST_COUNT } from '../../contracts/ws-protocol';
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

function parseLockToken(value: unknown): string | undefined {
  // '' is a real answer: the lock is off. Anything else must be a full lock token.
  return typeof value === 'string' && (value === '' || value.length === LOCK_TOKEN_LENGTH) ? value : undefined;
}

function parseHistory(value: unknown) {
  return parseSearchResults(value)?.slice(0, SEARCH_HISTORY_SIZE);
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
};
