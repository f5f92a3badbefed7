/**
 * 价格预警 on the client: the signed-in user's alerts as one loadable (loaded at login, again
 * after each change made here and whenever one fires), the calls that change them, the 预警记录
 * pages, and the fired alerts of this tab (the personal channel, state/quotes.ts). Answers are
 * read through the contract's parsers (contracts/endpoints/alerts-parse.ts). A failed call has
 * already been shown by the request layer (services/http.ts).
 */
import { filter, map, merge, of, scan, share, shareReplay, switchMap, type Observable } from 'rxjs';
import type { AlertInput } from '../../contracts/alerts';
import { alertEndpoints, type AlertHistoryPage, type AlertList, type PriceAlert } from '../../contracts/endpoints/alerts';
import { parseAlertHistory, parseAlertList, parsePriceAlert } from '../../contracts/endpoints/alerts-parse';
import type { PersonalEvent } from '../../contracts/ws-personal';
import { applyLoad, idle, track, type Loadable } from '../core/loadable';
import { createSignal } from '../core/signal';
import { request, requestOnce } from '../services/http';
import { personal$ } from './quotes';
import { isLoggedIn$ } from './session';

const [alertsChanged, alertsChanged$] = createSignal<void>();

/** Fired 价格预警 delivered to this tab. */
export const alertFired$: Observable<PersonalEvent> = personal$().pipe(
  filter((e) => e.kind === 'alert'),
  share(),
);

/** Something to show again: a change made here, or an alert that fired (its count and time moved). */
export const alertsUpdated$: Observable<unknown> = merge(alertsChanged$, alertFired$);

/** The signed-in user's alerts (idle while signed out). */
export const myAlerts$: Observable<Loadable<AlertList>> = isLoggedIn$.pipe(
  switchMap((signedIn) =>
    signedIn
      ? merge(of(null), alertsUpdated$).pipe(
          switchMap(() => track(request(alertEndpoints.alertList).pipe(map(parseAlertList)))),
          scan(applyLoad<AlertList>, idle<AlertList>()),
        )
      : of(idle<AlertList>()),
  ),
  shareReplay({ bufferSize: 1, refCount: true }),
);

/** Sets an alert (the server checks it again: 最多50条预警, the live price, …). */
export async function createAlert(input: AlertInput): Promise<PriceAlert> {
  const body = {
    kind: input.kind,
    ...(input.code ? { code: input.code } : {}),
    ...(input.threshold !== undefined && input.threshold !== null ? { threshold: input.threshold } : {}),
    ...(input.screenId ? { screenId: input.screenId } : {}),
    ...(input.cooldownMinutes !== undefined ? { cooldownMinutes: input.cooldownMinutes } : {}),
  };
  const alert = parsePriceAlert(await requestOnce(alertEndpoints.alertCreate, { body }));
  alertsChanged();
  return alert;
}

/** A new threshold and/or cool-down (the alert starts afresh). */
export async function updateAlert(id: number, change: { threshold?: number; cooldownMinutes?: number }): Promise<PriceAlert> {
  const alert = parsePriceAlert(await requestOnce(alertEndpoints.alertUpdate, { body: { id, ...change } }));
  alertsChanged();
  return alert;
}

/** Pauses or resumes one alert. */
export async function pauseAlert(id: number, paused: boolean): Promise<PriceAlert> {
  const alert = parsePriceAlert(await requestOnce(alertEndpoints.alertPause, { body: { id, paused } }));
  alertsChanged();
  return alert;
}

/** Deletes one alert (its records stay in 预警记录). */
export async function deleteAlert(id: number): Promise<void> {
  await requestOnce(alertEndpoints.alertDelete, { body: { id } });
  alertsChanged();
}

/** One page of 预警记录, newest first. */
export function alertHistory(page: number, pageSize: number): Observable<AlertHistoryPage> {
  return request(alertEndpoints.alertHistory, { query: { page, pageSize } }).pipe(map(parseAlertHistory));
}
