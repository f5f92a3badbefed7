/**
 * Security search over the universe (spec §2, §5): code, name or pinyin initials, ranked
 * exact code → code prefix → pinyin prefix → name contains, first 50, filtered by tab.
 *
 * Pure and allocation-light: the index is a flat array scanned once per query, which for a few
 * thousand securities stays far under a millisecond (see `npm run bench:search`).
 */
import { isIndexKind, type CapitalOrIndex, type Security } from '../../../contracts/market';
import type { SearchType } from '../../../contracts/endpoints';
import { SEARCH_MAX_RESULTS } from '../../../contracts/constants';

/** What the index needs of a security. */
export type Searchable = Pick<Security, 'code' | 'name' | 'kind'> & { id: string; pinyin: string };

/** Rank buckets, best first. */
const EXACT_CODE = 0;
const CODE_PREFIX = 1;
const PINYIN_PREFIX = 2;
const NAME_CONTAINS = 3;
const PINYIN_CONTAINS = 4;
const NO_MATCH = 5;

interface Row<T> {
  item: T;
  code: string;
  name: string;
  pinyin: string;
  kind: CapitalOrIndex;
  /** Order of kinds when ranks tie: A-shares, then indexes, then the rest. */
  kindOrder: number;
}

/** A prepared search index. */
export interface SearchIndex<T extends Searchable> {
  /** Ranked matches, at most `limit` (default 50), of the items `keep` accepts (default all). */
  search(text: string, type?: SearchType, limit?: number, keep?: (item: T) => boolean): T[];
}

function kindOrder(kind: CapitalOrIndex): number {
  if (kind === 'capital') return 0;
  if (kind === 'index_hs') return 1;
  if (isIndexKind(kind)) return 2;
  if (kind === 'hk') return 3;
  return 4;
}

/** Which kinds a search tab shows: 股票 = A-shares and HK stocks, 指数 = every index kind, 全部 = all. */
export function matchesType(kind: CapitalOrIndex, type: SearchType): boolean {
  if (type === 'all') return true;
  if (type === 'index') return isIndexKind(kind);
  return kind === 'capital' || kind === 'hk';
}

function rankOf(row: Row<unknown>, q: string): number {
  if (row.code.toLowerCase() === q) return EXACT_CODE;
  if (row.code.toLowerCase().startsWith(q)) return CODE_PREFIX;
  if (row.pinyin.startsWith(q)) return PINYIN_PREFIX;
  if (row.name.toLowerCase().includes(q)) return NAME_CONTAINS;
  if (q.length >= 2 && row.pinyin.includes(q)) return PINYIN_CONTAINS;
  return NO_MATCH;
}

/** Normalises a query: trimmed, lower-case, full-width ASCII folded to half-width. */
export function normaliseQuery(text: string): string {
  return text
    .trim()
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase();
}

/** Builds the index once over the universe. */
export function createSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const rows: Row<T>[] = items.map((item) => ({
    item,
    code: item.code,
    name: item.name,
    pinyin: item.pinyin.toLowerCase(),
    kind: item.kind,
    kindOrder: kindOrder(item.kind),
  }));
  return {
    search(text, type = 'all', limit = SEARCH_MAX_RESULTS, keep) {
      const q = normaliseQuery(text);
      if (q.length === 0) return [];
      const hits: Array<{ row: Row<T>; rank: number }> = [];
      for (const row of rows) {
        if (!matchesType(row.kind, type)) continue;
        const rank = rankOf(row, q);
        if (rank !== NO_MATCH && (keep === undefined || keep(row.item))) hits.push({ row, rank });
      }
      hits.sort((a, b) => a.rank - b.rank || a.row.kindOrder - b.row.kindOrder || a.row.code.localeCompare(b.row.code));
      return hits.slice(0, Math.max(0, limit)).map((h) => h.row.item);
    },
  };
}
