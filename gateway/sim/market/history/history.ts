/**
 * Lazily generated history: a security's daily bars from 2010 (or its listing) to yesterday, its
 * past days' intraday plans, and the indexes' daily and minute bars computed from their members.
 * Everything is generated on first request from `hash(seed, id)` and kept in LRU caches, so a boot
 * generates nothing and memory stays bounded however many securities are browsed.
 */
import type { Composite } from './composite';
import { indexSharesAt } from '../model/share-count';
import { dayBar, dayTable, isHoliday } from './daily-bars';
import { DayTable, type DayBar } from './day-table';
import { HOLIDAY, SUSPENDED } from './day-table';
import type { PriceModel } from '../model/price-model';
import type { Profile } from '../model/profile';
import { buildDayPlan } from './day-plan';
import type { DayPlan } from './plan';
import type { Factors } from '../model/factors';
import { Lru } from '../../shared/lru';
import { runNow, runSliced, type SteppedBuild } from '../../shared/slices';
import { fullDay, minuteColumns, planMinuteBars, pushBar, type MinuteColumns } from './minute-bars';
import { barEndMinute, sessionAt, type SessionSpec } from '../../calendar/sessions';
import { dayStart, dayOfTradingIndex, MINUTE_MS } from '../../calendar/days';

/** What the engine is built from. */
export interface EngineContext {
  readonly profiles: readonly Profile[];
  readonly models: readonly PriceModel[];
  readonly factors: Factors;
  readonly composites: ReadonlyMap<number, Composite>;
}

/** First trading index of generated history: 2010-01-04. */
export const HISTORY_FROM = 0;
/** Ranges longer than this many days are served from the cached whole history. */
const FULL_TABLE_THRESHOLD = 600;
/** Share of the members' summed high/low excursion an index keeps (members do not peak together). */
const INDEX_RANGE_SHARE = 0.6;

/**
 * Builds a computed index's day table over [first, T − 1] elsewhere (a worker thread over an
 * identical market: the sim's past-table worker); a rejection leaves it to the slices here.
 */
export type CompositeDaysBuilder = (slot: number, first: number, T: number) => Promise<DayTable>;

/** History of a universe, cached. */
export class History {
  private readonly tables = new Lru<string, DayTable>(64);
  private readonly compositeTables = new Lru<string, DayTable>(32);
  /** Composite tables being built in slices ({@link prepareDays}), shared by concurrent callers. */
  private readonly compositeBuilds = new Map<string, Promise<void>>();
  private readonly plans = new Lru<string, DayPlan | null>(1024);
  private readonly compositeMinutes = new Lru<string, MinuteColumns>(256);
  private readonly actionFactors = new Map<number, Map<number, number>>();

  private readonly listingCloses = new Map<number, number>();

  private offload: CompositeDaysBuilder | null = null;

  constructor(private readonly ctx: EngineContext) {}

  /** From now on, {@link prepareDays} has computed indexes' tables built by `builder` (see {@link CompositeDaysBuilder}). */
  offloadComposites(builder: CompositeDaysBuilder): void {
    this.offload = builder;
  }

  /** A computed index's table over [first, T − 1], built now in one piece (what a {@link CompositeDaysBuilder} computes). */
  compositeDays(slot: number, first: number, T: number): DayTable {
    const composite = this.ctx.composites.get(slot);
    if (!composite) throw new Error(`slot ${slot} is not a computed index`);
    if (!Number.isInteger(first) || !Number.isInteger(T) || first < HISTORY_FROM || T <= first) throw new Error(`bad range [${first}, ${T})`);
    return this.compositeTable(composite, first, T);
  }

  /** Model parameters of a universe position. */
  profile(slot: number): Profile {
    return this.ctx.profiles[slot]!;
  }

  /** Price model of a universe position. */
  model(slot: number): PriceModel {
    return this.ctx.models[slot]!;
  }

  /** The daily bar of one day (not cached: a handful of model reads). */
  dayBar(slot: number, t: number): DayBar {
    return dayBar(this.ctx.models[slot]!, t);
  }

  /** Close of a security's listing day. */
  listingClose(slot: number): number {
    let close = this.listingCloses.get(slot);
    if (close === undefined) {
      const model = this.ctx.models[slot]!;
      close = dayBar(model, model.profile.listIdx).close;
      this.listingCloses.set(slot, close);
    }
    return close;
  }

  /**
   * Daily bars of a security (or computed index) covering trading days [from, T − 1]; null when it
   * was not listed by then. Short ranges of a security are generated on the spot (about a
   * microsecond a day); long ones, and an index's ranges, are generated once and cached. The
   * table may start earlier than `from`: callers index by `table.from`.
   */
  days(slot: number, from: number, T: number): DayTable | null {
    const start = Math.max(from, HISTORY_FROM);
    if (T - start > FULL_TABLE_THRESHOLD) return this.fullTable(slot, T);
    const composite = this.ctx.composites.get(slot);
    if (!composite) return dayTable(this.ctx.models[slot]!, start, T - 1);
    // An index's range costs a pass over every member: keep it, clients repeat their requests.
    const key = `${slot}|${start}|${T}`;
    let table = this.compositeTables.get(key);
    if (!table) {
      table = this.compositeTable(composite, start, T);
      this.compositeTables.set(key, table);
    }
    return table;
  }

  /**
   * Builds ahead, in slices that yield to the event loop, what {@link days} would build for a
   * computed index over [from, T − 1], and keeps it, so the {@link days} call after it is a cache
   * hit. An index's table sums every member's bars: 300 members × ten years held the sim for
   * 1.5–4.5 s in one piece (a past-date screen reads 沪深300 as its benchmark). It is a long pure
   * loop over members: with a builder ({@link offloadComposites}: the sim's worker thread, which holds
   * its own copy of every member's price model) it is built there, else in slices here. A security's
   * own table (about a microsecond a day) is left to {@link days}.
   */
  prepareDays(slot: number, from: number, T: number, sliceMs?: number): Promise<void> {
    const composite = this.ctx.composites.get(slot);
    if (!composite) return Promise.resolve();
    const start = Math.max(from, HISTORY_FROM);
    const full = T - start > FULL_TABLE_THRESHOLD;
    const key = full ? `${slot}|${T}` : `${slot}|${start}|${T}`;
    if (this.compositeTables.get(key)) return Promise.resolve();
    let building = this.compositeBuilds.get(key);
    if (!building) {
      const first = full ? HISTORY_FROM : start;
      const here = () => runSliced(this.compositeBuild(composite, first, T), sliceMs);
      const elsewhere = (offload: CompositeDaysBuilder) =>
        offload(slot, first, T).then((table) => {
          if (table.from !== first || table.length !== T - first) throw new Error(`a table of [${table.from}, +${table.length}) for [${first}, ${T})`);
          return table;
        });
      building = (this.offload ? elsewhere(this.offload).catch(here) : here())
        .then((table) => {
          this.compositeTables.set(key, table);
        })
        .finally(() => this.compositeBuilds.delete(key));
      this.compositeBuilds.set(key, building);
    }
    return building;
  }

  private fullTable(slot: number, T: number): DayTable | null {
    const key = `${slot}|${T}`;
    const hit = this.tables.get(key) ?? this.compositeTables.get(key);
    if (hit) return hit;
    const composite = this.ctx.composites.get(slot);
    if (composite) {
      const table = this.compositeTable(composite, HISTORY_FROM, T);
      this.compositeTables.set(key, table);
      return table;
    }
    const table = dayTable(this.ctx.models[slot]!, HISTORY_FROM, T - 1);
    if (table) this.tables.set(key, table);
    return table;
  }

  /**
   * Product of the exact adjustment factors of the ex-dates before trading day `before`, so
   * backward adjustment (后复权) is based on the listing day whatever range a table covers.
   */
  factorBefore(slot: number, before: number): number {
    const model = this.ctx.models[slot]!;
    let known = this.actionFactors.get(slot);
    if (!known) {
      known = new Map();
      this.actionFactors.set(slot, known);
    }
    let factor = 1;
    for (const a of model.actionsUpTo(before - 1)) {
      let f = known.get(a.idx);
      if (f === undefined) {
        f = dayBar(model, a.idx).factor;
        known.set(a.idx, f);
      }
      factor *= f;
    }
    return factor;
  }

  /** The intraday plan of a security on a past trading day t (null when suspended or not listed). */
  plan(slot: number, t: number): DayPlan | null {
    const key = `${slot}|${t}`;
    const hit = this.plans.get(key);
    if (hit !== undefined) return hit;
    const p = this.ctx.profiles[slot]!;
    const plan = t < p.listIdx || p.cls === 'nav' ? null : buildDayPlan(p, this.ctx.factors, dayBar(this.ctx.models[slot]!, t));
    this.plans.set(key, plan);
    return plan;
  }

  private compositeTable(def: Composite, first: number, T: number): DayTable {
    return runNow(this.compositeBuild(def, first, T));
  }

  /** {@link compositeTable} as a build that yields after each member (see {@link prepareDays}). */
  private *compositeBuild(def: Composite, first: number, T: number): SteppedBuild<DayTable> {
    const { profiles, models } = this.ctx;
    const from = first - 1;
    const n = T - from;
    const close = new Float64Array(n);
    const open = new Float64Array(n);
    const high = new Float64Array(n);
    const low = new Float64Array(n);
    const volume = new Float64Array(n);
    const amount = new Float64Array(n);
    for (let j = 0; j < def.members.length; j++) {
      const slot = def.members[j]!;
      const model = models[slot]!;
      const list = profiles[slot]!.listIdx;
      if (list >= T) {
        const term = def.kappa * indexSharesAt(model, list) * this.listingClose(slot);
        for (let i = 0; i < n; i++) {
          close[i] = close[i]! + term;
          open[i] = open[i]! + term;
          high[i] = high[i]! + term;
          low[i] = low[i]! + term;
        }
        continue;
      }
      yield;
      const table = dayTable(model, from, T - 1)!;
      const actions = model.actionsUpTo(T - 1);
      let shares = indexSharesAt(model, table.from - 1);
      let next = actions.findIndex((a) => a.idx >= table.from);
      if (next < 0) next = actions.length;
      const fixed = list >= table.from ? def.kappa * indexSharesAt(model, list) * table.close[list - table.from]! : 0;
      for (let i = 0; i < n; i++) {
        const t = from + i;
        // Up to and including its listing day a member counts at its listing-day close (so a
        // listing never moves the level, as live-composite.ts does all that day); from that day on
        // its volume and amount count.
        if (t <= list) {
          close[i] = close[i]! + fixed;
          open[i] = open[i]! + fixed;
          high[i] = high[i]! + fixed;
          low[i] = low[i]! + fixed;
          if (t === list) {
            volume[i] = volume[i]! + table.volume[t - table.from]!;
            amount[i] = amount[i]! + table.amount[t - table.from]!;
          }
          continue;
        }
        while (next < actions.length && actions[next]!.idx <= t) shares *= 1 + actions[next++]!.bonus;
        const r = t - table.from;
        const coef = def.kappa * shares;
        close[i] = close[i]! + coef * table.close[r]!;
        open[i] = open[i]! + coef * table.open[r]!;
        high[i] = high[i]! + coef * table.high[r]!;
        low[i] = low[i]! + coef * table.low[r]!;
        volume[i] = volume[i]! + table.volume[r]!;
        amount[i] = amount[i]! + table.amount[r]!;
      }
    }
    const out = new DayTable(first, n - 1, new Map());
    const index = profiles[def.slot]!;
    for (let i = 1; i < n; i++) {
      const r = i - 1;
      // Its members do not trade on their exchange's holidays, so neither does the index.
      if (isHoliday(index, from + i)) out.flags[r] = SUSPENDED | HOLIDAY;
      const c = Math.round(close[i]!);
      const o = Math.round(open[i]!);
      const top = Math.max(o, c);
      const bottom = Math.min(o, c);
      out.pre[r] = Math.round(close[i - 1]!);
      out.open[r] = o;
      out.close[r] = out.contClose[r] = c;
      out.high[r] = top + Math.max(0, Math.round(INDEX_RANGE_SHARE * (high[i]! - top)));
      out.low[r] = bottom - Math.max(0, Math.round(INDEX_RANGE_SHARE * (bottom - low[i]!)));
      out.volume[r] = volume[i]!;
      out.amount[r] = amount[i]!;
      out.factor[r] = 1;
    }
    return out;
  }

  /** On its listing day a member's price counts fixed, but its minute volume and amount count (as live). */
  private listingDayMinutes(sums: Float64Array, slot: number, t: number, spec: SessionSpec): MinuteColumns | null {
    const bar = dayBar(this.ctx.models[slot]!, t);
    const plan = bar.suspended ? null : buildDayPlan(this.ctx.profiles[slot]!, this.ctx.factors, bar);
    if (!plan) return null;
    const minutes = planMinuteBars(plan, fullDay(spec));
    for (let m = 0; m < spec.bars && m < minutes.length; m++) {
      sums[m * 6 + 4] = sums[m * 6 + 4]! + minutes.volume[m]!;
      sums[m * 6 + 5] = sums[m * 6 + 5]! + minutes.amount[m]!;
    }
    return minutes;
  }

  /**
   * Minute bars of a computed index on a past day t: members' minute bars weighted like the daily
   * level, with highs and lows shrunk as for daily bars.
   */
  compositeDayMinutes(def: Composite, t: number): MinuteColumns {
    const key = `${def.slot}|${t}`;
    const hit = this.compositeMinutes.get(key);
    if (hit) return hit;
    const { profiles, models } = this.ctx;
    // The day's shape: an HK index on an HKEX half day has the morning's bars only, as its members.
    const spec = sessionAt(profiles[def.slot]!.market, t);
    const bars = spec.bars;
    const sums = new Float64Array(bars * 6);
    let openVolume = 0;
    let openAmount = 0;
    for (let j = 0; j < def.members.length; j++) {
      const slot = def.members[j]!;
      const model = models[slot]!;
      const list = profiles[slot]!.listIdx;
      if (list >= t) {
        const term = def.kappa * indexSharesAt(model, list) * this.listingClose(slot);
        for (let m = 0; m < bars; m++) for (let f = 0; f < 4; f++) sums[m * 6 + f] = sums[m * 6 + f]! + term;
        const listing = list === t ? this.listingDayMinutes(sums, slot, t, spec) : null;
        if (listing) {
          openVolume += listing.openVolume;
          openAmount += listing.openAmount;
        }
        continue;
      }
      const coef = def.kappa * indexSharesAt(model, t);
      const bar = dayBar(model, t);
      const plan = bar.suspended ? null : buildDayPlan(profiles[slot]!, this.ctx.factors, bar);
      const minutes = plan ? planMinuteBars(plan, fullDay(spec)) : null;
      if (minutes) {
        openVolume += minutes.openVolume;
        openAmount += minutes.openAmount;
      }
      for (let m = 0; m < bars; m++) {
        const o = m * 6;
        if (!minutes || m >= minutes.length) {
          for (let f = 0; f < 4; f++) sums[o + f] = sums[o + f]! + coef * bar.close;
          continue;
        }
        sums[o] = sums[o]! + coef * minutes.open[m]!;
        sums[o + 1] = sums[o + 1]! + coef * minutes.high[m]!;
        sums[o + 2] = sums[o + 2]! + coef * minutes.low[m]!;
        sums[o + 3] = sums[o + 3]! + coef * minutes.close[m]!;
        sums[o + 4] = sums[o + 4]! + minutes.volume[m]!;
        sums[o + 5] = sums[o + 5]! + minutes.amount[m]!;
      }
    }
    const out = minuteColumns(bars);
    out.openVolume = openVolume;
    out.openAmount = openAmount;
    const base = dayStart(dayOfTradingIndex(t));
    for (let m = 0; m < bars; m++) {
      const o = m * 6;
      const op = Math.round(sums[o]!);
      const c = Math.round(sums[o + 3]!);
      const top = Math.max(op, c);
      const bottom = Math.min(op, c);
      const hi = top + Math.max(0, Math.round(INDEX_RANGE_SHARE * (sums[o + 1]! - top)));
      const lo = bottom - Math.max(0, Math.round(INDEX_RANGE_SHARE * (bottom - sums[o + 2]!)));
      pushBar(out, base + barEndMinute(spec, m) * MINUTE_MS, op, hi, lo, c, sums[o + 4]!, sums[o + 5]!);
    }
    this.compositeMinutes.set(key, out);
    return out;
  }
}
