/**
 * Which trading day an instant shows (before 9:00 the previous one; after a day, its close) and
 * when a market's next event of the day comes: the clock the live engine (`engine.ts`) steps by.
 */
import { dayOfTradingIndex, dayStart, isMarketDay, localDay, msOfLocalDay, MINUTE_MS, tradingIndexOf } from '../../calendar/days';
import { ticksElapsed, tickTimeOfDay, TICKS_PER_SLOT, type SessionSpec } from '../../calendar/sessions';

/** Before 9:00 the market still shows the previous trading day. */
const DAY_CUTOVER_MS = 9 * 60 * MINUTE_MS;
/** Instant used to show a finished day: after both markets' closing auctions. */
const END_OF_DAY_MS = (16 * 60 + 30) * MINUTE_MS;

/** The trading day an instant belongs to, and the market time to show for it. */
export function resolveMarketTime(now: number): { tradingIdx: number; at: number } {
  const day = localDay(now);
  if (isMarketDay(day) && msOfLocalDay(now) >= DAY_CUTOVER_MS) return { tradingIdx: tradingIndexOf(day), at: now };
  const idx = isMarketDay(day) ? tradingIndexOf(day) - 1 : tradingIndexOf(day);
  return { tradingIdx: idx, at: dayStart(dayOfTradingIndex(idx)) + END_OF_DAY_MS };
}

/** Epoch ms of the first event of `spec` strictly after `t` on the day starting at `base`; Infinity when none. */
export function nextEventAfter(spec: SessionSpec, base: number, t: number): number {
  const ms = t - base;
  const open = spec.openMatch * MINUTE_MS;
  if (ms < open) return base + open;
  const k = ticksElapsed(spec, ms);
  if (k < spec.contSlots * TICKS_PER_SLOT) return base + tickTimeOfDay(spec, k + 1);
  const close = spec.closeMatch * MINUTE_MS;
  return ms < close ? base + close : Infinity;
}
