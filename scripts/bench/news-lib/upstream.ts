/**
 * bench:news upstream: a feed speaking contracts/ws-protocol that sends quote updates (every code
 * every `cycleMs`, in `tickMs` slices, as the fan-out bench's upstream) and news items at
 * `newsPerSec` to sockets that sent subNews. Items and quotes carry `ts` = send time.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { NewsItem } from '../../../contracts/endpoints/news';
import { HEART, encodeFrame, parseClientFrame } from '../../../contracts/ws-protocol';
import { benchQuote } from '../lib/workload';

/** A running upstream. */
export interface NewsUpstream {
  url: string;
  setQuotes(on: boolean): void;
  close(): Promise<void>;
}

/** A realistic-size item (a limit-up flash naming one stock with two 题材 tags), stamped now. */
export function benchNewsItem(n: number, code: string): NewsItem {
  return {
    id: `2025-11-27-${n}`,
    ts: Date.now(),
    title: `【模拟】测试股份${n % 100}涨停`,
    content: `【模拟】测试股份${n % 100}（${code.slice(0, 6)}）涨停，报12.34元，涨10.01%，成交额3.21亿元。`,
    codes: [code],
    level: n % 7 === 0 ? 'important' : 'normal',
    category: 'market',
    securities: [{ id: code, code: code.slice(0, 6), name: `测试股份${n % 100}`, kind: 'capital' }],
    tags: ['人工智能', '算力'],
  };
}

/** Starts the upstream. */
export async function startNewsUpstream(codes: readonly string[], opts: { cycleMs: number; tickMs: number; newsPerSec: number }): Promise<NewsUpstream> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(wss, 'listening');
  const newsSubs = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('close', () => newsSubs.delete(ws));
    ws.on('message', (d) => {
      const text = d.toString();
      if (text === HEART) return void ws.send(HEART);
      const p = parseClientFrame(text);
      if (p.ok && p.frame.type === 'subNews') {
        newsSubs.add(ws);
        ws.send(encodeFrame({ type: 'news', items: [], recent: true }));
      }
    });
  });
  const perTick = Math.ceil(codes.length / (opts.cycleMs / opts.tickMs));
  let cursor = 0;
  let step = 0;
  let quotes = true;
  let n = 0;
  let newsDue = 0;
  const timer = setInterval(() => {
    step++;
    if (quotes) {
      const slice: string[] = [];
      for (let i = 0; i < perTick; i++) {
        slice.push(codes[cursor]!);
        cursor = (cursor + 1) % codes.length;
      }
      const frame = encodeFrame({ type: 'quotes', quotes: slice.map((id) => benchQuote(id, step)) });
      for (const c of wss.clients) c.send(frame);
    }
    newsDue += (opts.newsPerSec * opts.tickMs) / 1000;
    const items: NewsItem[] = [];
    while (newsDue >= 1) {
      newsDue--;
      n++;
      items.push(benchNewsItem(n, codes[n % codes.length]!));
    }
    if (items.length > 0) {
      const frame = encodeFrame({ type: 'news', items });
      for (const c of newsSubs) c.send(frame);
    }
  }, opts.tickMs);
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    setQuotes(on) {
      quotes = on;
    },
    async close() {
      clearInterval(timer);
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
