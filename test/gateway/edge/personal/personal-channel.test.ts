/**
 * The personal channel through real edges: a socket's `auth` frame is checked with the upstream's
 * userinfo and binds it to that account; the upstream's `userEvent` reaches every socket of that
 * account — on this gateway and on another sharing the bus — exactly once, and never a socket of
 * another account, an anonymous one, a refused token, or one that logged out or re-bound.
 * Two edges share an in-process bus (the fake of Redis); a third test runs them on a real
 * redis-server when the machine has one.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { WebSocketServer } from 'ws';
import { CODES } from '../../../../contracts/codes';
import type { PersonalEvent } from '../../../../contracts/ws-personal';
import { HEART, parseClientFrame, type ServerFrame } from '../../../../contracts/ws-protocol';
import type { EdgeOptions } from '../../../../gateway/edge/app';
import { MAX_AUTH_PER_SOCKET } from '../../../../gateway/edge/personal/personal-channel';
import { LocalUserBus } from '../../../../gateway/edge/personal/user-bus';
import { freePort, waitForPort } from '../../../../scripts/lib/ports';
import { FAST_FEED, type TestClient, connect, startApi, startEdge, waitFor } from '../helpers';

const TOKENS: Record<string, number> = { 'tok-alice': 1, 'tok-bob': 2 };

/** The upstream's userinfo: a known token answers its uid, anything else 401 (as the sim does); `down` answers 503. */
async function userApi() {
  const checked: string[] = [];
  const state = { down: false };
  const api = await startApi((app) => {
    app.get('/api/v2/user/userinfo', async (req, reply) => {
      const token = String(req.headers.token ?? '');
      checked.push(token);
      if (state.down) return reply.code(503).send({ code: '500', message: '服务繁忙', datas: null });
      const uid = TOKENS[token];
      if (uid === undefined) return reply.code(401).send({ code: '004', message: '登录已失效', datas: null });
      return { code: CODES.OK, message: '', datas: { portrait: '', nickName: `u${uid}`, vipTime: 0, vipType: 0, uid } };
    });
  });
  return { ...api, checked, state };
}

/** A feed host that answers HEART and pushes text frames to every feed socket. */
async function feedHost() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const p = parseClientFrame(data.toString());
      if (p.ok && p.frame.type === 'heart') ws.send(HEART);
    });
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    connections: () => wss.clients.size,
    userEvent(uid: number, event: PersonalEvent) {
      for (const ws of wss.clients) ws.send(JSON.stringify({ type: 'userEvent', uid, event }));
    },
    async kill() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}

let seq = 0;
const alert = (text: string): PersonalEvent => ({ id: `e${++seq}`, kind: 'alert', ts: Date.now(), text, code: '600519.SH', price: 1688.5 });
const personal = (c: TestClient) => c.frames.filter((f) => f.type === 'personal');
const isAuthed = (f: ServerFrame) => f.type === 'authed';

async function auth(c: TestClient, token: string | null): Promise<boolean> {
  c.send(JSON.stringify({ type: 'auth', token }));
  const f = await c.next(isAuthed);
  return f.type === 'authed' && f.user;
}

/** Two edges on their own feed hosts and one upstream API, sharing `extra` (a bus or Redis). */
async function twoEdges(t: { after: (fn: () => Promise<void> | void) => void }, extra: Partial<EdgeOptions>) {
  const api = await userApi();
  const hosts = [await feedHost(), await feedHost()];
  const edges: Awaited<ReturnType<typeof startEdge>>[] = [];
  for (const host of hosts) {
    edges.push(await startEdge({ upstreamUrl: api.url, source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED }, ...extra }));
  }
  t.after(async () => {
    for (const e of edges) await e.app.close();
    for (const h of hosts) await h.kill();
    await api.app.close();
  });
  await waitFor(() => hosts.every((h) => h.connections() === 1), 3000, 'both feeds connected');
  return { api, hosts, edges };
}

test('one gateway: an event reaches every socket of its user once, never another user, an anonymous socket or a refused token', async (t) => {
  const api = await userApi();
  const host = await feedHost();
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED } });
  const clients: TestClient[] = [];
  t.after(async () => {
    for (const c of clients) c.ws.terminate();
    await edge.app.close();
    await host.kill();
    await api.app.close();
  });
  await waitFor(() => host.connections() === 1, 3000, 'feed connected');
  const [alice1, alice2, bob, anon, forged] = await Promise.all([1, 2, 3, 4, 5].map(() => connect(edge.wsUrl)));
  clients.push(alice1!, alice2!, bob!, anon!, forged!);
  assert.equal(await auth(alice1!, 'tok-alice'), true);
  assert.equal(await auth(alice2!, 'tok-alice'), true);
  assert.equal(await auth(bob!, 'tok-bob'), true);
  assert.equal(await auth(forged!, 'tok-mallory'), false, 'an unknown token binds no one');
  assert.ok(api.checked.includes('tok-alice'), 'the token is checked with the upstream');

  const ev = alert('贵州茅台 价格 ≥ 1688.00');
  host.userEvent(1, ev);
  for (const c of [alice1!, alice2!]) {
    const f = await c.next((x) => x.type === 'personal');
    assert.deepEqual(f, { type: 'personal', event: ev });
  }
  host.userEvent(1, ev); // the same event relayed again: not delivered twice
  host.userEvent(2, alert('bob only'));
  await bob!.next((x) => x.type === 'personal');
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(personal(alice1!).length, 0, 'a repeat of an event id is dropped, and bob’s event is not alice’s');
  for (const c of [anon!, forged!]) assert.equal(personal(c).length, 0, 'nobody else hears anything');
  assert.equal(
    bob!.frames.some((f) => f.type === 'personal' && f.event.id === ev.id),
    false,
  );

  // Logout: alice2 unbinds; re-bind: alice1 logs in as bob.
  assert.equal(await auth(alice2!, null), false);
  assert.equal(await auth(alice1!, 'tok-bob'), true);
  const next = alert('after re-bind');
  host.userEvent(1, next);
  const forBob = alert('bob again');
  host.userEvent(2, forBob);
  const got = await alice1!.next((x) => x.type === 'personal');
  assert.deepEqual(got, { type: 'personal', event: forBob }, 'the re-bound socket hears its new user only');
  await bob!.next((x) => x.type === 'personal' && x.event.id === forBob.id);
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(personal(alice2!).length, 0, 'a logged-out socket hears nothing');
  assert.equal(personal(alice1!).length, 0);
  assert.deepEqual(edge.app.edge.hub.stats().clients, 5);
});

test('an upstream that cannot answer the check (503) is no verdict: authed false with retry, and the same token binds once it answers', async (t) => {
  const api = await userApi();
  const host = await feedHost();
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED } });
  const c = await connect(edge.wsUrl);
  t.after(async () => {
    c.ws.terminate();
    await edge.app.close();
    await host.kill();
    await api.app.close();
  });
  await waitFor(() => host.connections() === 1, 3000, 'feed connected');
  api.state.down = true;
  c.send(JSON.stringify({ type: 'auth', token: 'tok-alice' }));
  assert.deepEqual(await c.next(isAuthed), { type: 'authed', user: false, retry: true });
  c.send(JSON.stringify({ type: 'auth', token: 'tok-mallory' }));
  assert.deepEqual(await c.next(isAuthed), { type: 'authed', user: false, retry: true }, 'while down, every check is unchecked, never a refusal');
  api.state.down = false;
  c.send(JSON.stringify({ type: 'auth', token: 'tok-mallory' }));
  assert.deepEqual(await c.next(isAuthed), { type: 'authed', user: false }, 'a refusal carries no retry');
  assert.equal(await auth(c, 'tok-alice'), true);
});

test('a malformed auth frame is refused; a token in the URL binds nothing and is never checked', async (t) => {
  const api = await userApi();
  const host = await feedHost();
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED } });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
    await api.app.close();
  });
  await waitFor(() => host.connections() === 1, 3000, 'feed connected');
  const c = await connect(`${edge.wsUrl}?token=tok-alice`);
  t.after(() => c.ws.terminate());
  c.send(JSON.stringify({ type: 'auth', token: 42 }));
  const err = await c.next((f) => f.type === 'error');
  assert.match(err.type === 'error' ? err.reason : '', /auth\.token/);
  host.userEvent(1, alert('url token must not bind'));
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(personal(c).length, 0, 'a token in the URL binds nothing');
  assert.equal(api.checked.length, 0);
  // Each auth costs an upstream call: a socket gets MAX_AUTH_PER_SOCKET of them, then refusals.
  for (let i = 0; i < MAX_AUTH_PER_SOCKET; i++) await auth(c, 'tok-mallory');
  c.send(JSON.stringify({ type: 'auth', token: 'tok-alice' }));
  const over = await c.next((f) => f.type === 'error');
  assert.match(over.type === 'error' ? over.reason : '', /too many auth/);
  assert.equal(api.checked.length, MAX_AUTH_PER_SOCKET);
});

test('two gateways on a shared bus: the user’s sockets on both get the event once; the other user on either gets nothing', async (t) => {
  const bus = new LocalUserBus();
  const { hosts, edges } = await twoEdges(t, { userBus: bus });
  await assertTwoGatewayIsolation(t, hosts, edges);
});

const REDIS = '/usr/bin/redis-server';
test('two gateways on a real redis-server (REDIS_URL): the same isolation', { skip: existsSync(REDIS) ? false : 'no redis-server here' }, async (t) => {
  const port = await freePort();
  const redis: ChildProcess = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  t.after(() => {
    redis.kill('SIGTERM');
  });
  await waitForPort(port);
  const { hosts, edges } = await twoEdges(t, { rateLimit: { redisUrl: `redis://127.0.0.1:${port}` } });
  // Let both subscriptions settle before the first publish (pub/sub drops what nobody hears).
  await new Promise((r) => setTimeout(r, 300));
  await assertTwoGatewayIsolation(t, hosts, edges);
});

async function assertTwoGatewayIsolation(
  t: { after: (fn: () => void) => void },
  hosts: Awaited<ReturnType<typeof feedHost>>[],
  edges: Awaited<ReturnType<typeof startEdge>>[],
): Promise<void> {
  const aliceOn1 = await connect(edges[0]!.wsUrl);
  const aliceOn2 = await connect(edges[1]!.wsUrl);
  const bobOn1 = await connect(edges[0]!.wsUrl);
  const bobOn2 = await connect(edges[1]!.wsUrl);
  const all = [aliceOn1, aliceOn2, bobOn1, bobOn2];
  t.after(() => {
    for (const c of all) c.ws.terminate();
  });
  for (const [c, tok] of [
    [aliceOn1, 'tok-alice'],
    [aliceOn2, 'tok-alice'],
    [bobOn1, 'tok-bob'],
    [bobOn2, 'tok-bob'],
  ] as const) {
    assert.equal(await auth(c, tok), true);
  }
  // Only gateway 1's feed relays it: gateway 2 gets it through the bus.
  const onlyVia1 = alert('经网关一');
  hosts[0]!.userEvent(1, onlyVia1);
  for (const c of [aliceOn1, aliceOn2]) assert.deepEqual(await c.next((f) => f.type === 'personal'), { type: 'personal', event: onlyVia1 });
  // Both feeds relay the same event: still once per socket.
  const both = alert('两路都到');
  hosts[0]!.userEvent(1, both);
  hosts[1]!.userEvent(1, both);
  for (const c of [aliceOn1, aliceOn2]) assert.deepEqual(await c.next((f) => f.type === 'personal'), { type: 'personal', event: both });
  await new Promise((r) => setTimeout(r, 200));
  for (const c of all) assert.equal(personal(c).length, 0, 'no duplicate, and bob never hears alice');
}
