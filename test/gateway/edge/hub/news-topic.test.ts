import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseServerFrame, type NewsFrame, type ServerFrame } from '../../../../contracts/ws-protocol';
import { Hub } from '../../../../gateway/edge/hub/hub';
import type { HubTransport } from '../../../../gateway/edge/hub/hub-client';
import { NEWS_RECENT } from '../../../../gateway/edge/hub/news-topic';
import { newsItem } from './news-fixture';

function transport(): HubTransport & { sent: Buffer[]; buffered: number; news(): NewsFrame[] } {
  const t = {
    sent: [] as Buffer[],
    buffered: 0,
    send(data: Buffer) {
      t.sent.push(data);
    },
    get bufferedAmount() {
      return t.buffered;
    },
    close() {},
    news(): NewsFrame[] {
      return t.sent
        .map((b) => parseServerFrame(b.toString()))
        .map((p) => {
          if (!p.ok) throw new Error(p.reason);
          return p.frame;
        })
        .filter((f: ServerFrame): f is NewsFrame => f.type === 'news');
    },
  };
  return t;
}

const newHub = () => new Hub({ batchMs: 0, maxCodesPerClient: 10, slowBytes: 1000, slowCloseMs: 60_000, evictUnwatched: false });

test('subNews answers with the recent items; a batch goes once, as one shared Buffer, to news subscribers only', () => {
  const hub = newHub();
  hub.ingestNews([newsItem(1), newsItem(2)]);
  const a = transport();
  const b = transport();
  const quotesOnly = transport();
  const ca = hub.addClient(a);
  const cb = hub.addClient(b);
  hub.addClient(quotesOnly);
  hub.subscribeNews(ca);
  hub.subscribeNews(cb);
  assert.deepEqual(
    a.news().map((f) => [f.recent, f.items.map((i) => i.id)]),
    [[true, ['2025-11-27-1', '2025-11-27-2']]],
  );
  hub.ingestNews([newsItem(3)]);
  const lastA = a.sent.at(-1)!;
  assert.equal(lastA, b.sent.at(-1), 'the same Buffer object for every subscriber');
  assert.deepEqual(a.news().at(-1), { type: 'news', items: [newsItem(3)] });
  assert.equal(quotesOnly.news().length, 0, 'no news without subNews');
  hub.ingestNews([newsItem(3), newsItem(2)]);
  assert.equal(a.news().length, 2, 'repeats (feed reconnect, replay) are dropped by id');
  hub.unsubscribeNews(ca);
  hub.ingestNews([newsItem(4)]);
  assert.equal(a.news().length, 2);
  assert.equal(b.news().length, 3);
  assert.equal(hub.stats().newsClients, 1);
});

test('the hub keeps only the last NEWS_RECENT items for new subscribers', () => {
  const hub = newHub();
  hub.ingestNews(Array.from({ length: NEWS_RECENT + 15 }, (_, i) => newsItem(i + 1)));
  const t = transport();
  hub.subscribeNews(hub.addClient(t));
  const [recent] = t.news();
  assert.equal(recent!.items.length, NEWS_RECENT);
  assert.equal(recent!.items[0]!.id, `2025-11-27-${16}`);
});

test('a client over the send-buffer bound misses batches and gets the recent items once it drains', () => {
  const hub = newHub();
  const t = transport();
  const c = hub.addClient(t);
  hub.subscribeNews(c);
  t.buffered = 5000;
  hub.ingestNews([newsItem(1)]);
  hub.ingestNews([newsItem(2)]);
  assert.equal(t.news().length, 1, 'only the (empty) recent answer went out');
  t.buffered = 0;
  hub.flush();
  const last = t.news().at(-1)!;
  assert.equal(last.recent, true);
  assert.deepEqual(
    last.items.map((i) => i.id),
    ['2025-11-27-1', '2025-11-27-2'],
  );
  hub.stop();
});

test('a removed client is no longer a news subscriber', () => {
  const hub = newHub();
  const t = transport();
  const c = hub.addClient(t);
  hub.subscribeNews(c);
  hub.removeClient(c);
  hub.ingestNews([newsItem(1)]);
  assert.equal(t.news().length, 1);
  assert.equal(hub.stats().newsClients, 0);
});
