/**
 * App-wide live quotes (spec §4, §9): the one live socket of this tab, configured from
 * `<meta name="zhigu:ws-hosts">` (comma-separated ws URLs or paths; default 5 × the gateway's `/ws`)
 * and started by the shell after startup. Components read streams and never re-render per tick.
 * The socket code loads on first use (it is not needed for the first paint). The socket follows
 * the session: bound to the signed-in user (the personal channel), unbound at logout.
 */
import type { ChatServerFrame } from '../../contracts/ws-chat';
import { EMPTY, type Observable, from, fromEvent, map, merge, switchMap } from 'rxjs';
import type { SecurityId } from '../../contracts/market';
import type { NewsFrame, Quote } from '../../contracts/ws-protocol';
import type { PersonalEvent } from '../../contracts/ws-personal';
import { persisted } from '../core/persisted';
import { warn } from '../core/notifications';
import { resolveSocketHosts } from '../core/socket-rules';
import type { LiveSocket, SocketStatus } from '../services/live-socket';
import { token$ } from './session';

/** The meta tag that configures the socket hosts. */
export const WS_HOSTS_META = 'zhigu:ws-hosts';

function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

let socket: Promise<LiveSocket> | null = null;

/** The tab's socket client (created on first use, not connected until {@link startQuotes}). */
export function liveSocket(): Promise<LiveSocket> {
  socket ??= import('../services/live-socket').then(({ createLiveSocket }) => {
    const hosts = resolveSocketHosts(metaContent(WS_HOSTS_META), location);
    return createLiveSocket({
      hosts,
      createSocket: (url, on) => {
        const ws = new WebSocket(url);
        ws.onopen = () => on.open();
        ws.onmessage = (e) => on.message(e.data);
        ws.onerror = () => on.error();
        ws.onclose = () => on.close();
        return ws;
      },
      hostIndex: {
        get: () => persisted.get('socketHostIndex') % hosts.length,
        set: (i) => persisted.set('socketHostIndex', i),
      },
      online$: merge(fromEvent(window, 'online').pipe(map(() => true)), fromEvent(window, 'offline').pipe(map(() => false))),
      visible$: fromEvent(document, 'visibilitychange').pipe(map(() => document.visibilityState === 'visible')),
      isOnline: () => navigator.onLine,
      warn,
      random: Math.random,
    });
  });
  return socket;
}

function fromSocket<T>(pick: (s: LiveSocket) => Observable<T>): Observable<T> {
  return typeof window === 'undefined' ? EMPTY : from(liveSocket()).pipe(switchMap(pick));
}

/** Connects the socket (the shell calls this once after startup), bound to the session's user as it changes. */
export function startQuotes(): void {
  void liveSocket().then((s) => {
    token$.subscribe((token) => s.auth(token));
    s.start();
  });
}

/** The signed-in user's events (a fired 价格预警), as the gateway delivers them to this tab. */
export function personal$(): Observable<PersonalEvent> {
  return fromSocket((s) => s.personal$);
}

/** Latest quote of one security, then every update. */
export function quote$(id: SecurityId): Observable<Quote> {
  return fromSocket((s) => s.quote$(id));
}

/** Latest quotes of several securities as a map, re-emitted when any of them changes. */
export function quotes$(ids: readonly SecurityId[]): Observable<ReadonlyMap<SecurityId, Quote>> {
  return fromSocket((s) => s.quotes$(ids));
}

/** Socket connection state. */
export const socketStatus$: Observable<SocketStatus> = fromSocket((s) => s.status$);

/** The gateway's upstream feed state (down → quotes are stale). */
export const upstreamStatus$: Observable<'up' | 'down'> = fromSocket((s) => s.upstream$);

/** A live room's chat and withdraw frames (joined on the socket while listened to). */
export function chat$(room: string): Observable<ChatServerFrame> {
  return fromSocket((s) => s.chat$(room));
}

/** The 7×24 news push (subscribed on the socket while listened to). */
export function news$(): Observable<NewsFrame> {
  return fromSocket((s) => s.news$);
}
