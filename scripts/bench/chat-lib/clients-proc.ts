/**
 * bench:chat worker: browser-like sockets that join the bench room; counts delivered chat
 * messages and frames with their latency (receipt − upstream `ts`).
 */
import WebSocket from 'ws';
import { HEART } from '../../../contracts/ws-protocol';
import { emptyHistogram, record } from '../lib/histogram';
import { serveWorker } from '../lib/ipc';
import { BENCH_ROOM } from './upstream';

let sockets: WebSocket[] = [];
let messages = 0;
let frames = 0;
let hist = emptyHistogram();
let heart: NodeJS.Timeout | null = null;

function onMessage(data: WebSocket.RawData): void {
  const text = data.toString();
  if (text === HEART || text.charCodeAt(0) !== 123) return;
  const frame = JSON.parse(text) as { type: string; messages?: { ts: number }[] };
  if (frame.type !== 'chat' || !frame.messages) return;
  frames++;
  const now = Date.now();
  for (const m of frame.messages) {
    messages++;
    record(hist, now - m.ts);
  }
}

async function open(args: unknown): Promise<{ open: number; failed: number }> {
  const { url, count } = args as { url: string; count: number };
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

serveWorker(
  {
    open,
    join: () => {
      for (const ws of sockets) ws.send(JSON.stringify({ type: 'chatSub', room: BENCH_ROOM }));
      return sockets.length;
    },
    reset: () => {
      messages = 0;
      frames = 0;
      hist = emptyHistogram();
      return null;
    },
    stats: () => ({ messages, frames, hist, open: sockets.filter((s) => s.readyState === s.OPEN).length }),
    close: async () => {
      if (heart) clearInterval(heart);
      for (const ws of sockets) ws.terminate();
      sockets = [];
      return null;
    },
  },
  null,
);
