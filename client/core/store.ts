/**
 * Stores: event streams mapped to immer recipes, scanned into state, replaying the latest value.
 * Pure `inputs$ → state$`; nothing subscribes at creation.
 */
import { produce, type Draft } from 'immer';
import { ReplaySubject, merge, scan, share, shareReplay, startWith, map, defer, type MonoTypeOperatorFunction, type Observable } from 'rxjs';

/** An immer recipe: mutate the draft (or return a replacement state). */
export type Recipe<S> = (draft: Draft<S>) => undefined | S;

/** Maps each value of a stream to a recipe: `on(groupSelected$, (s, id) => { s.selected = id })`. */
export function on<S, T>(stream$: Observable<T>, reducer: (draft: Draft<S>, value: T) => undefined | S): Observable<Recipe<S>> {
  return stream$.pipe(map((value) => (draft: Draft<S>) => reducer(draft, value)));
}

/** Options of {@link createStore}. */
export interface StoreOptions {
  /** Keep the state while nobody listens (app-wide stores); default false (page stores reset). */
  keepAlive?: boolean;
}

/**
 * Scans recipe streams into a state stream that replays its latest value. `initial` may be a
 * function, evaluated at first subscription (e.g. to read persisted state lazily).
 */
export function createStore<S>(initial: S | (() => S), recipes: ReadonlyArray<Observable<Recipe<S>>>, options: StoreOptions = {}): Observable<S> {
  return defer(() => {
    const seed = typeof initial === 'function' ? (initial as () => S)() : initial;
    return merge(...recipes).pipe(
      scan((state, recipe) => produce(state, recipe as (draft: Draft<S>) => void) as S, seed),
      startWith(seed),
    );
  }).pipe(shareReplay({ bufferSize: 1, refCount: !options.keepAlive }));
}

/**
 * Shares one run of a source among a store's readers and replays its latest event to late
 * subscribers (a reader subscribed just after the reducer never misses a synchronous event);
 * the run ends when nobody listens.
 */
export function replayLatest<T>(): MonoTypeOperatorFunction<T> {
  return share<T>({ connector: () => new ReplaySubject<T>(1), resetOnRefCountZero: true });
}
