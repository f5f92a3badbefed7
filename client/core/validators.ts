/**
 * Boundary parsers for values the client reads from storage or the network. Each returns the
 * typed value, or `undefined` when the input does not have the shape (the caller then drops it).
 */
import { CAPITAL_OR_INDEX, SUFFIXES, isSecurityId, type CapitalOrIndex, type Suffix } from '../../contracts/market';
import {
  ALL_GROUP_NAME,
  VIP_TYPES,
  type FavoriteGroupSelect,
  type NoticeState,
  type SearchResult,
  type StoredToken,
  type UserInfo,
  type UserIp,
  type VipType,
} from '../../contracts/entities';
import { parseNotice } from '../../contracts/endpoints/notice';
import type { ThemeName } from '../../contracts/storage-keys';

type Obj = Record<string, unknown>;

function obj(value: unknown): Obj | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function zeroOrOne(value: unknown): value is 0 | 1 {
  return value === 0 || value === 1;
}

/** A site-relative path (`/x`), never protocol-relative (`//host`), so it cannot redirect off-site. */
export function parseAppPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2048 ? value : undefined;
}

/** Stored token: `{token, code}`. */
export function parseStoredToken(value: unknown): StoredToken | undefined {
  const v = obj(value);
  if (!v || typeof v.token !== 'string' || typeof v.code !== 'string') return undefined;
  return { token: v.token, code: v.code };
}

/** User info (spec §3). */
export function parseUserInfo(value: unknown): UserInfo | undefined {
  const v = obj(value);
  if (!v || typeof v.nickName !== 'string' || !finite(v.vipTime)) return undefined;
  if (!(VIP_TYPES as readonly unknown[]).includes(v.vipType)) return undefined;
  const portrait = typeof v.portrait === 'string' ? v.portrait : '';
  return { portrait, nickName: v.nickName, vipTime: v.vipTime, vipType: v.vipType as VipType };
}

/** Region flag `{isCN, msg}`. */
export function parseUserIp(value: unknown): UserIp | undefined {
  const v = obj(value);
  if (!v || typeof v.isCN !== 'boolean') return undefined;
  return { isCN: v.isCN, msg: typeof v.msg === 'string' ? v.msg : '' };
}

/** One search hit. */
export function parseSearchResult(value: unknown): SearchResult | undefined {
  const v = obj(value);
  if (!v || typeof v.code !== 'string' || typeof v.name !== 'string' || typeof v.codePre !== 'string') return undefined;
  if (!(SUFFIXES as readonly unknown[]).includes(v.codeSuff)) return undefined;
  if (!(CAPITAL_OR_INDEX as readonly unknown[]).includes(v.capitalOrIndex)) return undefined;
  const id = isSecurityId(v.id) ? v.id : `${v.code}.${String(v.codeSuff)}`;
  if (!isSecurityId(id)) return undefined;
  return {
    code: v.code,
    codePre: v.codePre,
    name: v.name,
    codeSuff: v.codeSuff as Suffix,
    capitalOrIndex: v.capitalOrIndex as CapitalOrIndex,
    isFollow: v.isFollow === 1 ? 1 : 0,
    id,
    pinyin: typeof v.pinyin === 'string' ? v.pinyin : '',
  };
}

/** A list of search hits; invalid entries are dropped, a non-array is rejected. */
export function parseSearchResults(value: unknown): SearchResult[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(parseSearchResult).filter((r): r is SearchResult => r !== undefined);
}

/** Favourite group selection; spec §3: when isDefault is set and types is 1 the name is forced to 全部. */
export function parseFavoriteGroupSelect(value: unknown): FavoriteGroupSelect | undefined {
  const v = obj(value);
  if (!v || !finite(v.id) || typeof v.name !== 'string' || !zeroOrOne(v.isDefault) || !zeroOrOne(v.types)) return undefined;
  const name = v.isDefault === 1 && v.types === 1 ? ALL_GROUP_NAME : v.name;
  return { id: v.id, name, isDefault: v.isDefault, types: v.types };
}

/** Stored notice with its status. */
export function parseNoticeState(value: unknown): NoticeState | undefined {
  const v = obj(value);
  if (!v || (v.status !== 'open' && v.status !== 'closed')) return undefined;
  const notice = parseNotice(v.notice);
  return notice ? { notice, status: v.status } : undefined;
}

/** Theme name. */
export function parseThemeName(value: unknown): ThemeName | undefined {
  return value === 'white' || value === 'blank' ? value : undefined;
}

/** A calendar day `YYYY-MM-DD`. */
export function parseDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** A non-negative finite number. */
export function parseNonNegative(value: unknown): number | undefined {
  return finite(value) && value >= 0 ? value : undefined;
}

/** An integer in [min, max]. */
export function parseIntIn(min: number, max: number): (value: unknown) => number | undefined {
  return (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined);
}

/** A string (any). */
export function parseString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Null passes as null; anything else goes through `parse`. */
export function nullable<T>(parse: (value: unknown) => T | undefined): (value: unknown) => T | null | undefined {
  return (value) => (value === null ? null : parse(value));
}
