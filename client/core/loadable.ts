/**
 * A value loaded over the network, as page state: loading (keeping the last data, so a refresh
 * never blanks what is shown), ready, or failed with a message. {@link track} turns one request
 * into load events that a store folds with {@link applyLoad}; errors are caught there, so one
 * failed call never ends a page's stream.
 */
import { catchError, concat, map, of, type Observable } from 'rxjs';
import { ShapeError } from '../../contracts/endpoints/market-data-parse';

/** A loaded value with its status. */
export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
  /** Why the last load failed. */
  error: string | null;
}

/** Nothing asked for yet. */
export function idle<T>(): Loadable<T> {
  return { status: 'idle', data: null, error: null };
}

/** One step of a load. */
export type LoadEvent<T> = { kind: 'start' } | { kind: 'ok'; data: T } | { kind: 'fail'; error: string };

/** The message shown for a failed load (the request layer already warned about codes and HTTP errors). */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ShapeError) return '数据格式有误，暂时无法显示';
  if (error instanceof Error && error.message) return error.message;
  return '加载失败';
}

/** Load events of one request: start, then ok or fail (never an error notification on the stream). */
export function track<T>(source$: Observable<T>, options: { quiet?: boolean } = {}): Observable<LoadEvent<T>> {
  const events$ = source$.pipe(
    map((data): LoadEvent<T> => ({ kind: 'ok', data })),
    catchError((error: unknown) => of<LoadEvent<T>>({ kind: 'fail', error: loadErrorMessage(error) })),
  );
  return options.quiet ? events$ : concat(of<LoadEvent<T>>({ kind: 'start' }), events$);
}

/** The loadable after an event: data kept while loading and after a failed refresh. */
export function applyLoad<T>(prev: Loadable<T>, event: LoadEvent<T>): Loadable<T> {
  switch (event.kind) {
    case 'start':
      return { status: 'loading', data: prev.data, error: null };
    case 'ok':
      return { status: 'ready', data: event.data, error: null };
    case 'fail':
      return { status: prev.data === null ? 'error' : 'ready', data: prev.data, error: event.error };
  }
}

/** A loadable that remembers which request (`for`, e.g. period and 复权) its data answers. */
export type KeyedLoadable<T> = Loadable<T> & { for: string };

/**
 * The keyed loadable after an event of request `key`: a new key starts from nothing, so one
 * request's data never shows under another's label.
 */
export function applyKeyedLoad<T>(prev: KeyedLoadable<T>, key: string, event: LoadEvent<T>): KeyedLoadable<T> {
  return { ...applyLoad(prev.for === key ? prev : idle<T>(), event), for: key };
}
