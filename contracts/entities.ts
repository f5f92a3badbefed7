/**
 * Entities of spec §3 that cross the HTTP boundary. Domain-specific result shapes live beside their
 * endpoints in contracts/endpoints/<domain>.ts.
 */
import type { CapitalOrIndex, Suffix } from './market';

/** One search hit (spec §3). */
export interface SearchResult {
  /** Exchange code, e.g. `600519`. */
  code: string;
  /** Lower-case market prefix, e.g. `sh`, `sz`, `bj`, `hk`, `of`. */
  codePre: string;
  /** Short name, e.g. 贵州茅台; a new listing's with its 「N」/「C」 on its first days (contracts/listing-name.ts). */
  name: string;
  /** Exchange suffix (spec lists SZ, SH, BJ; HK and OF added for HK stocks and off-exchange funds). */
  codeSuff: Suffix;
  /** Kind of security. */
  capitalOrIndex: CapitalOrIndex;
  /** 1 when the signed-in user follows it, else 0 (always 0 without a token). */
  isFollow: 0 | 1;
  /** Wire id `{code}.{SUFFIX}` (our addition, so the client never rebuilds it). */
  id: string;
  /** Pinyin initials, e.g. `gzmt` (our addition). */
  pinyin: string;
}

/** Membership tiers (spec §3): 0 none, 1 trial, 2 paid, 3 lifetime. */
export const VIP_TYPES = [0, 1, 2, 3] as const;
/** One of {@link VIP_TYPES}. */
export type VipType = (typeof VIP_TYPES)[number];

/** User info (spec §3). */
export interface UserInfo {
  /** Avatar URL (may be empty). */
  portrait: string;
  /** Display name. */
  nickName: string;
  /** Membership expiry, epoch ms; 0 when none or lifetime. */
  vipTime: number;
  /** Membership tier. */
  vipType: VipType;
  /** The account's id: the key of its personal channel on the live socket (contracts/ws-personal.ts). */
  uid?: number;
}

/** A watchlist group (spec §3: id; the rest is ours). */
export interface WatchlistGroup {
  /** Group id. */
  id: number;
  /** Group name; the default group is 全部. */
  name: string;
  /** 1 for the default 全部 group, which cannot be deleted or renamed. */
  isDefault: 0 | 1;
  /** Group type: 1 = the default all-items group, 0 = user group. */
  types: 0 | 1;
  /** Number of items in the group. */
  count: number;
  /** Sort position (ascending). */
  sort: number;
}

/** The text of the default group (spec §3: "the text for All"). */
export const ALL_GROUP_NAME = '全部';

/** The stored client token (spec §3): token plus the result code of the last login attempt. */
export interface StoredToken {
  /** The session token, empty when absent. */
  token: string;
  /** Response code of the login that produced (or failed to replace) it. */
  code: string;
}

/** The stored region check (spec §3). */
export interface UserIp {
  /** True when the request came from mainland China. */
  isCN: boolean;
  /** The server's message. */
  msg: string;
}

/** The stored favourite group selection (spec §3). */
export interface FavoriteGroupSelect {
  id: number;
  name: string;
  isDefault: 0 | 1;
  types: 0 | 1;
}

/** A scrolling notice (spec §3: fields not shown; ours). */
export interface Notice {
  /** Notice id. */
  id: number;
  /** The text that scrolls. */
  message: string;
  /** Optional link opened on click. */
  url: string;
}

/** Stored notice state: the notice and whether the user closed it. */
export interface NoticeState {
  notice: Notice;
  /** `closed` once the user dismissed this notice id. */
  status: 'open' | 'closed';
}
