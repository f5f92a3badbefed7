/**
 * The app-wide holdings (holdings-store.ts) bound to the request layer, the session token and
 * `favoriteChange`; plus the save and remove calls the holding dialog makes (their failures come
 * back to the dialog too, which keeps the server's Chinese message beside the form).
 */
import { tap, type Observable } from 'rxjs';
import { holdingsEndpoints as H, type HoldingRemoved } from '../../contracts/endpoints/holdings';
import type { Holding, HoldingFields } from '../../contracts/holdings';
import { persisted } from '../core/persisted';
import { request } from '../services/http';
import { createHoldingsStore, type HoldingsState } from './holdings-store';
import { token$ } from './session';

const store = createHoldingsStore({ token$, changed$: persisted.watch('favoriteChange'), list: () => request(H.holdings) }, { keepAlive: true });

/** The signed-in user's holdings by security id. */
export const holdings$: Observable<HoldingsState> = store.state$;

/** Saves the holding of a followed security (fields already checked with `checkHolding`). */
export function saveHolding(code: string, fields: HoldingFields): Observable<Holding> {
  return request(H.setHolding, { body: { code, ...fields } }).pipe(tap((h) => store.saved(h)));
}

/** Removes the holding of a security. */
export function removeHolding(code: string): Observable<HoldingRemoved> {
  return request(H.delHolding, { body: { code } }).pipe(tap(() => store.removed(code)));
}
