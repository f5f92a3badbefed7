/**
 * The sim's quote feed: five socket hosts on five loopback ports, each speaking contracts/ws-protocol
 * (HEART, sub/unsub by ids, subAll for the gateway's single feed socket), sending a snapshot after each
 * subscribe and pushing the engine's level-1 updates as they come. A host can be told to fail (it drops
 * its sockets and refuses connections) so the gateway's host rotation can be exercised.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { NewsItem } from '../../contracts/endpoints/news';
import type { ChatServerFrame } from '../../contracts/ws-chat';
import type { PersonalEvent, UserEventFrame } from '../../contracts/ws-personal';
import { encodeFrame, parseClientFrame, HEART, CLOSE_CODES, SOCKET_HOST_COUNT, type Quote } from '../../contracts/ws-protocol';

/** What the feed needs from the market. */
export interface QuoteSource {
  /** Current quotes of the given ids (unknown ids are skipped). */
  quotes(ids: readonly string[]): Quote[];
  /** Every id the market quotes. */
  allIds(): readonly string[];
  /** Registers a listener for each batch of updated quotes; returns the unsubscribe function. */
  onUpdate(listener: (quotes: readonly Quote[]) => void): () => void;
}

/** What the feed needs from the news desk (absent: subNews is answered with no items, and nothing is pushed). */
export interface NewsSource {
  /** The recent items, oldest first (the answer to subNews). */
  recent(): NewsItem[];
  /** Registers a listener for each batch of new items; returns the unsubscribe function. */
  onPublish(listener: (items: NewsItem[]) => void): () => void;
}

/** What the feed needs from the live rooms (absent: chatSub is accepted and nothing is pushed). */
export interface ChatSource {
  /** Registers a listener for each chat or withdraw frame of any room; returns the unsubscribe function. */
  onChat(listener: (frame: ChatServerFrame) => void): () => void;
}

/** What the feed needs from the 价格预警 (absent: no personal events are pushed). */
export interface UserEventSource {
  /** Registers a listener for each user's event; returns the unsubscribe function. */
  onEvent(listener: (uid: number, event: PersonalEvent) => void): () => void;
}

/** One feed host. */
export interface FeedHost {
  /** `ws://127.0.0.1:PORT/` */
  readonly url: string;
  /** Drops every socket (close 1011) and refuses new connections until {@link recover}. */
  fail(): void;
  /** Accepts connections again on the same port. */
  recover(): void;
  /** Open sockets on this host. */
  readonly clientCount: number;
}

/** The five hosts. */
export interface Feed {
  readonly hosts: readonly FeedHost[];
  /** The hosts' URLs, in rotation order. */
  readonly urls: readonly string[];
  close(): Promise<void>;
}

/** Feed options. */
export interface FeedOptions {
  /** Interface to bind; loopback by default. */
  host?: string;
  /** How many hosts (spec: 5). */
  count?: number;
  /** Largest accepted client frame in bytes. */
  maxFrameBytes?: number;
  /** The news push (subNews). */
  news?: NewsSource | null;
  /** The live rooms' chat (chatSub). */
  chat?: ChatSource | null;
  /**
   * Users' events (a fired 价格预警): sent as `userEvent` frames to every feed socket — the gateways
   * pass them to their user bus, which delivers them to that user's sockets only (contracts/ws-personal.ts).
   */
  userEvents?: UserEventSource | null;
  /** Port of each host (0 or missing = any free port); a restarted sim child keeps its URLs. */
  ports?: readonly number[];
}

interface Subscriber {
  all: boolean;
  ids: Set<string>;
  news: boolean;
  /** Live rooms joined (chatSub). */
  rooms: Set<string>;
}

function send(ws: WebSocket, text: string): void {
  if (ws.readyState === ws.OPEN) ws.send(text);
}

async function startHost(source: QuoteSource, opts: Required<Omit<FeedOptions, 'ports'>>, askedPort: number): Promise<FeedHost & { close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' }).end('websocket only');
  });
  const wss = new WebSocketServer({ server, maxPayload: opts.maxFrameBytes, perMessageDeflate: false });
  const subscribers = new Map<WebSocket, Subscriber>();
  let failed = false;

  wss.on('connection', (ws) => {
    if (failed) {
      ws.close(1013, 'host failing');
      return;
    }
    const sub: Subscriber = { all: false, ids: new Set(), news: false, rooms: new Set() };
    subscribers.set(ws, sub);
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(ws, encodeFrame({ type: 'error', reason: 'binary frames are not supported' }));
        return;
      }
      const parsed = parseClientFrame(data.toString());
      if (!parsed.ok) {
        send(ws, encodeFrame({ type: 'error', reason: parsed.reason }));
        return;
      }
      const frame = parsed.frame;
      if (frame.type === 'heart') send(ws, HEART);
      else if (frame.type === 'subAll') {
        sub.all = true;
        send(ws, encodeFrame({ type: 'snapshot', quotes: source.quotes(source.allIds()) }));
      } else if (frame.type === 'sub') {
        for (const id of frame.codes) sub.ids.add(id);
        send(ws, encodeFrame({ type: 'snapshot', quotes: source.quotes(frame.codes) }));
      } else if (frame.type === 'subNews') {
        sub.news = true;
        send(ws, encodeFrame({ type: 'news', items: opts.news?.recent() ?? [], recent: true }));
      } else if (frame.type === 'unsubNews') {
        sub.news = false;
      } else if (frame.type === 'unsub') {
        for (const id of frame.codes) sub.ids.delete(id);
      } else if (frame.type === 'chatSub') {
        sub.rooms.add(frame.room);
      } else if (frame.type === 'chatUnsub') {
        sub.rooms.delete(frame.room);
      }
    });
    ws.on('close', () => subscribers.delete(ws));
    ws.on('error', () => subscribers.delete(ws));
  });

  const unsubscribe = source.onUpdate((quotes) => {
    if (subscribers.size === 0 || quotes.length === 0) return;
    let allText: string | null = null;
    for (const [ws, sub] of subscribers) {
      if (sub.all) {
        allText ??= encodeFrame({ type: 'quotes', quotes: [...quotes] });
        send(ws, allText);
      } else if (sub.ids.size > 0) {
        const mine = quotes.filter((q) => sub.ids.has(q.id));
        if (mine.length > 0) send(ws, encodeFrame({ type: 'quotes', quotes: mine }));
      }
    }
  });

  const unsubscribeNews =
    opts.news?.onPublish((items) => {
      let text: string | null = null;
      for (const [ws, sub] of subscribers) {
        if (!sub.news) continue;
        text ??= encodeFrame({ type: 'news', items });
        send(ws, text);
      }
    }) ?? (() => {});

  const unsubscribeUserEvents =
    opts.userEvents?.onEvent((uid, event) => {
      if (subscribers.size === 0) return;
      const frame: UserEventFrame = { type: 'userEvent', uid, event };
      const text = encodeFrame(frame);
      for (const ws of subscribers.keys()) send(ws, text);
    }) ?? (() => {});

  const unsubscribeChat =
    opts.chat?.onChat((frame) => {
      let text: string | null = null;
      for (const [ws, sub] of subscribers) {
        if (!sub.rooms.has(frame.room)) continue;
        text ??= encodeFrame(frame);
        send(ws, text);
      }
    }) ?? (() => {});

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(askedPort, opts.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const host = {
    url: `ws://${opts.host}:${port}/`,
    get clientCount() {
      return subscribers.size;
    },
    fail() {
      failed = true;
      for (const ws of subscribers.keys()) ws.close(CLOSE_CODES.GOING_AWAY, 'host failing');
      for (const ws of subscribers.keys()) ws.terminate();
      subscribers.clear();
    },
    recover() {
      failed = false;
    },
    async close() {
      unsubscribe();
      unsubscribeNews();
      unsubscribeChat();
      unsubscribeUserEvents();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return host;
}

/** Starts the feed hosts on loopback ports chosen by the OS. */
export async function startFeed(source: QuoteSource, options: FeedOptions = {}): Promise<Feed> {
  const opts: Required<Omit<FeedOptions, 'ports'>> = {
    host: options.host ?? '127.0.0.1',
    count: options.count ?? SOCKET_HOST_COUNT,
    maxFrameBytes: options.maxFrameBytes ?? 64 * 1024,
    news: options.news ?? null,
    chat: options.chat ?? null,
    userEvents: options.userEvents ?? null,
  };
  const hosts = await Promise.all(Array.from({ length: opts.count }, (_, i) => startHost(source, opts, options.ports?.[i] ?? 0)));
  return {
    hosts,
    urls: hosts.map((h) => h.url),
    async close() {
      await Promise.all(hosts.map((h) => h.close()));
    },
  };
}
