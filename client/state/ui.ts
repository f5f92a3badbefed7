/**
 * App-wide UI state: the selected navigation entry (persisted `navSelect`, spec §3), the home
 * watchlist panel toggle at widths ≤ 1366 px (spec §2, §9), and re-exports of the notification
 * and simulated-data streams so pages import UI state from one place.
 */
import { BehaviorSubject, EMPTY, Observable, distinctUntilChanged, map, shareReplay, startWith } from 'rxjs';
import { WATCHLIST_COLLAPSE_WIDTH } from '../../contracts/constants';
import { persisted } from '../core/persisted';

export { warn, notify, success, dismissToast, toasts$, type Toast } from '../core/notifications';
export { simulated$ } from '../core/simulated';

/** The selected nav path (default `/`). */
export const navSelect$: Observable<string> = persisted.watch('navSelect');

/** Records the nav entry the user chose. */
export function selectNav(path: string): void {
  persisted.set('navSelect', path);
}

/** The media query of the collapsed watchlist layout (spec §9: at or below 1366 px). */
export const NARROW_QUERY = `(max-width: ${WATCHLIST_COLLAPSE_WIDTH}px)`;

/** True while the viewport is at most 1366 px wide. */
export const narrowLayout$: Observable<boolean> =
  typeof matchMedia === 'function'
    ? new Observable<boolean>((subscriber) => {
        const mq = matchMedia(NARROW_QUERY);
        const handler = (e: MediaQueryListEvent) => subscriber.next(e.matches);
        mq.addEventListener('change', handler);
        subscriber.next(mq.matches);
        return () => mq.removeEventListener('change', handler);
      }).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }))
    : EMPTY.pipe(startWith(false));

const panelOpen = new BehaviorSubject(false);

/** Whether the collapsed watchlist panel is open (only meaningful while {@link narrowLayout$}). */
export const watchlistPanelOpen$: Observable<boolean> = panelOpen.pipe(distinctUntilChanged());

/** Opens or closes the collapsed watchlist panel. */
export function toggleWatchlistPanel(): void {
  panelOpen.next(!panelOpen.value);
}

/** Label of the panel toggle (spec §2): 打开自选 when closed, 收起自选 when open. */
export function watchlistToggleLabel(open: boolean): string {
  return open ? '收起自选' : '打开自选';
}

/** The label as a stream. */
export const watchlistToggleLabel$: Observable<string> = watchlistPanelOpen$.pipe(map(watchlistToggleLabel));
