/**
 * Search and hot stocks (spec §2, §5, §7, §9): `GET /api/v3/search/all` (ranked, first 50, by
 * tab, the client's timestamp echoed) and `GET /api/v3/market/hotCapCodes` (the most active
 * A-shares by amount right now). `isFollow` reflects the caller's watchlist when a token is sent.
 */
import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_RESULTS, HOT_STOCKS_SIZE } from '../../../../contracts/constants';
import type { SearchResult } from '../../../../contracts/entities';
import { SEARCH_TYPES, searchEndpoints } from '../../../../contracts/endpoints/search';
import type { UniverseEntry } from '../../market/universe/index';
import { isFollowing } from '../../accounts/index';
import { tokenOf } from '../../http/session';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/market';
import { liveRows } from '../../market/read/rows';
import { shownName } from '../../market/read/names';
import { localDay } from '../../calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import type { MarketDeps } from './deps';
import { readEnum, readInt, readString } from '../../http/params';

/** Longest search text (contracts/endpoints/search.ts). */
export const SEARCH_TEXT_MAX = 20;
/** Most hot codes one call may ask for. */
export const HOT_CODES_MAX = 50;
/** Longest echoed timestamp. */
const TIMESTAMP_MAX = 20;

/** A universe entry as a search hit, named as the market shows it at market time `ts`. */
export function toSearchResult(e: UniverseEntry, followed: boolean, ts: number): SearchResult {
  return {
    code: e.code,
    codePre: e.suffix.toLowerCase(),
    name: shownName(e, ts),
    codeSuff: e.suffix,
    capitalOrIndex: e.kind,
    isFollow: followed ? 1 : 0,
    id: e.id,
    pinyin: e.pinyin,
  };
}

/**
 * The `size` most active A-shares by amount at this instant; ties (before the open everything is
 * 0) go to the larger total market value, then the code, so the answer is always deterministic.
 */
export function hottestAShares(deps: Pick<MarketDeps, 'universe' | 'market'>, size: number): UniverseEntry[] {
  const rows = liveRows(deps, (e) => e.kind === 'capital')
    .filter((r) => r.snap.status !== 'suspended')
    .map((r) => ({ e: r.entry, amount: r.snap.amount, cap: r.snap.totalShares * r.snap.price }));
  rows.sort((a, b) => b.amount - a.amount || b.cap - a.cap || a.e.id.localeCompare(b.e.id));
  return rows.slice(0, size).map((r) => r.e);
}

/** Registers search/all and hotCapCodes. */
export async function searchRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const withFollows = (entries: readonly UniverseEntry[], token: string | undefined): SearchResult[] => {
    const followed = isFollowing(
      deps.store,
      token,
      entries.map((e) => e.id),
      deps.now(),
    );
    const now = deps.market.now();
    return entries.map((e) => toSearchResult(e, followed.has(e.id), now));
  };

  router.add(searchEndpoints.search, { querystring: S.SearchQuery }, ({ query: q, request }) => {
    const text = readString(q, 'text', SEARCH_TEXT_MAX);
    const type = readEnum(q, 'types', SEARCH_TYPES, 'all');
    const timestamp = q.timestamp === undefined || q.timestamp === '' ? '' : readString(q, 'timestamp', TIMESTAMP_MAX);
    // A new listing is found from its listing day on (the universe holds the coming ones too).
    const today = formatDay(localDay(deps.market.now()));
    const hits = deps.search.search(text, type, SEARCH_MAX_RESULTS, (e) => e.listDate <= today);
    return { timestamp, list: withFollows(hits, tokenOf(request)) };
  });

  router.add(searchEndpoints.hotCapCodes, { querystring: S.HotCodesQuery }, ({ query, request }) => {
    const size = readInt(query, 'size', 1, HOT_CODES_MAX, HOT_STOCKS_SIZE);
    return withFollows(hottestAShares(deps, size), tokenOf(request));
  });
}
