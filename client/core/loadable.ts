/**
 * A value loaded over the network, as page state: loading (keeping the last data, so a refresh
 * never blanks what is shown), ready, or failed with a message. {@link track} turns one request
 * into load events that a store folds with {@link applyLoad}; errors are caught there, so one
 * failed call never ends a page's stream.
 */
import { catchError, concat, map, of, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { CODES } from '../../contracts/codes';
import { ShapeError } from '../../contracts/endpoints/market-data-parse';
import { preparingLabel, readPreparing, type PreparingDatas } from '../../contracts/warming';

/** A loaded value with its status. */
export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
  /** Why the last load failed. */
  error: string | null;
  /** While loading: the upstream is still preparing this data — 「数据准备中（选股数据 40%）」 — and the load retries by itself. */
  preparing?: string | null;
}

/** Nothing asked for yet. */
export function idle<T>(): Loadable<T> {
  return { status: 'idle', data: null, error: null };
}

/** One step of a load. */
export type LoadEvent<T> = { kind: 'start' } | { kind: 'ok'; data: T } | { kind: 'fail'; error: string } | { kind: 'preparing'; label: string };

/** How many 数据准备中 answers a load waits through (about two minutes at the 2 s the server asks for) before it fails. */
export const MAX_PREPARING_RETRIES = 60;

/** The 数据准备中 details of a failed request (services/http's RequestError of kind `preparing`), else null. */
export function preparingOf(error: unknown): PreparingDatas | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; preparing?: unknown };
  return e.code === CODES.PREPARING ? readPreparing(e.preparing) : null;
}

/** The message shown for a failed load (the request layer already warned about codes and HTTP errors). */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ShapeError) return '数据格式有误，暂时无法显示';
  if (error instanceof Error && error.message) return error.message;
  return '加载失败';
}

/**
 * Load events of one request: start, then ok or fail (never an error notification on the stream).
 * While the upstream answers 数据准备中, a `preparing` event carries its progress and the request is
 * made again after the `Retry-After` it gave, up to {@link MAX_PREPARING_RETRIES} times.
 */
export function track<T>(source$: Observable<T>, options: { quiet?: boolean; scheduler?: SchedulerLike } = {}): Observable<LoadEvent<T>> {
  const attempt = (tries: number): Observable<LoadEvent<T>> =>
    source$.pipe(
      map((data): LoadEvent<T> => ({ kind: 'ok', data })),
      catchError((error: unknown) => {
        const preparing = preparingOf(error);
        if (!preparing || tries >= MAX_PREPARING_RETRIES) return of<LoadEvent<T>>({ kind: 'fail', error: loadErrorMessage(error) });
        return concat(
          of<LoadEvent<T>>({ kind: 'preparing', label: preparingLabel(preparing) }),
          timer(preparing.retryAfter * 1000, options.scheduler).pipe(switchMap(() => attempt(tries + 1))),
        );
      }),
    );
  const events$ = attempt(0);
  return options.quiet ? events$ : concat(of<LoadEvent<T>>({ kind: 'start' }), events$);
}

/** The loadable after an event: data kept while loading and after a failed refresh. */
export function applyLoad<T>(prev: Loadable<T>, event: LoadEvent<T>): Loadable<T> {
  switch (event.kind) {
    case 'start':
      return { status: 'loading', data: prev.data, error: null };
    case 'preparing':
      return { status: 'loading', data: prev.data, error: null, preparing: event.label };
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
