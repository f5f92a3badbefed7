/**
 * Bench worker: opens browser-like quote sockets to a target, subscribes each to its pick of
 * codes (and, for bench:news, to the news push), and measures delivered quotes and news items and
 * their latency (receipt time − upstream `ts`).
 */
import WebSocket from 'ws';
import { HEART } from '../../../contracts/ws-protocol';
import { emptyHistogram, record } from './histogram';
import { serveWorker } from './ipc';
import { pick, universe } from './workload';

let sockets: WebSocket[] = [];
let firstClient = 0;
let quotes = 0;
let frames = 0;
let hist = emptyHistogram();
let news = 0;
let newsHist = emptyHistogram();
let heart: NodeJS.Timeout | null = null;

function onMessage(data: WebSocket.RawData): void {
  const text = data.toString();
  if (text === HEART || text.charCodeAt(0) !== 123) return;
  const frame = JSON.parse(text) as { type: string; quotes?: { ts: number }[]; items?: { ts: number }[]; recent?: boolean };
  const now = Date.now();
  if (frame.type === 'quotes' && frame.quotes) {
    frames++;
    for (const q of frame.quotes) {
      quotes++;
      record(hist, now - q.ts);
    }
  } else if (frame.type === 'news' && frame.items && !frame.recent) {
    // The recent items a new subscriber is sent are not deliveries of new news.
    for (const i of frame.items) {
      news++;
      record(newsHist, now - i.ts);
    }
  }
}

async function open(args: unknown): Promise<{ open: number; failed: number }> {
  const { url, count, first } = args as { url: string; count: number; first: number };
  firstClient = first;
  let failed = 0;
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, () => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.on('message', onMessage);
      return new Promise<WebSocket | null>((resolve) => {
        ws.once('open', () => resolve(ws));
        ws.once('error', () => {
          failed++;
          resolve(null);
        });
      });
    });
    for (const ws of await Promise.all(batch)) if (ws) sockets.push(ws);
  }
  heart = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(HEART);
  }, 20_000);
  return { open: sockets.length, failed };
}

function subscribe(args: unknown): number {
  const { codes, perClient, withNews = false } = args as { codes: number; perClient: number; withNews?: boolean };
  const all = universe(codes);
  sockets.forEach((ws, i) => {
    if (withNews) ws.send('{"type":"subNews"}');
    ws.send(JSON.stringify({ type: 'sub', codes: pick(all, perClient, firstClient + i) }));
  });
  return sockets.length;
}

function reset(): null {
  quotes = 0;
  frames = 0;
  hist = emptyHistogram();
  news = 0;
  newsHist = emptyHistogram();
  return null;
}

async function closeAll(): Promise<null> {
  if (heart) clearInterval(heart);
  for (const ws of sockets) ws.terminate();
  sockets = [];
  return null;
}

serveWorker(
  {
    open,
    subscribe,
    reset,
    stats: () => ({ quotes, frames, hist, news, newsHist, open: sockets.filter((s) => s.readyState === s.OPEN).length }),
    close: closeAll,
  },
  null,
);
