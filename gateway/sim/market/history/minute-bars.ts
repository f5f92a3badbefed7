/**
 * Minute bars of one security on one day, read off its day plan: complete for a past day, up to the
 * current tick for today. The first bar carries the opening auction, the last the closing auction;
 * A-share 14:58 and 14:59 are flat and volume-less (the closing call auction prints at 15:00).
 * Longer intraday periods group the minutes within each session segment (so an HK 60-minute bar
 * never spans lunch). The day's shape is the plan's own session: an HKEX half day ends at 12:00,
 * its closing auction folded into the 12:00 bar as the 16:00 bar takes it on a full day.
 */
import { dayStart, dayOfTradingIndex, MINUTE_MS } from '../../calendar/days';
import type { DayPlan } from './plan';
import { barEndMinute, TICKS_PER_SLOT, type SessionSpec } from '../../calendar/sessions';
import { SLOT_HI, SLOT_LO, slotAmount, slotCumulativeLots, slotRange, tickPrice, SLOT_RANGE_SIZE } from './slots';

/** Minute bars as columns: prices milli, volume shares, amount yuan; `ts` = bar end. */
export interface MinuteColumns {
  ts: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  amount: Float64Array;
  length: number;
  /** Volume and amount of the opening auction, included in the first bar. */
  openVolume: number;
  openAmount: number;
}

/** Empty columns with room for `n` bars. */
export function minuteColumns(n: number): MinuteColumns {
  return {
    ts: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    amount: new Float64Array(n),
    length: 0,
    openVolume: 0,
    openAmount: 0,
  };
}

/** How far into the day to read: continuous ticks done, and whether the closing auction has printed. */
export interface DayProgress {
  ticks: number;
  closed: boolean;
}

/** The whole day of a timetable (a plan's day: `fullDay(plan.session)`). */
export function fullDay(spec: SessionSpec): DayProgress {
  return { ticks: spec.contSlots * TICKS_PER_SLOT, closed: true };
}

/**
 * Minute bars of a plan up to `progress` (after the opening auction). A bar in progress is
 * included with the ticks so far; closing-auction bars appear once the close has printed.
 */
export function planMinuteBars(plan: DayPlan, progress: DayProgress): MinuteColumns {
  const spec = plan.session;
  const n = spec.contSlots;
  const out = minuteColumns(spec.bars);
  out.openVolume = plan.openLots * plan.lot;
  out.openAmount = (plan.openLots * plan.lot * plan.bar.open) / 1000;
  const base = dayStart(dayOfTradingIndex(plan.bar.idx));
  const range = new Float64Array(SLOT_RANGE_SIZE);
  const cum = new Float64Array(TICKS_PER_SLOT + 1);
  const lot = plan.lot;
  const fullSlots = Math.min(n, Math.floor(progress.ticks / TICKS_PER_SLOT));
  const partial = fullSlots < n ? progress.ticks - fullSlots * TICKS_PER_SLOT : 0;
  const slots = fullSlots + (partial > 0 || fullSlots === 0 ? 1 : 0);
  for (let m = 0; m < Math.min(slots, n); m++) {
    slotRange(plan, m, range);
    const ticks = m < fullSlots ? TICKS_PER_SLOT : partial;
    let open = m === 0 ? plan.bar.open : tickPrice(plan, m, 1, range);
    let high: number, low: number, close: number, volume: number, amount: number;
    if (ticks === TICKS_PER_SLOT) {
      high = range[SLOT_HI]!;
      low = range[SLOT_LO]!;
      close = plan.path[m + 1]!;
      volume = plan.slotLots[m]! * lot;
      amount = slotAmount(plan, m, range);
    } else {
      if (m === 0 && ticks === 0) open = plan.bar.open;
      high = low = close = open;
      slotCumulativeLots(plan, m, cum);
      for (let j = 1; j <= ticks; j++) {
        const p = tickPrice(plan, m, j, range);
        if (p > high) high = p;
        if (p < low) low = p;
        close = p;
      }
      volume = cum[ticks]! * lot;
      const lots = plan.slotLots[m]!;
      amount = lots > 0 ? (slotAmount(plan, m, range) * cum[ticks]!) / lots : 0;
    }
    if (m === 0) {
      volume += plan.openLots * lot;
      amount += (plan.openLots * lot * plan.bar.open) / 1000;
      if (plan.bar.open > high) high = plan.bar.open;
      if (plan.bar.open < low) low = plan.bar.open;
    }
    if (m === n - 1 && progress.closed && spec.bars === n) {
      // HK: the closing auction prints into the last continuous bar (16:00, or 12:00 on a half day).
      volume += plan.closeLots * lot;
      amount += (plan.closeLots * lot * plan.bar.close) / 1000;
      close = plan.bar.close;
    }
    pushBar(out, base + barEndMinute(spec, m) * MINUTE_MS, open, high, low, close, volume, amount);
  }
  if (progress.closed && spec.bars > n) {
    const flat = plan.path[n]!;
    for (let m = n; m < spec.bars - 1; m++) pushBar(out, base + barEndMinute(spec, m) * MINUTE_MS, flat, flat, flat, flat, 0, 0);
    const c = plan.bar.close;
    pushBar(out, base + barEndMinute(spec, spec.bars - 1) * MINUTE_MS, c, c, c, c, plan.closeLots * lot, (plan.closeLots * lot * c) / 1000);
  }
  return out;
}

/** Appends one bar. */
export function pushBar(out: MinuteColumns, ts: number, open: number, high: number, low: number, close: number, volume: number, amount: number): void {
  const i = out.length++;
  out.ts[i] = ts;
  out.open[i] = open;
  out.high[i] = high;
  out.low[i] = low;
  out.close[i] = close;
  out.volume[i] = volume;
  out.amount[i] = amount;
}

/** Appends bar `i` of `from` to `out`. */
export function copyBar(out: MinuteColumns, from: MinuteColumns, i: number): void {
  pushBar(out, from.ts[i]!, from.open[i]!, from.high[i]!, from.low[i]!, from.close[i]!, from.volume[i]!, from.amount[i]!);
}

/** Segment of minute bar m: its first bar position and length (closing-auction minutes join the last segment). */
function segmentOf(spec: SessionSpec, m: number): { start: number; length: number } {
  let before = 0;
  const last = spec.continuous.length - 1;
  for (let s = 0; s <= last; s++) {
    const [from, to] = spec.continuous[s]!;
    const len = s === last ? spec.bars - before : to - from;
    if (m < before + len || s === last) return { start: before, length: len };
    before += len;
  }
  return { start: 0, length: spec.bars };
}

/**
 * Groups one day's minute bars (row i = the day's bar i) into `size`-minute bars within each
 * session segment, each stamped at its scheduled end even while still in progress.
 */
export function groupMinutes(spec: SessionSpec, bars: MinuteColumns, size: number): MinuteColumns {
  if (size === 1) return bars;
  const out = minuteColumns(bars.length);
  out.openVolume = bars.openVolume;
  out.openAmount = bars.openAmount;
  let groupEnd = -1;
  for (let i = 0; i < bars.length; i++) {
    if (i > groupEnd) {
      const seg = segmentOf(spec, i);
      const g = Math.floor((i - seg.start) / size);
      groupEnd = Math.min(seg.start + (g + 1) * size, seg.start + seg.length) - 1;
      copyBar(out, bars, i);
      out.ts[out.length - 1] = bars.ts[i]! + (groupEnd - i) * MINUTE_MS;
      continue;
    }
    const o = out.length - 1;
    if (bars.high[i]! > out.high[o]!) out.high[o] = bars.high[i]!;
    if (bars.low[i]! < out.low[o]!) out.low[o] = bars.low[i]!;
    out.close[o] = bars.close[i]!;
    out.volume[o] = out.volume[o]! + bars.volume[i]!;
    out.amount[o] = out.amount[o]! + bars.amount[i]!;
  }
  return out;
}
