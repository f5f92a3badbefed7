/**
 * A fired 价格预警 end to end through real edges: the sim app (fake market, in-memory store) with
 * its alerts fed by a quote source the test pushes, its feed relaying userEvent frames, and one or
 * two gateways in front. Alerts are set through the gateway's /api as a browser does; the owner's
 * sockets — every one, on every gateway — get the notification once, and the other user, an
 * anonymous socket, or a logged-out one never do.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { type TestContext, test } from 'node:test';
import { alertEndpoints } from '../../../../contracts/endpoints/alerts';
import type { Envelope } from '../../../../contracts/envelope';
import type { Quote } from '../../../../contracts/ws-protocol';
import type { EdgeOptions } from '../../../../gateway/edge/app';
import { LocalUserBus } from '../../../../gateway/edge/personal/user-bus';
import { PriceAlerts } from '../../../../gateway/sim/alerts/index';
import { build as buildSim } from '../../../../gateway/sim/app';
import { type QuoteSource, startFeed } from '../../../../gateway/sim/feed';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../gateway/sim/open-store';
import { FakeMarket } from '../../sim/routes/market/helpers';
import { FAST_FEED, type TestClient, connect, startEdge, waitFor } from '../helpers';

const MOUTAI = '600519.SH';

/** The sim: app, alerts, feed, and `push` to send a batch of quotes as its pump does. */
async function startFakeSim(t: TestContext) {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  market.set(MOUTAI, { price: 1500, preClose: 1500 });
  const store = openStore(':memory:');
  const alerts = new PriceAlerts({ db: store.db, sources: { universe, market } });
  const app = await buildSim({ store, universe, market, alerts });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const listeners = new Set<(q: readonly Quote[]) => void>([(q) => alerts.onQuotes(q)]);
  const source: QuoteSource = { quotes: () => [], allIds: () => [], onUpdate: (l) => (listeners.add(l), () => listeners.delete(l)) };
  const feed = await startFeed(source, { count: 1, userEvents: alerts });
  t.after(async () => {
    await feed.close();
    await app.close();
    store.close();
  });
  const push = (price: number) => {
    const q: Quote = { id: MOUTAI, price, change: price - 1500, pct: ((price - 1500) / 1500) * 100, volume: 1, amount: 1, ts: Date.now(), status: 'trading' };
    for (const l of listeners) l([q]);
  };
  const token = (phone: string) => store.signIns.byIdentity({ kind: 'phone', phone }, Date.now(), { ttlMs: 3_600_000, revokeOlderSessions: false }).token;
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, feed, push, token };
}

async function edges(t: TestContext, n: number, extra: Partial<EdgeOptions> = {}) {
  const sim = await startFakeSim(t);
  const out: Awaited<ReturnType<typeof startEdge>>[] = [];
  for (let i = 0; i < n; i++)
    out.push(await startEdge({ upstreamUrl: sim.url, source: { kind: 'upstream', hosts: [...sim.feed.urls], ...FAST_FEED }, ...extra }));
  t.after(async () => {
    for (const e of out) await e.app.close();
  });
  await waitFor(() => sim.feed.hosts[0]!.clientCount === n, 3000, 'the gateways’ feeds connected');
  return { sim, edges: out };
}

/** Sets an alert through a gateway's /api, as the browser does. */
async function setAlert(edgeUrl: string, token: string, threshold: number): Promise<void> {
  const res = await fetch(edgeUrl + alertEndpoints.alertCreate.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', requestFrom: 'pc', token },
    body: JSON.stringify({ code: MOUTAI, kind: 'priceAbove', threshold }),
  });
  const env = (await res.json()) as Envelope<unknown>;
  assert.equal(env.code, '000', env.message);
}

async function socket(t: TestContext, wsUrl: string, token: string | null): Promise<TestClient> {
  const c = await connect(wsUrl);
  t.after(() => c.ws.terminate());
  if (token !== null) {
    c.send(JSON.stringify({ type: 'auth', token }));
    const f = await c.next((x) => x.type === 'authed');
    assert.deepEqual(f, { type: 'authed', user: true });
  }
  return c;
}

const personal = (c: TestClient) => c.frames.filter((f) => f.type === 'personal');
const settle = () => new Promise((r) => setTimeout(r, 200));

test('one gateway: the alert reaches both of its owner’s sockets once, nobody else’s', async (t) => {
  const {
    sim,
    edges: [edge],
  } = await edges(t, 1);
  const alice = sim.token('13800000001');
  const bob = sim.token('13800000002');
  await setAlert(edge!.url, alice, 1510);
  await setAlert(edge!.url, bob, 1520);
  const [alice1, alice2, bob1, anon] = [
    await socket(t, edge!.wsUrl, alice),
    await socket(t, edge!.wsUrl, alice),
    await socket(t, edge!.wsUrl, bob),
    await socket(t, edge!.wsUrl, null),
  ];
  sim.push(1512);
  for (const c of [alice1!, alice2!]) {
    const f = await c.next((x) => x.type === 'personal');
    assert.ok(f.type === 'personal');
    assert.equal(f.event.text, '贵州茅台 价格涨到 1510.00，现价 1512.00');
    assert.equal(f.event.code, MOUTAI);
  }
  await settle();
  for (const c of [alice1!, alice2!, bob1!, anon!]) assert.equal(personal(c).length, 0, 'once, and never another user’s');
  // Logout on one of alice's sockets; bob's alert fires next (alice's cools down).
  alice2!.send(JSON.stringify({ type: 'auth', token: null }));
  await alice2!.next((x) => x.type === 'authed');
  sim.push(1500);
  sim.push(1525);
  const forBob = await bob1!.next((x) => x.type === 'personal');
  assert.ok(forBob.type === 'personal' && forBob.event.text.includes('1520.00'));
  await settle();
  for (const c of [alice1!, alice2!, anon!]) assert.equal(personal(c).length, 0);
});

test('two gateways on a shared bus: the owner’s sockets on both get it once; the other user on either never', async (t) => {
  const bus = new LocalUserBus();
  const {
    sim,
    edges: [one, two],
  } = await edges(t, 2, { userBus: bus });
  const alice = sim.token('13800000001');
  const bob = sim.token('13800000002');
  await setAlert(one!.url, alice, 1510);
  await setAlert(two!.url, bob, 1520);
  const aliceOn1 = await socket(t, one!.wsUrl, alice);
  const aliceOn2 = await socket(t, two!.wsUrl, alice);
  const bobOn1 = await socket(t, one!.wsUrl, bob);
  const bobOn2 = await socket(t, two!.wsUrl, bob);
  sim.push(1512);
  for (const c of [aliceOn1, aliceOn2]) assert.equal((await c.next((x) => x.type === 'personal')).type, 'personal');
  await settle();
  for (const c of [aliceOn1, aliceOn2, bobOn1, bobOn2]) assert.equal(personal(c).length, 0, 'both gateways relayed it; each socket got it once');
  sim.push(1500);
  sim.push(1525);
  for (const c of [bobOn1, bobOn2]) assert.equal((await c.next((x) => x.type === 'personal')).type, 'personal');
  await settle();
  for (const c of [aliceOn1, aliceOn2, bobOn1, bobOn2]) assert.equal(personal(c).length, 0);
});
