/**
 * Which public market answers the edge may keep in its micro-cache, and for how long: one rule per
 * cacheable endpoint, next to the endpoint objects it names (issue: "TTLs declared in contracts beside
 * the endpoint"). A new public dataset adds its line here. The edge shares a cached answer only with
 * callers that send no session token and no request signature, so nothing that depends on the caller
 * (isFollow, user data, a signed call) is ever stored or shared.
 */
import { detailsEndpoints } from './endpoints/details';
import { disclosureEndpoints } from './endpoints/disclosures';
import { datacentreEndpoints } from './endpoints/datacentre';
import type { Endpoint } from './endpoints/define';
import { marketDataEndpoints } from './endpoints/market-data';
import { searchEndpoints } from './endpoints/search';

/** How long one answer may be served from the edge. */
export interface EdgeCacheRule {
  /** Fresh for this long, ms (browsers get `max-age` of what is left). */
  ttlMs: number;
  /** Then served stale while one background call refreshes it, ms. */
  staleWhileRevalidateMs: number;
  /** Then still served while the upstream fails, ms. */
  staleIfErrorMs: number;
  /**
   * Query parameters the answer echoes in `datas` (search's `timestamp`): left out of the cache key and
   * written back into each caller's copy, so every caller sees its own value.
   */
  echo?: readonly string[];
}

/** Live figures (quotes, rankings, breadth, time-share): about a second. */
export const LIVE: EdgeCacheRule = { ttlMs: 1_000, staleWhileRevalidateMs: 2_000, staleIfErrorMs: 30_000 };
/** Lists that change slowly (hot codes, peers, index members). */
export const SLOW: EdgeCacheRule = { ttlMs: 10_000, staleWhileRevalidateMs: 20_000, staleIfErrorMs: 300_000 };
/** History that ended before today (a K-line with a past `end`). */
export const HISTORY: EdgeCacheRule = { ttlMs: 60_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 600_000 };

type Query = Readonly<Record<string, string | undefined>>;

/** One cacheable endpoint: its rule, or a function of the query (null = not cacheable for that query). */
export interface EdgeCacheEntry {
  endpoint: Endpoint<unknown, unknown, unknown>;
  rule: EdgeCacheRule | ((query: Query) => EdgeCacheRule | null);
}

/** Datasets of `getByconfig` the edge may cache, by name. */
const DATASET_RULES: Readonly<Record<string, (query: Query) => EdgeCacheRule>> = {
  kline: (q) => (q.end && q.end < shanghaiToday() ? HISTORY : LIVE),
  minutes: () => LIVE,
  rank: () => LIVE,
  breadth: () => LIVE,
  sectors: () => LIVE,
  indexBoard: () => LIVE,
  newsFlash: () => LIVE,
  // Changes only when an ex-date comes (at a day's start).
  adjustFactors: () => SLOW,
};

/** Today in Shanghai, `YYYY-MM-DD`: a K-line whose `end` is before it cannot change any more. */
function shanghaiToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Every cacheable endpoint. */
export const EDGE_CACHE: readonly EdgeCacheEntry[] = [
  { endpoint: searchEndpoints.search, rule: { ...LIVE, echo: ['timestamp'] } },
  { endpoint: searchEndpoints.hotCapCodes, rule: SLOW },
  { endpoint: detailsEndpoints.detailsStockA, rule: LIVE },
  { endpoint: detailsEndpoints.detailsStockIndex, rule: LIVE },
  { endpoint: marketDataEndpoints.sameIndustry2, rule: SLOW },
  { endpoint: marketDataEndpoints.indexMembers, rule: SLOW },
  { endpoint: marketDataEndpoints.getByconfig, rule: (q) => (q.name ? (DATASET_RULES[q.name]?.(q) ?? null) : null) },
  // Ownership (holders, funds, 户数, 机构持仓) changes only when a report or a day's data is published.
  { endpoint: disclosureEndpoints.getHolderDetails, rule: HISTORY },
  { endpoint: disclosureEndpoints.getFundHolderDetails, rule: HISTORY },
  { endpoint: disclosureEndpoints.holderNumDetails, rule: HISTORY },
  { endpoint: disclosureEndpoints.instholdpct, rule: HISTORY },
  { endpoint: disclosureEndpoints.instPositionList, rule: HISTORY },
  // 数据中心: a past day never changes; the default (latest) day turns over once a day at 15:30.
  ...(['fundFlow', 'lhb', 'limitUp', 'margin', 'connect', 'history', 'blockTrade', 'suspension', 'holderChange', 'pledge', 'buyback', 'unlock'] as const).map(
    (k) => ({
      endpoint: datacentreEndpoints[k],
      rule: (q: Query) => (q.date ? HISTORY : SLOW),
    }),
  ),
  { endpoint: datacentreEndpoints.days, rule: SLOW },
];

/** The rule for a GET of `path` with `query`, or null when it must not be cached. */
export function edgeCacheRule(path: string, query: Query): EdgeCacheRule | null {
  for (const entry of EDGE_CACHE) {
    if (entry.endpoint.method !== 'GET' || entry.endpoint.path !== path) continue;
    return typeof entry.rule === 'function' ? entry.rule(query) : entry.rule;
  }
  return null;
}
