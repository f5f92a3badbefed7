/**
 * Page-visit analytics (spec §7): every navigation to a page sends `POST /api/v2/up/save2` with an
 * encrypted JSON array of name/value pairs, only while signed in, and never notifies the user of
 * a failure (the endpoint is declared `notify: false`).
 *
 * Pairs: appVersion, container `pc`, env `pro`, event_name {@link PAGE_VISIT_EVENT}, then
 * event_ext1 = the page name, event_ext2.. = its pointer parameters as `name=value` (the query
 * parameters the route table lists, e.g. /rankList's `name`), and the last event_ext = the source
 * page's name ({@link DIRECT_SOURCE} on the first page of a visit).
 */
import { EMPTY, catchError, concatMap, distinctUntilChanged, filter, map, pairwise, startWith, type Observable, type Subscription } from 'rxjs';
import { version } from '../../package.json';
import { analyticsEndpoints, encodeAnalyticsPayload, type AnalyticsPair } from '../../contracts/endpoints/analytics';
import { matchRoute } from '../../contracts/routes';
import { navigation$, type NavigationEvent } from '../core/navigation';
import { request } from './http';

/** The app version sent with every event. */
export const APP_VERSION: string = version;
/** event_name of a page visit. */
export const PAGE_VISIT_EVENT = '页面访问';
/** Source page of the first page of a visit (no page before it in this tab). */
export const DIRECT_SOURCE = '直接访问';

/** A location inside the app. */
export interface PageLocation {
  pathname: string;
  /** `?a=b` or ''. */
  search: string;
}

/** The page name of a path: its route title, else the path itself (unknown paths redirect anyway). */
export function pageName(pathname: string): string {
  return matchRoute(pathname)?.title ?? pathname;
}

/** The route's pointer parameters present in the query, as `name=value`, in the route table's order. */
export function pointerParams(location: PageLocation): string[] {
  const route = matchRoute(location.pathname);
  if (!route) return [];
  const query = new URLSearchParams(location.search);
  const out: string[] = [];
  for (const name of route.query) {
    const value = query.get(name);
    if (value !== null && value !== '') out.push(`${name}=${value}`);
  }
  return out;
}

/** The pairs of one page visit (spec §7). */
export function pageVisitPairs(page: PageLocation, source: PageLocation | null, appVersion: string = APP_VERSION): AnalyticsPair[] {
  const ext = [pageName(page.pathname), ...pointerParams(page), source ? pageName(source.pathname) : DIRECT_SOURCE];
  return [
    { name: 'appVersion', value: appVersion },
    { name: 'container', value: 'pc' },
    { name: 'env', value: 'pro' },
    { name: 'event_name', value: PAGE_VISIT_EVENT },
    ...ext.map((value, i) => ({ name: `event_ext${i + 1}`, value })),
  ];
}

/** One page visit: where the user is and where they came from. */
export interface PageVisit {
  page: PageLocation;
  source: PageLocation | null;
}

/** Page visits of a navigation stream: one per change of path or query, with the page before it. */
export function pageVisits(locations$: Observable<PageLocation>): Observable<PageVisit> {
  return locations$.pipe(
    map((l) => ({ pathname: l.pathname, search: l.search })),
    distinctUntilChanged((a, b) => a.pathname === b.pathname && a.search === b.search),
    startWith(null),
    pairwise(),
    filter((pair): pair is [PageLocation | null, PageLocation] => pair[1] !== null),
    map(([source, page]) => ({ page, source })),
  );
}

/** What sending needs (tests pass fakes). */
export interface AnalyticsDeps {
  locations$: Observable<PageLocation>;
  /** The token now; events are sent only while signed in. */
  token: () => string | null;
  /** Sends one encrypted payload. */
  send: (json: string) => Observable<unknown>;
}

/** Sends a page-visit event for every visit while signed in; failures are dropped silently. */
export function trackPageVisits(deps: AnalyticsDeps): Observable<PageVisit> {
  return pageVisits(deps.locations$).pipe(
    filter(() => deps.token() !== null),
    concatMap((visit) =>
      deps.send(encodeAnalyticsPayload(pageVisitPairs(visit.page, visit.source))).pipe(
        map(() => visit),
        catchError(() => EMPTY),
      ),
    ),
  );
}

/** Starts page-visit analytics for this tab (the shell calls it once at startup with the session's token). */
export function startPageVisitAnalytics(token: () => string | null): Subscription {
  return trackPageVisits({
    locations$: navigation$ as Observable<NavigationEvent>,
    token,
    send: (json) => request(analyticsEndpoints.save2, { body: { json } }),
  }).subscribe();
}
