import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { WebSocket } from 'ws';
import { startFeed, type QuoteSource } from '../../../gateway/sim/feed';
import { parseServerFrame, type Quote, type ServerFrame } from '../../../contracts/ws-protocol';
import type { PersonalEvent } from '../../../contracts/ws-personal';

function fakeSource() {
  const book = new Map<string, Quote>([
    ['600519.SH', { id: '600519.SH', price: 1500, change: 1, pct: 0.1, volume: 1, amount: 1, ts: 1 }],
    ['000001.SZ', { id: '000001.SZ', price: 10, change: 0, pct: 0, volume: 1, amount: 1, ts: 1 }],
  ]);
  const listeners = new Set<(q: readonly Quote[]) => void>();
  const source: QuoteSource = {
    quotes: (ids) => ids.flatMap((id) => (book.has(id) ? [book.get(id)!] : [])),
    allIds: () => [...book.keys()],
    onUpdate: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
  return {
    source,
    push: (q: Quote[]) =>
      listeners.forEach((l) => {
        l(q);
      }),
  };
}

function client(url: string) {
  const ws = new WebSocket(url);
  const frames: ServerFrame[] = [];
  ws.on('message', (d) => {
    const r = parseServerFrame(d.toString());
    if (r.ok) frames.push(r.frame);
  });
  const next = async (pred: (f: ServerFrame) => boolean): Promise<ServerFrame> => {
    for (let i = 0; i < 100; i++) {
      const f = frames.find(pred);
      if (f) {
        frames.splice(frames.indexOf(f), 1);
        return f;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('no such frame');
  };
  return { ws, frames, next, opened: once(ws, 'open') };
}

test('five hosts answer HEART, snapshot on sub, and push only subscribed ids', async (t) => {
  const { source, push } = fakeSource();
  const feed = await startFeed(source);
  t.after(() => feed.close());
  assert.equal(feed.urls.length, 5);
  assert.equal(new Set(feed.urls).size, 5);

  const c = client(feed.urls[2]!);
  await c.opened;
  c.ws.send('HEART');
  assert.deepEqual(await c.next((f) => f.type === 'heart'), { type: 'heart' });
  c.ws.send(JSON.stringify({ type: 'sub', codes: ['600519.SH', '999999.SH'] }));
  const snap = await c.next((f) => f.type === 'snapshot');
  assert.deepEqual(snap.type === 'snapshot' && snap.quotes.map((q) => q.id), ['600519.SH']);

  push([
    { id: '000001.SZ', price: 10.1, change: 0.1, pct: 1, volume: 2, amount: 2, ts: 2 },
    { id: '600519.SH', price: 1501, change: 2, pct: 0.2, volume: 2, amount: 2, ts: 2 },
  ]);
  const upd = await c.next((f) => f.type === 'quotes');
  assert.deepEqual(upd.type === 'quotes' && upd.quotes.map((q) => q.id), ['600519.SH']);
  c.ws.close();
});

test('subAll receives everything; malformed and binary frames get an error frame', async (t) => {
  const { source, push } = fakeSource();
  const feed = await startFeed(source, { count: 1 });
  t.after(() => feed.close());
  const c = client(feed.urls[0]!);
  await c.opened;
  c.ws.send('{"type":"subAll"}');
  const snap = await c.next((f) => f.type === 'snapshot');
  assert.equal(snap.type === 'snapshot' && snap.quotes.length, 2);
  push([{ id: '000001.SZ', price: 10.1, change: 0.1, pct: 1, volume: 2, amount: 2, ts: 2 }]);
  assert.equal((await c.next((f) => f.type === 'quotes')).type, 'quotes');
  c.ws.send('nonsense');
  assert.equal((await c.next((f) => f.type === 'error')).type, 'error');
  c.ws.send(Buffer.from([1, 2, 3]));
  assert.equal((await c.next((f) => f.type === 'error')).type, 'error');
  c.ws.close();
});

test('a failing host drops its sockets and refuses new ones until it recovers', async (t) => {
  const { source } = fakeSource();
  const feed = await startFeed(source, { count: 2 });
  t.after(() => feed.close());
  const c = client(feed.urls[0]!);
  await c.opened;
  const closed = once(c.ws, 'close');
  feed.hosts[0]!.fail();
  await closed;
  const refused = new WebSocket(feed.urls[0]!);
  const [code] = (await once(refused, 'close')) as [number];
  assert.equal(code, 1013);
  feed.hosts[0]!.recover();
  const again = client(feed.urls[0]!);
  await again.opened;
  again.ws.send('HEART');
  assert.equal((await again.next((f) => f.type === 'heart')).type, 'heart');
  again.ws.close();
});

test('a user event goes to every feed socket as a userEvent frame', async (t) => {
  const { source } = fakeSource();
  const listeners = new Set<(uid: number, event: PersonalEvent) => void>();
  const feed = await startFeed(source, { userEvents: { onEvent: (l) => (listeners.add(l), () => listeners.delete(l)) } });
  t.after(() => feed.close());
  const gateway = client(feed.urls[0]!);
  const other = client(feed.urls[3]!);
  await Promise.all([gateway.opened, other.opened]);
  gateway.ws.send(JSON.stringify({ type: 'subAll' }));
  await gateway.next((f) => f.type === 'snapshot');
  const event: PersonalEvent = { id: 'a1.x', kind: 'alert', ts: 1, text: '贵州茅台 价格涨到 1510.00，现价 1512.00', code: '600519.SH', price: 1512 };
  assert.equal(listeners.size, 5, 'every host listens for user events');
  for (const l of listeners) l(7, event);
  for (const c of [gateway, other]) assert.deepEqual(await c.next((f) => f.type === 'userEvent'), { type: 'userEvent', uid: 7, event });
  gateway.ws.close();
  other.ws.close();
  await feed.close();
  assert.equal(listeners.size, 0, 'closing the feed stops listening');
});
