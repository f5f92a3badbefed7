// Fuzz (fast-check) of the quote fan-out: arbitrary operation sequences against the hub (clients
// that read or stop reading, subscribe/unsubscribe, heartbeats, bad frames, upstream status, quote
// batches, time) never throw, never queue a frame while a client's send buffer is over the bound,
// and keep every client within its code limit; arbitrary frame sequences over real sockets never
// break the edge (live-room chat frames included), and a fresh client is always served afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { HEART } from '../../../../contracts/ws-protocol';
import { Hub } from '../../../../gateway/edge/hub/hub';
import type { HubClient, HubTransport } from '../../../../gateway/edge/hub/hub-client';
import { connect, quote, startEdge } from '../helpers';

const SLOW = 200;
const MAX_CODES = 20;
const CODES = Array.from({ length: 30 }, (_, i) => `${600000 + i}.SH`);

interface Fake extends HubTransport {
  buffered: number;
  reading: boolean;
  closed: boolean;
  violations: string[];
}

function fake(): Fake {
  const t: Fake = {
    buffered: 0,
    reading: true,
    closed: false,
    violations: [],
    send(data) {
      if (t.closed) t.violations.push('sent after close');
      if (t.buffered > SLOW) t.violations.push(`sent with ${t.buffered} B queued`);
      if (!t.reading) t.buffered += data.length;
    },
    get bufferedAmount() {
      return t.buffered;
    },
    close() {
      t.closed = true;
    },
  };
  return t;
}

const code = fc.constantFrom(...CODES);
const op = fc.oneof(
  fc.record({ k: fc.constant('add' as const) }),
  fc.record({ k: fc.constant('remove' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('sub' as const), i: fc.nat(), codes: fc.array(code, { maxLength: 25 }) }),
  fc.record({ k: fc.constant('unsub' as const), i: fc.nat(), codes: fc.array(code, { maxLength: 10 }) }),
  fc.record({ k: fc.constant('heart' as const), i: fc.nat(), n: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ k: fc.constant('reject' as const), i: fc.nat(), reason: fc.string({ maxLength: 200 }) }),
  fc.record({ k: fc.constant('ingest' as const), codes: fc.array(code, { maxLength: 30 }), price: fc.integer({ min: 1, max: 1e6 }) }),
  fc.record({ k: fc.constant('flush' as const) }),
  fc.record({ k: fc.constant('status' as const), up: fc.boolean() }),
  fc.record({ k: fc.constant('stopReading' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('drain' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('time' as const), ms: fc.integer({ min: 0, max: 800 }) }),
);

test('hub: arbitrary operation sequences never throw, never queue past the send-buffer bound, never exceed the code limit', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
      let now = 0;
      const hub = new Hub({ batchMs: 1_000_000, maxCodesPerClient: MAX_CODES, slowBytes: SLOW, slowCloseMs: 500, evictUnwatched: true, now: () => now });
      const clients: { c: HubClient; t: Fake }[] = [];
      const pick = (i: number) => (clients.length === 0 ? null : clients[i % clients.length]!);
      try {
        for (const o of ops) {
          switch (o.k) {
            case 'add': {
              const t = fake();
              clients.push({ c: hub.addClient(t), t });
              break;
            }
            case 'remove': {
              const x = pick(o.i);
              if (x) {
                hub.removeClient(x.c);
                x.t.closed = true;
              }
              break;
            }
            case 'sub':
              if (pick(o.i)) hub.subscribe(pick(o.i)!.c, o.codes);
              break;
            case 'unsub':
              if (pick(o.i)) hub.unsubscribe(pick(o.i)!.c, o.codes);
              break;
            case 'heart':
              for (let n = 0; n < o.n; n++) if (pick(o.i)) hub.heart(pick(o.i)!.c);
              break;
            case 'reject':
              if (pick(o.i)) hub.reject(pick(o.i)!.c, o.reason);
              break;
            case 'ingest':
              hub.ingest(o.codes.map((id) => quote(id, o.price, now)));
              break;
            case 'flush':
              hub.flush();
              break;
            case 'status':
              hub.setUpstream(o.up);
              break;
            case 'stopReading':
              if (pick(o.i)) pick(o.i)!.t.reading = false;
              break;
            case 'drain':
              if (pick(o.i)) {
                pick(o.i)!.t.reading = true;
                pick(o.i)!.t.buffered = 0;
              }
              break;
            case 'time':
              now += o.ms;
              hub.flush();
              break;
          }
          for (const { c, t } of clients) {
            assert.deepEqual(t.violations, []);
            assert.ok(c.codes.size <= MAX_CODES);
          }
        }
        const stats = hub.stats();
        assert.ok(stats.clients <= clients.length);
        assert.ok(stats.subscriptions <= stats.clients * MAX_CODES);
      } finally {
        hub.stop();
      }
    }),
    { numRuns: 500, seed: 11 },
  );
});

const frame = fc.oneof(
  fc.constant(HEART),
  fc.array(code, { maxLength: 40 }).map((codes) => JSON.stringify({ type: 'sub', codes })),
  fc.array(code, { maxLength: 10 }).map((codes) => JSON.stringify({ type: 'unsub', codes })),
  fc.constant(JSON.stringify({ type: 'subAll' })),
  // Live-room chat frames: valid and invalid rooms, wrong types, floods of joins.
  fc
    .oneof(fc.constantFrom('L100', 'L1', 'L99999999', '', 'room', '../L1'), fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 2 }))
    .chain((room) =>
      fc
        .constantFrom('chatSub', 'chatUnsub', 'chat', 'chatWithdraw')
        .map((type) => JSON.stringify({ type, room, messages: [{ text: '内\u200b幕' }], ids: [room] })),
    ),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constant(JSON.stringify({ type: 'sub', codes: 'x'.repeat(5000) })),
  fc.constant(`{"type":"sub","codes":[${'"600000.SH",'.repeat(3000)}"600001.SH"]}`),
);

test('edge: arbitrary frame sequences on real sockets never break it; a fresh client is served afterwards', async (t) => {
  const edge = await startEdge({
    source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false },
    ws: { maxCodesPerSocket: MAX_CODES, maxFrameBytes: 16 * 1024, maxBadFrames: 10, slowBytes: 64 * 1024 },
  });
  t.after(() => edge.app.close());
  const thrown: unknown[] = [];
  const onError = (err: unknown) => thrown.push(err);
  process.on('uncaughtException', onError);
  t.after(() => process.off('uncaughtException', onError));
  await fc.assert(
    fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 40 }), fc.boolean(), async (frames, binaryToo) => {
      const c = await connect(edge.wsUrl);
      for (const f of frames) if (c.ws.readyState === c.ws.OPEN) c.ws.send(f);
      if (binaryToo && c.ws.readyState === c.ws.OPEN) c.ws.send(Buffer.from([1, 2, 3]));
      await new Promise((r) => setTimeout(r, 10));
      c.ws.terminate();
      await c.closed;
      assert.deepEqual(thrown, []);
    }),
    { numRuns: 40, seed: 11 },
  );
  const probe = await connect(edge.wsUrl);
  t.after(() => probe.ws.terminate());
  probe.send(HEART);
  await probe.next((f) => f.type === 'heart');
  probe.send(JSON.stringify({ type: 'sub', codes: CODES.slice(0, 3) }));
  await probe.next((f) => f.type === 'snapshot');
  const deadline = Date.now() + 2000;
  while (edge.app.edge.hub.stats().clients > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  assert.equal(edge.app.edge.hub.stats().clients, 1, 'every fuzzed socket was released');
  assert.equal(edge.app.edge.hub.stats().subscriptions, 3);
});
