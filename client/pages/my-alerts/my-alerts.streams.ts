/**
 * The 预警记录 tab's load, React-free: the page in the address, loaded again whenever an alert
 * fires or changes (the newest record appears without a reload), keeping what is shown while it
 * reloads; a new page starts from nothing so one page's rows never show under another's number.
 */
import { distinctUntilChanged, map, merge, of, scan, startWith, switchMap, type Observable } from 'rxjs';
import type { AlertHistoryPage } from '../../../contracts/endpoints/alerts';
import { applyKeyedLoad, idle, track, type KeyedLoadable } from '../../core/loadable';

/** Records a page shows. */
export const RECORDS_PAGE_SIZE = 20;

/** The loadable of the records page on show (see the module comment). */
export function recordsLoad(
  page$: Observable<number>,
  refresh$: Observable<unknown>,
  fetch: (page: number, size: number) => Observable<AlertHistoryPage>,
): Observable<KeyedLoadable<AlertHistoryPage>> {
  const empty: KeyedLoadable<AlertHistoryPage> = { ...idle<AlertHistoryPage>(), for: '' };
  return page$.pipe(
    distinctUntilChanged(),
    switchMap((page) =>
      merge(of(null), refresh$).pipe(
        switchMap(() => track(fetch(page, RECORDS_PAGE_SIZE))),
        map((event) => ({ key: String(page), event })),
      ),
    ),
    scan((prev, { key, event }) => applyKeyedLoad(prev, key, event), empty),
    startWith(empty),
  );
}
