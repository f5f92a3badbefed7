/**
 * The quote source of the hub: the rotating upstream socket, or a replayed recording. Frames go
 * to the recorder (when RECORD_FILE is set) and then to the hub; the hub's interest changes go
 * back to the upstream as sub/unsub. Starts when the app is ready, stops when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { NewsItem } from '../../../contracts/endpoints/news';
import type { ChatServerFrame } from '../../../contracts/ws-chat';
import type { PersonalEvent } from '../../../contracts/ws-personal';
import type { Quote } from '../../../contracts/ws-protocol';
import type { Hub } from '../hub/hub';
import { openFeedRecorder, type FeedRecorder } from './recorder';
import { FeedReplay } from './replay';
import { UpstreamFeed } from './upstream-feed';

/** Where quotes come from. */
export type QuoteSourceOptions =
  | {
      kind: 'upstream';
      /** Feed host URLs (ws:// or wss://), rotated in order. */
      hosts: readonly string[];
      heartbeatMs?: number;
      connectTimeoutMs?: number;
      errorRetryMs?: number;
      deadAfterMs?: number;
    }
  | {
      kind: 'replay';
      file: string;
      speed: number;
      loop: boolean;
    };

/** Handle the app uses for readiness and interest. */
export interface QuoteSource {
  readonly ready: boolean;
  describe(): { kind: 'upstream' | 'replay'; detail: string };
  subscribe(codes: readonly string[]): void;
  unsubscribe(codes: readonly string[]): void;
  /** Joins / leaves a live room's chat upstream (a replay carries no chat: no-ops). */
  joinRoom(room: string): void;
  leaveRoom(room: string): void;
  /** Resolves when a replay has played its file once (never for upstream or looping replays). */
  ended(): Promise<void>;
}

/** Creates the source and ties its lifetime to the app. */
export function attachQuoteSource(
  fastify: FastifyInstance,
  opts: {
    source: QuoteSourceOptions;
    hub: Hub;
    recordFile: string | null;
    onReconnect?: (host: string) => void;
    onChat?: (frame: ChatServerFrame) => void;
    onUserEvent?: (uid: number, event: PersonalEvent) => void;
  },
): QuoteSource {
  const { hub } = opts;
  let recorder: FeedRecorder | null = null;
  const deliver = (type: 'snapshot' | 'quotes', quotes: Quote[]) => {
    recorder?.write(type, quotes);
    hub.ingest(quotes);
  };
  const deliverNews = (items: NewsItem[]) => {
    recorder?.writeNews(items);
    hub.ingestNews(items);
  };
  const deliverUserEvent = (uid: number, event: PersonalEvent) => {
    recorder?.writeUserEvent(uid, event);
    opts.onUserEvent?.(uid, event);
  };
  const log = fastify.log;
  let endResolve: () => void = () => {};
  const endPromise = new Promise<void>((resolve) => (endResolve = resolve));

  if (opts.source.kind === 'upstream') {
    const s = opts.source;
    const feed = new UpstreamFeed({
      hosts: s.hosts,
      heartbeatMs: s.heartbeatMs,
      connectTimeoutMs: s.connectTimeoutMs,
      errorRetryMs: s.errorRetryMs,
      deadAfterMs: s.deadAfterMs,
      onQuotes: deliver,
      onNews: deliverNews,
      ...(opts.onChat ? { onChat: opts.onChat } : {}),
      onUserEvent: deliverUserEvent,
      onStatus: (up) => hub.setUpstream(up),
      onReconnect: opts.onReconnect,
      log,
    });
    fastify.addHook('onReady', async () => {
      if (opts.recordFile) recorder = await openFeedRecorder(opts.recordFile);
      feed.subscribe(hub.interest());
      feed.start();
    });
    fastify.addHook('onClose', async () => {
      feed.stop();
      await recorder?.close();
    });
    return {
      get ready() {
        return feed.isOpen;
      },
      describe: () => ({ kind: 'upstream', detail: feed.currentHost }),
      subscribe: (codes) => feed.subscribe(codes),
      unsubscribe: (codes) => feed.unsubscribe(codes),
      joinRoom: (room) => feed.joinRoom(room),
      leaveRoom: (room) => feed.leaveRoom(room),
      ended: () => endPromise,
    };
  }

  const s = opts.source;
  const replay = new FeedReplay({
    file: s.file,
    speed: s.speed,
    loop: s.loop,
    onQuotes: deliver,
    onNews: deliverNews,
    onUserEvent: deliverUserEvent,
    onEnd: () => {
      log.info({ file: s.file }, 'replay finished');
      endResolve();
    },
    log,
  });
  fastify.addHook('onReady', async () => {
    if (opts.recordFile) recorder = await openFeedRecorder(opts.recordFile);
    await replay.start();
    hub.setUpstream(true);
  });
  fastify.addHook('onClose', async () => {
    await replay.stop();
    await recorder?.close();
  });
  return {
    get ready() {
      return replay.running;
    },
    describe: () => ({ kind: 'replay', detail: s.file }),
    // A replay plays everything; interest changes need no upstream round trip.
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    joinRoom: () => undefined,
    leaveRoom: () => undefined,
    ended: () => endPromise,
  };
}
