/**
 * The screener's limit events of one stock on one day — 涨停, 跌停, 一字板, 炸板, 连板天数, 首板 and
 * the day before's — from the same day tables (market/history/daily-bars) and the same rules
 * (datacentre/limit-state) the data centre's 涨停连板 reads, so the two agree on every stock. Live,
 * today's state comes from the quote (its limit prices are the day's band) on top of the closed days.
 */
import { dayTable, HOLIDAY, LIMITED, type DayTable } from '../market/index';
import type { Snapshot } from '../market/index';
import type { PriceModel } from '../market/index';
import { isBroken, isLimitDown, isLimitUp, isOneWord, limitStreak, PRESENT } from '../datacentre/index';

/** The limit events of a stock's day. */
export interface LimitEvents {
  limitUp: boolean;
  limitDown: boolean;
  oneWord: boolean;
  broken: boolean;
  /** Consecutive limit-up closes ending that day (0 when not limit up). */
  streak: number;
  /** The stock's previous trading day (HK-only holidays stepped over). */
  limitUpPrev: boolean;
  limitDownPrev: boolean;
  brokenPrev: boolean;
}

/** Days read first; a streak that reaches back that far reads its whole run. */
const FIRST_READ = 12;
/** Longest run read (a year of trading days: no A-share streak comes near it). */
const MAX_READ = 250;

/** A day table's rows as limit rows (every row of a table is listed: PRESENT). */
function rowsOf(table: DayTable) {
  const flags = new Uint8Array(table.length);
  for (let r = 0; r < table.length; r++) flags[r] = table.flags[r]! | PRESENT;
  return { flags, close: table.close, limitUp: table.limitUp };
}

/** State of row r of a table (false when r is out of it). */
function stateAt(table: DayTable, flags: Uint8Array, r: number) {
  if (r < 0) return { up: false, down: false, broken: false };
  const f = flags[r]!;
  return {
    up: isLimitUp(f, table.close[r]!, table.limitUp[r]!),
    down: isLimitDown(f, table.close[r]!, table.limitDown[r]!),
    broken: isBroken(f, table.close[r]!, table.high[r]!, table.limitUp[r]!),
  };
}

/** The row before r that is a day of the stock's own exchange (an A-share's HK-only days are none). */
function previousRow(table: DayTable, r: number): number {
  let k = r - 1;
  while (k >= 0 && table.flags[k]! & HOLIDAY) k--;
  return k;
}

/** Limit events of trading index T from the closed day tables (T must be a closed day). */
export function closedLimitEvents(model: PriceModel, T: number): LimitEvents | null {
  let span = FIRST_READ;
  for (;;) {
    const table = dayTable(model, Math.max(0, T - span), T);
    if (!table || table.from + table.length - 1 !== T) return null;
    const rows = rowsOf(table);
    const r = table.length - 1;
    const run = limitStreak(rows, r);
    // A run reaching the first row read may go on before it; a table starting at the listing cannot.
    if (run.reachedStart && table.from > model.profile.listIdx && span < MAX_READ) {
      span = Math.min(MAX_READ, span * 4);
      continue;
    }
    const today = stateAt(table, rows.flags, r);
    const prev = stateAt(table, rows.flags, previousRow(table, r));
    return {
      limitUp: today.up,
      limitDown: today.down,
      oneWord: isOneWord(rows.flags[r]!, table.open[r]!, table.low[r]!, table.close[r]!, table.limitUp[r]!),
      broken: today.broken,
      streak: run.streak,
      limitUpPrev: prev.up,
      limitDownPrev: prev.down,
      brokenPrev: prev.broken,
    };
  }
}

/** What today's live events take from the closed days before: the day before's events and the run a limit-up today extends. */
interface Before {
  T: number;
  limitUpPrev: boolean;
  limitDownPrev: boolean;
  brokenPrev: boolean;
  /** Limit-up closes in a row before today (suspended days stepped over). */
  run: number;
}

/** The closed days' part of each model's live events, per day: the live table is rebuilt every second, the closed days do not change. */
const beforeCache = new WeakMap<PriceModel, Before>();

function beforeToday(model: PriceModel, T: number): Before {
  const hit = beforeCache.get(model);
  if (hit?.T === T) return hit;
  const out: Before = { T, limitUpPrev: false, limitDownPrev: false, brokenPrev: false, run: 0 };
  let span = FIRST_READ;
  while (T > model.profile.listIdx) {
    const table = dayTable(model, Math.max(0, T - span), T - 1);
    if (!table) break;
    const rows = rowsOf(table);
    const prev = stateAt(table, rows.flags, previousRow(table, table.length));
    out.limitUpPrev = prev.up;
    out.limitDownPrev = prev.down;
    out.brokenPrev = prev.broken;
    // Today as one more limit-up row after the closed ones: the run walks back from it by the same rule.
    const n = table.length;
    const flags = new Uint8Array(n + 1);
    flags.set(rows.flags);
    flags[n] = LIMITED | PRESENT;
    const close = Float64Array.from([...table.close, 1]);
    const limitUp = Float64Array.from([...table.limitUp, 1]);
    const run = limitStreak({ flags, close, limitUp }, n);
    if (run.reachedStart && table.from > model.profile.listIdx && span < MAX_READ) {
      span = Math.min(MAX_READ, span * 4);
      continue;
    }
    out.run = run.streak - 1;
    break;
  }
  beforeCache.set(model, out);
  return out;
}

/**
 * Limit events of today (trading index T, not closed) from the live quote on top of the closed days
 * before it: the quote's limit prices are today's band (null on a new listing's unlimited days).
 */
export function liveLimitEvents(model: PriceModel, T: number, q: Snapshot): LimitEvents {
  const traded = q.status !== 'suspended' && q.price > 0;
  const up = traded && q.limitUp !== null && q.price >= q.limitUp;
  const b = beforeToday(model, T);
  return {
    limitUp: up,
    limitDown: traded && q.limitDown !== null && q.price <= q.limitDown,
    oneWord: up && q.open === q.price && q.low === q.price,
    broken: traded && q.limitUp !== null && !up && q.high !== null && q.high >= q.limitUp,
    streak: up ? 1 + b.run : 0,
    limitUpPrev: b.limitUpPrev,
    limitDownPrev: b.limitDownPrev,
    brokenPrev: b.brokenPrev,
  };
}
