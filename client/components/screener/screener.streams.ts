/**
 * Running a screen as page state: each new request (debounced while the user types a bound)
 * cancels the one in flight; the last answer stays on show while the next loads, and `for` names
 * the request (its JSON) the data on show answers; a screen the gateway timed out on is retried.
 * React-free.
 */
import { debounceTime, distinctUntilChanged, map, of, retry, scan, startWith, switchMap, throwError, timer, type Observable } from 'rxjs';
import type { ScreenRequest, ScreenResult } from '../../../contracts/screener/endpoints';
import { applyLoad, idle, track, type Loadable, type LoadEvent } from '../../core/loadable';
import { RequestError } from '../../services/http';

/** Retries of a screen the gateway gave up on (the day's first screen reads every company first, longer than the proxy waits). */
export const SCREEN_RETRIES = 12;
/** Pause before each retry, ms. */
export const SCREEN_RETRY_MS = 3000;

/** True for a failure worth retrying: a transient RequestError (services/http) or anything that is not one (no answer at all). */
export function transient(error: unknown): boolean {
  return error instanceof RequestError ? error.transient : true;
}

/** Debounce of screen requests, ms. */
export const SCREEN_DEBOUNCE_MS = 300;

/** Results and the request key (`JSON.stringify(request)`) they answer ('' before any). */
export type ScreenLoad = Loadable<ScreenResult> & { for: string };

const EMPTY: ScreenLoad = { ...idle<ScreenResult>(), for: '' };

/** The key of a request, as {@link ScreenLoad.for} names it. */
export const requestKey = (req: ScreenRequest | null): string => (req ? JSON.stringify(req) : '');

/** The results of the latest request (null request = nothing to run). */
export function screenResults(
  request$: Observable<ScreenRequest | null>,
  run: (req: ScreenRequest) => Observable<ScreenResult>,
  debounceMs = SCREEN_DEBOUNCE_MS,
): Observable<ScreenLoad> {
  return request$.pipe(
    map(requestKey),
    distinctUntilChanged(),
    debounceTime(debounceMs),
    switchMap((key) =>
      key === ''
        ? of(null)
        : track(
            run(JSON.parse(key) as ScreenRequest).pipe(
              // The sim keeps reading the day after the gateway gave up: a retry finds it ready.
              retry({ count: SCREEN_RETRIES, delay: (e: unknown) => (transient(e) ? timer(SCREEN_RETRY_MS) : throwError(() => e)) }),
            ),
          ).pipe(map((e) => ({ key, e }))),
    ),
    scan(
      (state: ScreenLoad, x: { key: string; e: LoadEvent<ScreenResult> } | null): ScreenLoad =>
        x === null ? EMPTY : { ...applyLoad(state, x.e), for: x.e.kind === 'ok' ? x.key : state.for },
      EMPTY,
    ),
    startWith(EMPTY),
  );
}
