/**
 * Trading sessions and the minute slots of a time-share (分时) chart. A day is a row of one-minute
 * slots: 09:30 is slot 0, 11:30 slot 120, 13:01 slot 121 … 15:00 slot 240 for A-shares (241 slots).
 * A session's opening minute after a break shares the slot of the previous close (13:00 = 11:30),
 * as exchanges report the lunch break that way. An HKEX half day (半日市) has the morning only:
 * 09:30–12:00, 151 slots ({@link tradingSessionsOn}). The opening call auction drawn left of the
 * day is the market's own ({@link callAuctionOf}: A-shares 09:15–09:25, HK 09:00–09:20).
 */
import { timetableOn, timetableOnDate } from '../../../contracts/calendar/day-timetable';
import {
  A_SHARE_TIMETABLE,
  HK_HALF_DAY_TIMETABLE,
  HK_TIMETABLE,
  timetableOf,
  type TimetableMarket,
  type TradingTimetable,
} from '../../../contracts/trading-timetable';
import { clockText, parseClockTime } from '../time-format';

/** A session `HH:MM`–`HH:MM` in exchange wall-clock time. */
export interface TradingSession {
  open: string;
  close: string;
}

const sessionsOf = (t: TradingTimetable): readonly TradingSession[] =>
  Object.freeze(t.sessions.map((s) => Object.freeze({ open: clockText(s.open), close: clockText(s.close) })));

/** Shanghai/Shenzhen/Beijing trading hours (from the shared timetable). */
export const A_SHARE_SESSIONS: readonly TradingSession[] = sessionsOf(A_SHARE_TIMETABLE);

/** Hong Kong trading hours (from the shared timetable). */
export const HK_SESSIONS: readonly TradingSession[] = sessionsOf(HK_TIMETABLE);

/** Hong Kong trading hours on a half day: the morning session only. */
export const HK_HALF_DAY_SESSIONS: readonly TradingSession[] = sessionsOf(HK_HALF_DAY_TIMETABLE);

/**
 * The trading hours of `market` on `date` (`YYYY-MM-DD`, exchange-local): an HKEX half day trades the
 * morning only; null or a malformed date gives the full day.
 */
export function tradingSessionsOn(market: TimetableMarket, date: string | null): readonly TradingSession[] {
  return hoursOf(date === null ? timetableOf(market) : timetableOnDate(market, date));
}

/** The hours of a timetable (the shared copies above for the three timetables of the contracts). */
function hoursOf(t: TradingTimetable): readonly TradingSession[] {
  if (t === HK_HALF_DAY_TIMETABLE) return HK_HALF_DAY_SESSIONS;
  return t === HK_TIMETABLE ? HK_SESSIONS : t === A_SHARE_TIMETABLE ? A_SHARE_SESSIONS : sessionsOf(t);
}

/**
 * The trading hours of `market` on day `day` (days since 1970-01-01 on the exchange's wall clock,
 * as `MarketClock.dayNumber` counts them): an HKEX half day trades the morning only.
 */
export function tradingSessionsOnDay(market: TimetableMarket, day: number): readonly TradingSession[] {
  return hoursOf(timetableOn(market, day));
}

const auctionOf = (t: TradingTimetable): Readonly<TradingSession> =>
  Object.freeze({ open: clockText(t.openAuction.start), close: clockText(t.openAuction.match) });

/** The A-share opening call auction (集合竞价), 09:15–09:25. */
export const A_SHARE_AUCTION: Readonly<TradingSession> = auctionOf(A_SHARE_TIMETABLE);

/** Hong Kong's pre-opening session (开市前时段), 09:00–09:20: orders from 09:00, matched at 09:20. */
export const HK_AUCTION: Readonly<TradingSession> = auctionOf(HK_TIMETABLE);

/** The opening call auction of `market`, from the shared timetable (the same on an HKEX half day). */
export function callAuctionOf(market: TimetableMarket): Readonly<TradingSession> {
  return timetableOf(market) === HK_TIMETABLE ? HK_AUCTION : A_SHARE_AUCTION;
}

/** A time-axis label of a day. */
export interface SlotLabel {
  slot: number;
  text: string;
}

/** Maps wall-clock minutes to slots for a list of sessions. */
export class SessionSlots {
  /** Slots per day. */
  readonly slotsPerDay: number;
  private readonly spans: { open: number; close: number; first: number }[];

  constructor(sessions: readonly TradingSession[]) {
    if (!Array.isArray(sessions) || sessions.length === 0) throw new RangeError('at least one trading session is needed');
    let slot = 0;
    let prevClose = -1;
    this.spans = sessions.map((s, i) => {
      const open = parseClockTime(s.open);
      const close = parseClockTime(s.close);
      if (close <= open || open < prevClose) throw new RangeError(`sessions must be ordered and non-empty (session ${i})`);
      const first = i === 0 ? 0 : slot;
      slot = first + (close - open);
      prevClose = close;
      return { open, close, first };
    });
    this.slotsPerDay = slot + 1;
  }

  /** The slot of a wall-clock minute (fractional minutes floor), clamped into the day's slots. */
  slotOf(minute: number): number {
    const m = Math.floor(minute);
    const spans = this.spans;
    if (m <= spans[0]!.open) return 0;
    for (let i = 0; i < spans.length; i++) {
      const s = spans[i]!;
      if (m <= s.close) return m <= s.open ? s.first : s.first + (m - s.open);
      const next = spans[i + 1];
      if (next && m < next.open) return s.first + (s.close - s.open); // in the break: the close's slot
    }
    return this.slotsPerDay - 1;
  }

  /**
   * Labels of a day: the first open, each hour after an open, each break as `11:30/13:00`, and
   * the last close (A-shares: 09:30, 10:30, 11:30/13:00, 14:00, 15:00).
   */
  labels(): SlotLabel[] {
    const out: SlotLabel[] = [];
    this.spans.forEach((s, i) => {
      const prev = this.spans[i - 1];
      out.push({ slot: s.first, text: prev ? `${clockText(prev.close)}/${clockText(s.open)}` : clockText(s.open) });
      for (let m = s.open + 60; m < s.close; m += 60) out.push({ slot: s.first + (m - s.open), text: clockText(m) });
    });
    const last = this.spans[this.spans.length - 1]!;
    out.push({ slot: this.slotsPerDay - 1, text: clockText(last.close) });
    return out;
  }
}
