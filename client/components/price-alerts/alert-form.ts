/**
 * The 预警 dialog's form, pure: a draft as typed (kind, threshold text, screen, cool-down), its
 * starting threshold from the live price, and the check that turns it into the create call's input
 * with the same rules the server applies (contracts/alerts.ts), so most mistakes are named before
 * anything is sent.
 */
import {
  ALERT_THRESHOLD_BOUNDS,
  DEFAULT_ALERT_COOLDOWN_MINUTES,
  SCREEN_KINDS,
  THRESHOLD_KINDS,
  alertAgainstLive,
  alertInputProblem,
  type AlertInput,
  type AlertKind,
} from '../../../contracts/alerts';
import type { PriceAlert } from '../../../contracts/endpoints/alerts';
import type { SecurityId } from '../../../contracts/market';

/** The form as typed. */
export interface AlertDraft {
  kind: AlertKind;
  /** The threshold as typed ('' = none yet). */
  threshold: string;
  /** The chosen saved screen's id as text ('' = none). */
  screenId: string;
  cooldownMinutes: number;
}

/** The live numbers the form checks against. */
export interface LiveNumbers {
  price: number;
  pct: number;
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

/** A sensible first threshold for `kind`: 5% beyond the live price, 涨跌幅 past today's, 2 × pace. */
export function startingThreshold(kind: AlertKind, live: LiveNumbers | null): string {
  if (!THRESHOLD_KINDS.has(kind)) return '';
  if (kind === 'volumeSurge') return '2';
  if (!live) return '';
  const d = ALERT_THRESHOLD_BOUNDS[kind]?.decimals ?? 2;
  switch (kind) {
    case 'priceAbove':
      return String(round(live.price * 1.05, Math.min(d, 2)));
    case 'priceBelow':
      return String(round(live.price * 0.95, Math.min(d, 2)));
    case 'pctAbove':
      return String(Math.max(5, Math.ceil(live.pct + 1)));
    default:
      return String(Math.min(-5, Math.floor(live.pct - 1)));
  }
}

/** A new draft for `kind`. */
export function newDraft(kind: AlertKind, live: LiveNumbers | null): AlertDraft {
  return { kind, threshold: startingThreshold(kind, live), screenId: '', cooldownMinutes: DEFAULT_ALERT_COOLDOWN_MINUTES };
}

/** The draft as the create call's input, or why it cannot be sent (Chinese). */
export function draftInput(code: SecurityId | null, draft: AlertDraft, live: LiveNumbers | null): { input: AlertInput } | { error: string } {
  const text = draft.threshold.trim();
  const threshold = THRESHOLD_KINDS.has(draft.kind) ? (text === '' ? null : Number(text)) : null;
  const screenId = SCREEN_KINDS.has(draft.kind) && draft.screenId !== '' ? Number(draft.screenId) : null;
  const input: AlertInput = { code, kind: draft.kind, threshold, screenId, cooldownMinutes: draft.cooldownMinutes };
  const problem = alertInputProblem(input) ?? (live && !SCREEN_KINDS.has(draft.kind) ? alertAgainstLive(draft.kind, threshold, live) : null);
  return problem ? { error: problem } : { input };
}

/** A cool-down in words: `5 分钟`, `1 小时`. */
export function cooldownLabel(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`;
}

/** An alert's state in words. */
export function alertStateText(a: Pick<PriceAlert, 'paused' | 'screenId' | 'screenName'>): string {
  if (a.screenId !== null && a.screenName === null) return '方案已删除';
  return a.paused ? '已暂停' : '监控中';
}
