/**
 * Candlesticks for `kline`: daily bars from history plus today's bar from the live state,
 * adjusted (前复权 / 后复权) by the exact ex-date factors, grouped into weeks and months; minute
 * bars of past days from their plans plus today's from the live ticks, grouped into 5/15/30/60
 * minutes within each session segment.
 */
import { dayOfTradingIndex, dayStart, localDay, LOCAL_OFFSET_MS, MINUTE_MS, monthOf, tradingIndexOf, weekOf } from '../../calendar/days';
import { DAY_MS } from '../../../../contracts/calendar/index';
import type { DayTable } from '../history/day-table';
import { STAGE_CLOSED, STAGE_OPEN, type LiveEngine } from './engine';
import type { History } from '../history/history';
import { fullDay, groupMinutes, minuteColumns, planMinuteBars, pushBar, type MinuteColumns } from '../history/minute-bars';
import type { Profile } from '../model/profile';
import { barEndMinute, sessionAt } from '../../calendar/sessions';
import type { Adjust, KlineBar, Period } from '../types';

/** Most bars one request returns. */
export const MAX_BARS = 5000;
/** Trading days of minute history reachable by minute klines. */
export const MINUTE_HISTORY_DAYS = 60;

const MINUTE_SIZE: Partial<Record<Period, number>> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '60m': 60 };

/** A kline request. */
export interface KlineQuery {
  period: Period;
  adjust: Adjust;
  /** Number of bars, newest last (1…{@link MAX_BARS}). */
  count: number;
  /** Only bars stamped at or before this instant (epoch ms). */
  end?: number;
}

/** What kline reads for one security. */
export interface KlineSource {
  profile: Profile;
  engine: LiveEngine;
  history: History;
}

/** Price multipliers per table row and for today: none = 1, backward = B(t), forward = B(t) / B(today). */
interface Adjuster {
  row: Float64Array | null;
  today: number;
}

function adjuster(src: KlineSource, table: DayTable | null, adjust: Adjust): Adjuster {
  const { profile, engine, history } = src;
  const todayBar = engine.bars[profile.slot];
  const todayFactor = todayBar ? todayBar.factor : 1;
  if (adjust === 'none') return { row: null, today: 1 };
  const row = new Float64Array(table ? table.length : 0);
  if (adjust === 'forward') {
    // Divide by the factors after each day, accumulated from today backwards: the result does not
    // depend on where the table starts, so every period and range agree to the last bit.
    let after = todayFactor;
    for (let r = row.length - 1; r >= 0; r--) {
      row[r] = 1 / after;
      after *= table!.factor[r]!;
    }
    return { row, today: 1 };
  }
  // Backward: the product of every factor since listing, multiplied in ex-date order.
  let b = table ? history.factorBefore(profile.slot, table.from) : 1;
  for (let r = 0; r < row.length; r++) {
    b *= table!.factor[r]!;
    row[r] = b;
  }
  return { row, today: b * todayFactor };
}

/** True when today has a bar yet: the open has matched (or a net-value fund has published) and it is not suspended. */
export function hasTodayBar(engine: LiveEngine, slot: number): boolean {
  if (engine.bars[slot]?.suspended || engine.holiday[slot] === 1) return false;
  return engine.listed[slot] === 1 && engine.stage[slot]! >= STAGE_OPEN;
}

/** Trading days of history a daily-family request needs: `count` bars of `daysPerBar` days before `end`. */
function dailyRange(src: KlineSource, q: KlineQuery): number {
  const T = src.engine.tradingIdx;
  const endIdx = q.end === undefined ? T : Math.min(T, tradingIndexOf(localDay(q.end)));
  const daysPerBar = q.period === 'week' ? 5 : q.period === 'month' ? 23 : 1;
  // Headroom for suspended days and a partial first week or month.
  return endIdx - Math.ceil(q.count * daysPerBar * 1.05) - daysPerBar - 20;
}

/**
 * Trading index after the last day a daily request reads: today's for most, but a plain (unadjusted
 * or 后复权) daily request ending on a past day stops there. Those bars do not depend on the days
 * after them, so a past-day read (a past-date screen reads every stock this way) generates the
 * window it asks for instead of the whole history up to today (~6× less work ten years back, and
 * the whole-history tables are not thrashed out of their cache). 前复权 divides by the factors
 * after each day, and weeks/months are stamped at their last day, so those read up to today.
 */
function dailyUpTo(src: KlineSource, q: KlineQuery): number {
  const T = src.engine.tradingIdx;
  if (q.end === undefined || q.period !== 'day' || q.adjust === 'forward') return T;
  return Math.min(T, tradingIndexOf(localDay(q.end)) + 1);
}

function dailyBars(src: KlineSource, adjust: Adjust, from: number, upTo: number = src.engine.tradingIdx): KlineBar[] {
  const { profile, engine, history } = src;
  const slot = profile.slot;
  const table = history.days(slot, from, upTo);
  const adj = adjuster(src, table, adjust);
  const out: KlineBar[] = [];
  if (table) {
    for (let r = 0; r < table.length; r++) {
      if (table.suspended(r)) continue;
      const k = adj.row ? adj.row[r]! : 1;
      out.push({
        ts: dayStart(dayOfTradingIndex(table.from + r)),
        open: (table.open[r]! * k) / 1000,
        high: (table.high[r]! * k) / 1000,
        low: (table.low[r]! * k) / 1000,
        close: (table.close[r]! * k) / 1000,
        preClose: (table.pre[r]! * k) / 1000,
        volume: table.volume[r]!,
        amount: table.amount[r]!,
      });
    }
  }
  if (upTo === engine.tradingIdx && hasTodayBar(engine, slot)) {
    const k = adj.today;
    out.push({
      ts: engine.dayStartTs,
      open: (engine.open[slot]! * k) / 1000,
      high: (engine.high[slot]! * k) / 1000,
      low: (engine.low[slot]! * k) / 1000,
      close: (engine.last[slot]! * k) / 1000,
      preClose: (engine.pre[slot]! * k) / 1000,
      volume: engine.volume[slot]!,
      amount: engine.amount[slot]!,
    });
  }
  return out;
}

/** Groups daily bars by week or month; each group is stamped at its last day. */
function groupDaily(bars: readonly KlineBar[], keyOf: (day: number) => number): KlineBar[] {
  const out: KlineBar[] = [];
  let key = NaN;
  for (const b of bars) {
    const k = keyOf(Math.floor((b.ts + LOCAL_OFFSET_MS) / DAY_MS));
    const o = out[out.length - 1];
    if (k !== key || !o) {
      key = k;
      out.push({ ...b });
      continue;
    }
    o.ts = b.ts;
    if (b.high > o.high) o.high = b.high;
    if (b.low < o.low) o.low = b.low;
    o.close = b.close;
    o.volume += b.volume;
    o.amount += b.amount;
  }
  return out;
}

/** Today's minute bars (prices milli) from the live state; null before the open or when not trading. */
export function todayMinutes(src: KlineSource): MinuteColumns | null {
  const { profile, engine } = src;
  const slot = profile.slot;
  if (!hasTodayBar(engine, slot)) return null;
  const composite = engine.composite(slot);
  if (composite) {
    const out = minuteColumns(composite.barCount);
    out.openVolume = composite.openVolume;
    out.openAmount = composite.openAmount;
    const b = composite.bars;
    for (let m = 0; m < composite.barCount; m++) {
      const o = m * 6;
      const ts = engine.dayStartTs + barEndMinute(engine.session(profile), m) * MINUTE_MS;
      pushBar(out, ts, b[o]!, b[o + 1]!, b[o + 2]!, b[o + 3]!, b[o + 4]!, b[o + 5]!);
    }
    return out;
  }
  const plan = engine.plans[slot];
  if (!plan) return null;
  return planMinuteBars(plan, { ticks: engine.ticksDone[slot]!, closed: engine.stage[slot] === STAGE_CLOSED });
}

/** Minute bars of a past trading day (prices milli); null when it did not trade. */
export function pastMinutes(src: KlineSource, t: number): MinuteColumns | null {
  const { profile, engine, history } = src;
  const composite = engine.composite(profile.slot);
  if (composite) return history.compositeDayMinutes(composite.def, t);
  const plan = history.plan(profile.slot, t);
  return plan ? planMinuteBars(plan, fullDay(plan.session)) : null;
}

function minuteBars(src: KlineSource, size: number, adjust: Adjust, count: number, end: number): KlineBar[] {
  const { profile, engine, history } = src;
  const table = history.days(profile.slot, engine.tradingIdx - MINUTE_HISTORY_DAYS - 20, engine.tradingIdx);
  const adj = adjuster(src, table, adjust);
  // Days newest first: today, then traded past days, until enough bars or the reach ends.
  const days: KlineBar[][] = [];
  let total = 0;
  const collect = (columns: MinuteColumns | null, t: number, multiplier: number, preClose: number) => {
    if (!columns || columns.length === 0) return;
    const grouped = groupMinutes(sessionAt(profile.market, t), columns, size);
    const k = multiplier;
    const bars: KlineBar[] = [];
    let pre = (preClose * k) / 1000;
    for (let i = 0; i < grouped.length; i++) {
      const close = (grouped.close[i]! * k) / 1000;
      if (grouped.ts[i]! <= end) {
        const open = (grouped.open[i]! * k) / 1000;
        bars.push({
          ts: grouped.ts[i]!,
          open,
          high: (grouped.high[i]! * k) / 1000,
          low: (grouped.low[i]! * k) / 1000,
          close,
          preClose: pre,
          volume: grouped.volume[i]!,
          amount: grouped.amount[i]!,
        });
      }
      pre = close;
    }
    days.push(bars);
    total += bars.length;
  };
  collect(todayMinutes(src), engine.tradingIdx, adj.today, engine.pre[profile.slot]!);
  if (table) {
    for (let r = table.length - 1, reached = 0; r >= 0 && reached < MINUTE_HISTORY_DAYS && total < count; r--) {
      if (table.suspended(r)) continue;
      reached++;
      collect(pastMinutes(src, table.from + r), table.from + r, adj.row ? adj.row[r]! : 1, table.pre[r]!);
    }
  }
  const out: KlineBar[] = [];
  for (let d = days.length - 1; d >= 0; d--) out.push(...days[d]!);
  return out.slice(Math.max(0, out.length - count));
}

/**
 * Builds ahead, in slices that yield, the history a daily-family {@link kline} request of a computed
 * index would build in one piece (history.ts `prepareDays`); minute requests and securities need
 * nothing ahead. Await it before the request to keep the event loop free.
 */
export function prepareKline(src: KlineSource, q: KlineQuery, sliceMs?: number): Promise<void> {
  if (MINUTE_SIZE[q.period] !== undefined) return Promise.resolve();
  return src.history.prepareDays(src.profile.slot, dailyRange(src, q), dailyUpTo(src, q), sliceMs);
}

/** Bars of one security for a kline request, oldest first. */
export function kline(src: KlineSource, q: KlineQuery): KlineBar[] {
  const end = q.end ?? Infinity;
  const size = MINUTE_SIZE[q.period];
  if (size !== undefined) return minuteBars(src, size, q.adjust, q.count, end);
  let bars = dailyBars(src, q.adjust, dailyRange(src, q), dailyUpTo(src, q));
  if (q.period === 'week') bars = groupDaily(bars, weekOf);
  if (q.period === 'month') bars = groupDaily(bars, monthOf);
  let hi = bars.length;
  while (hi > 0 && bars[hi - 1]!.ts > end) hi--;
  return bars.slice(Math.max(0, hi - q.count), hi);
}
