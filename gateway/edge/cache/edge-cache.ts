/**
 * The micro-cache at the edge: answers public market GETs (contracts/edge-cache.ts) from
 * {@link MicroCache}, loading a miss once from the upstream over its own keep-alive pool, with
 * `ETag`/`304` and `Cache-Control` for browsers. Only callers with no session token and no request
 * signature share answers; everything else goes through the proxy untouched. An answer is stored only
 * when it is a 200 JSON success envelope without `set-cookie` or `cache-control: private/no-store`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { SUCCESS_CODES } from '../../../contracts/codes';
import { EDGE_CACHE, type EdgeCacheRule, edgeCacheRule } from '../../../contracts/edge-cache';
import { cacheParamsOf } from '../../../contracts/edge-cache-params';
import { upstreamFailure } from '../errors';
import { COMPRESS_THRESHOLD, type ContentCoding } from '../compression';
import { codingFor, copyOf, readyCopy } from './encoded-bodies';
import { type CachedAnswer, type CacheOutcome, type Loaded, MicroCache, type StoredAnswer } from './micro-cache';

/** Options of {@link createEdgeCache}. */
export interface EdgeCacheOptions {
  /** Upstream API base URL (its path, if any, is kept in front of /api). */
  upstreamUrl: string;
  /** Memory bound of the cache, bytes (0 turns the cache off). */
  maxBytes: number;
  connectTimeoutMs: number;
  timeoutMs: number;
  /** Keep-alive connections of the cache's own upstream pool. */
  connections?: number;
  now?: () => number;
}

/** Where a request's answer lives in the cache (opaque to callers; from {@link EdgeCache.lookup}). */
export interface CacheLookup {
  readonly key: string;
}

/**
 * The edge's cache. `lookup` says whether a request is the cache's to answer (null: the proxy's);
 * `answerFresh` answers a fresh hit at once and synchronously (from the stored body, with headers
 * built when it was stored), else returns false and `serve` answers it (miss, coalesced, stale,
 * stale-if-error, bypass).
 */
export interface EdgeCache {
  readonly cache: MicroCache;
  lookup(request: FastifyRequest): CacheLookup | null;
  answerFresh(lookup: CacheLookup, request: FastifyRequest, reply: FastifyReply): boolean;
  serve(lookup: CacheLookup, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  close(): Promise<void>;
}

/** Defaults of the micro-cache (the README's config table). */
export const CACHE_DEFAULTS = { maxBytes: 64 * 1024 * 1024 } as const;

/** Upstream headers a cached answer keeps. */
const KEPT_HEADERS = ['content-type', 'x-sim'] as const;

/** The `x-cache` header value of each outcome. */
const X_CACHE: Readonly<Record<CacheOutcome, string>> = {
  hit: 'HIT',
  miss: 'MISS',
  coalesced: 'HIT-COALESCED',
  stale: 'STALE',
  'stale-error': 'STALE-IF-ERROR',
  bypass: 'BYPASS',
};

/** True when the caller carries something that makes the answer theirs alone. */
export function isPersonal(request: FastifyRequest): boolean {
  const h = request.headers;
  const token = h.token;
  const signature = h.zstokv1;
  return (
    (typeof token === 'string' && token !== '') ||
    (typeof signature === 'string' && signature !== '') ||
    h.authorization !== undefined ||
    h.cookie !== undefined
  );
}

/** The query as single strings (a repeated parameter makes the request uncacheable: null). */
function singleQuery(query: unknown): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return out;
}

/**
 * The cache key, which is also the upstream call of a miss: the path plus the endpoint's declared
 * parameters (contracts/edge-cache-params.ts, sorted) that the query carries, without the echoed
 * ones. Undeclared parameters (`&cb=N`) are dropped, so junk can neither flush the cache nor reach
 * the upstream.
 */
export function cacheKey(path: string, query: Record<string, string>, rule: EdgeCacheRule, declared: readonly string[]): string {
  const echo = new Set(rule.echo ?? []);
  const parts = declared.filter((k) => query[k] !== undefined && !echo.has(k)).map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k]!)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** Paths of every cacheable GET: anything else is passed on without reading its query. */
const CACHEABLE_PATHS: ReadonlySet<string> = new Set(EDGE_CACHE.filter((e) => e.endpoint.method === 'GET').map((e) => e.endpoint.path));

/** A request the cache may answer: its key and rule, and whether the caller's copy differs (echo). */
interface Lookup extends CacheLookup {
  key: string;
  rule: EdgeCacheRule;
  query: Record<string, string>;
  echoed: boolean;
}

/**
 * Lookups of recent request URLs, so a hot URL's query is not re-read, its rule not searched and
 * its key not rebuilt on every hit. Entries live {@link LOOKUP_MEMO_MS} (a K-line's rule turns
 * from live to history at midnight) and the map holds at most {@link LOOKUP_MEMO_SIZE}, oldest
 * dropped first. Only cacheable public URLs without echoed parameters go in (search's unique
 * `timestamp` would only churn it).
 */
const LOOKUP_MEMO_SIZE = 4096;
const LOOKUP_MEMO_MS = 1_000;

/**
 * The headers of a fresh hit of a stored answer but its max-age, as name/value pairs in the order
 * the slow path sets them (the kept upstream headers, x-cache, nosniff); built once per stored answer.
 */
const HIT_HEADERS = new WeakMap<StoredAnswer, string[]>();
function hitHeadersOf(answer: StoredAnswer): string[] {
  let list = HIT_HEADERS.get(answer);
  if (!list) {
    list = [];
    for (const [name, value] of Object.entries(answer.headers)) list.push(name, value);
    list.push('x-cache', X_CACHE.hit, 'x-content-type-options', 'nosniff');
    HIT_HEADERS.set(answer, list);
  }
  return list;
}

/** True when the stored body is a success envelope (spec §8 success codes). */
function isSuccessEnvelope(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown };
    return typeof parsed.code === 'string' && SUCCESS_CODES.has(parsed.code);
  } catch {
    return false;
  }
}

/** The caller's copy: the echoed parameters written back into `datas`. */
function withEcho(answer: CachedAnswer, rule: EdgeCacheRule, query: Record<string, string>): Buffer {
  if (!rule.echo?.length) return answer.body;
  const parsed = JSON.parse(answer.body.toString('utf8')) as { datas?: Record<string, unknown> };
  if (parsed.datas && typeof parsed.datas === 'object') {
    for (const name of rule.echo) if (name in parsed.datas) parsed.datas[name] = query[name] ?? '';
  }
  return Buffer.from(JSON.stringify(parsed));
}

/** A body's compressed copy and its coding. */
interface Coded {
  coding: ContentCoding;
  bytes: Buffer;
}

/** The `coding` copy of `body` (made once per body), or null when it goes as it is. */
async function codedOf(body: Buffer, coding: ContentCoding | null): Promise<Coded | null> {
  return coding ? { coding, bytes: await copyOf(body, coding) } : null;
}

/**
 * Sends `body` with `status`, its `coded` copy when there is one. `Vary` is set whenever the body is
 * large enough to be sent coded, so shared caches keep the codings apart.
 */
function sendCoded(reply: FastifyReply, status: number, body: Buffer, coded: Coded | null): void {
  if (body.length >= COMPRESS_THRESHOLD) reply.header('vary', 'accept-encoding');
  if (coded) reply.header('content-encoding', coded.coding).code(status).send(coded.bytes);
  else reply.code(status).send(body);
}

/**
 * Sends a stored 200 body with its validator: weak with a coded copy (not the same bytes: RFC 9110
 * §8.8.3), and a 304 when the client holds either form.
 */
function sendStored(request: FastifyRequest, reply: FastifyReply, etag: string, body: Buffer, coded: Coded | null): void {
  reply.header('etag', coded ? `W/${etag}` : etag);
  const held = request.headers['if-none-match'];
  if (held === etag || held === `W/${etag}`) reply.code(304).send();
  else sendCoded(reply, 200, body, coded);
}

/** Builds the edge cache (validating its options). */
export function createEdgeCache(opts: EdgeCacheOptions): EdgeCache {
  const upstream = new URL(opts.upstreamUrl);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const cache = new MicroCache({ maxBytes: opts.maxBytes, ...(opts.now ? { now: opts.now } : {}) });
  const pool = new Pool(upstream.origin, {
    connections: opts.connections ?? 16,
    connect: { timeout: opts.connectTimeoutMs, rejectUnauthorized: true },
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
  });

  const load = (pathAndQuery: string, requestId: string) => async (): Promise<Loaded> => {
    const res = await pool.request({
      method: 'GET',
      path: `${basePath}${pathAndQuery}`,
      headers: { host: upstream.host, accept: 'application/json', requestfrom: 'pc', 'x-request-id': requestId },
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const v = res.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const cc = String(res.headers['cache-control'] ?? '');
    const cacheable =
      res.statusCode === 200 &&
      /json/.test(headers['content-type'] ?? '') &&
      res.headers['set-cookie'] === undefined &&
      !/private|no-store/i.test(cc) &&
      isSuccessEnvelope(body);
    return { answer: { status: res.statusCode, headers, body }, cacheable };
  };

  const memo = new Map<string, { lookup: Lookup; until: number }>();
  const now = opts.now ?? Date.now;
  /** Where the request's answer lives, or null when the cache must not answer it. */
  const lookupOf = (request: FastifyRequest): Lookup | null => {
    if (request.method !== 'GET' || isPersonal(request)) return null;
    const url = request.url;
    const t = now();
    const known = memo.get(url);
    if (known && t < known.until) return known.lookup;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (!CACHEABLE_PATHS.has(path)) return null;
    const query = singleQuery(request.query);
    if (!query) return null;
    const rule = edgeCacheRule(path, query);
    const declared = cacheParamsOf(path, query);
    if (!rule || !declared) return null;
    const echoed = rule.echo?.some((name) => query[name] !== undefined) ?? false;
    const lookup: Lookup = { key: cacheKey(path, query, rule, declared), rule, query, echoed };
    if (!echoed && url.length <= 1024) {
      if (known) memo.delete(url);
      else if (memo.size >= LOOKUP_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
      memo.set(url, { lookup, until: t + LOOKUP_MEMO_MS });
    }
    return lookup;
  };

  return {
    cache,
    lookup: lookupOf,
    answerFresh(found, request, reply) {
      const lookup = found as Lookup;
      if (lookup.echoed) return false;
      const entry = cache.fresh(lookup.key);
      if (!entry) return false;
      // A compressed copy not made yet is waited for in `serve`.
      const coding = codingFor(request.headers['accept-encoding'], entry.body.length);
      const bytes = coding ? readyCopy(entry.body, coding) : undefined;
      if (coding && !bytes) return false;
      // The same headers as a hit through `serve`, built once per stored answer; only max-age
      // depends on the moment.
      const headers = hitHeadersOf(entry);
      for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]!);
      reply.header('cache-control', `public, max-age=${cache.maxAgeSeconds(entry)}`);
      sendStored(request, reply, entry.etag, entry.body, coding && bytes ? { coding, bytes } : null);
      return true;
    },
    async serve(found, request, reply) {
      const { key, rule, query, echoed } = found as Lookup;
      let result: Awaited<ReturnType<MicroCache['get']>>;
      try {
        result = await cache.get(key, rule, load(key, String(request.id)));
      } catch (err) {
        reply.send(upstreamFailure(err));
        return;
      }
      const { answer, etag, outcome } = result;
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      reply.header('x-cache', X_CACHE[outcome]);
      reply.header('x-content-type-options', 'nosniff');
      const coding = codingFor(request.headers['accept-encoding'], answer.body.length);
      if (outcome === 'bypass' || answer.status !== 200) {
        reply.header('cache-control', 'no-store');
        // Coded here too: @fastify/compress mangles a body sent from this hook (it names the coding
        // and sends the plain bytes), so it must find the coding already set.
        sendCoded(reply, answer.status, answer.body, await codedOf(answer.body, coding));
        return;
      }
      reply.header('cache-control', `public, max-age=${result.maxAgeSeconds}`);
      if (echoed) {
        reply.code(200).send(withEcho(answer, rule, query));
        return;
      }
      sendStored(request, reply, etag, answer.body, await codedOf(answer.body, coding));
    },
    async close() {
      cache.clear();
      await pool.close();
    },
  };
}
