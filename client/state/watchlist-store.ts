/**
 * The watchlist store as a pure `inputs$ → state$` function (DESIGN.md "Client state").
 *
 * Inputs: the session token, the stored group selection, the `favoriteChange` timestamp (spec §3:
 * refreshed on any watchlist change, by this tab, another tab or another page) and the commands
 * below. Every successful or failed command marks `favoriteChange`, and every change of it reloads
 * groups and items, so the server stays the source of truth; optimistic edits only bridge the wait.
 */
import { catchError, combineLatest, concatMap, distinctUntilChanged, filter, last, map, merge, of, startWith, switchMap, tap, type Observable } from 'rxjs';
import type { FavoriteGroupSelect, WatchlistGroup } from '../../contracts/entities';
import type { WatchlistItem } from '../../contracts/endpoints/watchlist';
import { createSignal } from '../core/signal';
import { createStore, on, replayLatest } from '../core/store';
import type { WatchlistApi } from './watchlist-api';
import { defaultGroup, resolveSelection, sameSelection, selectionOf } from './watchlist-selection';
import { watchlistCommands, type Command, type Optimistic } from './watchlist-commands';
import type { WatchlistState, WatchlistStore } from './watchlist-types';

export type { WatchlistState, WatchlistStore } from './watchlist-types';

/** What the store reads. */
export interface WatchlistDeps {
  api: WatchlistApi;
  /** The session token (null when signed out); replays its current value. */
  token$: Observable<string | null>;
  /** The stored group selection; replays its current value. */
  storedSelection$: Observable<FavoriteGroupSelect | null>;
  /** Stores the selection (spec §3 favoriteGroupSelect). */
  saveSelection(selection: FavoriteGroupSelect): void;
  /** The `favoriteChange` timestamp; replays its current value. */
  changed$: Observable<number>;
  /** Refreshes `favoriteChange` (spec §3), which in turn reloads the store. */
  markChanged(): void;
}

/** The state before anything is known. */
export const INITIAL_WATCHLIST: WatchlistState = {
  status: 'anonymous',
  groups: [],
  all: [],
  selection: null,
  items: null,
  itemsGroupId: null,
  followed: [],
  busy: 0,
  lastError: null,
};

type CommandEvent = { kind: 'started'; optimistic?: Optimistic } | { kind: 'done' } | { kind: 'failed'; message: string };

type LoadEvent =
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  | { kind: 'loaded'; groups: WatchlistGroup[]; all: WatchlistItem[] }
  | { kind: 'loadFailed'; message: string };

interface ViewEvent {
  selection: FavoriteGroupSelect | null;
  /** null while the selected group's items load. */
  items: WatchlistItem[] | null;
  failed?: string;
}

/** The message of an error from the request layer (which has already shown it to the user). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

/** Creates a watchlist store. Nothing runs until `state$` is subscribed. */
export function createWatchlistStore(deps: WatchlistDeps, options: { keepAlive?: boolean } = {}): WatchlistStore {
  const [runCommand, commands] = createSignal<Command>();
  const [reload, reloads] = createSignal<void>();

  const token$ = deps.token$.pipe(distinctUntilChanged());

  const load$: Observable<LoadEvent> = combineLatest([token$, merge(deps.changed$, reloads.pipe(map(() => -1)))]).pipe(
    switchMap(([token]) => {
      if (token === null) return of<LoadEvent>({ kind: 'signedOut' });
      return deps.api.groups().pipe(
        switchMap((groups) => {
          const all = defaultGroup(groups);
          return (all ? deps.api.items(all.id) : of<WatchlistItem[]>([])).pipe(map((items): LoadEvent => ({ kind: 'loaded', groups, all: items })));
        }),
        startWith<LoadEvent>({ kind: 'loading' }),
        catchError((e: unknown) => of<LoadEvent>({ kind: 'loadFailed', message: errorMessage(e) })),
      );
    }),
    // Replays the last event so view$, subscribed just after the reducer, never misses a load
    // that completed synchronously.
    replayLatest(),
  );

  const loaded$ = load$.pipe(filter((e): e is Extract<LoadEvent, { kind: 'loaded' }> => e.kind === 'loaded'));

  // The selected group's items: refetched when the selection or the snapshot changes.
  const view$: Observable<ViewEvent> = combineLatest([loaded$, deps.storedSelection$]).pipe(
    switchMap(([snapshot, stored]) => {
      const selection = resolveSelection(stored, snapshot.groups);
      if (selection && !sameSelection(selection, stored)) deps.saveSelection(selection);
      if (!selection) return of<ViewEvent>({ selection: null, items: [] });
      const all = defaultGroup(snapshot.groups);
      if (all && all.id === selection.id) return of<ViewEvent>({ selection, items: snapshot.all });
      return deps.api.items(selection.id).pipe(
        map((items): ViewEvent => ({ selection, items })),
        startWith<ViewEvent>({ selection, items: null }),
        catchError((e: unknown) => of<ViewEvent>({ selection, items: [], failed: errorMessage(e) })),
      );
    }),
  );

  const command$: Observable<CommandEvent> = commands.pipe(
    concatMap((cmd) =>
      cmd.run().pipe(
        last(undefined, null),
        map((): CommandEvent => ({ kind: 'done' })),
        catchError((e: unknown) => of<CommandEvent>({ kind: 'failed', message: errorMessage(e) })),
        // Success or failure, reload: the server decides what the watchlist now is.
        tap(() => deps.markChanged()),
        startWith<CommandEvent>({ kind: 'started', optimistic: cmd.optimistic }),
      ),
    ),
  );

  const state$ = createStore<WatchlistState>(
    INITIAL_WATCHLIST,
    [
      on(load$, (s, e) => {
        switch (e.kind) {
          case 'signedOut':
            return { ...INITIAL_WATCHLIST, busy: s.busy };
          case 'loading':
            if (s.status === 'anonymous' || s.status === 'error') s.status = 'loading';
            return;
          case 'loaded':
            s.status = 'ready';
            s.groups = e.groups;
            s.all = e.all;
            s.followed = e.all.map((i) => i.code);
            s.lastError = null;
            return;
          case 'loadFailed':
            s.status = 'error';
            s.lastError = e.message;
            return;
        }
      }),
      on(view$, (s, e) => {
        s.selection = e.selection;
        const id = e.selection?.id ?? null;
        // A reload of the same group keeps showing the old rows until the new ones arrive.
        if (e.items !== null || id !== s.itemsGroupId) {
          s.items = e.items;
          s.itemsGroupId = id;
        }
        if (e.failed) s.lastError = e.failed;
      }),
      on(command$, (s, e) => {
        if (e.kind === 'started') {
          s.busy += 1;
          e.optimistic?.(s);
          return;
        }
        s.busy = Math.max(0, s.busy - 1);
        s.lastError = e.kind === 'failed' ? e.message : null;
      }),
    ],
    { keepAlive: options.keepAlive ?? false },
  );

  return {
    state$,
    reload: () => reload(),
    selectGroup: (group) => deps.saveSelection(selectionOf(group)),
    ...watchlistCommands(deps.api, (cmd) => runCommand(cmd)),
  };
}
