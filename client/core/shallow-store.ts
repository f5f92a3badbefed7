/**
 * Stores whose reducers set top-level fields only (the shell's theme and search box): like
 * core/store's `createStore`, but each event edits a shallow copy of the state instead of an immer
 * draft. The shell's stores load with the first page; keeping immer out of them keeps its 9 KB out
 * of the entry chunk (scripts/build.ts budget), while pages keep immer for nested edits.
 */
import { defer, map, merge, type Observable, scan, shareReplay, startWith } from 'rxjs';
import type { StoreOptions } from './store';

/** An edit of a shallow copy of the state: set top-level fields (nested values are replaced, never mutated). */
export type ShallowEdit<S> = (state: S) => void;

/** Maps each value of a stream to an edit: `onShallow(tab$, (s, tab) => { s.tab = tab })`. */
export function onShallow<S, T>(stream$: Observable<T>, reducer: (state: S, value: T) => void): Observable<ShallowEdit<S>> {
  return stream$.pipe(map((value) => (state: S) => reducer(state, value)));
}

/** The state after an edit: the same object when no top-level field changed, else the edited copy. */
export function applyShallowEdit<S extends object>(state: S, edit: ShallowEdit<S>): S {
  const next = { ...state };
  edit(next);
  for (const key of Object.keys(next) as (keyof S)[]) if (!Object.is(next[key], state[key])) return next;
  return state;
}

/**
 * Scans edit streams into a state stream that replays its latest value. `initial` may be a
 * function, evaluated at first subscription.
 */
export function createShallowStore<S extends object>(
  initial: S | (() => S),
  edits: ReadonlyArray<Observable<ShallowEdit<S>>>,
  options: StoreOptions = {},
): Observable<S> {
  return defer(() => {
    const seed = typeof initial === 'function' ? (initial as () => S)() : initial;
    return merge(...edits).pipe(scan(applyShallowEdit<S>, seed), startWith(seed));
  }).pipe(shareReplay({ bufferSize: 1, refCount: !options.keepAlive }));
}
