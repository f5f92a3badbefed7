/**
 * The code picker's search (React-free): typed text, debounced, answered by the search call;
 * blank text clears the list, a failed call shows nothing rather than ending the stream. Only
 * stocks (A-share and HK) are offered — the comparison pages need company data.
 */
import { catchError, debounceTime, distinctUntilChanged, map, of, startWith, switchMap, type Observable, type SchedulerLike, asyncScheduler } from 'rxjs';
import type { SearchResult } from '../../../contracts/entities';

/** How long typing must pause before a search goes out. */
export const CODE_SEARCH_DEBOUNCE_MS = 200;
/** Most hits listed. */
export const CODE_SEARCH_LIMIT = 8;

/** Hits of `text$` (only stocks, at most {@link CODE_SEARCH_LIMIT}). */
export function codeSearch$(
  text$: Observable<string>,
  search: (text: string) => Observable<readonly SearchResult[]>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<SearchResult[]> {
  return text$.pipe(
    map((t) => t.trim()),
    debounceTime(CODE_SEARCH_DEBOUNCE_MS, scheduler),
    distinctUntilChanged(),
    switchMap((t) =>
      t === ''
        ? of([])
        : search(t.slice(0, 20)).pipe(
            map((list) => list.filter((r) => r.capitalOrIndex === 'capital' || r.capitalOrIndex === 'hk').slice(0, CODE_SEARCH_LIMIT)),
            catchError(() => of([])),
          ),
    ),
    startWith([]),
  );
}
