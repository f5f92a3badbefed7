/**
 * Options of the accounts plugin, validated at registration so a bad wiring fails at boot.
 */
import type { CapitalOrIndex } from '../../../../contracts/market';
import type { Quote } from '../../../../contracts/ws-protocol';
import type { Store } from '../../open-store';
import { DEFAULT_SESSION_TTL_MS } from '../../accounts/session-repository';

/** The little the accounts routes need to know about the live market. */
export interface MarketReader {
  /** The latest quote of a security id, if the market has one. */
  quote(id: string): Quote | undefined;
  /** True when the id names a security of the universe. */
  exists(id: string): boolean;
  /** Short name of a security. */
  name(id: string): string | undefined;
  /** Kind of a security; optional (items report null without it). */
  kind?(id: string): CapitalOrIndex | undefined;
}

/** Options of `accountRoutes`. */
export interface AccountRoutesOptions {
  /** From `openStore(DATA_DIR)`; the plugin does not close it (its owner does). */
  store: Store;
  /** The live market. */
  market: MarketReader;
  /** Clock, epoch ms; default Date.now. Tests pass a settable clock. */
  now?: () => number;
  /** When true, every request to this plugin's routes must be signed (see `signatureGuard`); default false. */
  apiLock?: boolean;
  /** A new sign-in revokes the account's other sessions (016 for them); default true. */
  revokeOlderSessions?: boolean;
  /** Session lifetime, ms; default 30 days. */
  sessionTtlMs?: number;
  /** Enables the test-only hooks (read challenge answers and SMS codes, set tiers); default false. Never on in a demo. */
  testHooks?: boolean;
  /** Origin put into the QR confirm URL, e.g. `http://192.168.1.5:8080`; default: from the forwarded/host headers. */
  publicOrigin?: string;
}

/** Options with defaults applied. */
export interface ResolvedOptions {
  store: Store;
  market: MarketReader;
  now: () => number;
  apiLock: boolean;
  revokeOlderSessions: boolean;
  sessionTtlMs: number;
  testHooks: boolean;
  publicOrigin: string | null;
}

function fail(message: string): never {
  throw new Error(`accountRoutes: ${message}`);
}

function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') fail(`${name} must be a boolean`);
  return value;
}

/** Validates the options and applies defaults; throws a clear error on bad wiring. */
export function resolveOptions(opts: AccountRoutesOptions): ResolvedOptions {
  if (typeof opts !== 'object' || opts === null) fail('options are required');
  const { store, market } = opts;
  if (!store || typeof store.close !== 'function' || !store.users || !store.items) fail('store must come from openStore()');
  if (!market || typeof market.quote !== 'function' || typeof market.exists !== 'function' || typeof market.name !== 'function') {
    fail('market must provide quote(id), exists(id) and name(id)');
  }
  if (market.kind !== undefined && typeof market.kind !== 'function') fail('market.kind must be a function when given');
  if (opts.now !== undefined && typeof opts.now !== 'function') fail('now must be a function');
  const ttl = opts.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  if (!Number.isInteger(ttl) || ttl <= 0) fail('sessionTtlMs must be a positive integer');
  let publicOrigin: string | null = null;
  if (opts.publicOrigin !== undefined) {
    let url: URL;
    try {
      url = new URL(opts.publicOrigin);
    } catch {
      fail('publicOrigin must be an absolute http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('publicOrigin must be http or https');
    publicOrigin = url.origin;
  }
  return {
    store,
    market,
    now: opts.now ?? Date.now,
    apiLock: flag(opts.apiLock, 'apiLock', false),
    revokeOlderSessions: flag(opts.revokeOlderSessions, 'revokeOlderSessions', true),
    sessionTtlMs: ttl,
    testHooks: flag(opts.testHooks, 'testHooks', false),
    publicOrigin,
  };
}
