/**
 * Persisted client state keys of spec §3: one entry per key with its storage kind and default.
 * Only client/core/persisted.ts touches storage, through this table.
 */

/** Where a key lives. */
export type StorageKind = 'local' | 'session';

/** One persisted key: its storage name, kind and the default used when absent or corrupt. */
export interface StorageKeyDef<T> {
  /** The key name in the storage. */
  key: string;
  /** localStorage or sessionStorage. */
  kind: StorageKind;
  /** Value when absent or invalid. */
  defaultValue: T;
  /**
   * Keep a stored value that fails its parser instead of removing it (reads still answer the
   * default): for user work that must not be lost to a bad entry (chart drawings).
   */
  keepInvalid?: true;
}

function def<T>(key: string, kind: StorageKind, defaultValue: T, keepInvalid?: true): StorageKeyDef<T> {
  return keepInvalid ? { key, kind, defaultValue, keepInvalid } : { key, kind, defaultValue };
}

/** Theme names (spec §3/§4): white = light, blank = dark. */
export type ThemeName = 'white' | 'blank';

/** The remembered include/exclude words of the 7×24 page. */
export interface NewsFilterWords {
  include: string[];
  exclude: string[];
}

/** Every persisted key of spec §3. Value types are in each entry's generic. */
export const STORAGE_KEYS = {
  /** Token plus result code; local storage. */
  token: def<{ token: string; code: string } | null>('token', 'local', null),
  /** User info; session storage. */
  userInfo: def<import('./entities').UserInfo | null>('userInfo', 'session', null),
  /** Path to return to after login; session storage. */
  goLoginPath: def<string | null>('goLoginPath', 'session', null),
  /** Theme; local storage; default blank (spec §3). First visit resolves per §4 (saved, else system, else white). */
  themeColor: def<ThemeName>('themeColor', 'local', 'blank'),
  /** Region flag; session storage. */
  userIp: def<import('./entities').UserIp | null>('userIp', 'session', null),
  /** Selected nav path; local storage; default `/`. */
  navSelect: def<string>('navSelect', 'local', '/'),
  /** Search history (max 5, unique by code); local storage. */
  searchHistory: def<import('./entities').SearchResult[]>('searchHistory', 'local', []),
  /** Favourite group selection as a JSON string; local storage; invalid JSON is removed (spec §5). */
  favoriteGroupSelect: def<import('./entities').FavoriteGroupSelect | null>('favoriteGroupSelect', 'local', null),
  /** The API-lock token that enables signed requests; session storage. */
  apiLock: def<string | null>('apiLock', 'session', null),
  /** Timestamp (ms) refreshed on any watchlist change; local storage (so other tabs see it). */
  favoriteChange: def<number>('favoriteChange', 'local', 0),
  /** Number, default 0; local storage. */
  optFormSearch: def<number>('optFormSearch', 'local', 0),
  /** Notice with its status; local storage. */
  notice: def<import('./entities').NoticeState | null>('notice', 'local', null),
  /** Rotating socket-host index; session storage. */
  socketHostIndex: def<number>('socketHostIndex', 'session', 0),
  /** Day (YYYY-MM-DD) the browser notice was last shown; local storage (shown once per day). */
  browserNoticeDay: def<string | null>('browserNoticeDay', 'local', null),
  /** 资讯 7×24 keyword filters (show only items with an include word, hide items with an exclude word); local storage. */
  newsFilters: def<NewsFilterWords>('newsFilters', 'local', { include: [], exclude: [] }),
  /**
   * The list a stock page was opened from (the rows of that table, in order), for PageUp/PageDown
   * on the stock page (通达信); local storage, since the stock page opens in a new window.
   */
  stockNavList: def<string[]>('stockNavList', 'local', []),
  /**
   * An anonymous user's chart drawings (画线), by security id; each code's list is read with
   * contracts/drawings.ts `parseDrawingList` when its chart opens. Local storage; a bad value is kept
   * (never removed by a read), so no drawing is lost to one broken entry.
   */
  chartDrawings: def<Readonly<Record<string, unknown>>>('chartDrawings', 'local', {}, true),
  /** Chosen columns of the watchlist and 排行榜 tables of a browser not signed in (signed in: kept server-side); local storage. */
  tableColumns: def<import('./table-columns').ColumnChoices>('tableColumns', 'local', {}),
} as const;

/** Name of a persisted key. */
export type StorageKeyName = keyof typeof STORAGE_KEYS;
