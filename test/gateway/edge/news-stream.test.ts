/**
 * The news push through the edge: the gateway's feed socket subscribes to news, a browser socket
 * that sent subNews gets the recent items and then each pushed batch; malformed upstream news is
 * dropped without harming the socket; sockets without subNews get none; RECORD_FILE records the
 * news lines and a replay of that file pushes them again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { parseFeedLine } from '../../../contracts/feed-record';
import { HEART, encodeFrame, parseClientFrame, type NewsFrame, type ServerFrame } from '../../../contracts/ws-protocol';
import { newsItem } from './hub/news-fixture';
import { FAST_FEED, connect, startEdge, waitFor } from './helpers';

const isNews = (f: ServerFrame): f is NewsFrame => f.type === 'news';

/** A feed host that knows subNews and can push any text to news subscribers. */
async function newsHost() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const subscribed = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('close', () => subscribed.delete(ws));
    ws.on('message', (data) => {
      const p = parseClientFrame(data.toString());
      if (!p.ok) return;
      if (p.frame.type === 'heart') ws.send(HEART);
      else if (p.frame.type === 'subNews') {
        subscribed.add(ws);
        ws.send(encodeFrame({ type: 'news', items: [newsItem(1)], recent: true }));
      }
    });
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    subscribers: () => subscribed.size,
    push(text: string) {
      for (const ws of subscribed) ws.send(text);
    },
    async kill() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}

test('subNews gets the recent items, then each pushed batch; malformed upstream news is dropped; no subNews, no news', async (t) => {
  const host = await newsHost();
  const dir = mkdtempSync(join(tmpdir(), 'news-rec-'));
  const file = join(dir, 'feed.ndjson');
  const edge = await startEdge({ source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED }, recordFile: file, ws: { batchMs: 10 } });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
  });
  await waitFor(() => host.subscribers() === 1, 3000, 'the gateway subscribes upstream to news');

  const reader = await connect(edge.wsUrl);
  const quotesOnly = await connect(edge.wsUrl);
  t.after(() => {
    reader.ws.terminate();
    quotesOnly.ws.terminate();
  });
  reader.send(JSON.stringify({ type: 'subNews' }));
  const recent = await reader.next(isNews);
  assert.deepEqual(recent, { type: 'news', recent: true, items: [newsItem(1)] });

  host.push('{"type":"news","items":[{"id":"bad"}]}');
  host.push('{"type":"news","items":"nope"}');
  host.push(encodeFrame({ type: 'news', items: [newsItem(2), newsItem(3)] }));
  const pushed = await reader.next(isNews);
  assert.deepEqual(pushed, { type: 'news', items: [newsItem(2), newsItem(3)] });
  host.push(encodeFrame({ type: 'news', items: [newsItem(3)] }));
  host.push(encodeFrame({ type: 'news', items: [newsItem(4)] }));
  assert.deepEqual(((await reader.next(isNews)) as NewsFrame).items, [newsItem(4)], 'a repeated item is not pushed again');

  reader.send(JSON.stringify({ type: 'unsubNews' }));
  reader.send(JSON.stringify({ type: 'subnews' }));
  const err = await reader.next((f) => f.type === 'error');
  assert.match((err as { reason: string }).reason, /unknown frame type/);
  host.push(encodeFrame({ type: 'news', items: [newsItem(5)] }));
  reader.send(HEART);
  await reader.next((f) => f.type === 'heart');
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(reader.frames.filter(isNews).length, 0, 'nothing after unsubNews');
  assert.equal(quotesOnly.frames.filter(isNews).length, 0, 'nothing without subNews');
  assert.equal(reader.ws.readyState, reader.ws.OPEN);

  await edge.app.close();
  const news = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map(parseFeedLine)
    .filter((r) => typeof r !== 'string' && r.type === 'news');
  assert.deepEqual(
    news.flatMap((r) => (typeof r !== 'string' && r.type === 'news' ? r.items.map((i) => i.id) : [])),
    ['2025-11-27-1', '2025-11-27-2', '2025-11-27-3', '2025-11-27-3', '2025-11-27-4', '2025-11-27-5'],
    'the recording keeps every valid news line as received',
  );
});

test('a replay file carries news to subscribed browsers', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'news-replay-'));
  const file = join(dir, 'feed.ndjson');
  const t0 = Date.now();
  writeFileSync(
    file,
    [
      JSON.stringify({ t: t0, type: 'snapshot', quotes: [] }),
      JSON.stringify({ t: t0 + 300, type: 'news', items: [newsItem(8)] }),
      JSON.stringify({ t: t0 + 350, type: 'news', items: [{ id: 'broken' }] }),
    ].join('\n'),
  );
  const edge = await startEdge({ source: { kind: 'replay', file, speed: 1, loop: false }, ws: { batchMs: 10 } });
  t.after(() => edge.app.close());
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  c.send(JSON.stringify({ type: 'subNews' }));
  const frames: NewsFrame[] = [];
  await waitFor(
    () => {
      frames.push(...c.frames.filter(isNews));
      c.frames.length = 0;
      return frames.some((f) => f.items.some((i) => i.id === '2025-11-27-8'));
    },
    5000,
    'replayed news',
  );
});
