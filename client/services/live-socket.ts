/**
 * The live socket client (spec §4, §7, §9; protocol contracts/ws-protocol.ts).
 *
 * - Connects to one of up to 5 hosts (index kept in session storage), sends `HEART` every 30 s.
 * - Not open within 4 s, or an error: close, wait 3 s and, if still not open, advance to the next
 *   host (wrapping) and connect there.
 * - A clean close (server restart, idle close) reconnects to the same host after 2–10 s with jitter.
 * - Reconnects at once when the page becomes visible or the browser comes online; going offline
 *   warns 网络已断开 and closes the socket.
 * - Subscriptions are reference-counted per security id and re-sent after every reconnect.
 * - Quotes reach callers as streams: {@link LiveSocket.quote$} per id (for price cells, O(1) per
 *   update), {@link LiveSocket.quotes$} as a map for a set of ids (for tables and charts).
 * - News: while anyone listens to {@link LiveSocket.news$} the socket is subscribed to the news
 *   push (`subNews`, re-sent after every reconnect, `unsubNews` when the last listener leaves).
 * - The personal channel (contracts/ws-personal.ts): {@link LiveSocket.auth} binds the socket to a
 *   session (the token goes in an `auth` frame, never the URL), re-sent after every reconnect and
 *   sent again at login, logout (null) or a change of account; the user's events (a fired
 *   价格预警) arrive on {@link LiveSocket.personal$}.
 */
import type { ChatServerFrame } from '../../contracts/ws-chat';
import {
  BehaviorSubject,
  Observable,
  Subject,
  asyncScheduler,
  distinctUntilChanged,
  filter,
  interval,
  timer,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { OFFLINE_MESSAGE } from '../../contracts/constants';
import type { SecurityId } from '../../contracts/market';
import type { PersonalEvent } from '../../contracts/ws-personal';
import { diffSubscriptions, subscriptionFrames } from '../../contracts/subscription-diff';
import {
  CONNECT_TIMEOUT_MS,
  ERROR_RETRY_MS,
  HEART,
  HEARTBEAT_INTERVAL_MS,
  encodeFrame,
  parseServerFrame,
  type NewsFrame,
  type Quote,
} from '../../contracts/ws-protocol';
import { nextHostIndex, reconnectDelay } from '../core/socket-rules';
import { createQuoteRegistry } from '../core/quote-registry';

/** The WebSocket subset the client uses (a browser WebSocket satisfies it; tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

/** Callbacks a new socket reports to. */
export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  error(): void;
  close(): void;
}

/** Connection state. `waiting` = a reconnect or host rotation is scheduled. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'offline' | 'stopped';

/** What the client needs from the outside world. */
export interface LiveSocketDeps {
  /** Host URLs (1–5), see core/socket-rules resolveSocketHosts. */
  hosts: readonly string[];
  createSocket(url: string, on: SocketHandlers): SocketLike;
  /** The rotating host index (session storage in the browser). */
  hostIndex: { get(): number; set(index: number): void };
  /** Emits true/false as the browser goes online/offline. */
  online$: Observable<boolean>;
  /** Emits true/false as the page becomes visible/hidden. */
  visible$: Observable<boolean>;
  isOnline(): boolean;
  warn(message: string): void;
  /** Random in [0, 1) for the reconnect jitter. */
  random(): number;
  scheduler?: SchedulerLike;
}

/** The running client. */
export interface LiveSocket {
  start(): void;
  stop(): void;
  /** The latest quote of one security, then every update (subscribing subscribes on the socket). */
  quote$(id: SecurityId): Observable<Quote>;
  /** Latest quotes of a set of securities, re-emitted once per socket frame that touches them. */
  quotes$(ids: readonly SecurityId[]): Observable<ReadonlyMap<SecurityId, Quote>>;
  status$: Observable<SocketStatus>;
  /** The gateway's upstream feed state. */
  upstream$: Observable<'up' | 'down'>;
  /** The host index now in use. */
  currentHostIndex(): number;
  /** News frames while subscribed (the first after each (re)connect is the server's `recent` items). */
  news$: Observable<NewsFrame>;
  /** Chat and withdraw frames of one live room while listened to (`chatSub`, re-sent after every reconnect). */
  chat$(room: string): Observable<ChatServerFrame>;
  /** Binds the socket to the session of `token` (null: to nobody); kept across reconnects. */
  auth(token: string | null): void;
  /** True while the gateway has the socket bound to a user. */
  authed$: Observable<boolean>;
  /** The bound user's events (a fired 价格预警), as the gateway delivers them. */
  personal$: Observable<PersonalEvent>;
}

/**
 * An `auth` the gateway could not check (`authed` with `retry`: its upstream was slow or down) is sent
 * again after 2 s, 4 s, 8 s … up to 30 s, at most {@link AUTH_RETRY_MAX} times per connection — under
 * the gateway's per-socket cap, so a long outage ends in a reconnect's fresh budget, not a refusal.
 */
export const AUTH_RETRY_MS = 2_000;
export const AUTH_RETRY_MAX_MS = 30_000;
export const AUTH_RETRY_MAX = 8;

/** Silence after which an open socket is presumed dead (two missed heartbeat answers). */
export const STALE_AFTER_MS = HEARTBEAT_INTERVAL_MS * 2 + 5_000;

/** Creates the client; nothing connects until {@link LiveSocket.start}. */
export function createLiveSocket(deps: LiveSocketDeps): LiveSocket {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const status = new BehaviorSubject<SocketStatus>('idle');
  const upstream = new BehaviorSubject<'up' | 'down'>('up');
  const sent = new Set<SecurityId>();
  const registry = createQuoteRegistry(() => scheduleFlush());
  const newsFrames = new Subject<NewsFrame>();
  let newsListeners = 0;
  let newsSent = false;
  const chatFrames = new Subject<ChatServerFrame>();
  /** Listeners per room, and the rooms the open socket was told about. */
  const roomListeners = new Map<string, number>();
  const roomsSent = new Set<string>();
  const personalEvents = new Subject<PersonalEvent>();
  const authed = new BehaviorSubject<boolean>(false);
  /** The session to bind to (undefined: never asked), and what this connection was told. */
  let authToken: string | null | undefined;
  let authSent: string | null | undefined;
  /** Unchecked `auth` answers on this connection (see AUTH_RETRY_MS). */
  let authRetries = 0;

  let socket: SocketLike | null = null;
  let generation = 0;
  let index = Math.min(Math.max(0, deps.hostIndex.get()), deps.hosts.length - 1) || 0;
  let attempts = 0;
  let lastMessageAt = 0;
  let timers: Subscription[] = [];
  let flushTimer: Subscription | null = null;
  let envSubs: Subscription[] = [];

  const clearTimers = () => {
    timers.forEach((t) => {
      t.unsubscribe();
    });
    timers = [];
  };
  const after = (ms: number, fn: () => void) => timers.push(timer(ms, scheduler).subscribe(fn));

  function send(text: string): void {
    if (socket && socket.readyState === 1) socket.send(text);
  }

  /** Sends the net subscription change, batched so a re-render's unsub+sub pair costs nothing. */
  function scheduleFlush(): void {
    if (flushTimer) return;
    flushTimer = timer(0, scheduler).subscribe(() => {
      flushTimer = null;
      if (status.value !== 'open') return;
      for (const frame of subscriptionFrames(diffSubscriptions(sent, new Set(registry.wanted())))) send(encodeFrame(frame));
      if (newsListeners > 0 !== newsSent) {
        newsSent = newsListeners > 0;
        send(encodeFrame({ type: newsSent ? 'subNews' : 'unsubNews' }));
      }
      for (const room of roomListeners.keys()) if (!roomsSent.has(room)) send(encodeFrame({ type: 'chatSub', room }));
      for (const room of roomsSent) if (!roomListeners.has(room)) send(encodeFrame({ type: 'chatUnsub', room }));
      roomsSent.clear();
      for (const room of roomListeners.keys()) roomsSent.add(room);
    });
  }

  function sendAuth(): void {
    if (authToken === undefined || authToken === authSent || status.value !== 'open') return;
    authSent = authToken;
    send(encodeFrame({ type: 'auth', token: authToken }));
  }

  /** The gateway could not check the token: the same token again after a growing, jittered pause. */
  function scheduleAuthRetry(): void {
    const token = authSent;
    if (typeof token !== 'string' || authRetries >= AUTH_RETRY_MAX) return;
    const wait = Math.min(AUTH_RETRY_MAX_MS, AUTH_RETRY_MS * 2 ** authRetries) * (0.75 + 0.5 * deps.random());
    authRetries++;
    after(wait, () => {
      if (authSent !== token || authToken !== token || authed.value) return; // changed or bound meanwhile
      authSent = undefined;
      sendAuth();
    });
  }

  function closeSocket(): void {
    const s = socket;
    socket = null;
    generation++;
    sent.clear();
    newsSent = false;
    roomsSent.clear();
    // A new connection starts unbound: the token is sent again when it opens.
    authSent = null;
    authRetries = 0;
    if (authed.value) authed.next(false);
    if (s) {
      // Late events of this socket are ignored: the generation changed.
      try {
        s.close();
      } catch {
        /* already closed */
      }
    }
  }

  function onMessage(data: unknown): void {
    lastMessageAt = scheduler.now();
    if (typeof data !== 'string' || data === HEART) return;
    const parsed = parseServerFrame(data);
    if (!parsed.ok) return; // a malformed frame is dropped; the socket stays useful
    const frame = parsed.frame;
    if (frame.type === 'snapshot' || frame.type === 'quotes') registry.apply(frame.quotes);
    else if (frame.type === 'status') upstream.next(frame.upstream);
    else if (frame.type === 'news') newsFrames.next(frame);
    else if (frame.type === 'chat' || frame.type === 'chatWithdraw') chatFrames.next(frame);
    else if (frame.type === 'authed') {
      authed.next(frame.user);
      if (frame.retry) scheduleAuthRetry();
      else authRetries = 0;
    } else if (frame.type === 'personal') personalEvents.next(frame.event);
  }

  /** Error or connect timeout: close, wait 3 s and, if still not open, rotate to the next host. */
  function onFailure(): void {
    clearTimers();
    closeSocket();
    status.next('waiting');
    after(ERROR_RETRY_MS, () => {
      if (status.value === 'open') return;
      index = nextHostIndex(index, deps.hosts.length);
      deps.hostIndex.set(index);
      connect();
    });
  }

  /** Clean close: same host after a jittered 2–10 s. */
  function onCleanClose(): void {
    clearTimers();
    closeSocket();
    status.next('waiting');
    after(reconnectDelay(attempts++, deps.random()), connect);
  }

  function onOpen(): void {
    clearTimers();
    status.next('open');
    attempts = 0;
    lastMessageAt = scheduler.now();
    timers.push(
      interval(HEARTBEAT_INTERVAL_MS, scheduler).subscribe(() => {
        if (scheduler.now() - lastMessageAt > STALE_AFTER_MS) return onFailure();
        send(HEART);
      }),
    );
    sendAuth();
    scheduleFlush();
  }

  function connect(): void {
    clearTimers();
    closeSocket();
    if (!deps.isOnline()) {
      status.next('offline');
      return;
    }
    const gen = generation;
    status.next('connecting');
    const url = deps.hosts[index] ?? deps.hosts[0]!;
    const live = gen + 1;
    const current = () => generation === live;
    let s: SocketLike;
    try {
      generation = live;
      s = deps.createSocket(url, {
        open: () => current() && onOpen(),
        message: (data) => current() && onMessage(data),
        error: () => current() && onFailure(),
        close: () => current() && (status.value === 'open' ? onCleanClose() : onFailure()),
      });
    } catch {
      // e.g. a blocked URL: behaves as an error on this host.
      onFailure();
      return;
    }
    socket = s;
    after(CONNECT_TIMEOUT_MS, () => {
      if (socket === s && status.value !== 'open') onFailure();
    });
  }

  return {
    start() {
      if (status.value !== 'idle' && status.value !== 'stopped') return;
      envSubs = [
        deps.online$.pipe(distinctUntilChanged()).subscribe((online) => {
          if (!online) {
            clearTimers();
            closeSocket();
            status.next('offline');
            deps.warn(OFFLINE_MESSAGE);
          } else if (status.value !== 'open' && status.value !== 'connecting') {
            connect();
          }
        }),
        deps.visible$.pipe(filter(Boolean)).subscribe(() => {
          if (status.value === 'waiting' || status.value === 'idle') connect();
        }),
      ];
      connect();
    },
    stop() {
      envSubs.forEach((s) => {
        s.unsubscribe();
      });
      envSubs = [];
      clearTimers();
      flushTimer?.unsubscribe();
      flushTimer = null;
      closeSocket();
      status.next('stopped');
    },
    quote$: registry.quote$,
    quotes$: registry.quotes$,
    status$: status.pipe(distinctUntilChanged()),
    upstream$: upstream.pipe(distinctUntilChanged()),
    currentHostIndex: () => index,
    auth(token) {
      if (token !== authToken) authRetries = 0;
      authToken = token;
      sendAuth();
    },
    authed$: authed.pipe(distinctUntilChanged()),
    personal$: personalEvents.asObservable(),
    chat$: (room) =>
      new Observable<ChatServerFrame>((subscriber) => {
        roomListeners.set(room, (roomListeners.get(room) ?? 0) + 1);
        scheduleFlush();
        const sub = chatFrames.pipe(filter((f) => f.room === room)).subscribe(subscriber);
        return () => {
          sub.unsubscribe();
          const n = (roomListeners.get(room) ?? 1) - 1;
          if (n <= 0) roomListeners.delete(room);
          else roomListeners.set(room, n);
          scheduleFlush();
        };
      }),
    news$: new Observable<NewsFrame>((subscriber) => {
      newsListeners++;
      scheduleFlush();
      const sub = newsFrames.subscribe(subscriber);
      return () => {
        sub.unsubscribe();
        newsListeners--;
        scheduleFlush();
      };
    }),
  };
}
