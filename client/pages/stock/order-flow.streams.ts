/**
 * The order-flow panel's state: one load at once, then a quiet refresh on the page's clock (a
 * refresh still under way is not doubled); a failed refresh keeps the figures shown.
 */
import { exhaustMap, map, merge, of, scan, shareReplay, type Observable } from 'rxjs';
import type { OrderFlowAnswer } from '../../../contracts/endpoints/order-flow';
import { applyLoad, idle, track, type Loadable } from '../../core/loadable';

/** Dependencies of {@link orderFlowState$}. */
export interface OrderFlowDeps {
  id: string;
  fetch(id: string): Observable<OrderFlowAnswer>;
  refresh$: Observable<unknown>;
}

/** See the module comment. */
export function orderFlowState$(deps: OrderFlowDeps): Observable<Loadable<OrderFlowAnswer>> {
  return merge(of(true), deps.refresh$.pipe(map(() => false))).pipe(
    exhaustMap((first) => track(deps.fetch(deps.id), { quiet: !first })),
    scan(applyLoad<OrderFlowAnswer>, idle<OrderFlowAnswer>()),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}
