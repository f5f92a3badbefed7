import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLOSE_CODES, parseServerFrame, type ServerFrame } from '../../../../contracts/ws-protocol';
import { Hub, type HubOptions } from '../../../../gateway/edge/hub/hub';
import type { HubTransport } from '../../../../gateway/edge/hub/hub-client';
import { quote } from '../helpers';

interface FakeTransport extends HubTransport {
  sent: Buffer[];
  buffered: number;
  closedWith: number | null;
  frames(): ServerFrame[];
}

function transport(): FakeTransport {
  const t: FakeTransport = {
    sent: [],
    buffered: 0,
    closedWith: null,
    send(data) {
      t.sent.push(data);
    },
    get bufferedAmount() {
      return t.buffered;
    },
    close(code) {
      t.closedWith = code;
    },
    frames() {
      return t.sent.map((b) => {
        const p = parseServerFrame(b.toString());
        if (!p.ok) throw new Error(p.reason);
        return p.frame;
      });
    },
  };
  return t;
}

function hub(over: Partial<HubOptions> = {}): { hub: Hub; interest: { added: string[]; removed: string[] } } {
  const interest = { added: [] as string[], removed: [] as string[] };
  const h = new Hub({
    batchMs: 1_000_000, // tests flush by hand
    maxCodesPerClient: 100,
    slowBytes: 1000,
    slowCloseMs: 500,
    evictUnwatched: true,
    onInterest: (a, r) => {
      interest.added.push(...a);
      interest.removed.push(...r);
    },
    ...over,
  });
  return { hub: h, interest };
}

const quotesOf = (t: FakeTransport) => t.frames().filter((f) => f.type === 'quotes');

test('the union of subscriptions is reported once per code', () => {
  const { hub: h, interest } = hub();
  const a = h.addClient(transport());
  const b = h.addClient(transport());
  h.subscribe(a, ['600519.SH', '000001.SZ']);
  h.subscribe(b, ['600519.SH']);
  assert.deepEqual(interest.added, ['600519.SH', '000001.SZ']);
  h.unsubscribe(a, ['600519.SH']);
  assert.deepEqual(interest.removed, []);
  h.removeClient(b);
  assert.deepEqual(interest.removed, ['600519.SH']);
  assert.deepEqual(h.interest(), ['000001.SZ']);
  h.stop();
});

test('identical payloads are built once and the same Buffer goes to every client that needs it', () => {
  const { hub: h } = hub();
  const ts = [transport(), transport(), transport()];
  const [a, b, c] = ts.map((t) => h.addClient(t));
  h.subscribe(a!, ['600519.SH', '000001.SZ']);
  h.subscribe(b!, ['600519.SH', '000001.SZ']);
  h.subscribe(c!, ['600519.SH']);
  for (const t of ts) t.sent.length = 0;
  h.ingest([quote('600519.SH', 1700), quote('000001.SZ', 11), quote('300750.SZ', 200)]);
  h.flush();
  assert.equal(ts[0]!.sent.length, 1);
  assert.equal(ts[0]!.sent[0], ts[1]!.sent[0], 'same Buffer instance for the same set of codes');
  assert.notEqual(ts[0]!.sent[0], ts[2]!.sent[0]);
  assert.deepEqual(
    quotesOf(ts[2]!).flatMap((f) => (f.type === 'quotes' ? f.quotes.map((q) => q.id) : [])),
    ['600519.SH'],
  );
  h.stop();
});

test('updates within a window are batched; the latest value per code wins', () => {
  const { hub: h } = hub();
  const t = transport();
  const a = h.addClient(t);
  h.subscribe(a, ['600519.SH']);
  t.sent.length = 0;
  h.ingest([quote('600519.SH', 1)]);
  h.ingest([quote('600519.SH', 2)]);
  h.flush();
  const frames = quotesOf(t);
  assert.equal(frames.length, 1);
  assert.deepEqual(frames[0]!.type === 'quotes' && frames[0]!.quotes.map((q) => q.price), [2]);
  h.stop();
});

test('snapshot on subscribe comes from the cache; unwatched codes are evicted', () => {
  const { hub: h } = hub();
  const t1 = transport();
  const a = h.addClient(t1);
  h.subscribe(a, ['600519.SH']);
  h.ingest([quote('600519.SH', 1700)]);
  h.flush();
  const t2 = transport();
  const b = h.addClient(t2);
  h.subscribe(b, ['600519.SH', '000001.SZ']);
  const snap = t2.frames().find((f) => f.type === 'snapshot');
  assert.deepEqual(snap?.type === 'snapshot' && snap.quotes.map((q) => q.price), [1700]);
  h.removeClient(a);
  h.removeClient(b);
  const t3 = transport();
  h.subscribe(h.addClient(t3), ['600519.SH']);
  const snap3 = t3.frames().find((f) => f.type === 'snapshot');
  assert.deepEqual(snap3?.type === 'snapshot' && snap3.quotes, [], 'no stale value after nobody watched it');
  h.stop();
});

test('a slow client is conflated (latest per code), others are unaffected, and it catches up once drained', () => {
  const dropped: number[] = [];
  let conflations = 0;
  const { hub: h } = hub({ observer: { dropped: (n) => dropped.push(n), conflated: () => conflations++ } });
  const fast = transport();
  const slow = transport();
  const f = h.addClient(fast);
  const s = h.addClient(slow);
  h.subscribe(f, ['600519.SH', '000001.SZ']);
  h.subscribe(s, ['600519.SH', '000001.SZ']);
  fast.sent.length = 0;
  slow.sent.length = 0;
  slow.buffered = 5000;
  for (let i = 1; i <= 5; i++) {
    h.ingest([quote('600519.SH', i), quote('000001.SZ', 10 + i)]);
    h.flush();
  }
  assert.equal(quotesOf(fast).length, 5, 'the fast client got every batch');
  assert.equal(slow.sent.length, 0, 'nothing queued for the slow one');
  assert.equal(conflations, 1);
  assert.equal(
    dropped.reduce((x, y) => x + y, 0),
    8,
    'four superseded updates per code',
  );
  slow.buffered = 0;
  h.flush();
  const caught = quotesOf(slow);
  assert.equal(caught.length, 1);
  assert.deepEqual(caught[0]!.type === 'quotes' && caught[0]!.quotes.map((q) => q.price).sort((x, y) => x - y), [5, 15]);
  h.stop();
});

test('a client stuck above the threshold is closed with SLOW_CONSUMER', () => {
  let now = 0;
  const { hub: h } = hub({ now: () => now });
  const slow = transport();
  const s = h.addClient(slow);
  h.subscribe(s, ['600519.SH']);
  slow.buffered = 5000;
  h.ingest([quote('600519.SH', 1)]);
  h.flush();
  now = 400;
  h.flush();
  assert.equal(slow.closedWith, null);
  now = 501;
  h.flush();
  assert.equal(slow.closedWith, CLOSE_CODES.SLOW_CONSUMER);
  h.stop();
});

test('the per-client code limit refuses the whole frame', () => {
  const { hub: h } = hub({ maxCodesPerClient: 2 });
  const a = h.addClient(transport());
  assert.deepEqual(h.subscribe(a, ['600000.SH', '600001.SH']), { ok: true, added: 2 });
  const r = h.subscribe(a, ['600002.SH']);
  assert.equal(r.ok, false);
  assert.equal(h.stats().subscriptions, 2);
  assert.deepEqual(h.subscribe(a, ['600000.SH']), { ok: true, added: 0 }, 're-subscribing known codes is fine');
  h.stop();
});

test('status changes reach every client once', () => {
  const { hub: h } = hub();
  const t = transport();
  h.addClient(t);
  h.setUpstream(true);
  h.setUpstream(true);
  h.setUpstream(false);
  assert.deepEqual(t.frames(), [
    { type: 'status', upstream: 'down' },
    { type: 'status', upstream: 'up' },
    { type: 'status', upstream: 'down' },
  ]);
  h.stop();
});

test('every write path honours the send-buffer bound: heartbeat answers, errors, snapshots and status are held back, the client is closed if it stays stuck', () => {
  let now = 0;
  const { hub: h } = hub({ now: () => now });
  h.ingest([quote('600519.SH', 1)]);
  const stuck = transport();
  const c = h.addClient(stuck);
  stuck.sent.length = 0;
  stuck.buffered = 5000; // above slowBytes (1000): it stopped reading
  for (let i = 0; i < 10_000; i++) h.heart(c);
  for (let i = 0; i < 100; i++) h.reject(c, 'bad frame');
  h.subscribe(c, ['600519.SH']);
  h.setUpstream(true);
  assert.equal(stuck.sent.length, 0, 'nothing was queued behind a full send buffer');
  assert.equal(h.stats().conflating, 1, 'the flooding client is treated as a slow consumer');
  now = 501;
  h.flush();
  assert.equal(stuck.closedWith, CLOSE_CODES.SLOW_CONSUMER, 'closed although it has nothing pending but heartbeats');
  h.stop();
});

test('a client that drains after holding back gets the current status and the latest values', () => {
  const { hub: h } = hub();
  h.ingest([quote('600519.SH', 1)]);
  const t = transport();
  const c = h.addClient(t);
  t.sent.length = 0;
  t.buffered = 5000;
  h.subscribe(c, ['600519.SH']);
  h.setUpstream(true);
  h.ingest([quote('600519.SH', 2)]);
  h.flush();
  assert.equal(t.sent.length, 0);
  t.buffered = 0;
  h.flush();
  assert.deepEqual(
    t.frames().map((f) => (f.type === 'quotes' ? f.quotes.map((q) => q.price) : f)),
    [{ type: 'status', upstream: 'up' }, [2]],
  );
  h.heart(c);
  assert.deepEqual(t.frames().at(-1), { type: 'heart' });
  h.stop();
});
