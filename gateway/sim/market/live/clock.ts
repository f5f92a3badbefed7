/**
 * The simulated market's clock (`SIM_CLOCK`).
 *
 * - `live` (default, for demos): always inside an A-share session. Wall time since the clock was
 *   created is mapped 1:1 onto a loop of the A-share trading day — 9:15–11:30 then 13:00–15:00,
 *   255 minutes — starting at `startAt` (10:00 by default, so a fresh demo already has a morning
 *   to show). The date is the latest trading day on or before the wall date. Each loop replays the
 *   same simulated day: the engine resets when time goes backwards, and the day's path is a pure
 *   function of the seed, so the replay is identical.
 * - `real`: wall time; outside trading hours the market is quiet.
 * - a fixed instant (ISO 8601 or epoch ms), for tests; it can be moved by hand.
 */
import { dayStart, isTradingDay, localDay, MINUTE_MS } from '../../calendar/days';

/** How the clock maps wall time to market time. */
export type ClockMode = 'live' | 'real' | 'fixed';

/** Source of the market's "now", in epoch ms. */
export interface SimClock {
  readonly mode: ClockMode;
  now(): number;
}

/** A clock that stays where it is put. */
export interface FixedClock extends SimClock {
  readonly mode: 'fixed';
  set(ts: number): void;
  advance(ms: number): void;
}

/** A clock frozen at `ts`, moved only by `set` / `advance`. */
export function fixedClock(ts: number): FixedClock {
  if (!Number.isFinite(ts)) throw new Error(`fixed clock needs a finite epoch ms, got ${ts}`);
  let current = ts;
  return {
    mode: 'fixed',
    now: () => current,
    set(next) {
      if (!Number.isFinite(next)) throw new Error(`fixed clock needs a finite epoch ms, got ${next}`);
      current = next;
    },
    advance(ms) {
      current += ms;
    },
  };
}

/** Wall time. */
export function realClock(wallNow: () => number = Date.now): SimClock {
  return { mode: 'real', now: wallNow };
}

/** The live loop: minutes of the A-share day it plays, in order. */
export const LIVE_LOOP: ReadonlyArray<readonly [number, number]> = [
  [9 * 60 + 15, 11 * 60 + 30],
  [13 * 60, 15 * 60],
];
/** Length of the live loop in ms (255 minutes). */
export const LIVE_LOOP_MS = LIVE_LOOP.reduce((sum, [s, e]) => sum + (e - s), 0) * MINUTE_MS;

/** Options of {@link liveClock}. */
export interface LiveClockOptions {
  /** Wall time source (tests inject one). */
  wallNow?: () => number;
  /** Local time `HH:MM` at which the loop starts; must lie inside the loop. Default 10:00. */
  startAt?: string;
}

function loopOffsetOf(minuteOfDay: number): number | null {
  let before = 0;
  for (const [s, e] of LIVE_LOOP) {
    if (minuteOfDay >= s && minuteOfDay < e) return (before + minuteOfDay - s) * MINUTE_MS;
    before += e - s;
  }
  return null;
}

function timeOfDayAtLoopOffset(offsetMs: number): number {
  let rest = offsetMs;
  for (const [s, e] of LIVE_LOOP) {
    const len = (e - s) * MINUTE_MS;
    if (rest < len) return s * MINUTE_MS + rest;
    rest -= len;
  }
  return LIVE_LOOP[0]![0] * MINUTE_MS;
}

/** Latest trading day on or before `day`. */
function tradingDayOnOrBefore(day: number): number {
  let d = day;
  while (!isTradingDay(d)) d--;
  return d;
}

function parseHm(text: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m || Number(m[2]) > 59) throw new Error(`startAt must be HH:MM, got ${JSON.stringify(text)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The demo clock: wall time looped over an A-share trading day (see the module comment). */
export function liveClock(options: LiveClockOptions = {}): SimClock {
  const wallNow = options.wallNow ?? Date.now;
  const start = loopOffsetOf(parseHm(options.startAt ?? '10:00'));
  if (start === null) throw new Error(`startAt ${options.startAt} is outside the live loop (9:15–11:30, 13:00–15:00)`);
  const boot = wallNow();
  return {
    mode: 'live',
    now() {
      const wall = wallNow();
      const elapsed = Math.max(0, wall - boot);
      const offset = (start + elapsed) % LIVE_LOOP_MS;
      return dayStart(tradingDayOnOrBefore(localDay(wall))) + timeOfDayAtLoopOffset(offset);
    },
  };
}

/** A parsed `SIM_CLOCK` value. */
export type ClockSetting = { mode: 'live' } | { mode: 'real' } | { mode: 'fixed'; ts: number };

/**
 * Parses `SIM_CLOCK`: empty or `live` → live, `real` → real, an ISO 8601 instant (with offset, e.g.
 * `2026-11-20T10:30:00+08:00`) or an epoch-ms integer → fixed. Throws a clear error otherwise.
 */
export function parseClockSetting(value: string | undefined): ClockSetting {
  const text = (value ?? '').trim();
  if (text === '' || text === 'live') return { mode: 'live' };
  if (text === 'real') return { mode: 'real' };
  if (/^\d{10,14}$/.test(text)) return { mode: 'fixed', ts: Number(text) };
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const ts = Date.parse(text);
    if (Number.isFinite(ts)) return { mode: 'fixed', ts };
  }
  throw new Error(`SIM_CLOCK must be "live", "real", an ISO 8601 time or epoch ms; got ${JSON.stringify(text)}`);
}

/** Builds the clock a setting names. */
export function createClock(setting: ClockSetting, live: LiveClockOptions = {}): SimClock {
  switch (setting.mode) {
    case 'live':
      return liveClock(live);
    case 'real':
      return realClock(live.wallNow);
    case 'fixed':
      return fixedClock(setting.ts);
  }
}
