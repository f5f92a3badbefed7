/**
 * Live quotes folded into the last K-line bar of any period (pure): the day bar from the quote's
 * cumulative day values; week and month bars from the loaded bar plus today's quote; minute bars
 * (1/5/15/30/60 分) bucketed on the exchange's sessions with per-quote volume deltas.
 */
import type { KlinePeriod } from '../../../contracts/endpoints/market-data';
import { timetableOnDate } from '../../../contracts/calendar/day-timetable';
import { A_SHARE_TIMETABLE, HK_TIMETABLE, type SessionWindow, type TimetableMarket } from '../../../contracts/trading-timetable';
import type { Quote } from '../../../contracts/ws-protocol';
import { barFromQuote, CumulativeDelta, type Bar } from '../../charts/index';
import { DAY_MS, MINUTE_MS, WALL_OFFSET_MS, wallDay, wallMinute } from '../../core/exchange-clock';

/** A trading session in wall-clock minutes since midnight. */
export type SessionMinutes = SessionWindow;

/** Shanghai/Shenzhen/Beijing: 09:30–11:30, 13:00–15:00 (the shared timetable). */
export const A_SHARE_SESSION_MINUTES: readonly SessionMinutes[] = A_SHARE_TIMETABLE.sessions;
/** Hong Kong: 09:30–12:00, 13:00–16:00 (the shared timetable). */
export const HK_SESSION_MINUTES: readonly SessionMinutes[] = HK_TIMETABLE.sessions;

/** The sessions of `market` on `date` (`YYYY-MM-DD`): an HKEX half day has the morning only. */
export function sessionMinutesOn(market: TimetableMarket, date: string): readonly SessionMinutes[] {
  return timetableOnDate(market, date).sessions;
}

/** Minutes per bar of the intraday periods. */
export const INTRADAY_PERIOD_MINUTES: Readonly<Partial<Record<KlinePeriod, number>>> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '60m': 60 };

/** True while `ts` falls inside one of the sessions (both ends included). */
export function inSession(ts: number, sessions: readonly SessionMinutes[]): boolean {
  const m = wallMinute(ts);
  return sessions.some((s) => m >= s.open && m <= s.close);
}

/**
 * Start (epoch ms) of the `periodMinutes` bar holding `ts`: bars are counted from each session's
 * open; a time before the first open joins the first bar, one in a break or at a close joins the
 * last bar of the session before it.
 */
export function bucketStart(ts: number, periodMinutes: number, sessions: readonly SessionMinutes[]): number {
  const m = wallMinute(ts);
  let session = sessions[sessions.length - 1]!;
  let minute = session.close - 1e-6;
  for (let i = 0; i < sessions.length; i++) {
    const s = sessions[i]!;
    if (m < s.open) {
      if (i === 0) {
        session = s;
        minute = s.open;
      } else {
        session = sessions[i - 1]!;
        minute = session.close - 1e-6;
      }
      break;
    }
    if (m < s.close) {
      session = s;
      minute = m;
      break;
    }
  }
  const start = session.open + Math.floor((minute - session.open) / periodMinutes) * periodMinutes;
  return wallDay(ts) * DAY_MS - WALL_OFFSET_MS + start * MINUTE_MS;
}

/** Calendar key of a daily-type period: equal for two instants in the same day, ISO week or month. */
export function periodKey(period: 'day' | 'week' | 'month', ts: number): number {
  const day = wallDay(ts);
  if (period === 'day') return day;
  if (period === 'week') return Math.floor((day + 3) / 7); // 1970-01-01 was a Thursday; weeks start on Monday
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** Folds live quotes into the last bar of one period. */
export interface LiveBarFolder {
  /** The bar to hand to `chart.updateLast`, or null when the quote changes nothing drawable. */
  fold(quote: Quote): Bar | null;
}

/** A folder continuing after `bars` (oldest first) of `period` on the given sessions. */
export function createLiveBarFolder(period: KlinePeriod, bars: readonly Bar[], sessions: readonly SessionMinutes[] = A_SHARE_SESSION_MINUTES): LiveBarFolder {
  const minutes = INTRADAY_PERIOD_MINUTES[period];
  return minutes === undefined ? dailyFolder(period as 'day' | 'week' | 'month', bars) : intradayFolder(minutes, bars, sessions);
}

function dailyFolder(period: 'day' | 'week' | 'month', bars: readonly Bar[]): LiveBarFolder {
  let last: Bar | null = bars[bars.length - 1] ?? null;
  /** Volume/amount of the last week/month bar before today's quote (learned from the first quote). */
  let base: { v: number; a: number } | null = null;
  return {
    fold(q) {
      if (!(q.price > 0) || q.status === 'suspended') return null;
      let bar: Bar;
      if (last && periodKey(period, last.t) === periodKey(period, q.ts)) {
        if (period === 'day') {
          bar = barFromQuote(q, last.t);
        } else {
          base ??= { v: Math.max(0, last.v - q.volume), a: Math.max(0, (last.a ?? 0) - q.amount) };
          bar = {
            t: last.t,
            o: last.o,
            h: Math.max(last.h, q.high ?? q.price, q.price),
            l: Math.min(last.l, q.low ?? q.price, q.price),
            c: q.price,
            v: base.v + q.volume,
            a: base.a + q.amount,
          };
        }
      } else if (!last || periodKey(period, q.ts) > periodKey(period, last.t)) {
        if (!(q.volume > 0)) return null; // the new day has not traded yet
        // Keep the series' time-of-day convention for bar times (whatever the server uses).
        const offset = last ? last.t - (wallDay(last.t) * DAY_MS - WALL_OFFSET_MS) : 0;
        bar = barFromQuote(q, wallDay(q.ts) * DAY_MS - WALL_OFFSET_MS + offset);
        base = { v: 0, a: 0 };
      } else {
        return null; // an older period: never rewrite history
      }
      last = bar;
      return bar;
    },
  };
}

function intradayFolder(minutes: number, bars: readonly Bar[], sessions: readonly SessionMinutes[]): LiveBarFolder {
  let last: Bar | null = bars[bars.length - 1] ?? null;
  const traded = new CumulativeDelta();
  return {
    fold(q) {
      if (!(q.price > 0) || (q.status !== undefined && q.status !== 'trading' && q.status !== 'closed' && q.status !== 'break')) return null;
      const { volume: dv, amount: da } = traded.next(q.volume, q.amount);
      const start = bucketStart(q.ts, minutes, sessions);
      let bar: Bar;
      if (last && start === last.t) {
        bar = { t: last.t, o: last.o, h: Math.max(last.h, q.price), l: Math.min(last.l, q.price), c: q.price, v: last.v + dv, a: (last.a ?? 0) + da };
      } else if (!last || start > last.t) {
        if (q.status === 'closed' || q.status === 'break') return null; // no new bar outside trading
        bar = { t: start, o: q.price, h: q.price, l: q.price, c: q.price, v: dv, a: da };
      } else {
        return null;
      }
      last = bar;
      return bar;
    },
  };
}
