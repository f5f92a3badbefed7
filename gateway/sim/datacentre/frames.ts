/**
 * The market's closed days as columns: for every A-share (and 港股通 name), its daily bars — the
 * same bars the K-line shows, from `market/history/daily-bars` — kept in blocks of days, and the
 * *frame* of one day (close, change, amplitude, turnover, limit state) that every dataset of the
 * data centre reads.
 *
 * A cold day costs what it needs, not a whole history: a single day is read with the
 * {@link DAY_REACH} days either side (a dataset's "yesterday" and 三日 measures, and the day a reader
 * steps to next, for little more than the day alone); a range (the charts' history, the
 * {@link LOOKBACK} of 连板 streaks and 60-day extremes) is read as one block covering only the days
 * no built block holds yet. A stock's odd day outside them (a suspended stock's last traded day,
 * 龙虎榜's returns after a listing) is the stock's own short read; so are the days of a table that
 * lists a few hundred stocks ({@link Frames.rowsFrame}), and the 60-day windows of the few stocks a
 * day's own read does not settle ({@link Frames.extremes}).
 *
 * Point in time: a block never holds a day after the last closed day it was built with, and a
 * past day's bars never change, so a frame is the same whenever and however it is read.
 */
import { dayTable } from '../market/index';
import { LIMITED, LISTING, SUSPENDED } from '../market/index';
import type { PriceModel } from '../market/index';
import { ShareCapital } from '../market/index';
import type { Profile } from '../market/index';
import { Lru } from '../shared/lru';
import { yieldToLoop } from '../shared/slices';
import { dayBefore } from './days';
import { isBroken, isLimitDown, isLimitUp, PRESENT } from './limit-state';
import { type Block, type DayExtremes, type DayFrame, emptyFrame, LOOKBACK, rowBlock, type Stock } from './day-frame';
import { ExtremesWindow, NEAR_DAYS, settled, TRENDING } from './extremes-window';

/**
 * Days on each side of a day that its read covers: a dataset's "yesterday" and 三日 measures, and
 * the next day or previous day a reader steps to, come along for little more than the day itself
 * (each stock's read walks its 15-day close window anyway: 1 day ≈ 25 ms, 7 days ≈ 37 ms, 64 ≈ 165 ms
 * for the whole market).
 */
export const DAY_REACH = 3;

/** The frames of a market's A-shares. */
export class Frames {
  readonly stocks: Stock[];
  private readonly models: PriceModel[];
  /** Built blocks by `from|to`: aligned ranges, the short reads of single days and the look-back windows. */
  private readonly blocks = new Lru<string, Block>(32);
  private readonly frames = new Lru<number, DayFrame>(96);
  private readonly extremesByDay = new Lru<number, DayExtremes>(48);
  private readonly pending = new Map<string, Promise<void>>();

  constructor(profiles: readonly Profile[], models: readonly PriceModel[]) {
    this.stocks = [];
    this.models = [];
    for (const p of profiles) {
      const s = p.sec;
      if (s.kind !== 'capital' && s.kind !== 'hk') continue;
      this.stocks.push({
        slot: p.slot,
        id: `${s.code}.${s.suffix}`,
        code: s.code,
        name: s.name,
        exchange: s.suffix as Stock['exchange'],
        board: s.board as Stock['board'],
        industry: s.industry,
        st: s.st,
        listIdx: p.listIdx,
        listDate: s.listDate,
        key: p.key,
      });
      this.models.push(models[p.slot]!);
    }
  }

  /** Price model of row i. */
  model(i: number): PriceModel {
    return this.models[i]!;
  }

  /** A built block holding closed day d (a past day's bars never change, whichever last day a block was built with). */
  private holding(d: number, last: number): Block | undefined {
    if (d > last) return undefined;
    for (const [key, blk] of this.blocks.entries()) {
      if (d < blk.from || d >= blk.from + blk.length) continue;
      this.blocks.get(key);
      return blk;
    }
    return undefined;
  }

  /** Days of [from, to] no built block holds: the smallest span covering them, null when none. */
  private missing(from: number, to: number, last: number): [number, number] | null {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let d = Math.max(0, from); d <= Math.min(to, last); d++) {
      if (this.holding(d, last)) continue;
      lo = Math.min(lo, d);
      hi = Math.max(hi, d);
    }
    return lo <= hi ? [lo, hi] : null;
  }

  /** An empty block of days [from, to] with a step that fills the next stock (null when done). */
  private blockBuilder(from: number, to: number, last: number): { key: string; blk: Block; next: () => number | null } {
    const end = Math.min(to, last);
    const stride = Math.max(1, to - from + 1);
    const n = this.stocks.length;
    const len = Math.max(0, end - from + 1);
    const size = n * stride;
    const blk: Block = {
      from,
      length: len,
      stride,
      close: new Float64Array(size),
      pre: new Float64Array(size),
      open: new Float64Array(size),
      high: new Float64Array(size),
      low: new Float64Array(size),
      limitUp: new Float64Array(size),
      limitDown: new Float64Array(size),
      volume: new Float64Array(size),
      amount: new Float64Array(size),
      flags: new Uint8Array(size),
    };
    let i = 0;
    const next = () => {
      if (i >= n || len <= 0) return null;
      const table = dayTable(this.models[i]!, from, end);
      if (table) {
        for (let r = 0; r < table.length; r++) {
          const o = i * stride + (table.from + r - from);
          blk.close[o] = table.close[r]!;
          blk.pre[o] = table.pre[r]!;
          blk.open[o] = table.open[r]!;
          blk.high[o] = table.high[r]!;
          blk.low[o] = table.low[r]!;
          blk.limitUp[o] = table.limitUp[r]!;
          blk.limitDown[o] = table.limitDown[r]!;
          blk.volume[o] = table.volume[r]!;
          blk.amount[o] = table.amount[r]!;
          blk.flags[o] = table.flags[r]! | PRESENT;
        }
      }
      return ++i;
    };
    return { key: `${from}|${end}`, blk, next };
  }

  /** Builds the block of [from, to] now. */
  private build(from: number, to: number, last: number): Block {
    const { key, blk, next } = this.blockBuilder(from, to, last);
    while (next() !== null);
    this.blocks.set(key, blk);
    return blk;
  }

  /** The span a read of day d builds when nothing holds it: {@link DAY_REACH} days either side (up to the last closed day). */
  private static daySpan(d: number, last: number): [number, number] {
    return [Math.max(0, d - DAY_REACH), Math.min(d + DAY_REACH, last)];
  }

  /** A block holding day d, built (a short read) when none does. */
  private blockOf(d: number, last: number): Block {
    const hit = this.holding(d, last);
    if (hit) return hit;
    const [from, to] = Frames.daySpan(d, last);
    return this.build(from, to, last);
  }

  /**
   * Builds, in slices of at most `sliceMs` yielding to the event loop between them, what reads of
   * trading days [from, to] (capped at `last`) need: one block covering the days no built block
   * holds yet (a single day: its short read, {@link DAY_REACH} days either side). Reads afterwards find them.
   */
  async prepare(from: number, to: number, last: number, sliceMs = 15): Promise<void> {
    let span = this.missing(from, to, last);
    if (!span) return;
    // A few days: read them as a day's short read does, reaching to the days a reader steps to next.
    if (span[1] - span[0] < 2 * DAY_REACH) span = [Math.max(0, Math.min(span[0], span[1] - DAY_REACH)), Math.min(span[1] + DAY_REACH, last)];
    const builder = this.blockBuilder(span[0], span[1], last);
    const pending = this.pending.get(builder.key);
    if (pending) return pending;
    const run = (async () => {
      let started = performance.now();
      while (builder.next() !== null) {
        if (performance.now() - started > sliceMs) {
          await yieldToLoop();
          started = performance.now();
        }
      }
      this.blocks.set(builder.key, builder.blk);
    })();
    this.pending.set(builder.key, run);
    try {
      await run;
    } finally {
      this.pending.delete(builder.key);
    }
  }

  /** Close (yuan) of row i on day t, null when not listed or after `last` (a built frame or block, else the stock's own short read). */
  closeAt(i: number, t: number, last: number): number | null {
    if (t > last || t < 0) return null;
    const f = this.frames.get(t);
    if (f) return f.present[i] ? f.close[i]! : null;
    const blk = this.holding(t, last);
    if (blk) {
      const o = i * blk.stride + (t - blk.from);
      return (blk.flags[o]! & PRESENT) !== 0 ? blk.close[o]! / 1000 : null;
    }
    const table = dayTable(this.models[i]!, t, t);
    return table ? table.close[0]! / 1000 : null;
  }

  /** Whether row i was listed (1) and traded (2) on closed day d: 0 not listed, 1 suspended, 2 traded (a built block, else the stock's own short read). */
  stateAt(i: number, d: number, last: number): 0 | 1 | 2 {
    if (d > last || d < 0) return 0;
    const blk = this.holding(d, last);
    let flags: number;
    if (blk) flags = blk.flags[i * blk.stride + (d - blk.from)]!;
    else {
      const table = dayTable(this.models[i]!, d, d);
      flags = table ? table.flags[0]! | PRESENT : 0;
    }
    return !(flags & PRESENT) ? 0 : flags & SUSPENDED ? 1 : 2;
  }

  /** Per row: its float count (reads the model's actions once a year ahead, not every day). */
  private readonly floats: Array<ShareCapital | undefined> = [];

  /** Float shares of row i on day d (equal to `floatSharesAt`). */
  floatShares(i: number, d: number): number {
    let f = this.floats[i];
    if (!f) {
      const model = this.models[i]!;
      f = ShareCapital.float(model);
      this.floats[i] = f;
    }
    return f.at(d);
  }

  /** The frame of closed day t (t ≤ last): that day's bars of every stock. */
  frame(t: number, last: number): DayFrame {
    if (t > last) throw new Error(`day ${t} is after the last closed day ${last}`);
    const hit = this.frames.get(t);
    if (hit) return hit;
    const f = emptyFrame(t, this.stocks.length);
    const blk = this.blockOf(t, last);
    for (let i = 0; i < this.stocks.length; i++) this.fill(f, i, blk, i * blk.stride + (t - blk.from));
    this.frames.set(t, f);
    return f;
  }

  /**
   * The frame of closed day t as far as `rows` go (the other rows read as not listed): the day's
   * frame when it is built or a block holds the day, else only these stocks' own short reads — a
   * table listing a few hundred stocks does not read the whole market's day. Not kept.
   */
  rowsFrame(t: number, rows: Iterable<number>, last: number): DayFrame {
    if (t > last) throw new Error(`day ${t} is after the last closed day ${last}`);
    if (this.frames.get(t) || this.holding(t, last)) return this.frame(t, last);
    const f = emptyFrame(t, this.stocks.length);
    for (const i of rows) {
      const table = dayTable(this.models[i]!, t, t);
      if (table && table.from === t) this.fill(f, i, rowBlock(table), 0);
    }
    return f;
  }

  /** Row i of frame f from a block's bars at offset o. */
  private fill(f: DayFrame, i: number, blk: Block, o: number): void {
    const t = f.t;
    const flags = blk.flags[o]!;
    if (!(flags & PRESENT)) return;
    f.present[i] = 1;
    f.suspended[i] = flags & SUSPENDED ? 1 : 0;
    f.listing[i] = flags & LISTING ? 1 : 0;
    const pre = blk.pre[o]!;
    const close = blk.close[o]!;
    f.close[i] = close / 1000;
    f.pre[i] = pre / 1000;
    f.open[i] = blk.open[o]! / 1000;
    f.high[i] = blk.high[o]! / 1000;
    f.low[i] = blk.low[o]! / 1000;
    f.pct[i] = pre > 0 ? (close / pre - 1) * 100 : 0;
    f.amplitude[i] = pre > 0 ? ((blk.high[o]! - blk.low[o]!) / pre) * 100 : 0;
    f.volume[i] = blk.volume[o]!;
    f.amount[i] = blk.amount[o]!;
    const fs = this.floatShares(i, t);
    f.floatShares[i] = fs;
    f.turnover[i] = fs > 0 ? (blk.volume[o]! / fs) * 100 : 0;
    if (f.suspended[i]) return;
    const limited = (flags & LIMITED) !== 0;
    if (limited) {
      f.bandUp[i] = blk.limitUp[o]! / 1000;
      f.bandDown[i] = blk.limitDown[o]! / 1000;
    }
    f.limitUp[i] = isLimitUp(flags, close, blk.limitUp[o]!) ? 1 : 0;
    f.limitDown[i] = isLimitDown(flags, close, blk.limitDown[o]!) ? 1 : 0;
    f.broke[i] = isBroken(flags, close, blk.high[o]!, blk.limitUp[o]!) ? 1 : 0;
  }

  /**
   * 连板 streaks and 60-day extremes of day t, from the {@link LOOKBACK} days up to it. When blocks
   * hold the window ({@link prepare} it first to build in slices), or a day nearby was asked before
   * (a reader stepping through days), the window is read as blocks; otherwise, a cold day, the day's
   * own read settles most stocks — not limit up, and a high and a low inside those of its few days
   * before (or a day off the market among them): no 新高/新低, whatever came earlier — then 20 days
   * of their own settle most others, and only the rest read their own window.
   */
  extremes(t: number, last: number): DayExtremes {
    if (t > last) throw new Error(`day ${t} is after the last closed day ${last}`);
    const hit = this.extremesByDay.get(t);
    if (hit) return hit;
    const n = this.stocks.length;
    const x: DayExtremes = { streak: new Uint16Array(n), newHigh: new Uint8Array(n), newLow: new Uint8Array(n) };
    const first = Math.max(0, dayBefore(t, LOOKBACK - 1));
    const w = new ExtremesWindow(t - first + 1);
    const span = this.missing(first, t, last);
    // A reader stepping from a day read nearby reads the window as blocks (each next day then adds a few days).
    const stepping = [...this.extremesByDay.entries()].some(([d]) => Math.abs(d - t) < LOOKBACK);
    // A cold day: the day's own read settles most stocks, unless the market trended (most of it at a
    // high or a low of the last few days), when reading the window as blocks costs less than stock by stock.
    const day = span === null || stepping ? null : this.blockOf(t, last);
    const open: number[] = [];
    if (day) for (let i = 0; i < n; i++) if (!settled(day, i * day.stride + (t - day.from), Math.min(t - day.from, LOOKBACK - 1))) open.push(i);
    if (!day || open.length > TRENDING * n) {
      const rest = day ? this.missing(first, t, last) : span;
      if (rest) this.build(rest[0], rest[1], last);
      let blocks = Array.from({ length: w.length }, (_, k) => this.holding(first + k, last));
      // Building evicted a block the window reads: read the whole window as one block.
      if (blocks.some((b) => b === undefined)) {
        const whole = this.build(first, t, last);
        blocks = blocks.map(() => whole);
      }
      for (let i = 0; i < n; i++) {
        for (let k = 0; k < w.length; k++) {
          const blk = blocks[k]!;
          w.set(k, blk, i * blk.stride + (first + k - blk.from));
        }
        w.into(x, i);
      }
    } else {
      for (const i of open) {
        // Then a few weeks of its own, and only then the whole window.
        const near = t - first > NEAR_DAYS ? dayTable(this.models[i]!, t - NEAR_DAYS, t) : null;
        if (near && settled(rowBlock(near), t - near.from, t - near.from)) continue;
        const table = dayTable(this.models[i]!, first, t);
        const own = table ? rowBlock(table) : null;
        for (let k = 0; k < w.length; k++) {
          const r = own ? first + k - own.from : -1;
          if (!own || r < 0) w.clear(k);
          else w.set(k, own, r);
        }
        w.into(x, i);
      }
    }
    this.extremesByDay.set(t, x);
    return x;
  }
}
