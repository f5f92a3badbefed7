/**
 * K-line 叠加: up to three other codes drawn over the price pane in percent from a common start,
 * the first visible bar. No DOM, no pixels.
 *
 * Each series is aligned to the main bars by time (a day key for daily bars, so an HK close and an
 * A-share close of the same date meet whatever time of day each bar carries; the exact minute for
 * intraday bars), carrying its last close over days it did not trade, NaN before it starts. On a
 * frame, a series' base is its first visible bar with a value (the first visible bar, unless it
 * started later); it is drawn through the main close at that bar, scaled by its own returns, so the
 * distance between two lines reads as the difference of their returns since the start.
 */
import type { MarketClock } from '../time-format';
import { assertBar, assertBars, mergeLastBar, type Bar, type BarMerge } from './bar';
import type { ValueRange } from './price-scale';
import type { IndexRange } from './time-scale';

/** Most codes one K-line compares with. */
export const MAX_COMPARE = 3;

/** A compared code: its id, its legend label and its bars (oldest first, same period as the chart). */
export interface CompareSeries {
  id: string;
  label: string;
  bars: readonly Bar[];
}

/** One series on a frame: aligned closes, base bar and the factor to the main pane's prices. */
export interface CompareLine {
  id: string;
  label: string;
  /** Colour slot (0–2) = position in the list. */
  slot: number;
  /** Close aligned to each main bar (NaN before the series starts). */
  values: Float64Array;
  /** The bar percents are counted from (−1 when nothing is visible). */
  base: number;
  /** Main close at `base` ÷ series close at `base`: `values[i] × factor` is drawn on the price scale. */
  factor: number;
}

/** The compare lines of one visible range. */
export interface CompareFrame {
  /** The first visible bar: the main series' percents start there. */
  start: number;
  /** The last visible bar. */
  end: number;
  lines: CompareLine[];
  /** Price-scale values the lines reach over the visible bars (null when none). */
  range: ValueRange | null;
}

/** What the legend shows at one bar: percents since the start, NaN where a series has no value. */
export interface CompareReadout {
  /** The bar read (the crosshair's, else the last visible). */
  index: number;
  /** The main series' percent since the first visible bar. */
  main: number;
  series: Array<{ id: string; label: string; slot: number; pct: number }>;
}

/** The key bars are matched on: the wall-clock day for daily bars, the instant for intraday ones. */
export function alignKey(clock: MarketClock, intraday: boolean): (t: number) => number {
  return intraday ? (t) => t : (t) => clock.dayNumber(t);
}

/**
 * The closes of `other` at each bar of `main`: the close of its last bar whose key is at or before
 * the main bar's key (carried over days it did not trade), NaN before its first bar. Both lists are
 * oldest first, so one merge pass: O(main + other).
 */
export function alignCloses(main: readonly Bar[], other: readonly Bar[], key: (t: number) => number): Float64Array {
  const out = new Float64Array(main.length);
  let j = 0;
  let close = Number.NaN;
  for (let i = 0; i < main.length; i++) {
    const k = key(main[i]!.t);
    while (j < other.length && key(other[j]!.t) <= k) close = other[j++]!.c;
    out[i] = close;
  }
  return out;
}

/** The first index in [from, to] whose value is a positive number, or −1. */
export function firstValued(values: ArrayLike<number>, from: number, to: number): number {
  for (let i = Math.max(0, from); i <= to && i < values.length; i++) if (values[i]! > 0) return i;
  return -1;
}

/** The change of `value` from `base` in percent; NaN unless both are positive. */
export function percentFrom(base: number, value: number): number {
  return base > 0 && value > 0 ? (value / base - 1) * 100 : Number.NaN;
}

/** Throws a RangeError unless `series` is a valid compare list. */
export function assertCompareSeries(series: readonly CompareSeries[]): void {
  if (!Array.isArray(series)) throw new RangeError('compare series must be an array');
  if (series.length > MAX_COMPARE) throw new RangeError(`at most ${MAX_COMPARE} compare series, got ${series.length}`);
  const ids = new Set<string>();
  series.forEach((s, i) => {
    if (s === null || typeof s !== 'object') throw new RangeError(`compare[${i}] must be an object`);
    if (typeof s.id !== 'string' || s.id === '') throw new RangeError(`compare[${i}].id must be a non-empty string`);
    if (ids.has(s.id)) throw new RangeError(`compare[${i}].id ${s.id} is listed twice`);
    ids.add(s.id);
    if (typeof s.label !== 'string' || s.label === '') throw new RangeError(`compare[${i}].label must be a non-empty string`);
    assertBars(s.bars);
  });
}

/** The main bars an alignment was computed for: recomputed when bars are replaced or appended. */
interface AlignedFor {
  bars: readonly Bar[];
  length: number;
  lastT: number;
  intraday: boolean;
}

/** The compared series of one chart, their alignment (cached) and each frame's lines. */
export class CompareSet {
  private list: Array<{ id: string; label: string; bars: Bar[] }> = [];
  private aligned: Float64Array[] = [];
  private alignedFor: AlignedFor | null = null;

  /** The series, in order. */
  get series(): readonly CompareSeries[] {
    return this.list;
  }

  /** Replaces the series (validated; an empty list removes them all). */
  set(series: readonly CompareSeries[]): void {
    assertCompareSeries(series);
    this.list = series.map((s) => ({ id: s.id, label: s.label, bars: s.bars.slice() }));
    this.alignedFor = null;
  }

  /** Live bar of one series: same time replaces its last bar, later appends, earlier is ignored; unknown ids are ignored. */
  update(id: string, bar: Bar): BarMerge {
    const s = this.list.find((x) => x.id === id);
    if (!s) {
      assertBar(bar);
      return 'stale';
    }
    const merge = mergeLastBar(s.bars, bar);
    if (merge !== 'stale') this.alignedFor = null;
    return merge;
  }

  /** The lines over `range` of `bars` (null without series or visible bars). */
  frame(bars: readonly Bar[], range: IndexRange | null, clock: MarketClock, intraday: boolean): CompareFrame | null {
    if (this.list.length === 0 || !range || bars.length === 0) return null;
    const aligned = this.alignedTo(bars, clock, intraday);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const lines = this.list.map((s, slot): CompareLine => {
      const values = aligned[slot]!;
      const base = firstValued(values, range.from, range.to);
      const factor = base >= 0 ? bars[base]!.c / values[base]! : Number.NaN;
      if (base >= 0) {
        for (let i = base; i <= range.to; i++) {
          const v = values[i]! * factor;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      }
      return { id: s.id, label: s.label, slot, values, base, factor };
    });
    return { start: range.from, end: range.to, lines, range: min <= max ? { min, max } : null };
  }

  /** Percents at bar `index` of a frame. */
  readout(bars: readonly Bar[], frame: CompareFrame, index: number): CompareReadout {
    const start = bars[frame.start];
    const at = bars[index];
    return {
      index,
      main: start && at ? percentFrom(start.c, at.c) : Number.NaN,
      series: frame.lines.map((l) => ({
        id: l.id,
        label: l.label,
        slot: l.slot,
        pct: l.base >= 0 && index >= l.base ? percentFrom(l.values[l.base]!, l.values[index]!) : Number.NaN,
      })),
    };
  }

  private alignedTo(bars: readonly Bar[], clock: MarketClock, intraday: boolean): Float64Array[] {
    const f = this.alignedFor;
    const lastT = bars[bars.length - 1]!.t;
    if (!f || f.bars !== bars || f.length !== bars.length || f.lastT !== lastT || f.intraday !== intraday) {
      const key = alignKey(clock, intraday);
      this.aligned = this.list.map((s) => alignCloses(bars, s.bars, key));
      this.alignedFor = { bars, length: bars.length, lastT, intraday };
    }
    return this.aligned;
  }
}

/** True when two readouts show the same figures (the legend need not change). */
export function sameReadout(a: CompareReadout, b: CompareReadout): boolean {
  if (a.index !== b.index || !sameNumber(a.main, b.main) || a.series.length !== b.series.length) return false;
  return a.series.every((s, i) => {
    const o = b.series[i]!;
    return s.id === o.id && s.label === o.label && sameNumber(s.pct, o.pct);
  });
}

function sameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}
