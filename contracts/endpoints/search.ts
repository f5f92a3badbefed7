/**
 * Search endpoints (spec §7 "Search and market").
 */
import type { SearchResult } from '../entities';
import { endpoint } from './define';

/** Search tabs (spec §2, §5). */
export const SEARCH_TYPES = ['all', 'index', 'stock'] as const;
/** One of {@link SEARCH_TYPES}. */
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Query of `GET /api/v3/search/all`. */
export interface SearchQuery {
  /** Code, name or pinyin initials; 1–20 characters. */
  text: string;
  /** Tab filter; default all. */
  types?: SearchType;
  /** Client timestamp (ms) echoed back so the client can drop stale answers. */
  timestamp?: string;
}

/** Result of `GET /api/v3/search/all`: at most 50 hits, ranked exact code, code prefix, pinyin prefix, name contains. */
export interface SearchAnswer {
  /** The request's timestamp, echoed. */
  timestamp: string;
  /** The hits. */
  list: SearchResult[];
}

/** Query of `GET /api/v3/market/hotCapCodes`. */
export interface HotCodesQuery {
  /** How many (1–50); default 5. */
  size?: string;
}

/** Search endpoints. */
export const searchEndpoints = {
  search: endpoint<SearchQuery, never, SearchAnswer>('GET', '/api/v3/search/all', 'optional'),
  hotCapCodes: endpoint<HotCodesQuery, never, SearchResult[]>('GET', '/api/v3/market/hotCapCodes', 'optional'),
} as const;
