/**
 * The edge's micro-cache for public market answers: a byte-bounded LRU (lru-cache) of whole upstream
 * answers, with request coalescing (N concurrent misses for one key → one upstream call),
 * stale-while-revalidate (a stale answer is served at once while one background call refreshes it) and
 * stale-if-error (an upstream failure serves the last good answer within its window). Pure of HTTP: the
 * caller passes the loader and decides what is cacheable; the clock is injected for tests.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** An upstream answer as the edge relays it. */
export interface CachedAnswer {
  status: number;
  /** The upstream headers kept with it (content type, the sim's marker). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/** How long one key's answer may be served. */
export interface CachePolicy {
  /** Fresh for this long after it was fetched, ms. */
  ttlMs: number;
  /** Then served stale (while one call revalidates) for this long, ms. */
  staleWhileRevalidateMs: number;
  /** After that, still served when the upstream fails, for this long, ms. */
  staleIfErrorMs: number;
}

/** How an answer was obtained, for the `x-cache` header and the metrics. */
export type CacheOutcome = 'hit' | 'miss' | 'coalesced' | 'stale' | 'stale-error' | 'bypass';

/** A stored answer. */
export interface StoredAnswer extends CachedAnswer {
  /** Strong validator of the body (`"…"`). */
  readonly etag: string;
}

interface Entry extends StoredAnswer {
  etag: string;
  fetchedAt: number;
  policy: CachePolicy;
}

/** What a lookup returns. */
export interface CacheResult {
  answer: CachedAnswer;
  /** Strong validator of the body (`"…"`). */
  etag: string;
  /** Seconds a browser may reuse it (what is left of its freshness). */
  maxAgeSeconds: number;
  outcome: CacheOutcome;
}

/** The load of a key: the upstream answer, and whether it may be stored and shared. */
export interface Loaded {
  answer: CachedAnswer;
  cacheable: boolean;
}

/** Counters (the edge's metrics read them). */
export interface CacheStats {
  hits: number;
  misses: number;
  coalesced: number;
  stale: number;
  staleOnError: number;
  /** Upstream calls made by the cache. */
  loads: number;
}

/** Options of {@link MicroCache}. */
export interface MicroCacheOptions {
  /** Memory bound of the stored bodies (plus a small per-entry overhead), bytes. */
  maxBytes: number;
  /** Largest single answer stored, bytes (larger ones are relayed, not kept). */
  maxEntryBytes?: number;
  now?: () => number;
}

/** Bytes charged per entry besides its body (key, headers, bookkeeping). */
const ENTRY_OVERHEAD = 256;

/** `"sha1-base64url"` of a body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A byte-bounded micro-cache with coalescing, SWR and stale-if-error. */
export class MicroCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<Loaded>>();
  private readonly now: () => number;
  private readonly maxEntryBytes: number;
  readonly stats: CacheStats = { hits: 0, misses: 0, coalesced: 0, stale: 0, staleOnError: 0, loads: 0 };

  constructor(opts: MicroCacheOptions) {
    if (!(opts.maxBytes > 0)) throw new Error(`micro-cache maxBytes must be > 0 (got ${opts.maxBytes})`);
    this.now = opts.now ?? Date.now;
    this.maxEntryBytes = Math.min(opts.maxEntryBytes ?? 2 * 1024 * 1024, opts.maxBytes);
    this.lru = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes,
      sizeCalculation: (e, key) => e.body.length + key.length + ENTRY_OVERHEAD,
      // Expiry is ours (fresh / stale / error windows on the injected clock), checked on each read;
      // the LRU bounds the bytes.
    });
  }

  /** Bytes held (bodies plus overhead). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /** Entries held. */
  get size(): number {
    return this.lru.size;
  }

  /**
   * The stored answer for `key` when it is fresh (counted as a hit), else undefined and nothing
   * counted: the fast path of a hit, with no promise; everything else goes through {@link get}.
   */
  fresh(key: string): StoredAnswer | undefined {
    const e = this.lru.get(key);
    if (!e || this.now() >= e.fetchedAt + e.policy.ttlMs) return undefined;
    this.stats.hits++;
    return e;
  }

  /** Seconds a browser may reuse a stored answer now (what is left of its freshness). */
  maxAgeSeconds(answer: StoredAnswer): number {
    const e = answer as Entry;
    return Math.max(0, Math.floor((e.fetchedAt + e.policy.ttlMs - this.now()) / 1000));
  }

  /**
   * The answer for `key`: fresh from the cache, stale while one background load refreshes it, or
   * loaded once for every concurrent caller. A failed load serves a stored answer still inside its
   * error window, else rejects.
   */
  async get(key: string, policy: CachePolicy, load: () => Promise<Loaded>): Promise<CacheResult> {
    const t = this.now();
    const stored = this.usable(key, t);
    if (stored && t < stored.fetchedAt + stored.policy.ttlMs) {
      this.stats.hits++;
      return this.result(stored, 'hit', t);
    }
    if (stored && t < stored.fetchedAt + stored.policy.ttlMs + stored.policy.staleWhileRevalidateMs) {
      this.stats.stale++;
      // Revalidate in the background; a failure keeps the stale entry for the error window.
      this.load(key, policy, load).catch(() => undefined);
      return this.result(stored, 'stale', t);
    }
    const joining = this.inflight.has(key);
    if (joining) this.stats.coalesced++;
    else this.stats.misses++;
    try {
      const loaded = await this.load(key, policy, load);
      const entry = this.lru.get(key);
      // Coalesced callers share the loaded answer, whether or not it could be stored.
      if (loaded.cacheable && entry) return this.result(entry, joining ? 'coalesced' : 'miss', this.now());
      return { answer: loaded.answer, etag: etagOf(loaded.answer.body), maxAgeSeconds: 0, outcome: loaded.cacheable ? 'miss' : 'bypass' };
    } catch (err) {
      if (stored && t < stored.fetchedAt + stored.policy.ttlMs + Math.max(stored.policy.staleWhileRevalidateMs, stored.policy.staleIfErrorMs)) {
        this.stats.staleOnError++;
        return this.result(stored, 'stale-error', t);
      }
      throw err;
    }
  }

  /** The stored entry while inside its longest window; past it the entry is dropped. */
  private usable(key: string, t: number): Entry | undefined {
    const e = this.lru.get(key);
    if (e && t >= e.fetchedAt + e.policy.ttlMs + Math.max(e.policy.staleWhileRevalidateMs, e.policy.staleIfErrorMs)) {
      this.lru.delete(key);
      return undefined;
    }
    return e;
  }

  /** Drops everything (tests, shutdown). */
  clear(): void {
    this.lru.clear();
  }

  /** One load per key at a time; stores a cacheable answer. */
  private load(key: string, policy: CachePolicy, load: () => Promise<Loaded>): Promise<Loaded> {
    const pending = this.inflight.get(key);
    if (pending) return pending;
    this.stats.loads++;
    const p = load()
      .then((loaded) => {
        // Too large to keep: relayed to its callers, not stored.
        if (!loaded.cacheable || loaded.answer.body.length > this.maxEntryBytes) return { ...loaded, cacheable: false };
        this.lru.set(key, { ...loaded.answer, etag: etagOf(loaded.answer.body), fetchedAt: this.now(), policy });
        return loaded;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  private result(e: Entry, outcome: CacheOutcome, t: number): CacheResult {
    const left = e.fetchedAt + e.policy.ttlMs - t;
    return { answer: e, etag: e.etag, maxAgeSeconds: Math.max(0, Math.floor(left / 1000)), outcome };
  }
}
