/**
 * Many gateways behind nginx on one Redis and one upstream (issue 19), all real processes on loopback:
 * redis-server, the sim, two gateway edges and nginx rendered from docs/deploy/nginx.conf. Checks that
 * a client's rate limit holds across gateways, a login made through one works through the other,
 * sockets on both get the same quotes, stopping a gateway moves its browser (the real live-socket
 * client, rotating hosts) to the other with its subscription restored, and that the limits fail open
 * while Redis is down and hold again when it returns, and that a fired 价格预警 reaches its owner's
 * sockets on both gateways through Redis and never the other user's. The packages come from `npm test`'s setup
 * (scripts/ensure-system-packages.ts).
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { NEVER, filter, firstValueFrom, skip, take, timeout } from 'rxjs';
import WebSocket from 'ws';
import { createLiveSocket } from '../../../client/services/live-socket';
import { isEnvelope } from '../../../contracts/envelope';
import { encodeFrame, parseServerFrame, type Quote } from '../../../contracts/ws-protocol';
import type { PersonalEvent } from '../../../contracts/ws-personal';
import { build } from '../../../gateway/edge/app';
import { type RunningSim, startSim } from '../../../gateway/sim/start';
import { renderNginxConfig } from '../../../scripts/nginx-config';
import { freePort, waitForPort } from '../../../scripts/lib/ports';

const REDIS = '/usr/bin/redis-server';
const NGINX = '/usr/sbin/nginx';
const IP_MAX = 25;
const CODE = '600519.SH';

async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 3_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

let runDir = '';
let redisPort = 0;
let redis: ChildProcess | null = null;
let nginx: ChildProcess | null = null;
let sim: RunningSim;
const gateways: { app: FastifyInstance; url: string; ws: string; answered: number }[] = [];
let front = '';

async function startRedis(): Promise<void> {
  redis = spawn(REDIS, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', runDir], { stdio: 'ignore' });
  await waitForPort(redisPort);
}

async function startGateway(): Promise<(typeof gateways)[number]> {
  const app = await build({
    upstreamUrl: sim.apiUrl,
    source: { kind: 'upstream', hosts: sim.wsUrls },
    logger: false,
    defaultMetrics: false,
    // nginx is the trusted hop in front: the client's address comes from its X-Forwarded-For.
    trustProxy: '127.0.0.1',
    rateLimit: { ipMax: IP_MAX, tokenMax: 10_000, loginMax: 10_000, smsMax: 10_000, redisUrl: `redis://127.0.0.1:${redisPort}`, redisTimeoutMs: 200 },
  });
  const gw = { app, url: '', ws: '', answered: 0 };
  app.addHook('onResponse', async () => {
    gw.answered++;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  gw.url = `http://127.0.0.1:${port}`;
  gw.ws = `ws://127.0.0.1:${port}/ws`;
  return gw;
}

before(async () => {
  for (const bin of [REDIS, NGINX]) assert.ok(existsSync(bin), `${bin} is missing: npm test installs it (scripts/ensure-system-packages.ts)`);
  runDir = mkdtempSync(path.join(tmpdir(), 'zhigu-scale-'));
  redisPort = await freePort();
  await startRedis();
  sim = await startSim({ dataDir: ':memory:', bootCacheDir: process.env.SIM_CACHE_DIR ?? null, testHooks: true });
  gateways.push(await startGateway(), await startGateway());
  const listen = await freePort();
  const conf = path.join(runDir, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig({ listen: `127.0.0.1:${listen}`, gateways: gateways.map((g) => g.url.slice('http://'.length)), runDir }));
  nginx = spawn(NGINX, ['-p', runDir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(listen);
  front = `http://127.0.0.1:${listen}`;
});

after(async () => {
  await stopChild(nginx);
  for (const g of gateways) await g.app.close();
  await sim?.close();
  await stopChild(redis);
  rmSync(runDir, { recursive: true, force: true });
});

async function call<T = unknown>(base: string, pathAndQuery: string, init: RequestInit = {}): Promise<{ status: number; code: string; datas: T }> {
  const res = await fetch(base + pathAndQuery, { ...init, headers: { 'content-type': 'application/json', requestFrom: 'pc', ...(init.headers ?? {}) } });
  const body: unknown = await res.json();
  assert.ok(isEnvelope(body), `${pathAndQuery}: not an envelope`);
  return { status: res.status, code: body.code, datas: body.datas as T };
}

/** A fresh client address for each check, so their limits do not mix. */
let clientSerial = 0;
const asClient = () => ({ 'x-forwarded-for': `198.51.100.${++clientSerial}` });

test("one client's limit holds across both gateways behind nginx (429 with -002)", async () => {
  const headers = asClient();
  const before = gateways.map((g) => g.answered);
  const statuses: number[] = [];
  let refused: { code: string } | null = null;
  for (let i = 0; i < IP_MAX + 5; i++) {
    const r = await call(front, '/api/v2/user/isCN', { headers });
    statuses.push(r.status);
    if (r.status === 429) refused ??= r;
  }
  assert.equal(statuses.filter((s) => s === 200).length, IP_MAX, `statuses: ${statuses.join(',')}`);
  assert.equal(refused?.code, '-002');
  gateways.forEach((g, i) => assert.ok(g.answered - before[i]! > 0, `gateway ${i} answered part of the load`));
});

/** Signs `phone` in through the gateway at `base` (SMS code read through the sim's test hooks); the session token. */
async function loginVia(base: string, phone: string): Promise<string> {
  const { datas: challenge } = await call<{ challengeId: string }>(base, '/api/v2/login/getRandomCode');
  const { datas: captcha } = await call<{ answer: string }>(base, `/api/sim-test/captcha?challengeId=${encodeURIComponent(challenge.challengeId)}`);
  await call(
    base,
    `/api/v2/login/getSmsCode?phone=${phone}&challengeId=${encodeURIComponent(challenge.challengeId)}&randomCode=${encodeURIComponent(captcha.answer)}`,
  );
  const { datas: sms } = await call<{ code: string }>(base, `/api/sim-test/smsCode?phone=${phone}`);
  const login = await call<string>(base, '/api/v2/login/loginByCode', { method: 'POST', body: JSON.stringify({ phone, code: sms.code }) });
  assert.equal(login.code, '000');
  return login.datas;
}

test('a login made through one gateway works through the other', async () => {
  const [a, b] = gateways;
  const token = await loginVia(a!.url, `1390000${String(process.pid % 10_000).padStart(4, '0')}`);
  const me = await call<{ nickName: string }>(b!.url, '/api/v2/user/userinfo', { headers: { token } });
  assert.equal(me.code, '000');
  assert.ok(me.datas.nickName);
});

/** A raw socket subscribed to CODE, collecting the quotes it receives until closed. */
async function quotesOn(url: string): Promise<{ got: Quote[]; close: () => void }> {
  const ws = new WebSocket(url);
  await once(ws, 'open');
  const got: Quote[] = [];
  ws.on('message', (data) => {
    const parsed = parseServerFrame(data.toString());
    if (!parsed.ok) return;
    const frame = parsed.frame;
    if (frame.type === 'quotes' || frame.type === 'snapshot') for (const q of frame.quotes) if (q.id === CODE) got.push(q);
  });
  ws.send(encodeFrame({ type: 'sub', codes: [CODE] }));
  return { got, close: () => ws.close() };
}

test('sockets on both gateways receive the same quotes', async () => {
  const [a, b] = await Promise.all(gateways.map((g) => quotesOn(g.ws)));
  const key = (q: Quote) => `${q.ts}:${q.price}`;
  const shared = () => {
    const seenOnA = new Set(a!.got.map(key));
    return b!.got.some((q) => seenOnA.has(key(q)));
  };
  // Wait for an update both received (a loaded machine can take a few seconds to deliver one), up to 12 s.
  for (let waited = 0; waited < 12_000 && !shared(); waited += 250) await new Promise((r) => setTimeout(r, 250));
  a!.close();
  b!.close();
  assert.ok(a!.got.length > 0 && b!.got.length > 0, `quotes: ${a!.got.length} and ${b!.got.length}`);
  assert.ok(shared(), 'the same upstream updates reach both');
});

/** A raw socket bound to `token`'s account, collecting the personal events it receives. */
async function personalOn(url: string, token: string): Promise<{ got: PersonalEvent[]; close: () => void }> {
  const ws = new WebSocket(url);
  await once(ws, 'open');
  const got: PersonalEvent[] = [];
  let authed: (() => void) | null = null;
  ws.on('message', (data) => {
    const parsed = parseServerFrame(data.toString());
    if (!parsed.ok) return;
    if (parsed.frame.type === 'personal') got.push(parsed.frame.event);
    if (parsed.frame.type === 'authed' && parsed.frame.user) authed?.();
  });
  await new Promise<void>((resolve) => {
    authed = resolve;
    ws.send(JSON.stringify({ type: 'auth', token }));
  });
  return { got, close: () => ws.close() };
}

test('a fired alert reaches its owner on both gateways through Redis, once each, and never the other user', async () => {
  const [a, b] = gateways;
  const serial = String(process.pid % 10_000).padStart(4, '0');
  const alice = await loginVia(a!.url, `1380001${serial}`);
  const bob = await loginVia(b!.url, `1380002${serial}`);
  const live = sim.market.quote(CODE)!.price;
  const above = (k: number) => Math.round(live * k * 100) / 100;
  for (const [base, token, threshold] of [
    [a!.url, alice, above(1.5)],
    [b!.url, bob, above(2)],
  ] as const) {
    const r = await call(base, '/api/v2/alert/create', {
      method: 'POST',
      headers: { token },
      body: JSON.stringify({ code: CODE, kind: 'priceAbove', threshold }),
    });
    assert.equal(r.code, '000');
  }
  const sockets = {
    aliceA: await personalOn(a!.ws, alice),
    aliceB: await personalOn(b!.ws, alice),
    bobA: await personalOn(a!.ws, bob),
    bobB: await personalOn(b!.ws, bob),
  };
  try {
    // The sim's alerts hear a quote past alice's threshold, as its pump would push it.
    const q = sim.market.wireQuotes([CODE])[0]!;
    assert.equal(sim.alerts.onQuotes([{ ...q, price: above(1.6), status: 'trading' }]), 1);
    for (let waited = 0; waited < 5_000 && (sockets.aliceA.got.length === 0 || sockets.aliceB.got.length === 0); waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    for (const s of [sockets.aliceA, sockets.aliceB]) {
      assert.equal(s.got.length, 1, 'once on each gateway');
      assert.match(s.got[0]!.text, /^贵州茅台 价格涨到 /);
    }
    assert.equal(sockets.bobA.got.length + sockets.bobB.got.length, 0, 'bob hears nothing');
  } finally {
    for (const s of Object.values(sockets)) s.close();
  }
});

test('stopping a gateway moves its browser to the other, with the subscription restored', async () => {
  const spare = await startGateway();
  gateways.push(spare);
  const hosts = [spare.ws, gateways[0]!.ws];
  let index = 0;
  const client = createLiveSocket({
    hosts,
    createSocket: (url, on) => {
      const ws = new WebSocket(url);
      ws.onopen = () => on.open();
      ws.onmessage = (e) => on.message(e.data);
      ws.onerror = () => on.error();
      ws.onclose = () => on.close();
      return ws;
    },
    hostIndex: { get: () => index, set: (i) => (index = i) },
    online$: NEVER,
    visible$: NEVER,
    isOnline: () => true,
    warn: () => undefined,
    random: () => 0,
  });
  client.start();
  try {
    const quotes$ = client.quote$(CODE);
    await firstValueFrom(quotes$.pipe(take(1), timeout(10_000)));
    assert.equal(client.currentHostIndex(), 0);
    await spare.app.close();
    gateways.splice(gateways.indexOf(spare), 1);
    // Clean close (1001), a refused reconnect to the same host, then rotation to the next host.
    await firstValueFrom(
      client.status$.pipe(
        filter((s) => s === 'open' && client.currentHostIndex() === 1),
        take(1),
        timeout(25_000),
      ),
    );
    // A new update (not the replay of the last one) proves the subscription was sent again.
    const fresh = await firstValueFrom(quotes$.pipe(skip(1), take(1), timeout(15_000)));
    assert.equal(fresh.id, CODE);
  } finally {
    client.stop();
  }
});

test('with Redis down the limits fail open, and hold again when it returns', async () => {
  await stopChild(redis);
  const headers = asClient();
  const open = [];
  for (let i = 0; i < IP_MAX + 5; i++) open.push((await call(front, '/api/v2/user/isCN', { headers })).status);
  assert.ok(
    open.every((s) => s === 200),
    `fail open: ${open.join(',')}`,
  );
  await startRedis();
  const again = asClient();
  const until = Date.now() + 15_000;
  let limited = false;
  while (!limited && Date.now() < until) {
    for (let i = 0; i < IP_MAX + 1 && !limited; i++) limited = (await call(front, '/api/v2/user/isCN', { headers: again })).status === 429;
    if (!limited) await new Promise((r) => setTimeout(r, 500));
  }
  assert.ok(limited, 'the limit holds again once Redis is back');
});
