/**
 * The QR login tab as streams (no React): fetch a one-time QR ticket, poll for the token until the
 * phone confirms, and show 二维码已过期 with a refresh once the ticket expires (by its expiry time,
 * or when the server says the ticket is gone).
 */
import {
  asyncScheduler,
  catchError,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  share,
  startWith,
  switchMap,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { WX_TICKET_GONE_CODE, type WxQrcode, type WxTokenQuery } from '../../../contracts/endpoints/login';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';

/** How often the token is polled while the QR is shown. */
export const QR_POLL_MS = 2_000;

/** The calls the QR tab makes. */
export interface QrLoginApi {
  qrcode(): Observable<WxQrcode>;
  /** `''` while pending, the session token once confirmed. */
  token(query: WxTokenQuery): Observable<string>;
}

/** loading: fetching a ticket; waiting: shown and polling; confirmed: token received; expired; error: no ticket. */
export type QrStatus = 'loading' | 'waiting' | 'confirmed' | 'expired' | 'error';

/** What the QR tab shows. */
export interface QrLoginState {
  status: QrStatus;
  /** The ticket shown (kept while expired, drawn faded under the refresh prompt). */
  qr: WxQrcode | null;
  /** Why fetching a ticket failed. */
  message: string | null;
}

/** The QR tab's state and actions. */
export interface QrLogin {
  state$: Observable<QrLoginState>;
  /** The session token once the phone confirmed. */
  loggedIn$: Observable<string>;
  /** Fetches a new ticket (after expiry or an error). */
  refresh(): void;
}

/** Options of {@link createQrLogin}. */
export interface QrLoginOptions {
  now?: () => number;
  pollMs?: number;
  scheduler?: SchedulerLike;
}

type QrEvent =
  | { kind: 'loading' }
  | { kind: 'shown'; qr: WxQrcode }
  | { kind: 'token'; token: string }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

function isTicketGone(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === WX_TICKET_GONE_CODE;
}

/** Creates the QR tab. Nothing is fetched until `state$` (or `loggedIn$`) is subscribed. */
export function createQrLogin(api: QrLoginApi, options: QrLoginOptions = {}): QrLogin {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? QR_POLL_MS;
  const scheduler = options.scheduler ?? asyncScheduler;
  const [refresh, refreshed$] = createSignal<void>();

  const pollTicket = (qr: WxQrcode): Observable<QrEvent> => {
    const expired$ = timer(Math.max(0, qr.expiresAt - now()), scheduler).pipe(map((): QrEvent => ({ kind: 'expired' })));
    const confirmed$ = timer(pollMs, pollMs, scheduler).pipe(
      exhaustMap(() =>
        api.token({ code: qr.code, timestamp: qr.timestamp }).pipe(
          map((token): QrEvent | null => (token === '' ? null : { kind: 'token', token })),
          // A gone ticket is expired; any other failure (network) just waits for the next poll.
          catchError((e: unknown) => of<QrEvent | null>(isTicketGone(e) ? { kind: 'expired' } : null)),
        ),
      ),
      filter((e): e is QrEvent => e !== null),
    );
    return merge(confirmed$, expired$).pipe(take(1), startWith<QrEvent>({ kind: 'shown', qr }));
  };

  const events$: Observable<QrEvent> = refreshed$.pipe(
    startWith(undefined),
    switchMap(() =>
      api.qrcode().pipe(
        switchMap(pollTicket),
        startWith<QrEvent>({ kind: 'loading' }),
        catchError((e: unknown) => of<QrEvent>({ kind: 'error', message: e instanceof Error ? e.message : '二维码加载失败' })),
      ),
    ),
    share(),
  );

  const state$ = createStore<QrLoginState>({ status: 'loading', qr: null, message: null }, [
    on(events$, (s, e) => {
      switch (e.kind) {
        case 'loading':
          s.status = 'loading';
          s.message = null;
          return;
        case 'shown':
          s.status = 'waiting';
          s.qr = e.qr;
          return;
        case 'token':
          s.status = 'confirmed';
          return;
        case 'expired':
          s.status = 'expired';
          return;
        case 'error':
          s.status = 'error';
          s.qr = null;
          s.message = e.message;
          return;
      }
    }),
  ]);

  return {
    state$,
    loggedIn$: events$.pipe(
      filter((e): e is Extract<QrEvent, { kind: 'token' }> => e.kind === 'token'),
      map((e) => e.token),
    ),
    refresh: () => refresh(),
  };
}
