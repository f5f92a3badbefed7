/**
 * Test fixtures for the accounts plugin: a fake market, a settable clock, an app built on an
 * in-memory (or given) store, a call helper and a full SMS sign-in through the test hooks.
 */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Envelope } from '../../../../../contracts/envelope';
import type { CapitalOrIndex } from '../../../../../contracts/market';
import type { Quote } from '../../../../../contracts/ws-protocol';
import { accountRoutes, type AccountRoutesOptions, type MarketReader } from '../../../../../gateway/sim/routes/accounts/index';
import { openStore, type Store } from '../../../../../gateway/sim/open-store';

function quote(id: string, price: number, pct: number, extra: Partial<Quote> = {}): Quote {
  const preClose = price / (1 + pct / 100);
  return { id, price, change: price - preClose, pct, volume: 1_000_000, amount: price * 1_000_000, ts: 0, turnover: 0.5, ...extra };
}

/** A tiny universe: names, kinds and quotes. `999999.SZ` exists but has no quote. */
export const SECURITIES: Readonly<Record<string, { name: string; kind: CapitalOrIndex; quote?: Quote }>> = {
  '600519.SH': { name: '贵州茅台', kind: 'capital', quote: quote('600519.SH', 1500, 1.2) },
  '000001.SZ': { name: '平安银行', kind: 'capital', quote: quote('000001.SZ', 10, -0.5) },
  '000001.SH': { name: '上证指数', kind: 'index_hs', quote: quote('000001.SH', 3200, 0) },
  '300750.SZ': { name: '宁德时代', kind: 'capital', quote: quote('300750.SZ', 200, 3.4) },
  '00700.HK': { name: '腾讯控股', kind: 'hk', quote: quote('00700.HK', 380, -1.1) },
  '999999.SZ': { name: '停牌股份', kind: 'capital' },
};

/** A market reader over {@link SECURITIES} whose prices tests can move. */
export class FakeMarket implements MarketReader {
  private readonly prices = new Map<string, number>();

  quote(id: string): Quote | undefined {
    const base = SECURITIES[id]?.quote;
    if (!base) return undefined;
    const price = this.prices.get(id);
    return price === undefined ? base : { ...base, price };
  }

  exists(id: string): boolean {
    return id in SECURITIES;
  }

  name(id: string): string | undefined {
    return SECURITIES[id]?.name;
  }

  kind(id: string): CapitalOrIndex | undefined {
    return SECURITIES[id]?.kind;
  }

  /** Moves a price. */
  setPrice(id: string, price: number): void {
    this.prices.set(id, price);
  }
}

/** A clock tests move by hand. */
export class Clock {
  constructor(public t = Date.UTC(2026, 0, 5, 2, 0, 0)) {}
  readonly now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

/** A built test app. */
export interface TestApp {
  app: FastifyInstance;
  store: Store;
  clock: Clock;
  market: FakeMarket;
}

/** Builds the plugin on a fresh in-memory store with test hooks on; closed in t.after. */
export async function buildTestApp(t: TestContext, overrides: Partial<AccountRoutesOptions> = {}): Promise<TestApp> {
  const store = overrides.store ?? openStore(':memory:');
  const clock = new Clock();
  const market = new FakeMarket();
  const app = Fastify({ logger: false });
  await app.register(accountRoutes, { store, market, now: clock.now, testHooks: true, ...overrides });
  await app.ready();
  t.after(async () => {
    await app.close();
    if (!overrides.store) store.close();
  });
  return { app, store, clock, market };
}

/** Options of {@link call}. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls a route and returns its envelope (asserting HTTP 200 and JSON). */
export async function call<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token !== undefined) headers.token = opts.token;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
  });
  assert.equal(res.statusCode, 200, `HTTP ${res.statusCode} for ${method} ${url}: ${res.body}`);
  return res.json() as Envelope<T>;
}

/** Calls and asserts success; returns datas. */
export async function callOk<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<T> {
  const env = await call<T>(app, method, url, opts);
  assert.equal(env.code, '000', `${method} ${url} failed: ${env.code} ${env.message}`);
  return env.datas;
}

/** Asserts a call fails with `code` (and, when given, a message matching `message`). */
export async function expectFail(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  code: string,
  opts: CallOptions = {},
  message?: RegExp,
): Promise<Envelope<null>> {
  const env = await call<null>(app, method, url, opts);
  assert.equal(env.code, code, `${method} ${url}: expected ${code}, got ${env.code} ${env.message}`);
  assert.equal(env.datas, null);
  if (message) assert.match(env.message, message);
  return env as Envelope<null>;
}

/** Gets a challenge and its answer through the test hook. */
export async function solvedChallenge(app: FastifyInstance): Promise<{ challengeId: string; answer: string }> {
  const { challengeId } = await callOk<{ challengeId: string }>(app, 'GET', '/api/v2/login/getRandomCode');
  const { answer } = await callOk<{ answer: string }>(app, 'GET', `/api/sim-test/captcha?challengeId=${challengeId}`);
  return { challengeId, answer };
}

/** Requests an SMS code for a phone and reads it through the test hook. */
export async function requestSms(app: FastifyInstance, phone: string): Promise<string> {
  const { challengeId, answer } = await solvedChallenge(app);
  await callOk(app, 'GET', `/api/v2/login/getSmsCode?phone=${phone}&challengeId=${challengeId}&randomCode=${answer}`);
  return (await callOk<{ code: string }>(app, 'GET', `/api/sim-test/smsCode?phone=${phone}`)).code;
}

/** Signs a phone in the way a person does (the clock moves past the resend interval first). Returns the token. */
export async function signIn(ta: Pick<TestApp, 'app' | 'clock'>, phone = '13800138000'): Promise<string> {
  ta.clock.advance(61_000);
  const code = await requestSms(ta.app, phone);
  return callOk<string>(ta.app, 'POST', '/api/v2/login/loginByCode', { body: { phone, code } });
}
