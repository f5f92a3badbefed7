/**
 * 价格预警 endpoints: the signed-in user's alerts (list, create, update, pause, delete) and their
 * 预警记录 (what fired, newest first). Every call needs a token. Rules (contracts/alerts.ts): at
 * most {@link MAX_ALERTS_PER_USER} alerts per user (409 「最多50条预警」); a threshold alert must
 * not already stand crossed (400 naming the live price); the limit kinds need a security with daily
 * limits; the screen kinds name one of the user's saved screens (404 otherwise); the same alert
 * twice is refused (409). Errors: 400 bad input (Chinese, naming the field), 404 unknown alert,
 * security or screen (another user's included), 409 limit or duplicate.
 */
import type { AlertKind } from '../alerts';
import type { SecurityId } from '../market';
import { endpoint, type None } from './define';
import type { AlertCreateBody, AlertHistoryQuery, AlertIdBody, AlertPauseBody, AlertUpdateBody } from './schemas/alerts';

export type { AlertCreateBody, AlertHistoryQuery, AlertIdBody, AlertPauseBody, AlertUpdateBody } from './schemas/alerts';

/** One alert as stored for its user. */
export interface PriceAlert {
  id: number;
  /** The security; null for a screen alert on any stock of the screen. */
  code: SecurityId | null;
  /** The security's short name (null with no security). */
  name: string | null;
  kind: AlertKind;
  /** X of the kind; null for the limit and screen kinds. */
  threshold: number | null;
  /** The saved screen of a screen kind. */
  screenId: number | null;
  /** Its name now; null when the screen was deleted (the alert stays quiet then). */
  screenName: string | null;
  paused: boolean;
  cooldownMinutes: number;
  createdAt: number;
  /** When it last fired, epoch ms; null: never. */
  lastFiredAt: number | null;
  /** How often it fired. */
  firedCount: number;
}

/** Result of `alertList`: the user's alerts, newest first, and the cap. */
export interface AlertList {
  items: PriceAlert[];
  max: number;
}

/** One fired alert (预警记录): kept after the alert is changed or deleted. */
export interface AlertRecord {
  id: number;
  /** The alert that fired (it may be gone since). */
  alertId: number;
  code: SecurityId | null;
  name: string | null;
  kind: AlertKind;
  /** The notification's Chinese text. */
  text: string;
  /** The security's price when it fired. */
  price: number | null;
  firedAt: number;
}

/** Result of `alertHistory`. */
export interface AlertHistoryPage {
  total: number;
  page: number;
  pageSize: number;
  items: AlertRecord[];
}

/** The 价格预警 endpoints, all signed-in only. */
export const alertEndpoints = {
  alertList: endpoint<None, never, AlertList>('GET', '/api/v2/alert/list', 'required'),
  alertCreate: endpoint<None, AlertCreateBody, PriceAlert>('POST', '/api/v2/alert/create', 'required'),
  alertUpdate: endpoint<None, AlertUpdateBody, PriceAlert>('POST', '/api/v2/alert/update', 'required'),
  alertPause: endpoint<None, AlertPauseBody, PriceAlert>('POST', '/api/v2/alert/pause', 'required'),
  alertDelete: endpoint<None, AlertIdBody, null>('POST', '/api/v2/alert/delete', 'required'),
  alertHistory: endpoint<AlertHistoryQuery, never, AlertHistoryPage>('GET', '/api/v2/alert/history', 'required'),
} as const;
