/**
 * The fan-out bench's upstream feed: a ws server speaking contracts/ws-protocol that updates
 * every code every `cycleMs` in `tickMs` slices (5,000 codes / 3 s ≈ 1,700 updates/s), plus an
 * optional burst of the whole universe once a second. Quotes carry `ts` = send time.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { HEART, encodeFrame } from '../../../contracts/ws-protocol';
import { benchQuote } from './workload';

/** A running bench upstream. */
export interface BenchUpstream {
  url: string;
  /** Quote updates sent so far. */
  sent(): number;
  setBurst(on: boolean): void;
  close(): Promise<void>;
}

/** Starts the feed. */
export async function startBenchUpstream(codes: readonly string[], opts: { cycleMs: number; tickMs: number }): Promise<BenchUpstream> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(wss, 'listening');
  wss.on('connection', (ws) => {
    ws.on('message', (d) => {
      if (d.toString() === HEART) ws.send(HEART);
    });
  });
  const perTick = Math.ceil(codes.length / (opts.cycleMs / opts.tickMs));
  let cursor = 0;
  let step = 0;
  let sent = 0;
  let burst = false;
  let lastBurst = Date.now();
  const broadcast = (ids: readonly string[]) => {
    const frame = encodeFrame({ type: 'quotes', quotes: ids.map((id) => benchQuote(id, step)) });
    for (const c of wss.clients) c.send(frame);
    sent += ids.length * wss.clients.size;
  };
  const timer = setInterval(() => {
    step++;
    const slice: string[] = [];
    for (let i = 0; i < perTick; i++) {
      slice.push(codes[cursor]!);
      cursor = (cursor + 1) % codes.length;
    }
    broadcast(slice);
    if (burst && Date.now() - lastBurst >= 1000) {
      lastBurst = Date.now();
      broadcast(codes);
    }
  }, opts.tickMs);
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    sent: () => sent,
    setBurst(on) {
      burst = on;
      lastBurst = Date.now();
    },
    async close() {
      clearInterval(timer);
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
