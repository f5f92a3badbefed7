/**
 * Test doubles for the edge: a fake upstream API (plain Fastify), fake feed hosts (plain ws) that
 * can be killed, and a browser-like ws client that queues frames. All on loopback, port 0.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { HEART, encodeFrame, parseClientFrame, parseServerFrame, type Quote, type ServerFrame } from '../../../contracts/ws-protocol';
import { build, type EdgeOptions } from '../../../gateway/edge/app';

/** A quote with plausible numbers. */
export function quote(id: string, price = 10, ts = Date.now()): Quote {
  return { id, price, change: 0.1, pct: 1, volume: 1000, amount: price * 1000, ts };
}

/** A fake feed host speaking contracts/ws-protocol. */
export interface FakeFeedHost {
  url: string;
  /** Text frames received from clients (the gateway), in order. */
  received: string[];
  /** Codes each connected client subscribed to (`*` for subAll). */
  subs(): Set<string>;
  connections(): number;
  /** Sends quotes to every client that wants them. */
  push(quotes: Quote[]): void;
  /** Values sent in the snapshot after a sub. */
  values: Map<string, Quote>;
  /** Stops the host: closes the listener and drops every connection. */
  kill(): Promise<void>;
  /** When true, the host stops answering HEART (a half-open peer). */
  mute: boolean;
}

/** Starts a fake feed host. */
export async function startFeedHost(): Promise<FakeFeedHost> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const port = (wss.address() as AddressInfo).port;
  const received: string[] = [];
  const values = new Map<string, Quote>();
  const subsBySocket = new Map<WebSocket, Set<string>>();
  const host: FakeFeedHost = {
    url: `ws://127.0.0.1:${port}/`,
    received,
    values,
    mute: false,
    subs() {
      const all = new Set<string>();
      for (const s of subsBySocket.values()) for (const c of s) all.add(c);
      return all;
    },
    connections: () => subsBySocket.size,
    push(quotes) {
      for (const q of quotes) values.set(q.id, q);
      for (const [ws, subs] of subsBySocket) {
        const wanted = quotes.filter((q) => subs.has('*') || subs.has(q.id));
        if (wanted.length > 0) ws.send(encodeFrame({ type: 'quotes', quotes: wanted }));
      }
    },
    async kill() {
      for (const ws of subsBySocket.keys()) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  wss.on('connection', (ws) => {
    const subs = new Set<string>();
    subsBySocket.set(ws, subs);
    ws.on('close', () => subsBySocket.delete(ws));
    ws.on('message', (data) => {
      const text = data.toString();
      received.push(text);
      const parsed = parseClientFrame(text);
      if (!parsed.ok) return;
      const f = parsed.frame;
      if (f.type === 'heart') {
        if (!host.mute) ws.send(HEART);
      } else if (f.type === 'sub') {
        for (const c of f.codes) subs.add(c);
        const snap = f.codes.map((c) => values.get(c)).filter((q): q is Quote => q !== undefined);
        ws.send(encodeFrame({ type: 'snapshot', quotes: snap }));
      } else if (f.type === 'unsub') {
        for (const c of f.codes) subs.delete(c);
      } else if (f.type === 'subAll') {
        subs.add('*');
        ws.send(encodeFrame({ type: 'snapshot', quotes: [...values.values()] }));
      }
    });
  });
  return host;
}

/** A fake upstream API: each test adds routes to `app` before calling `listen`. */
export async function startApi(setup: (app: FastifyInstance) => void): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  setup(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, app };
}

/**
 * Builds and starts an edge on port 0, and its ops listener (/readyz, /metrics) on another port 0;
 * closed by the caller (usually in t.after).
 */
export async function startEdge(
  opts: Partial<EdgeOptions> & Pick<EdgeOptions, 'source'>,
): Promise<{ app: FastifyInstance; url: string; wsUrl: string; opsUrl: string }> {
  const app = await build({ upstreamUrl: 'http://127.0.0.1:9', defaultMetrics: false, ...opts });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.edge.ops.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const opsPort = (app.edge.ops.server.address() as AddressInfo).port;
  return { app, url: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/ws`, opsUrl: `http://127.0.0.1:${opsPort}` };
}

/**
 * Fast spec timings for tests (the spec's 30 s / 4 s / 3 s scaled down). Dead-peer detection is
 * kept lenient so a starved CI machine does not flap the feed; tests of it set their own.
 */
export const FAST_FEED = { heartbeatMs: 50, connectTimeoutMs: 200, errorRetryMs: 100, deadAfterMs: 2000 } as const;

/** A browser-like client that queues parsed server frames. */
export interface TestClient {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the first queued-or-future frame matching `pred` (consumes frames up to it). */
  next(pred: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  send(text: string): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a client to the edge's /ws. */
export async function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<TestClient> {
  const ws = new WebSocket(url, { perMessageDeflate: false, ...options });
  const frames: ServerFrame[] = [];
  let waiter: (() => void) | null = null;
  ws.on('message', (data, isBinary) => {
    if (isBinary) throw new Error('server sent a binary frame');
    const parsed = parseServerFrame(data.toString());
    if (!parsed.ok) throw new Error(`server sent a malformed frame: ${parsed.reason}`);
    frames.push(parsed.frame);
    waiter?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      waiter?.();
    });
  });
  ws.on('error', () => {});
  await once(ws, 'open');
  return {
    ws,
    frames,
    closed,
    send: (text) => ws.send(text),
    async next(pred, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = frames.findIndex(pred);
        if (i !== -1) return frames.splice(0, i + 1)[i]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; have ${JSON.stringify(frames).slice(0, 300)}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(t);
            waiter = null;
            resolve();
          };
        });
      }
    },
  };
}

/** Polls until `check` is true. */
export async function waitFor(check: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
