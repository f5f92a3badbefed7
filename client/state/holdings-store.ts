/**
 * The signed-in user's holdings (持仓, contracts/holdings.ts) by security, as a pure
 * `inputs$ → state$` store: read when the session starts and again on every watchlist change
 * (`favoriteChange`: unfollowing a security drops its holding on the server), and updated at once
 * by a save or removal the holding dialog made.
 */
import { catchError, combineLatest, distinctUntilChanged, map, merge, of, startWith, switchMap, type Observable } from 'rxjs';
import type { Holding } from '../../contracts/holdings';
import { createSignal } from '../core/signal';
import { createStore, on } from '../core/store';
import { errorMessage } from './watchlist-store';

/** What the store reads. */
export interface HoldingsDeps {
  /** The session token (null when signed out); replays its current value. */
  token$: Observable<string | null>;
  /** The `favoriteChange` timestamp; replays its current value. */
  changed$: Observable<number>;
  /** `holdings`: every holding of the user. */
  list(): Observable<Holding[]>;
}

/** The store's state. */
export interface HoldingsState {
  status: 'anonymous' | 'loading' | 'ready' | 'error';
  /** Holdings by security id. */
  byCode: Readonly<Record<string, Holding>>;
  lastError: string | null;
}

/** The store and its commands. */
export interface HoldingsStore {
  state$: Observable<HoldingsState>;
  /** A holding the server saved. */
  saved(holding: Holding): void;
  /** A holding the server removed. */
  removed(code: string): void;
}

type Load = { kind: 'anonymous' } | { kind: 'loading' } | { kind: 'loaded'; list: Holding[] } | { kind: 'failed'; message: string };

/** Creates the store; nothing runs until `state$` is subscribed. */
export function createHoldingsStore(deps: HoldingsDeps, options: { keepAlive?: boolean } = {}): HoldingsStore {
  const [saved, saved$] = createSignal<Holding>();
  const [removed, removed$] = createSignal<string>();

  const load$: Observable<Load> = combineLatest([deps.token$.pipe(distinctUntilChanged()), deps.changed$]).pipe(
    switchMap(([token]) =>
      token === null
        ? of<Load>({ kind: 'anonymous' })
        : deps.list().pipe(
            map((list): Load => ({ kind: 'loaded', list })),
            startWith<Load>({ kind: 'loading' }),
            catchError((e: unknown) => of<Load>({ kind: 'failed', message: errorMessage(e) })),
          ),
    ),
  );

  const state$ = createStore<HoldingsState>(
    { status: 'anonymous', byCode: {}, lastError: null },
    [
      on(load$, (s, e) => {
        if (e.kind === 'anonymous') return { status: 'anonymous', byCode: {}, lastError: null };
        if (e.kind === 'loading') {
          // A reload keeps what is shown until the answer comes.
          if (s.status !== 'ready') s.status = 'loading';
          return undefined;
        }
        if (e.kind === 'failed') {
          s.status = 'error';
          s.lastError = e.message;
          return undefined;
        }
        return { status: 'ready', byCode: Object.fromEntries(e.list.map((h) => [h.code, h])), lastError: null };
      }),
      on(merge(saved$.pipe(map((h) => ({ code: h.code, h }))), removed$.pipe(map((code) => ({ code, h: null })))), (s, { code, h }) => {
        if (h) s.byCode[code] = h;
        else delete s.byCode[code];
      }),
    ],
    options,
  );

  return { state$, saved, removed };
}
