/**
 * Bench worker: opens browser-like live sockets to a target, subscribes each to its pick of
 * codes (and, for bench:news, to the news push; for bench:alerts, binds each to a session with the
 * `auth` frame as the app's live socket does), and measures delivered quotes, news items and
 * personal events and their latency (receipt time − upstream `ts`; an event's `ts` is when the sim
 * fired it, on the same machine's clock).
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
let personal = 0;
let personalHist = emptyHistogram();
let authed = 0;
let refused = 0;
let heart: NodeJS.Timeout | null = null;

function onMessage(data: WebSocket.RawData): void {
  const text = data.toString();
  if (text === HEART || text.charCodeAt(0) !== 123) return;
  const frame = JSON.parse(text) as {
    type: string;
    quotes?: { ts: number }[];
    items?: { ts: number }[];
    recent?: boolean;
    event?: { ts: number };
    user?: boolean;
  };
  const now = Date.now();
  if (frame.type === 'personal' && frame.event) {
    personal++;
    record(personalHist, now - frame.event.ts);
  } else if (frame.type === 'authed') {
    if (frame.user) authed++;
    else refused++;
  } else if (frame.type === 'quotes' && frame.quotes) {
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

/**
 * Binds socket i to `tokens[i]` (an `auth` frame, as the app's live socket sends it) and, with
 * `codes`, subscribes it to `codes[i]` (the stock page it is on). At most `window` token checks in
 * flight, as users who open the app over time, not in one instant; resolves once every socket has
 * its `authed` answer (or after `timeoutMs`).
 */
async function auth(args: unknown): Promise<{ authed: number; refused: number; ms: number }> {
  const { tokens, codes, window = 50, timeoutMs = 120_000 } = args as { tokens: string[]; codes?: string[][]; window?: number; timeoutMs?: number };
  authed = 0;
  refused = 0;
  const t0 = Date.now();
  const deadline = t0 + timeoutMs;
  const n = Math.min(tokens.length, sockets.length);
  for (let i = 0; i < n && Date.now() < deadline; i++) {
    while (i - (authed + refused) >= window && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const ws = sockets[i]!;
    ws.send(JSON.stringify({ type: 'auth', token: tokens[i] }));
    const mine = codes?.[i];
    if (mine && mine.length > 0) ws.send(JSON.stringify({ type: 'sub', codes: mine }));
  }
  while (authed + refused < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return { authed, refused, ms: Date.now() - t0 };
}

function reset(): null {
  quotes = 0;
  frames = 0;
  hist = emptyHistogram();
  news = 0;
  newsHist = emptyHistogram();
  personal = 0;
  personalHist = emptyHistogram();
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
    auth,
    reset,
    stats: () => ({ quotes, frames, hist, news, newsHist, personal, personalHist, open: sockets.filter((s) => s.readyState === s.OPEN).length }),
    close: closeAll,
  },
  null,
);
