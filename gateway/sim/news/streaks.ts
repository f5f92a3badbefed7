/**
 * 连板: how many trading days in a row a stock has closed at its limit-up price, today included,
 * read from its finished (unadjusted) day bars and the exchange's limit rule. A close counts when it
 * equals that day's limit-up price exactly, so a new listing's unlimited first days never do; a
 * suspended day (no volume) neither breaks nor extends a streak — as the data centre's 涨停连板.
 */
import type { Security } from '../../../contracts/market';
import { limitsOf } from '../market/index';
import type { KlineBar } from '../market/index';

/** Finished days looked back for a streak (longer ones are reported as this many plus today). */
export const STREAK_LOOKBACK = 20;

/** True when the bar closed at its limit-up price. */
export function closedAtLimitUp(security: Pick<Security, 'kind' | 'board' | 'st'>, bar: KlineBar): boolean {
  const limits = limitsOf(security, Math.round(bar.preClose * 1000));
  return limits !== null && Math.round(bar.close * 1000) === limits.up;
}

/** The streak of a stock at limit-up today, given its finished day bars before today (oldest first). */
export function limitUpStreak(security: Pick<Security, 'kind' | 'board' | 'st'>, previousBars: readonly KlineBar[]): number {
  let streak = 1;
  for (let k = previousBars.length - 1; k >= 0; k--) {
    const bar = previousBars[k]!;
    if (bar.volume === 0) continue;
    if (!closedAtLimitUp(security, bar)) break;
    streak++;
  }
  return streak;
}
