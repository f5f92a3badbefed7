/**
 * Test fixtures for the market routes: the real universe, a small deterministic fake market
 * (every quote a hash of its id, any of them overridable), the whole sim app built on an
 * in-memory store, and call helpers. The real engine is exercised in test/gateway/sim/app.test.ts
 * and start.test.ts; here the numbers are known in advance so answers can be checked exactly.
 */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../../../contracts/envelope';
import type { TradeTick } from '../../../../../contracts/endpoints/details';
import { build, type SimAppOptions } from '../../../../../gateway/sim/app';
import { MINUTE_MS } from '../../../../../gateway/sim/calendar/days';
import type { Fundamentals, KlineBar, OrderBook, Snapshot, TimeShareDay } from '../../../../../gateway/sim/market/types';
import { loadUniverse, type Universe } from '../../../../../gateway/sim/market/universe/index';
import type { KlineRequest, MarketView } from '../../../../../gateway/sim/market/read/market-view';
import { openStore, type Store } from '../../../../../gateway/sim/open-store';

/** 2025-11-27 (a Thursday) 10:30 in Shanghai. */
export const T0 = Date.parse('2025-11-27T10:30:00+08:00');
/** Local midnight of that day. */
export const DAY0 = Date.parse('2025-11-27T00:00:00+08:00');

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A market whose every number is a function of the id, overridable per id. */
export class FakeMarket implements MarketView {
  t = T0;
  readonly overrides = new Map<string, Partial<Snapshot>>();
  /** Ids the market has no quote for (e.g. listed later). */
  readonly unquoted = new Set<string>();
  readonly klineCalls: Array<{ id: string; request: KlineRequest }> = [];

  constructor(readonly universe: Universe) {}

  now(): number {
    return this.t;
  }

  /** Overrides some fields of one snapshot (change/pct follow price unless given). */
  set(id: string, patch: Partial<Snapshot>): void {
    this.overrides.set(id, { ...this.overrides.get(id), ...patch });
  }

  snapshot(id: string): Snapshot | undefined {
    const e = this.universe.byId.get(id);
    if (!e || this.unquoted.has(id)) return undefined;
    const h = hash(id);
    const isIndex = e.kind.startsWith('index_');
    const preClose = isIndex ? 1000 + (h % 3000) : round2(5 + (h % 2000) / 10);
    const pct0 = ((h >>> 8) % 1000) / 100 - 5; // −5 … +5
    const o = this.overrides.get(id) ?? {};
    const price = o.price ?? round2(preClose * (1 + pct0 / 100));
    const pre = o.preClose ?? preClose;
    const limits = e.kind === 'capital' ? { up: round2(pre * 1.1), down: round2(pre * 0.9) } : null;
    return {
      id,
      ts: this.t,
      status: 'trading',
      phase: 'continuous',
      price,
      preClose: pre,
      open: pre,
      high: Math.max(pre, price),
      low: Math.min(pre, price),
      volume: ((h >>> 4) % 1000) * 10_000 + 100,
      amount: (((h >>> 4) % 1000) * 10_000 + 100) * price,
      change: price - pre,
      pct: ((price - pre) / pre) * 100,
      amplitude: (Math.abs(price - pre) / pre) * 100,
      turnover: isIndex ? null : ((h >>> 12) % 500) / 100,
      speed: 0,
      volumeRatio: 1,
      limitUp: limits?.up ?? null,
      limitDown: limits?.down ?? null,
      exDate: false,
      totalShares: e.totalShares,
      floatShares: e.floatShares,
      ...o,
    };
  }

  snapshots(ids?: readonly string[]): Snapshot[] {
    return (ids ?? this.universe.all.map((e) => e.id)).map((id) => this.snapshot(id)).filter((s): s is Snapshot => s !== undefined);
  }

  book(id: string): OrderBook | undefined {
    const s = this.snapshot(id);
    if (!s) return undefined;
    const level = (k: number, side: 1 | -1) => ({ price: s.price + side * 0.01 * k, volume: 100 * k });
    return { bids: [1, 2, 3, 4, 5].map((k) => level(k, -1)), asks: [1, 2, 3, 4, 5].map((k) => level(k, 1)) };
  }

  ticks(id: string, count: number): TradeTick[] {
    const s = this.snapshot(id);
    if (!s) return [];
    return Array.from({ length: Math.min(count, 30) }, (_, i) => ({ ts: this.t - i * 3000, price: s.price, volume: 100 * (i + 1), side: i % 2 ? 'S' : 'B' }));
  }

  /** Daily bars end today (stamped at midnight); minute bars end at 9:31, 9:32, … (stamped at their end). */
  kline(id: string, request: KlineRequest): KlineBar[] {
    this.klineCalls.push({ id, request });
    const s = this.snapshot(id);
    if (!s) return [];
    const n = Math.min(request.count, 50);
    const minutes = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '60m': 60 }[request.period as string];
    return Array.from({ length: n }, (_, i) => {
      const back = n - 1 - i;
      const ts = minutes ? DAY0 + (9 * 60 + 30) * MINUTE_MS + (i + 1) * minutes * MINUTE_MS : DAY0 - back * 86_400_000;
      const c = s.price - back * 0.01;
      return { ts, open: c - 0.005, high: c + 0.02, low: c - 0.02, close: c, preClose: c, volume: 1000 + i, amount: (1000 + i) * c };
    });
  }

  /** Today: auction 9:15…9:25, the open at 9:30, then minute bars ending 9:31…9:35. */
  minutes(id: string, days: 1 | 5): TimeShareDay[] {
    const s = this.snapshot(id);
    if (!s) return [];
    const day = (offset: number): TimeShareDay => {
      const base = DAY0 - offset * 86_400_000;
      return {
        date: new Date(base + 8 * 3_600_000).toISOString().slice(0, 10),
        preClose: s.preClose,
        auction: offset === 0 ? [0, 5, 10].map((m) => ({ ts: base + (9 * 60 + 15 + m) * MINUTE_MS, price: s.preClose, volume: 1000 * (m + 1) })) : [],
        points: [
          { ts: base + 570 * MINUTE_MS, price: s.preClose, avgPrice: s.preClose, volume: 500, amount: 500 * s.preClose },
          ...[1, 2, 3, 4, 5].map((m) => ({ ts: base + (570 + m) * MINUTE_MS, price: s.price, avgPrice: s.price, volume: 100 * m, amount: 100 * m * s.price })),
        ],
      };
    };
    return days === 1 ? [day(0)] : [4, 3, 2, 1, 0].map(day);
  }

  sharesOn(id: string): { total: number; float: number } | undefined {
    const e = this.universe.byId.get(id);
    return e && { total: e.totalShares, float: e.floatShares };
  }

  fundamentals(id: string): Fundamentals | undefined {
    const e = this.universe.byId.get(id);
    if (!e) return undefined;
    const s = this.snapshot(id);
    const cap = e.kind.startsWith('index_') ? null : e.totalShares * (s?.price ?? 0);
    return {
      peTtm: cap === null ? null : 21.456,
      pb: cap === null ? null : 3.21,
      totalCap: cap,
      floatCap: cap === null ? null : e.floatShares * (s?.price ?? 0),
    };
  }
}

/** A built test app. */
export interface MarketTestApp {
  app: FastifyInstance;
  store: Store;
  market: FakeMarket;
  universe: Universe;
}

/** Builds the whole sim app on the fake market and an in-memory store; closed in t.after. */
export async function buildMarketApp(t: TestContext, opts: SimAppOptions & { store?: Store } = {}): Promise<MarketTestApp> {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  const store = opts.store ?? openStore(':memory:');
  const { store: _given, ...appOpts } = opts;
  const app = await build({ store, universe, market }, appOpts);
  await app.ready();
  t.after(async () => {
    await app.close();
    if (!opts.store) store.close();
  });
  return { app, store, market, universe };
}

/** Calls a route and returns the HTTP status, headers and envelope. */
export async function request<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, unknown>; env: Envelope<T> }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token !== undefined) headers.token = opts.token;
  const res = await app.inject({ method, url, headers, ...(opts.body !== undefined ? { payload: opts.body as string } : {}) });
  return { status: res.statusCode, headers: res.headers, env: res.json() as Envelope<T> };
}

/** GETs and asserts success (HTTP 200, code 000); returns datas. */
export async function getOk<T = unknown>(app: FastifyInstance, url: string, token?: string): Promise<T> {
  const { status, env } = await request<T>(app, 'GET', url, token === undefined ? {} : { token });
  assert.equal(status, 200, `HTTP ${status} for ${url}`);
  assert.equal(env.code, '000', `${url}: ${env.code} ${env.message}`);
  return env.datas;
}

/** Asserts a call answers HTTP 200 with envelope `code` and null datas; returns the message. */
export async function expectError(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  code: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<string> {
  const { status, env } = await request(app, method, url, opts);
  assert.equal(status, 200, `HTTP ${status} for ${method} ${url}`);
  assert.equal(env.code, code, `${method} ${url}: expected ${code}, got ${env.code} ${env.message}`);
  assert.equal(env.datas, null);
  assert.match(env.message, /[\u4e00-\u9fff]/, 'message is Chinese');
  return env.message;
}

/** Signs a user in straight through the store; returns the session token and user id. */
export function signIn(store: Store, phone = '13800138000'): { token: string; userId: number } {
  const { token, userId } = store.signIns.byIdentity({ kind: 'phone', phone }, Date.now(), { ttlMs: 3_600_000, revokeOlderSessions: false });
  return { token, userId };
}

/** Strings an attacker tries; every market route must answer them with an envelope, never a crash. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  '600519.SH; DROP TABLE users',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '\u0000',
  '🙂🙂🙂',
  'x'.repeat(300),
];
