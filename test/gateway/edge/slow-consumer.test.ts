import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { CLOSE_CODES } from '../../../contracts/ws-protocol';
import { FAST_FEED, connect, quote, startEdge, startFeedHost, waitFor } from './helpers';

const CODES = Array.from({ length: 400 }, (_, i) => `${600000 + i}.SH`);

test('a client that stops reading is conflated then closed with 4002; the others keep getting updates', async (t) => {
  const host = await startFeedHost();
  const edge = await startEdge({
    source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED },
    ws: { batchMs: 5, slowBytes: 64 * 1024, slowCloseMs: 400, maxFrameBytes: 64 * 1024 },
  });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
  });
  await waitFor(() => edge.app.edge.source.ready, 2000, 'upstream open');
  const fast = await connect(edge.wsUrl);
  const slow = await connect(edge.wsUrl);
  t.after(() => fast.ws.terminate());
  for (const c of [fast, slow]) {
    c.send(JSON.stringify({ type: 'sub', codes: CODES }));
    await c.next((f) => f.type === 'snapshot');
  }
  await waitFor(() => host.subs().size === CODES.length, 2000, 'upstream subscribed');
  // The slow client stops reading from its socket: the gateway's send buffer for it grows.
  (slow.ws as unknown as { _socket: Socket })._socket.pause();

  let price = 0;
  let maxLag = 0;
  const started = Date.now();
  while (slow.ws.readyState === slow.ws.OPEN && Date.now() - started < 8000) {
    price++;
    const sentAt = Date.now();
    host.push(CODES.map((id) => quote(id, price)));
    const want = price;
    await fast.next((f) => f.type === 'quotes' && f.quotes.some((q) => q.price === want), 2000);
    maxLag = Math.max(maxLag, Date.now() - sentAt);
    fast.frames.length = 0;
    // Let the closing handshake be observed: the slow socket cannot read, so watch the server side.
    if (edge.app.edge.hub.stats().clients === 1) break;
  }
  await waitFor(() => edge.app.edge.hub.stats().clients === 1, 3000, 'slow client dropped');
  assert.ok(maxLag < 500, `the fast client kept up during the flood (max lag ${maxLag} ms)`);
  const metrics = await (await fetch(`${edge.opsUrl}/metrics`)).text();
  assert.match(metrics, /zhigu_ws_conflated_total 1/);
  assert.match(metrics, /zhigu_ws_dropped_updates_total [1-9]/);
  assert.match(metrics, /zhigu_ws_closed_total\{reason="slow_consumer"\} 1/);
  (slow.ws as unknown as { _socket: Socket })._socket.resume();
  const closed = await slow.closed;
  assert.equal(closed.code, CLOSE_CODES.SLOW_CONSUMER);
});
