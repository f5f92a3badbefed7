/**
 * The gateway's single upstream quote socket, rotating over the feed hosts (spec §4/§9):
 * heartbeat `HEART` every 30 s, connection timeout 4 s; on an error or close it waits 3 s and,
 * still not open, advances to the next host (wrapping) and reconnects. It subscribes upstream to
 * the union of what the browsers want (or to everything with `subAll`) and re-subscribes after
 * every reconnect. Timings are injectable so tests run in milliseconds; defaults are the spec's.
 */
import WebSocket from 'ws';
import type { NewsItem } from '../../../contracts/endpoints/news';
import { CONNECT_TIMEOUT_MS, ERROR_RETRY_MS, HEART, HEARTBEAT_INTERVAL_MS, encodeFrame, parseServerFrame, type Quote } from '../../../contracts/ws-protocol';
import { diffSubscriptions, subscriptionFrames } from '../../../contracts/subscription-diff';
import type { ChatServerFrame } from '../../../contracts/ws-chat';
import type { PersonalEvent } from '../../../contracts/ws-personal';

/** Minimal logger (pino's shape). */
export interface FeedLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** Options of {@link UpstreamFeed}. */
export interface UpstreamFeedOptions {
  /** ws:// or wss:// URLs of the feed hosts, tried in order, wrapping. */
  hosts: readonly string[];
  /** Heartbeat interval, ms (spec: 30 s). */
  heartbeatMs?: number;
  /** Connection timeout, ms (spec: 4 s). */
  connectTimeoutMs?: number;
  /** Wait after an error before advancing to the next host, ms (spec: 3 s). */
  errorRetryMs?: number;
  /** Silence (no frame, not even a HEART answer) after which the socket counts as dead; default 2.5 × heartbeat. */
  deadAfterMs?: number;
  /** Ask for the whole universe (`subAll`) instead of the union of interests (the recorder). */
  subscribeAll?: boolean;
  /** Largest upstream frame accepted, bytes. */
  maxPayload?: number;
  /** Quotes arrived (a snapshot after each subscribe, then batches). */
  onQuotes: (type: 'snapshot' | 'quotes', quotes: Quote[]) => void;
  /** News pushes (the feed socket subscribes to news whenever this is given). */
  onNews?: (items: NewsItem[], recent: boolean) => void;
  /** A user's personal event (contracts/ws-personal.ts), relayed to the user bus. */
  onUserEvent?: (uid: number, event: PersonalEvent) => void;
  /** Chat of the rooms joined with {@link UpstreamFeed.joinRoom}. */
  onChat?: (frame: ChatServerFrame) => void;
  /** The socket opened (true) or was lost (false); only transitions are reported. */
  onStatus?: (up: boolean, host: string) => void;
  /** A connection attempt to a host other than the very first one. */
  onReconnect?: (host: string) => void;
  log?: FeedLogger;
}

/** Spec defaults of the feed timings. */
export const FEED_DEFAULTS = {
  heartbeatMs: HEARTBEAT_INTERVAL_MS,
  connectTimeoutMs: CONNECT_TIMEOUT_MS,
  errorRetryMs: ERROR_RETRY_MS,
  maxPayload: 16 * 1024 * 1024,
} as const;

const SILENT_LOG: FeedLogger = { info() {}, warn() {} };

/** See the module comment. */
export class UpstreamFeed {
  private readonly hosts: readonly string[];
  private readonly heartbeatMs: number;
  private readonly connectTimeoutMs: number;
  private readonly errorRetryMs: number;
  private readonly deadAfterMs: number;
  private readonly log: FeedLogger;
  private hostIndex = 0;
  private ws: WebSocket | null = null;
  private gen = 0;
  private attempts = 0;
  private open = false;
  private stopped = true;
  private lastFrameAt = 0;
  private connectTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartTimer: NodeJS.Timeout | null = null;
  private syncQueued = false;
  private readonly desired = new Set<string>();
  private readonly told = new Set<string>();
  private readonly chatRooms = new Set<string>();

  constructor(private readonly opts: UpstreamFeedOptions) {
    if (opts.hosts.length === 0) throw new Error('upstream feed needs at least one host');
    for (const h of opts.hosts) {
      const u = new URL(h);
      if (u.protocol !== 'ws:' && u.protocol !== 'wss:') throw new Error(`feed host must be ws:// or wss:// (got ${h})`);
    }
    this.hosts = opts.hosts;
    this.heartbeatMs = positive('heartbeatMs', opts.heartbeatMs ?? FEED_DEFAULTS.heartbeatMs);
    this.connectTimeoutMs = positive('connectTimeoutMs', opts.connectTimeoutMs ?? FEED_DEFAULTS.connectTimeoutMs);
    this.errorRetryMs = positive('errorRetryMs', opts.errorRetryMs ?? FEED_DEFAULTS.errorRetryMs);
    this.deadAfterMs = positive('deadAfterMs', opts.deadAfterMs ?? Math.round(this.heartbeatMs * 2.5));
    this.log = opts.log ?? SILENT_LOG;
  }

  /** Starts connecting to the first host. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes the socket and stops reconnecting. */
  stop(): void {
    this.stopped = true;
    this.gen++;
    this.clearTimers();
    if (this.ws) {
      this.ws.removeAllListeners();
      this.ws.on('error', () => {});
      this.ws.terminate();
      this.ws = null;
    }
    this.setOpen(false);
  }

  /** True while the upstream socket is open. */
  get isOpen(): boolean {
    return this.open;
  }

  /** URL of the host currently used (or being tried). */
  get currentHost(): string {
    return this.hosts[this.hostIndex]!;
  }

  /** Adds codes to the upstream subscription. */
  subscribe(codes: readonly string[]): void {
    for (const c of codes) this.desired.add(c);
    this.queueSync();
  }

  /** Removes codes from the upstream subscription. */
  unsubscribe(codes: readonly string[]): void {
    for (const c of codes) this.desired.delete(c);
    this.queueSync();
  }

  /** Joins a live room's chat upstream (now if open, and after every reconnect). */
  joinRoom(room: string): void {
    if (this.chatRooms.has(room)) return;
    this.chatRooms.add(room);
    if (this.open) this.ws?.send(encodeFrame({ type: 'chatSub', room }));
  }

  /** Leaves a live room's chat upstream. */
  leaveRoom(room: string): void {
    if (!this.chatRooms.delete(room)) return;
    if (this.open) this.ws?.send(encodeFrame({ type: 'chatUnsub', room }));
  }

  private connect(): void {
    if (this.stopped) return;
    const gen = ++this.gen;
    const host = this.currentHost;
    if (this.attempts++ > 0) this.opts.onReconnect?.(host);
    const ws = new WebSocket(host, { perMessageDeflate: false, maxPayload: this.opts.maxPayload ?? FEED_DEFAULTS.maxPayload });
    this.ws = ws;
    this.connectTimer = setTimeout(() => this.fail(gen, 'connection timeout'), this.connectTimeoutMs);
    ws.on('open', () => {
      if (gen !== this.gen) return;
      this.clearTimer('connectTimer');
      this.lastFrameAt = Date.now();
      this.told.clear();
      if (this.opts.subscribeAll) ws.send(encodeFrame({ type: 'subAll' }));
      else this.sync();
      if (this.opts.onNews) ws.send(encodeFrame({ type: 'subNews' }));
      for (const room of this.chatRooms) ws.send(encodeFrame({ type: 'chatSub', room }));
      ws.send(HEART);
      this.heartTimer = setInterval(() => this.beat(gen), this.heartbeatMs);
      this.log.info({ host }, 'upstream feed open');
      this.setOpen(true);
    });
    ws.on('message', (data, isBinary) => {
      if (gen !== this.gen) return;
      this.lastFrameAt = Date.now();
      if (isBinary) {
        this.log.warn({ host }, 'upstream sent a binary frame; ignored');
        return;
      }
      this.onText(data.toString());
    });
    ws.on('error', (err) => this.fail(gen, err.message));
    ws.on('close', (code) => this.fail(gen, `closed (${code})`));
  }

  private onText(text: string): void {
    const parsed = parseServerFrame(text);
    if (!parsed.ok) {
      this.log.warn({ host: this.currentHost, reason: parsed.reason }, 'upstream sent a malformed frame; ignored');
      return;
    }
    const frame = parsed.frame;
    if (frame.type === 'snapshot' || frame.type === 'quotes') this.opts.onQuotes(frame.type, frame.quotes);
    else if (frame.type === 'news') this.opts.onNews?.(frame.items, frame.recent === true);
    else if (frame.type === 'chat' || frame.type === 'chatWithdraw') this.opts.onChat?.(frame);
    else if (frame.type === 'userEvent') this.opts.onUserEvent?.(frame.uid, frame.event);
    else if (frame.type === 'error') this.log.warn({ host: this.currentHost, reason: frame.reason }, 'upstream rejected a frame');
  }

  private beat(gen: number): void {
    if (gen !== this.gen || !this.ws) return;
    if (Date.now() - this.lastFrameAt > this.deadAfterMs) {
      this.fail(gen, 'no heartbeat answer');
      return;
    }
    this.ws.send(HEART);
  }

  /** Any failure: drop the socket, wait the error retry, then try the next host. */
  private fail(gen: number, reason: string): void {
    if (gen !== this.gen || this.stopped) return;
    this.gen++;
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.terminate();
    }
    this.log.warn({ host: this.currentHost, reason }, 'upstream feed lost');
    this.setOpen(false);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.hostIndex = (this.hostIndex + 1) % this.hosts.length;
      this.connect();
    }, this.errorRetryMs);
  }

  private setOpen(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    this.opts.onStatus?.(open, this.currentHost);
  }

  private queueSync(): void {
    if (this.syncQueued || this.opts.subscribeAll) return;
    this.syncQueued = true;
    setImmediate(() => {
      this.syncQueued = false;
      if (this.open) this.sync();
    });
  }

  /** Sends the difference between what the browsers want and what the upstream was told. */
  private sync(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    for (const frame of subscriptionFrames(diffSubscriptions(this.told, this.desired))) ws.send(encodeFrame(frame));
  }

  private clearTimer(name: 'connectTimer' | 'retryTimer'): void {
    const t = this[name];
    if (t) clearTimeout(t);
    this[name] = null;
  }

  private clearTimers(): void {
    this.clearTimer('connectTimer');
    this.clearTimer('retryTimer');
    if (this.heartTimer) clearInterval(this.heartTimer);
    this.heartTimer = null;
  }
}

function positive(name: string, v: number): number {
  if (!Number.isFinite(v) || v <= 0) throw new Error(`upstream feed option ${name} must be a positive number (got ${v})`);
  return v;
}
