import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLOSE_CODES, HEART, type ServerFrame } from '../../../contracts/ws-protocol';
import { FAST_FEED, connect, quote, startEdge, startFeedHost, waitFor } from './helpers';

type QuotesFrame = Extract<ServerFrame, { type: 'quotes' | 'snapshot' }>;
const isQuotes = (f: ServerFrame): f is QuotesFrame => f.type === 'quotes';

async function setup(t: { after: (fn: () => Promise<void>) => void }, ws: Record<string, number> = {}) {
  const host = await startFeedHost();
  const edge = await startEdge({ source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED }, ws: { batchMs: 10, ...ws } });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
  });
  await waitFor(() => edge.app.edge.source.ready, 2000, 'upstream open');
  return { host, edge };
}

test('HEART is answered with HEART and the status is announced on connect', async (t) => {
  const { edge } = await setup(t);
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  assert.deepEqual(await c.next(() => true), { type: 'status', upstream: 'up' });
  c.send(HEART);
  assert.deepEqual(await c.next(() => true), { type: 'heart' });
});

test('subscribe sends a snapshot from the cache, then only the codes asked for', async (t) => {
  const { host, edge } = await setup(t);
  const a = await connect(edge.wsUrl);
  const b = await connect(edge.wsUrl);
  t.after(() => {
    a.ws.terminate();
    b.ws.terminate();
  });
  a.send(JSON.stringify({ type: 'sub', codes: ['600519.SH'] }));
  assert.deepEqual(await a.next((f) => f.type === 'snapshot'), { type: 'snapshot', quotes: [] });
  await waitFor(() => host.subs().has('600519.SH'), 2000, 'upstream sub');
  host.push([quote('600519.SH', 1700), quote('000001.SZ', 11)]);
  const got = (await a.next(isQuotes)) as QuotesFrame;
  assert.deepEqual(
    got.quotes.map((q) => q.id),
    ['600519.SH'],
  );

  // The second client gets the cached value at once, with no upstream round trip.
  const before = host.received.length;
  b.send(JSON.stringify({ type: 'sub', codes: ['600519.SH', '000001.SZ'] }));
  const snap = (await b.next((f) => f.type === 'snapshot')) as QuotesFrame;
  assert.deepEqual(
    snap.quotes.map((q) => [q.id, q.price]),
    [['600519.SH', 1700]],
  );
  await waitFor(() => host.subs().has('000001.SZ'), 2000, 'upstream sub of the new code');
  assert.ok(!host.received.slice(before).some((f) => f.includes('600519.SH')), 'already-watched code not asked again');

  host.push([quote('000001.SZ', 12)]);
  // (The upstream's own snapshot of 000001.SZ at 11 may arrive first; the update at 12 must follow.)
  await b.next((f) => f.type === 'quotes' && f.quotes.some((q) => q.id === '000001.SZ' && q.price === 12));
  await new Promise((r) => setTimeout(r, 60));
  assert.ok(!a.frames.some((f) => f.type === 'quotes' && f.quotes.some((q) => q.id !== '600519.SH')), 'a never receives codes it did not ask for');

  a.send(JSON.stringify({ type: 'unsub', codes: ['600519.SH'] }));
  await waitFor(() => edge.app.edge.hub.stats().subscriptions === 2, 2000, 'unsub applied');
  host.push([quote('600519.SH', 1701)]);
  await b.next((f) => f.type === 'quotes' && f.quotes.some((q) => q.price === 1701));
  await new Promise((r) => setTimeout(r, 50));
  assert.ok(!a.frames.some((f) => f.type === 'quotes'), 'no updates after unsub');
});

test('malformed frames get an error frame; repeated abuse closes with 4003', async (t) => {
  const { edge } = await setup(t, { maxBadFrames: 3 });
  const c = await connect(edge.wsUrl);
  c.send('{not json');
  assert.equal((await c.next((f) => f.type === 'error')).type, 'error');
  c.send(JSON.stringify({ type: 'sub', codes: ['../etc'] }));
  const e = await c.next((f) => f.type === 'error');
  assert.match((e as { reason: string }).reason, /bad security id/);
  c.send(JSON.stringify({ type: 'subAll' }));
  await c.next((f) => f.type === 'error');
  c.send('nope');
  assert.equal((await c.closed).code, CLOSE_CODES.PROTOCOL_ABUSE);
});

test('binary frames close with 1003 and oversized frames with 1009', async (t) => {
  const { edge } = await setup(t, { maxFrameBytes: 1024 });
  const bin = await connect(edge.wsUrl);
  bin.ws.send(Buffer.from([1, 2, 3]), { binary: true });
  assert.equal((await bin.closed).code, CLOSE_CODES.UNSUPPORTED);
  const big = await connect(edge.wsUrl);
  big.send(JSON.stringify({ type: 'sub', codes: Array.from({ length: 200 }, (_, i) => `${600000 + i}.SH`) }));
  assert.equal((await big.closed).code, CLOSE_CODES.TOO_BIG);
});

test('too many codes on one socket is refused without closing it', async (t) => {
  const { edge } = await setup(t, { maxCodesPerSocket: 3 });
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  c.send(JSON.stringify({ type: 'sub', codes: ['600000.SH', '600001.SH', '600002.SH', '600003.SH'] }));
  const e = await c.next((f) => f.type === 'error');
  assert.match((e as { reason: string }).reason, /too many codes/);
  assert.equal(edge.app.edge.hub.stats().subscriptions, 0);
  c.send(HEART);
  await c.next((f) => f.type === 'heart');
});

test('more sockets than allowed from one IP: the extra one is closed with 4001', async (t) => {
  const { edge } = await setup(t, { maxSocketsPerIp: 2 });
  const a = await connect(edge.wsUrl);
  const b = await connect(edge.wsUrl);
  const c = await connect(edge.wsUrl);
  assert.equal((await c.closed).code, CLOSE_CODES.TOO_MANY_SOCKETS);
  a.ws.close();
  await a.closed;
  await waitFor(() => edge.app.edge.hub.stats().clients === 1, 2000, 'slot released');
  const d = await connect(edge.wsUrl);
  d.send(HEART);
  await d.next((f) => f.type === 'heart');
  b.ws.terminate();
  d.ws.terminate();
});

test('a socket without HEART is closed with 4000; one sending HEART stays', async (t) => {
  const { edge } = await setup(t, { idleTimeoutMs: 150 });
  const quiet = await connect(edge.wsUrl);
  const chatty = await connect(edge.wsUrl);
  const beat = setInterval(() => chatty.send(HEART), 40);
  t.after(() => {
    clearInterval(beat);
    chatty.ws.terminate();
  });
  assert.equal((await quiet.closed).code, CLOSE_CODES.IDLE);
  assert.equal(chatty.ws.readyState, chatty.ws.OPEN);
});
