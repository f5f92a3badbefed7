/**
 * The live hub: the quote fan-out and the one write path to every browser socket. Pure logic, no
 * Fastify and no sockets (a transport is three functions).
 *
 * It keeps the last value per code, each client's subscription set and, per code, the clients
 * that want it; the union of codes is what the gateway asks its upstream for. Updates are batched
 * per window; each distinct payload is built once and the same Buffer goes to every client that
 * needs exactly those codes. A client whose send buffer passes `slowBytes` is conflated (only the
 * latest value per code is kept for it) until it drains, and closed with SLOW_CONSUMER if it
 * stays stuck for `slowCloseMs`. Every write to a client goes through that one check — quote
 * batches, snapshots, heartbeat answers, error and status frames alike — so a socket that never
 * reads holds at most `slowBytes` plus one frame however many frames it sends. Nothing one client
 * does delays another: sends never wait.
 *
 * News (the `news` frame) is one topic, kept by {@link NewsTopic} (news-topic.ts); the hub hands it
 * subscriptions and published items, and tells it when a conflated client drains. Live-room chat
 * is chat-rooms.ts, over the same write path (`offer`).
 */
import { CLOSE_CODES, type Quote } from '../../../contracts/ws-protocol';
import type { NewsItem } from '../../../contracts/endpoints/news';
import { HEART_FRAME, STATUS_DOWN_FRAME, STATUS_UP_FRAME, errorFrame, quotesFrame } from './frames';
import { HubClient, type CacheEntry, type HubObserver, type HubTransport } from './hub-client';
import { NewsTopic } from './news-topic';

/** Hub options; defaults in {@link HUB_DEFAULTS}. */
export interface HubOptions {
  /** Batch window for updates, ms. */
  batchMs: number;
  /** Most codes one client may hold. */
  maxCodesPerClient: number;
  /** Send-buffer size above which a client is conflated, bytes. */
  slowBytes: number;
  /** How long a client may stay conflated before it is closed, ms. */
  slowCloseMs: number;
  /** Forget a code's last value when nobody watches it (live feeds: a later snapshot would be stale). */
  evictUnwatched: boolean;
  /** Called when the union of subscribed codes changes. */
  onInterest?: (added: string[], removed: string[]) => void;
  observer?: HubObserver;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/** Defaults (the README's config table). */
export const HUB_DEFAULTS = {
  batchMs: 50,
  maxCodesPerClient: 500,
  slowBytes: 1024 * 1024,
  slowCloseMs: 15_000,
} as const;

/** Result of a subscribe. */
export type SubscribeResult = { ok: true; added: number } | { ok: false; reason: string };

/** See the module comment. */
export class Hub {
  private readonly opts: HubOptions;
  private readonly now: () => number;
  private readonly clients = new Set<HubClient>();
  private readonly subscribers = new Map<string, Set<HubClient>>();
  private readonly cache = new Map<string, CacheEntry>();
  private dirty = new Set<string>();
  private readonly conflatedClients = new Set<HubClient>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private upstreamUp = false;
  private stopped = false;
  private readonly news: NewsTopic;

  constructor(opts: HubOptions) {
    for (const key of ['batchMs', 'maxCodesPerClient', 'slowBytes', 'slowCloseMs'] as const) {
      const v = opts[key];
      if (!Number.isFinite(v) || v < 0) throw new Error(`hub option ${key} must be a non-negative number (got ${v})`);
    }
    this.opts = opts;
    this.now = opts.now ?? Date.now;
    this.news = new NewsTopic({
      offer: (client, frame) => this.offer(client, frame),
      sent: (frames, bytes) => this.opts.observer?.framesSent?.(frames, bytes),
    });
  }

  /** Registers a client; it is told the upstream status at once. */
  addClient(transport: HubTransport): HubClient {
    const client = new HubClient(transport);
    this.clients.add(client);
    this.sendStatus(client);
    return client;
  }

  /** Forgets a client and its subscriptions. */
  removeClient(client: HubClient): void {
    if (!this.clients.delete(client)) return;
    client.closed = true;
    this.conflatedClients.delete(client);
    this.news.unsubscribe(client);
    this.dropCodes(client, [...client.codes]);
  }

  /** Subscribes a client; sends a snapshot of the cached values of every requested code (possibly empty). */
  subscribe(client: HubClient, codes: readonly string[]): SubscribeResult {
    const fresh = new Set<string>();
    for (const c of codes) if (!client.codes.has(c)) fresh.add(c);
    if (client.codes.size + fresh.size > this.opts.maxCodesPerClient) {
      return { ok: false, reason: `too many codes (max ${this.opts.maxCodesPerClient} per socket)` };
    }
    const added: string[] = [];
    for (const c of fresh) {
      client.codes.add(c);
      let set = this.subscribers.get(c);
      if (!set) {
        set = new Set();
        this.subscribers.set(c, set);
        added.push(c);
      }
      set.add(client);
    }
    if (added.length > 0) this.opts.onInterest?.(added, []);
    this.sendSnapshot(client, codes);
    return { ok: true, added: fresh.size };
  }

  /** Unsubscribes a client from codes (unknown codes are ignored). */
  unsubscribe(client: HubClient, codes: readonly string[]): void {
    this.dropCodes(client, codes);
  }

  /** Subscribes a client to the news push and sends it the recent items (possibly none). */
  subscribeNews(client: HubClient): void {
    this.news.subscribe(client);
  }

  /** Stops the news push to a client. */
  unsubscribeNews(client: HubClient): void {
    this.news.unsubscribe(client);
  }

  /** Takes published news items: keeps the new ones and sends them, in one shared frame, to every news subscriber. */
  ingestNews(items: readonly NewsItem[]): void {
    if (this.stopped) return;
    this.news.ingest(items);
  }

  /** Takes quotes from the upstream (or a replay): caches them and schedules delivery. */
  ingest(quotes: readonly Quote[]): void {
    if (this.stopped) return;
    for (const q of quotes) {
      const entry: CacheEntry = { id: q.id, json: JSON.stringify(q), flushIdx: 0, frame: null };
      this.cache.set(q.id, entry);
      if (this.subscribers.has(q.id)) this.dirty.add(q.id);
    }
    if (this.dirty.size > 0) this.schedule();
  }

  /** Tells every client the upstream went down or came back (no-op when unchanged). */
  setUpstream(up: boolean): void {
    if (up === this.upstreamUp) return;
    this.upstreamUp = up;
    for (const c of this.clients) this.sendStatus(c);
  }

  /** True when the last status was up. */
  get upstreamIsUp(): boolean {
    return this.upstreamUp;
  }

  /** Answers a heartbeat (not while the client is not reading: it would only fill its buffer). */
  heart(client: HubClient): void {
    this.sendRaw(client, HEART_FRAME);
  }

  /** Tells a client its frame was rejected (dropped, like a heartbeat answer, while it is not reading). */
  reject(client: HubClient, reason: string): void {
    this.sendRaw(client, errorFrame(reason));
  }

  /**
   * Sends a frame built by someone else (the chat rooms) through the one slow-consumer check:
   * refused (false, nothing queued) while the client's send buffer is over the bound.
   */
  offer(client: HubClient, frame: Buffer): boolean {
    if (client.closed || this.isSlow(client)) return false;
    client.transport.send(frame);
    return true;
  }

  /** Every code some client watches (what the upstream must send). */
  interest(): string[] {
    return [...this.subscribers.keys()];
  }

  /** Figures for metrics. */
  stats(): { clients: number; subscriptions: number; codes: number; conflating: number; cached: number; newsClients: number } {
    let subscriptions = 0;
    for (const c of this.clients) subscriptions += c.codes.size;
    return {
      clients: this.clients.size,
      subscriptions,
      codes: this.subscribers.size,
      conflating: this.conflatedClients.size,
      cached: this.cache.size,
      newsClients: this.news.size,
    };
  }

  /** Delivers everything pending now (the batch timer calls this). */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.lastFlush = this.now();
    const dirty = this.dirty;
    this.dirty = new Set();
    const touched: HubClient[] = [];
    let idx = 0;
    let dropped = 0;
    for (const code of dirty) {
      const entry = this.cache.get(code);
      const subs = this.subscribers.get(code);
      if (!entry || !subs) continue;
      entry.flushIdx = idx++;
      for (const client of subs) {
        if (client.conflating) {
          if (client.conflatedCodes.has(code)) dropped++;
          else client.conflatedCodes.add(code);
          continue;
        }
        if (client.pending.length === 0) touched.push(client);
        client.pending.push(entry);
      }
    }
    if (dropped > 0) this.opts.observer?.dropped?.(dropped);
    this.deliver(touched);
    this.sweepConflated();
    if (this.conflatedClients.size > 0) this.schedule();
  }

  /** Stops timers and forgets everything (shutdown). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private deliver(touched: HubClient[]): void {
    // Payloads of several quotes are shared through a key of flush positions; a single-quote
    // payload (the most common) is shared through its cache entry, with no key to build.
    const payloads = new Map<string, Buffer>();
    const singles: CacheEntry[] = [];
    let frames = 0;
    let bytes = 0;
    for (const client of touched) {
      const pending = client.pending;
      if (client.closed) {
        pending.length = 0;
        continue;
      }
      if (client.transport.bufferedAmount > this.opts.slowBytes) {
        this.startConflating(client);
        for (const e of pending) client.conflatedCodes.add(e.id);
        pending.length = 0;
        continue;
      }
      let payload: Buffer | undefined;
      if (pending.length === 1) {
        const entry = pending[0]!;
        payload = entry.frame ?? undefined;
        if (!payload) {
          payload = entry.frame = quotesFrame('quotes', [entry.json]);
          singles.push(entry);
        }
      } else {
        let key = String(pending[0]!.flushIdx);
        for (let i = 1; i < pending.length; i++) key += `,${pending[i]!.flushIdx}`;
        payload = payloads.get(key);
        if (!payload) {
          const json: string[] = new Array<string>(pending.length);
          for (let i = 0; i < pending.length; i++) json[i] = pending[i]!.json;
          payload = quotesFrame('quotes', json);
          payloads.set(key, payload);
        }
      }
      pending.length = 0; // reused next flush: no new array per client per flush
      client.transport.send(payload);
      frames++;
      bytes += payload.length;
    }
    for (const entry of singles) entry.frame = null; // only shared within this flush
    if (frames > 0) this.opts.observer?.framesSent?.(frames, bytes);
  }

  private startConflating(client: HubClient): void {
    client.conflating = true;
    client.slowSince = this.now();
    this.conflatedClients.add(client);
    this.opts.observer?.conflated?.();
    // The sweep (which closes a stuck client or catches it up) runs from flush: make sure one comes
    // even when no quote is pending, e.g. for a socket with no subscriptions flooding heartbeats.
    this.schedule();
  }

  /** True (and the client conflated) when its send buffer is above the bound: nothing more may be queued. */
  private isSlow(client: HubClient): boolean {
    if (client.conflating) return true;
    if (client.transport.bufferedAmount <= this.opts.slowBytes) return false;
    this.startConflating(client);
    return true;
  }

  /** Sends the current upstream status, or remembers to once the client drains. */
  private sendStatus(client: HubClient): void {
    if (client.closed) return;
    if (this.isSlow(client)) {
      client.statusOwed = true;
      return;
    }
    client.statusOwed = false;
    this.sendRaw(client, this.upstreamUp ? STATUS_UP_FRAME : STATUS_DOWN_FRAME);
  }

  private sweepConflated(): void {
    const now = this.now();
    for (const client of this.conflatedClients) {
      if (client.closed) {
        this.conflatedClients.delete(client);
        continue;
      }
      if (client.transport.bufferedAmount <= this.opts.slowBytes / 2) {
        // Drained: send the latest value of everything it missed, in one frame.
        client.conflating = false;
        this.conflatedClients.delete(client);
        if (client.statusOwed) this.sendStatus(client);
        this.news.drained(client);
        const json: string[] = [];
        for (const code of client.conflatedCodes) {
          const entry = this.cache.get(code);
          if (entry && client.codes.has(code)) json.push(entry.json);
        }
        client.conflatedCodes.clear();
        if (json.length > 0) this.sendRaw(client, quotesFrame('quotes', json));
      } else if (now - client.slowSince >= this.opts.slowCloseMs) {
        this.removeClient(client);
        this.opts.observer?.slowClosed?.();
        client.transport.close(CLOSE_CODES.SLOW_CONSUMER, 'slow consumer');
      }
    }
  }

  private sendSnapshot(client: HubClient, codes: readonly string[]): void {
    const slow = this.isSlow(client);
    const json: string[] = [];
    for (const c of codes) {
      const entry = this.cache.get(c);
      if (!entry) continue;
      if (slow) client.conflatedCodes.add(c);
      else json.push(entry.json);
    }
    if (!slow) this.sendRaw(client, quotesFrame('snapshot', json));
  }

  private dropCodes(client: HubClient, codes: readonly string[]): void {
    const removed: string[] = [];
    for (const c of codes) {
      if (!client.codes.delete(c)) continue;
      client.conflatedCodes.delete(c);
      const set = this.subscribers.get(c);
      if (!set) continue;
      set.delete(client);
      if (set.size === 0) {
        this.subscribers.delete(c);
        this.dirty.delete(c);
        if (this.opts.evictUnwatched) this.cache.delete(c);
        removed.push(c);
      }
    }
    if (removed.length > 0) this.opts.onInterest?.([], removed);
  }

  /** The one write path outside a flush: refused (dropped) while the client's send buffer is over the bound. */
  private sendRaw(client: HubClient, frame: Buffer): void {
    if (client.closed || this.isSlow(client)) return;
    client.transport.send(frame);
    this.opts.observer?.framesSent?.(1, frame.length);
  }

  /**
   * Leading-edge throttle: the first update after a quiet window goes out on the next turn of the
   * event loop; later ones wait for the window to end, so a client gets at most one frame per window.
   */
  private schedule(): void {
    if (this.timer || this.stopped) return;
    const wait = Math.max(0, this.lastFlush + this.opts.batchMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, wait);
  }
}
