/**
 * Shows each fired 价格预警 as a notification card the moment the gateway delivers it: its Chinese
 * text (with the price it fired at), the stock's live price and a link to the stock page. Started
 * once by the app after startup (loaded on demand, it stays out of the entry chunk).
 */
import { stockUrl } from '../../contracts/routes';
import type { PersonalEvent } from '../../contracts/ws-personal';
import { notify, type NotifyOptions } from '../core/notifications';
import { alertFired$ } from './alerts';

/** Title of a fired alert's card. */
export const ALERT_NOTICE_TITLE = '价格预警';
/** How long a fired alert's card stays (it can be closed earlier). */
export const ALERT_NOTICE_MS = 15_000;

/** The card of one fired alert. */
export function alertNotice(event: PersonalEvent): NotifyOptions {
  return {
    title: ALERT_NOTICE_TITLE,
    description: event.text,
    durationMs: ALERT_NOTICE_MS,
    ...(event.code ? { live: event.code, link: { href: stockUrl(event.code), label: '查看个股 ›' } } : {}),
  };
}

let started = false;

/** Starts showing fired alerts (once per tab). */
export function startAlertNotices(): void {
  if (started) return;
  started = true;
  alertFired$.subscribe((event) => notify(alertNotice(event)));
}
