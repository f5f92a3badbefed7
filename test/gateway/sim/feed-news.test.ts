/** The sim feed's news topic: subNews is answered with the recent items, then each published batch goes to news subscribers only. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { WebSocket } from 'ws';
import type { NewsItem } from '../../../contracts/endpoints/news';
import { parseServerFrame, type NewsFrame } from '../../../contracts/ws-protocol';
import { startFeed, type NewsSource, type QuoteSource } from '../../../gateway/sim/feed';
import { newsItem } from '../edge/hub/news-fixture';

const quotes: QuoteSource = { quotes: () => [], allIds: () => [], onUpdate: () => () => {} };

function newsSource() {
  const listeners = new Set<(items: NewsItem[]) => void>();
  const source: NewsSource = {
    recent: () => [newsItem(1)],
    onPublish: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
  return {
    source,
    publish: (items: NewsItem[]) => {
      for (const l of listeners) l(items);
    },
  };
}

async function open(url: string) {
  const ws = new WebSocket(url);
  const news: NewsFrame[] = [];
  ws.on('message', (d) => {
    const r = parseServerFrame(d.toString());
    if (r.ok && r.frame.type === 'news') news.push(r.frame);
  });
  await once(ws, 'open');
  return { ws, news };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(check());
};

test('subNews gets the recent items, then published batches; unsubNews and other sockets get none', async (t) => {
  const { source, publish } = newsSource();
  const feed = await startFeed(quotes, { count: 1, news: source });
  t.after(() => feed.close());
  const a = await open(feed.urls[0]!);
  const b = await open(feed.urls[0]!);
  t.after(() => {
    a.ws.terminate();
    b.ws.terminate();
  });
  a.ws.send('{"type":"subNews"}');
  await until(() => a.news.length === 1);
  assert.deepEqual(a.news[0], { type: 'news', items: [newsItem(1)], recent: true });
  publish([newsItem(2)]);
  await until(() => a.news.length === 2);
  assert.deepEqual(a.news[1], { type: 'news', items: [newsItem(2)] });
  a.ws.send('{"type":"unsubNews"}');
  b.ws.send('HEART');
  await new Promise((r) => setTimeout(r, 50));
  publish([newsItem(3)]);
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(a.news.length, 2);
  assert.equal(b.news.length, 0);
});

test('without a news source subNews is answered with no items', async (t) => {
  const feed = await startFeed(quotes, { count: 1 });
  t.after(() => feed.close());
  const a = await open(feed.urls[0]!);
  t.after(() => a.ws.terminate());
  a.ws.send('{"type":"subNews"}');
  await until(() => a.news.length === 1);
  assert.deepEqual(a.news[0], { type: 'news', items: [], recent: true });
});
