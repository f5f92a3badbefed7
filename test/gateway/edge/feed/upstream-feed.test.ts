import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { HEART, type Quote } from '../../../../contracts/ws-protocol';
import { UpstreamFeed } from '../../../../gateway/edge/feed/upstream-feed';
import { FAST_FEED, connect, quote, startEdge, startFeedHost, waitFor, type FakeFeedHost } from '../helpers';

async function hosts(t: { after: (fn: () => Promise<void>) => void }, n: number): Promise<FakeFeedHost[]> {
  const list = await Promise.all(Array.from({ length: n }, () => startFeedHost()));
  t.after(async () => {
    await Promise.allSettled(list.map((h) => h.kill()));
  });
  return list;
}

test('heartbeats HEART upstream at the configured interval and re-sends the subscription after reconnect', async (t) => {
  const [h0, h1] = await hosts(t, 2);
  const got: Quote[] = [];
  const status: boolean[] = [];
  const feed = new UpstreamFeed({ hosts: [h0!.url, h1!.url], ...FAST_FEED, onQuotes: (_t, q) => got.push(...q), onStatus: (up) => status.push(up) });
  t.after(() => feed.stop());
  feed.subscribe(['600519.SH', '000001.SZ']);
  feed.start();
  await waitFor(() => h0!.subs().size === 2, 2000, 'subscribed on host 0');
  await new Promise((r) => setTimeout(r, 180));
  const hearts = h0!.received.filter((f) => f === HEART).length;
  assert.ok(hearts >= 3 && hearts <= 6, `~4 hearts in 180 ms at 50 ms (got ${hearts})`);

  feed.unsubscribe(['000001.SZ']);
  await waitFor(() => !h0!.subs().has('000001.SZ'), 2000, 'unsub sent');
  await h0!.kill();
  await waitFor(() => h1!.connections() === 1, 2000, 'moved to host 1');
  await waitFor(() => h1!.subs().size === 1 && h1!.subs().has('600519.SH'), 2000, 're-subscribed to the current union');
  assert.deepEqual(status, [true, false, true]);
  h1!.push([quote('600519.SH', 1800)]);
  await waitFor(() => got.some((q) => q.price === 1800), 2000, 'quotes from host 1');
});

test('rotation follows the spec timings: connect timeout, then error retry wait, then the next host, wrapping', async (t) => {
  const [h0, h1] = await hosts(t, 2);
  await h0!.kill(); // refuses connections
  await h1!.kill();
  const tried: { host: string; at: number }[] = [];
  const started = Date.now();
  // A tarpit accepts TCP but never answers the handshake: the connect timeout applies.
  const tarpit = createServer(() => {});
  tarpit.listen(0, '127.0.0.1');
  await once(tarpit, 'listening');
  t.after(() => {
    tarpit.close();
  });
  const urls = [h0!.url, h1!.url, `ws://127.0.0.1:${(tarpit.address() as AddressInfo).port}/`];
  const feed = new UpstreamFeed({
    hosts: urls,
    heartbeatMs: 1000,
    connectTimeoutMs: 150,
    errorRetryMs: 100,
    onQuotes: () => {},
    onReconnect: (host) => tried.push({ host, at: Date.now() - started }),
  });
  t.after(() => feed.stop());
  feed.start();
  await waitFor(() => tried.length >= 4, 3000, 'four reconnects');
  feed.stop();
  assert.deepEqual(
    tried.slice(0, 4).map((x) => urls.indexOf(x.host)),
    [1, 2, 0, 1],
    'advances and wraps',
  );
  // refused at ~0 → retry 100 ms → host 1 refused → +100 → host 2 black hole: 150 ms timeout → +100 → host 0.
  assert.ok(tried[0]!.at >= 95 && tried[0]!.at < 400, `first retry after the error wait (${tried[0]!.at})`);
  const gap = tried[2]!.at - tried[1]!.at;
  assert.ok(gap >= 240 && gap < 700, `connect timeout + retry wait before the next host (${gap})`);
});

test('a silent upstream (no HEART answers) counts as dead and is rotated away from', async (t) => {
  const [h0, h1] = await hosts(t, 2);
  h0!.mute = true;
  const feed = new UpstreamFeed({ hosts: [h0!.url, h1!.url], heartbeatMs: 40, connectTimeoutMs: 200, errorRetryMs: 50, onQuotes: () => {} });
  t.after(() => feed.stop());
  feed.start();
  await waitFor(() => h1!.connections() === 1, 2000, 'moved off the mute host');
});

test('killing the current host: browsers stay open, get status down then up, then fresh values', async (t) => {
  const hs = await hosts(t, 5);
  const edge = await startEdge({ source: { kind: 'upstream', hosts: hs.map((h) => h.url), ...FAST_FEED }, ws: { batchMs: 10 } });
  t.after(() => edge.app.close());
  await waitFor(() => edge.app.edge.source.ready, 2000, 'upstream open');
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  await c.next((f) => f.type === 'status' && f.upstream === 'up');
  c.send(JSON.stringify({ type: 'sub', codes: ['600519.SH'] }));
  await c.next((f) => f.type === 'snapshot');
  await waitFor(() => hs[0]!.subs().has('600519.SH'), 2000, 'upstream sub');
  hs[0]!.push([quote('600519.SH', 1700)]);
  await c.next((f) => f.type === 'quotes');

  // Host 1 will have a newer value when the gateway gets there.
  hs[1]!.values.set('600519.SH', quote('600519.SH', 1750));
  const killedAt = Date.now();
  await hs[0]!.kill();
  await c.next((f) => f.type === 'status' && f.upstream === 'down');
  await c.next((f) => f.type === 'status' && f.upstream === 'up', 2000);
  const movedIn = Date.now() - killedAt;
  assert.ok(movedIn < FAST_FEED.errorRetryMs + FAST_FEED.connectTimeoutMs + 200, `moved within the timings (${movedIn} ms)`);
  assert.equal(hs[1]!.connections(), 1, 'now on the next host');
  const fresh = await c.next((f) => f.type === 'quotes');
  assert.deepEqual(fresh.type === 'quotes' && fresh.quotes.map((q) => q.price), [1750]);
  assert.equal(c.ws.readyState, c.ws.OPEN, 'the browser socket was never closed');
  const metrics = await (await fetch(`${edge.opsUrl}/metrics`)).text();
  assert.match(metrics, new RegExp(`zhigu_upstream_reconnects_total\\{host="${hs[1]!.url}"\\} 1`));
});
