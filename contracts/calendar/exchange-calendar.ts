/**
 * The exchange calendars of the product: which days the mainland exchanges (SSE, SZSE, BSE) and
 * HKEX trade, which HKEX days are half days, and the *trading index* — trading days counted from
 * {@link EPOCH_DAY} (2010-01-04, index 0 in both markets) — with its inverse.
 *
 * Built once per market into flat arrays over {@link CALENDAR_FIRST_YEAR}…{@link CALENDAR_LAST_YEAR}
 * (a byte per day and a running count), so every question is O(1) — history asks millions of
 * times. Outside those years the calendar is Monday to Friday (documented fallback: the sim's far
 * future and nothing the product shows as past).
 *
 * Sources and the yearly update: `mainland.ts` and `hkex.ts`.
 */
import type { TimetableMarket } from '../trading-timetable';
import { dayOfDate, formatDay, parseDay, weekday, isWeekend, yearOf } from './days';
import { HKEX_CALENDAR } from './hkex';
import { mainlandHolidays } from './mainland';

/** First and last year with real closures; raise CALENDAR_LAST_YEAR each December (see mainland.ts, hkex.ts). */
export const CALENDAR_FIRST_YEAR = 2009;
export const CALENDAR_LAST_YEAR = 2027;

/** 2010-01-04, a Monday and a trading day in both markets: trading index 0. */
export const EPOCH_DAY = 14613;

/**
 * A market's calendar, or `either`: the days on which the mainland or HKEX trades — the sim's one
 * trading index, so a date has one index in both markets (see gateway/sim/calendar/days.ts).
 */
export type CalendarMarket = TimetableMarket | 'either';

/** What a market does on a day. */
export type DayKind = 'closed' | 'open' | 'half';

const CLOSED = 0;
const OPEN = 1;
const HALF = 2;

/** A Monday, origin of the weekday ordinals used beyond the table. */
const MONDAY = EPOCH_DAY;

/** Ordinal of the last weekday on or before `day` (Monday-to-Friday counting from {@link MONDAY}). */
function weekdayOrdinal(day: number): number {
  const delta = day - MONDAY;
  const weeks = Math.floor(delta / 7);
  return weeks * 5 + Math.min(delta - weeks * 7, 4);
}

/** The day of a weekday ordinal. */
function dayOfWeekdayOrdinal(n: number): number {
  const weeks = Math.floor(n / 5);
  return MONDAY + weeks * 7 + (n - weeks * 5);
}

/** A closure or half day with its name, for listings and tests. */
export interface CalendarEntry {
  readonly day: number;
  readonly date: string;
  readonly kind: DayKind;
  readonly name: string;
}

/** One market's calendar, precomputed. */
export class ExchangeCalendar {
  /** First and last day of the table. */
  readonly firstDay = dayOfDate(CALENDAR_FIRST_YEAR, 1, 1);
  readonly lastDay = dayOfDate(CALENDAR_LAST_YEAR, 12, 31);
  private readonly kinds: Uint8Array;
  /** Open (or half) days up to and including each day of the table. */
  private readonly counts: Int32Array;
  /** Open days of the table in order. */
  private readonly openDays: Int32Array;
  /** Count at EPOCH_DAY − 1: subtracted so EPOCH_DAY is index 0. */
  private readonly base: number;
  private readonly names = new Map<number, string>();

  constructor(readonly market: CalendarMarket) {
    const n = this.lastDay - this.firstDay + 1;
    this.kinds = new Uint8Array(n);
    for (let i = 0; i < n; i++) this.kinds[i] = isWeekend(this.firstDay + i) ? CLOSED : OPEN;
    if (market === 'either') {
      // Open when either market trades: the closures common to both, no half days of its own.
      const cn = calendarOf('cn');
      const hk = calendarOf('hk');
      for (let i = 0; i < n; i++) {
        const day = this.firstDay + i;
        if (!cn.isTradingDay(day) && !hk.isTradingDay(day)) this.mark(formatDay(day), CLOSED, cn.names.get(day) ?? hk.names.get(day) ?? '');
      }
    }
    for (let year = CALENDAR_FIRST_YEAR; year <= CALENDAR_LAST_YEAR && market !== 'either'; year++) {
      if (market === 'cn') {
        for (const [date, name] of mainlandHolidays(year)) this.mark(date, CLOSED, name);
      } else {
        const table = HKEX_CALENDAR[year];
        if (!table) throw new Error(`HKEX calendar has no year ${year}`);
        for (const entry of table.closed) this.mark(`${year}-${entry.slice(0, 5)}`, CLOSED, entry.slice(6));
        for (const md of table.half) this.mark(`${year}-${md}`, HALF, '半日市');
      }
    }
    this.counts = new Int32Array(n);
    let count = 0;
    const open: number[] = [];
    for (let i = 0; i < n; i++) {
      if (this.kinds[i] !== CLOSED) {
        count++;
        open.push(this.firstDay + i);
      }
      this.counts[i] = count;
    }
    this.openDays = Int32Array.from(open);
    this.base = this.counts[EPOCH_DAY - 1 - this.firstDay]!;
    // The weekday extensions beyond the table join it at a weekday just before it and a trading day ending it.
    if (isWeekend(this.firstDay - 1) || !this.isTradingDay(this.lastDay)) throw new Error('calendar table must start after a weekday and end on a trading day');
  }

  private mark(date: string, kind: number, name: string): void {
    const day = parseDay(date);
    if (day === null) throw new Error(`bad calendar date ${date}`);
    if (isWeekend(day)) return;
    this.kinds[day - this.firstDay] = kind;
    this.names.set(day, name);
  }

  /** What the market does on `day`. */
  kind(day: number): DayKind {
    const k = this.rawKind(day);
    return k === CLOSED ? 'closed' : k === HALF ? 'half' : 'open';
  }

  private rawKind(day: number): number {
    if (day < this.firstDay || day > this.lastDay) return isWeekend(day) ? CLOSED : OPEN;
    return this.kinds[day - this.firstDay]!;
  }

  /** True when the market trades on `day` (a half day included). */
  isTradingDay(day: number): boolean {
    return this.rawKind(day) !== CLOSED;
  }

  /** True on a half day (HKEX: morning session only). */
  isHalfDay(day: number): boolean {
    return this.rawKind(day) === HALF;
  }

  /** Trading index of the last trading day on or before `day` (a closed day maps to the one before it). */
  tradingIndexOf(day: number): number {
    if (day < this.firstDay) return -1 - this.base - (weekdayOrdinal(this.firstDay - 1) - weekdayOrdinal(day));
    if (day > this.lastDay) return this.tradingIndexOf(this.lastDay) + (weekdayOrdinal(day) - weekdayOrdinal(this.lastDay));
    return this.counts[day - this.firstDay]! - 1 - this.base;
  }

  /** The day of a trading index (inverse of {@link tradingIndexOf} on trading days). */
  dayOfTradingIndex(index: number): number {
    const i = index + this.base;
    if (i >= 0 && i < this.openDays.length) return this.openDays[i]!;
    if (i < 0) return dayOfWeekdayOrdinal(weekdayOrdinal(this.firstDay - 1) + i + 1);
    const last = this.openDays[this.openDays.length - 1]!;
    return dayOfWeekdayOrdinal(weekdayOrdinal(last) + (i - this.openDays.length + 1));
  }

  /** The first trading day strictly after `day`. */
  nextTradingDay(day: number): number {
    return this.dayOfTradingIndex(this.tradingIndexOf(day) + 1);
  }

  /** The last trading day strictly before `day`. */
  previousTradingDay(day: number): number {
    return this.dayOfTradingIndex(this.tradingIndexOf(day - 1));
  }

  /** Trading days in the inclusive range [from, to]. */
  tradingDaysBetween(from: number, to: number): number {
    return to < from ? 0 : this.tradingIndexOf(to) - this.tradingIndexOf(from - 1);
  }

  /** Weekday closures and half days of a year, in date order, with their names. */
  entries(year: number): CalendarEntry[] {
    const out: CalendarEntry[] = [];
    for (let day = dayOfDate(year, 1, 1); yearOf(day) === year; day++) {
      if (weekday(day) === 0 || weekday(day) === 6) continue;
      const kind = this.kind(day);
      if (kind !== 'open') out.push({ day, date: new Date(day * 86_400_000).toISOString().slice(0, 10), kind, name: this.names.get(day) ?? '' });
    }
    return out;
  }
}

const calendars: Partial<Record<CalendarMarket, ExchangeCalendar>> = {};

/** The calendar of a market, or of days either market trades (built on first use, then shared). */
export function calendarOf(market: CalendarMarket): ExchangeCalendar {
  let c = calendars[market];
  if (!c) {
    c = new ExchangeCalendar(market);
    calendars[market] = c;
  }
  return c;
}
