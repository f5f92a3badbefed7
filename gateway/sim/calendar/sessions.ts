/**
 * Trading sessions of the two markets, as pure functions of the local time of day.
 *
 * A-shares: opening call auction 9:15–9:25 (matched at 9:25), a pause until 9:30, continuous
 * 9:30–11:30 and 13:00–14:57, closing call auction 14:57–15:00 (matched at 15:00).
 * HK: pre-opening auction 9:00–9:20 (matched at 9:20), blocking until 9:30, continuous 9:30–12:00
 * and 13:00–16:00, closing auction session 16:00–16:10 (matched at 16:10; HK's random close
 * between 16:08 and 16:10 is fixed at 16:10).
 *
 * Continuous trading runs on a 3-second grid: tick `k` (1-based) is the k-th 3 s step of
 * continuous time, lunch excluded, and 20 ticks make one minute *slot*. Minute bars are named by
 * their end time (9:31 … 11:30, 13:01 …). A-shares have 240 bars: 237 continuous slots plus
 * the three closing-auction minutes 14:58, 14:59, 15:00 (the last one carries the auction trade).
 * HK has 330 bars; its closing-auction trade is folded into the 16:00 bar.
 *
 * The shape is a function of (market, day): on an HKEX half day (半日市) HK trades 9:30–12:00 only,
 * then the closing auction 12:00–12:10 — 150 continuous slots and 150 bars, the auction folded into
 * the 12:00 bar ({@link HK_HALF_SESSION}). Ask {@link sessionAt} for the day's shape; a profile's
 * `session` is only the market's full-day shape.
 */
import { timetableOn } from '../../../contracts/calendar/day-timetable';
import { A_SHARE_TIMETABLE, continuousTrading, HK_HALF_DAY_TIMETABLE, HK_TIMETABLE, type TradingTimetable } from '../../../contracts/trading-timetable';
import { dayOfTradingIndex, MINUTE_MS } from './days';

/** Which session rules a security follows. */
export type SessionMarket = 'cn' | 'hk';

/** Phase of a market at an instant. */
export type Phase = 'preopen' | 'open-auction' | 'open-pause' | 'continuous' | 'lunch' | 'close-auction' | 'closed';

/** Session timetable of one market, in minutes of the local day. */
export interface SessionSpec {
  market: SessionMarket;
  openAuctionStart: number;
  openMatch: number;
  /** Continuous segments `[start, end)` in minutes. */
  continuous: ReadonlyArray<readonly [number, number]>;
  closeAuctionStart: number;
  closeMatch: number;
  /** Number of continuous one-minute slots. */
  contSlots: number;
  /** Number of minute bars of a day (continuous slots plus closing-auction minutes shown as bars). */
  bars: number;
}

/** Milliseconds between two ticks of continuous trading. */
export const TICK_MS = 3_000;
/** Ticks per minute slot. */
export const TICKS_PER_SLOT = 20;

const minutes = (windows: ReadonlyArray<{ open: number; close: number }>) => windows.reduce((n, w) => n + w.close - w.open, 0);

/**
 * The engine's view of a market's timetable (contracts/trading-timetable.ts, the one copy the client,
 * the edge and the sim share): continuous windows end where the closing auction starts; every
 * published trading minute is a bar.
 */
function specOf(t: TradingTimetable): SessionSpec {
  const continuous = continuousTrading(t);
  return {
    market: t.market,
    openAuctionStart: t.openAuction.start,
    openMatch: t.openAuction.match,
    continuous: continuous.map((w) => [w.open, w.close] as const),
    closeAuctionStart: t.closeAuction.start,
    closeMatch: t.closeAuction.match,
    contSlots: minutes(continuous),
    bars: minutes(t.sessions),
  };
}

/** A-share timetable. */
export const CN_SESSION: SessionSpec = specOf(A_SHARE_TIMETABLE);

/** Hong Kong timetable. */
export const HK_SESSION: SessionSpec = specOf(HK_TIMETABLE);

/** Hong Kong on a half day: the morning session, then the closing auction 12:00–12:10. */
export const HK_HALF_SESSION: SessionSpec = specOf(HK_HALF_DAY_TIMETABLE);

/** The full-day timetable of a market. */
export function sessionOf(market: SessionMarket): SessionSpec {
  return market === 'hk' ? HK_SESSION : CN_SESSION;
}

/** The timetable of a market on the day of trading index `t` (an HKEX half day: {@link HK_HALF_SESSION}). */
export function sessionAt(market: SessionMarket, t: number): SessionSpec {
  if (market !== 'hk') return CN_SESSION;
  return timetableOn('hk', dayOfTradingIndex(t)) === HK_HALF_DAY_TIMETABLE ? HK_HALF_SESSION : HK_SESSION;
}

/** Phase at `ms` milliseconds after local midnight. */
export function phaseAt(spec: SessionSpec, ms: number): Phase {
  const min = ms / MINUTE_MS;
  if (min < spec.openAuctionStart) return 'preopen';
  if (min < spec.openMatch) return 'open-auction';
  const first = spec.continuous[0]!;
  if (min < first[0]) return 'open-pause';
  for (const [start, end] of spec.continuous) if (min >= start && min < end) return 'continuous';
  if (min < spec.closeAuctionStart) return 'lunch';
  if (min < spec.closeMatch) return 'close-auction';
  return 'closed';
}

/**
 * Number of continuous ticks that have happened by `ms` after local midnight (a tick at exactly
 * `ms` counts). 0 before 9:30, `contSlots × 20` once continuous trading is over.
 */
export function ticksElapsed(spec: SessionSpec, ms: number): number {
  let before = 0;
  for (const [start, end] of spec.continuous) {
    const s = start * MINUTE_MS;
    const e = end * MINUTE_MS;
    if (ms >= e) {
      before += ((e - s) / TICK_MS) | 0;
      continue;
    }
    if (ms > s) before += Math.floor((ms - s) / TICK_MS);
    break;
  }
  return before;
}

/** Milliseconds after local midnight of continuous tick `k` (1-based). */
export function tickTimeOfDay(spec: SessionSpec, k: number): number {
  let before = 0;
  for (const [start, end] of spec.continuous) {
    const n = ((end - start) * MINUTE_MS) / TICK_MS;
    if (k <= before + n) return start * MINUTE_MS + (k - before) * TICK_MS;
    before += n;
  }
  const last = spec.continuous[spec.continuous.length - 1]!;
  return last[1] * MINUTE_MS;
}

/** Minute of the local day at which bar `slot` (0-based) ends. */
export function barEndMinute(spec: SessionSpec, slot: number): number {
  let before = 0;
  for (const [start, end] of spec.continuous) {
    const n = end - start;
    if (slot < before + n) return start + (slot - before) + 1;
    before += n;
  }
  return spec.closeAuctionStart + (slot - spec.contSlots) + 1;
}
