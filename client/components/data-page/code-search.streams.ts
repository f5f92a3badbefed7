/**
 * The code picker's search (React-free): typed text, debounced, answered by the search call;
 * blank text clears the list, a failed call shows nothing rather than ending the stream. By
 * default only stocks (A-share and HK) are offered — the comparison pages need company data; the
 * chart's 叠加 takes indexes and funds too.
 */
import { catchError, debounceTime, distinctUntilChanged, map, of, startWith, switchMap, type Observable, type SchedulerLike, asyncScheduler } from 'rxjs';
import type { SearchResult } from '../../../contracts/entities';

/** How long typing must pause before a search goes out. */
export const CODE_SEARCH_DEBOUNCE_MS = 200;
/** Most hits listed. */
export const CODE_SEARCH_LIMIT = 8;

/** True for stocks (A-share and HK): what the comparison pages offer. */
export function isStockResult(r: SearchResult): boolean {
  return r.capitalOrIndex === 'capital' || r.capitalOrIndex === 'hk';
}

/** Hits of `text$` that `accept` keeps (default: only stocks), at most {@link CODE_SEARCH_LIMIT}. */
export function codeSearch$(
  text$: Observable<string>,
  search: (text: string) => Observable<readonly SearchResult[]>,
  scheduler: SchedulerLike = asyncScheduler,
  accept: (r: SearchResult) => boolean = isStockResult,
): Observable<SearchResult[]> {
  return text$.pipe(
    map((t) => t.trim()),
    debounceTime(CODE_SEARCH_DEBOUNCE_MS, scheduler),
    distinctUntilChanged(),
    switchMap((t) =>
      t === ''
        ? of([])
        : search(t.slice(0, 20)).pipe(
            map((list) => list.filter(accept).slice(0, CODE_SEARCH_LIMIT)),
            catchError(() => of([])),
          ),
    ),
    startWith([]),
  );
}
