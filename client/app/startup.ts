/**
 * The startup sequence of spec §1 as one stream, with its I/O passed in (unit-tested in virtual time):
 *
 * 1. Read the encrypted key token from the URL query: a valid one logs the user in, an invalid one
 *    is ignored with a warning; either way the parameter is removed from the address bar — once
 *    step 2 has decided not to reload, so the reloaded page reads it again and its login or warning
 *    is not lost with the page that showed it.
 * 2. Fetch the API-lock token. If it is still missing after 200 ms (no answer yet and none stored
 *    from earlier in this session) the page reloads — at most once: a load that is itself that
 *    reload waits for the answer instead, so a broken upstream can never cause a reload loop.
 * 3. Fetch the China-region flag; a failure is ignored.
 * 4. Refresh user info if a token exists (failure ignored here; the request layer handles codes).
 * 5. Render.
 */
import {
  NEVER,
  type Observable,
  catchError,
  concat,
  defer,
  filter,
  from,
  map,
  of,
  race,
  shareReplay,
  switchMap,
  take,
  tap,
  timer,
  asyncScheduler,
  type SchedulerLike,
} from 'rxjs';
import { API_LOCK_RELOAD_MS } from '../../contracts/constants';
import type { UserInfo, UserIp } from '../../contracts/entities';
import { KEY_TOKEN_INVALID_MESSAGE, type KeyTokenResult } from '../../contracts/key-token';

/** What each step did. */
export type StartupEvent =
  | { step: 'key-token'; outcome: 'none' | 'login' | 'invalid' }
  | { step: 'api-lock'; outcome: 'fetched' | 'stored' | 'reload' | 'late' | 'failed' }
  | { step: 'region'; outcome: 'ok' | 'failed' }
  | { step: 'user'; outcome: 'refreshed' | 'skipped' | 'failed' }
  | { step: 'render' };

/** Startup I/O. */
export interface StartupDeps {
  /** The raw key-token query value, or null. */
  keyToken(): string | null;
  /** Decrypts and validates (async: the crypto code loads on demand). */
  decodeKeyToken(value: string): Promise<KeyTokenResult>;
  /** Removes the key token from the address bar. */
  dropKeyToken(): void;
  login(token: string): void;
  warn(message: string): void;
  fetchApiLock(): Observable<string>;
  storedApiLock(): string | null;
  saveApiLock(lock: string): void;
  /** False when this load is already the reload startup asked for. */
  canReload(): boolean;
  reload(): void;
  fetchRegion(): Observable<UserIp>;
  saveRegion(ip: UserIp): void;
  hasToken(): boolean;
  fetchUserInfo(): Observable<UserInfo>;
  saveUserInfo(info: UserInfo): void;
  scheduler?: SchedulerLike;
}

function keyTokenStep(deps: StartupDeps): Observable<StartupEvent> {
  return defer(() => {
    const raw = deps.keyToken();
    if (raw === null) return of<StartupEvent>({ step: 'key-token', outcome: 'none' });
    return from(deps.decodeKeyToken(raw).catch((): KeyTokenResult => ({ ok: false, problem: 'undecryptable' }))).pipe(
      map((result): StartupEvent => {
        if (result.ok) {
          deps.login(result.token);
          return { step: 'key-token', outcome: 'login' };
        }
        deps.warn(KEY_TOKEN_INVALID_MESSAGE);
        return { step: 'key-token', outcome: 'invalid' };
      }),
    );
  });
}

function apiLockStep(deps: StartupDeps): Observable<StartupEvent> {
  return defer(() => {
    type Answer = { ok: true; lock: string } | { ok: false };
    // Not ref-counted: the fetch finishes (and saves) even when the 200 ms decision moved on.
    const answer$ = deps.fetchApiLock().pipe(
      map((lock): Answer => ({ ok: true, lock })),
      catchError(() => of<Answer>({ ok: false })),
      tap((a) => a.ok && deps.saveApiLock(a.lock)),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    const ev = (outcome: Extract<StartupEvent, { step: 'api-lock' }>['outcome']): StartupEvent => ({ step: 'api-lock', outcome });
    return race(
      // A failure must not win the race by completing: only a success beats the 200 ms timer.
      concat(
        answer$.pipe(
          filter((a) => a.ok),
          map(() => 'answered' as const),
        ),
        NEVER,
      ),
      timer(API_LOCK_RELOAD_MS, deps.scheduler ?? asyncScheduler).pipe(map(() => 'missing' as const)),
    ).pipe(
      take(1),
      switchMap((first) => {
        if (first === 'answered') return of(ev('fetched'));
        if (deps.storedApiLock() !== null) return of(ev('stored'));
        if (deps.canReload()) {
          deps.reload();
          return concat(of(ev('reload')), NEVER);
        }
        return answer$.pipe(map((a) => ev(a.ok ? 'late' : 'failed')));
      }),
    );
  });
}

function regionStep(deps: StartupDeps): Observable<StartupEvent> {
  return defer(() => deps.fetchRegion()).pipe(
    take(1),
    tap((ip) => deps.saveRegion(ip)),
    map((): StartupEvent => ({ step: 'region', outcome: 'ok' })),
    catchError(() => of<StartupEvent>({ step: 'region', outcome: 'failed' })),
  );
}

function userStep(deps: StartupDeps): Observable<StartupEvent> {
  return defer(() => {
    if (!deps.hasToken()) return of<StartupEvent>({ step: 'user', outcome: 'skipped' });
    return deps.fetchUserInfo().pipe(
      take(1),
      tap((info) => deps.saveUserInfo(info)),
      map((): StartupEvent => ({ step: 'user', outcome: 'refreshed' })),
      catchError(() => of<StartupEvent>({ step: 'user', outcome: 'failed' })),
    );
  });
}

/** The startup sequence; completes after `render` (or never, when it reloads the page). */
export function startup$(deps: StartupDeps): Observable<StartupEvent> {
  const dropKeyToken = tap<StartupEvent>((e) => {
    if (e.step === 'api-lock' && e.outcome !== 'reload' && deps.keyToken() !== null) deps.dropKeyToken();
  });
  return concat(keyTokenStep(deps), apiLockStep(deps).pipe(dropKeyToken), regionStep(deps), userStep(deps), of<StartupEvent>({ step: 'render' }));
}
