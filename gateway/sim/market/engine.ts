/**
 * The live trading day: per-security state (last, open, high, low, volume, amount) advanced
 * through the day's events — the opening auction match, every 3-second continuous tick, the
 * closing auction match — in time order across both markets, plus the indexes recomputed from
 * their members after each event.
 *
 * State lives in typed arrays indexed by universe position, so a step allocates nothing and costs
 * O(securities). Every event is processed even when the caller steps rarely (a catch-up), and
 * each tick's price and size are pure functions of the day plan, so the state at an instant does
 * not depend on how often `advanceTo` was called. Time going backwards (the live clock's loop)
 * restarts the day, which then replays identically.
 */
import { dayOfTradingIndex, dayStart, isTradingDay, localDay, msOfLocalDay, MINUTE_MS, tradingIndexOf } from './calendar';
import type { Composite } from './composite';
import { floatSharesAt } from './composite';
import { dayBar, dayTable, type DayBar } from './daily-bars';
import { buildDayPlan, type DayPlan } from './day-plan';
import type { Factors } from './factors';
import type { PriceModel } from './price-model';
import type { Profile } from './profile';
import { CN_SESSION, HK_SESSION, ticksElapsed, tickTimeOfDay, TICKS_PER_SLOT, type SessionSpec } from './sessions';
import { slotAmount, slotCumulativeLots, slotRange, SLOT_RANGE_SIZE, tickPrice } from './slots';

/** What the engine is built from. */
export interface EngineContext {
  readonly profiles: readonly Profile[];
  readonly models: readonly PriceModel[];
  readonly factors: Factors;
  readonly composites: ReadonlyMap<number, Composite>;
}

const RANGE_STRIDE = SLOT_RANGE_SIZE;
const CUM_STRIDE = TICKS_PER_SLOT + 1;
/** Fields of a composite's minute bar. */
const BAR_STRIDE = 6;
/** Before 9:00 the market still shows the previous trading day. */
const DAY_CUTOVER_MS = 9 * 60 * MINUTE_MS;
/** Instant used to show a finished day: after both markets' closing auctions. */
const END_OF_DAY_MS = (16 * 60 + 30) * MINUTE_MS;

/** Stage of a security within the day. */
export const STAGE_BEFORE_OPEN = 0;
export const STAGE_OPEN = 1;
export const STAGE_CLOSED = 2;

/** The trading day an instant belongs to, and the market time to show for it. */
export function resolveMarketTime(now: number): { tradingIdx: number; at: number } {
  const day = localDay(now);
  if (isTradingDay(day) && msOfLocalDay(now) >= DAY_CUTOVER_MS) return { tradingIdx: tradingIndexOf(day), at: now };
  const idx = isTradingDay(day) ? tradingIndexOf(day) - 1 : tradingIndexOf(day);
  return { tradingIdx: idx, at: dayStart(dayOfTradingIndex(idx)) + END_OF_DAY_MS };
}

/** Epoch ms of the first event of `spec` strictly after `t` on the day starting at `base`; Infinity when none. */
function nextEventAfter(spec: SessionSpec, base: number, t: number): number {
  const ms = t - base;
  const open = spec.openMatch * MINUTE_MS;
  if (ms < open) return base + open;
  const k = ticksElapsed(spec, ms);
  if (k < spec.contSlots * TICKS_PER_SLOT) return base + tickTimeOfDay(spec, k + 1);
  const close = spec.closeMatch * MINUTE_MS;
  return ms < close ? base + close : Infinity;
}

interface MarketGroup {
  spec: SessionSpec;
  /** Traded securities (not composites). */
  slots: Int32Array;
  /** Composite indexes of this market. */
  composites: CompositeState[];
}

/** Live state of one composite index. */
export interface CompositeState {
  readonly def: Composite;
  /** Per member, in member order: κ × float shares today. */
  readonly coef: Float64Array;
  /** Per member: a fixed price for members not trading yet (listing today or later), else NaN. */
  readonly fixedPrice: Float64Array;
  /** Today's minute bars: open, high, low, close, volume, amount per bar. */
  readonly bars: Float64Array;
  barCount: number;
  volumeAtBarStart: number;
  amountAtBarStart: number;
  /** Sum of members' 5-day average volume. */
  avgVolume5: number;
}

/** The live trading day. */
export class LiveEngine {
  readonly n: number;
  /** Trading index of the day on show (NaN before the first advance). */
  tradingIdx = NaN;
  /** Local midnight of that day. */
  dayStartTs = 0;
  /** Market time processed so far. */
  time = -Infinity;
  /** Bumped by every advance that changed something. */
  seq = 0;

  readonly bars: Array<DayBar | null>;
  readonly plans: Array<DayPlan | null>;
  readonly listed: Uint8Array;
  readonly stage: Uint8Array;
  readonly pre: Float64Array;
  /** Close of the previous trading day (differs from `pre` on an ex-date). */
  readonly prevClose: Float64Array;
  readonly last: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly volume: Float64Array;
  readonly amount: Float64Array;
  /** Direction of the last price change: 1 up, −1 down, 0 none yet. */
  readonly direction: Int8Array;
  /** Continuous ticks processed. */
  readonly ticksDone: Int32Array;
  /** Seq at which each security last changed. */
  readonly changed: Float64Array;
  /** Average daily volume of the last five traded days. */
  readonly avgVolume5: Float64Array;

  private readonly slotOf: Int32Array;
  private readonly ranges: Float64Array;
  private readonly cumLots: Float64Array;
  private readonly slotAmt: Float64Array;
  private readonly volumeBase: Float64Array;
  private readonly amountBase: Float64Array;
  private readonly groups: MarketGroup[];
  private readonly compositeOf = new Map<number, CompositeState>();
  private pendingSeq = 1;

  constructor(private readonly ctx: EngineContext) {
    const n = ctx.profiles.length;
    this.n = n;
    this.bars = new Array<DayBar | null>(n).fill(null);
    this.plans = new Array<DayPlan | null>(n).fill(null);
    this.listed = new Uint8Array(n);
    this.stage = new Uint8Array(n);
    this.pre = new Float64Array(n);
    this.prevClose = new Float64Array(n);
    this.last = new Float64Array(n);
    this.open = new Float64Array(n);
    this.high = new Float64Array(n);
    this.low = new Float64Array(n);
    this.volume = new Float64Array(n);
    this.amount = new Float64Array(n);
    this.direction = new Int8Array(n);
    this.ticksDone = new Int32Array(n);
    this.changed = new Float64Array(n);
    this.avgVolume5 = new Float64Array(n);
    this.slotOf = new Int32Array(n).fill(-1);
    this.ranges = new Float64Array(n * RANGE_STRIDE);
    this.cumLots = new Float64Array(n * CUM_STRIDE);
    this.slotAmt = new Float64Array(n);
    this.volumeBase = new Float64Array(n);
    this.amountBase = new Float64Array(n);
    this.groups = [CN_SESSION, HK_SESSION].map((spec) => {
      const mine = ctx.profiles.filter((p) => p.session === spec);
      return {
        spec,
        slots: Int32Array.from(mine.filter((p) => !ctx.composites.has(p.slot)).map((p) => p.slot)),
        composites: [],
      };
    });
  }

  /** The composite state of an index position, if it is one. */
  composite(slot: number): CompositeState | undefined {
    return this.compositeOf.get(slot);
  }

  /**
   * Brings the day up to the clock instant `now`: switches day when needed (restarting it when
   * time went backwards) and applies every event up to then. Returns the seq after the advance.
   */
  advanceTo(now: number): number {
    const { tradingIdx, at } = resolveMarketTime(now);
    this.pendingSeq = this.seq + 1;
    let changed = false;
    if (tradingIdx !== this.tradingIdx || at < this.time) {
      this.beginDay(tradingIdx);
      changed = true;
    }
    if (this.runUntil(at)) changed = true;
    if (changed) this.seq = this.pendingSeq;
    return this.seq;
  }

  private beginDay(T: number): void {
    const { profiles, models, factors } = this.ctx;
    this.tradingIdx = T;
    this.dayStartTs = dayStart(dayOfTradingIndex(T));
    this.time = this.dayStartTs;
    this.stage.fill(STAGE_BEFORE_OPEN);
    this.ticksDone.fill(0);
    this.slotOf.fill(-1);
    this.direction.fill(0);
    this.changed.fill(this.pendingSeq);
    for (let i = 0; i < this.n; i++) {
      const p = profiles[i]!;
      this.bars[i] = null;
      this.plans[i] = null;
      this.volume[i] = this.amount[i] = 0;
      this.open[i] = this.high[i] = this.low[i] = NaN;
      if (this.ctx.composites.has(i) || p.listIdx > T) {
        this.listed[i] = this.ctx.composites.has(i) ? 1 : 0;
        continue;
      }
      this.listed[i] = 1;
      const table = dayTable(models[i]!, T - 8, T)!;
      const row = table.length - 1;
      const bar = table.bar(row);
      this.bars[i] = bar;
      this.pre[i] = this.last[i] = bar.pre;
      this.prevClose[i] = row > 0 ? table.close[row - 1]! : bar.pre;
      let sum = 0;
      let count = 0;
      for (let r = row - 1; r >= 0 && count < 5; r--) {
        if (table.suspended(r)) continue;
        sum += table.volume[r]!;
        count++;
      }
      this.avgVolume5[i] = count > 0 ? sum / count : bar.volume;
      this.plans[i] = p.cls === 'nav' ? null : buildDayPlan(p, factors, bar);
    }
    this.compositeOf.clear();
    for (const g of this.groups) g.composites = [];
    for (const def of this.ctx.composites.values()) {
      const state = this.beginComposite(def, T);
      this.compositeOf.set(def.slot, state);
      this.groups.find((g) => g.spec === profiles[def.slot]!.session)!.composites.push(state);
    }
  }

  private beginComposite(def: Composite, T: number): CompositeState {
    const { profiles, models } = this.ctx;
    const k = def.members.length;
    const coef = new Float64Array(k);
    const fixedPrice = new Float64Array(k);
    let pre = 0;
    let avg = 0;
    for (let j = 0; j < k; j++) {
      const i = def.members[j]!;
      const model = models[i]!;
      const list = profiles[i]!.listIdx;
      if (list >= T) {
        // Not trading before today: counts at its listing-day close, today and yesterday alike.
        const listClose = list === T ? this.bars[i]!.close : dayBar(model, list).close;
        coef[j] = def.kappa * floatSharesAt(model, list);
        fixedPrice[j] = listClose;
        pre += coef[j]! * listClose;
      } else {
        coef[j] = def.kappa * floatSharesAt(model, T);
        fixedPrice[j] = NaN;
        pre += def.kappa * floatSharesAt(model, T - 1) * this.prevClose[i]!;
        avg += this.avgVolume5[i]!;
      }
    }
    const slot = def.slot;
    const spec = profiles[slot]!.session;
    this.pre[slot] = this.last[slot] = this.prevClose[slot] = Math.round(pre);
    this.avgVolume5[slot] = avg;
    return { def, coef, fixedPrice, bars: new Float64Array(spec.bars * BAR_STRIDE), barCount: 0, volumeAtBarStart: 0, amountAtBarStart: 0, avgVolume5: avg };
  }

  /** Applies every event in (time, at]. Returns true when any was applied. */
  private runUntil(at: number): boolean {
    let any = false;
    const [cn, hk] = this.groups as [MarketGroup, MarketGroup];
    const hasCn = cn.slots.length > 0 || cn.composites.length > 0;
    const hasHk = hk.slots.length > 0 || hk.composites.length > 0;
    while (true) {
      const eCn = hasCn ? nextEventAfter(cn.spec, this.dayStartTs, this.time) : Infinity;
      const eHk = hasHk ? nextEventAfter(hk.spec, this.dayStartTs, this.time) : Infinity;
      const e = Math.min(eCn, eHk);
      if (e > at) break;
      this.time = e;
      if (eCn === e) this.applyEvent(cn, e);
      if (eHk === e) this.applyEvent(hk, e);
      any = true;
    }
    if (at > this.time) this.time = at;
    return any;
  }

  private applyEvent(g: MarketGroup, e: number): void {
    const ms = e - this.dayStartTs;
    const slots = g.slots;
    if (ms === g.spec.openMatch * MINUTE_MS) {
      for (let x = 0; x < slots.length; x++) this.applyOpen(slots[x]!);
      for (const c of g.composites) this.updateComposite(c, 'open', 0);
    } else if (ms === g.spec.closeMatch * MINUTE_MS) {
      for (let x = 0; x < slots.length; x++) this.applyClose(slots[x]!);
      for (const c of g.composites) this.updateComposite(c, 'close', 0);
    } else {
      const k = ticksElapsed(g.spec, ms);
      for (let x = 0; x < slots.length; x++) this.applyTick(slots[x]!, k);
      for (const c of g.composites) this.updateComposite(c, 'tick', k);
    }
  }

  private applyOpen(i: number): void {
    const plan = this.plans[i];
    if (!plan) return;
    const price = plan.bar.open;
    const lots = plan.openLots;
    this.stage[i] = STAGE_OPEN;
    this.last[i] = this.open[i] = this.high[i] = this.low[i] = price;
    this.volume[i] = lots * plan.lot;
    this.amount[i] = (lots * plan.lot * price) / 1000;
    this.direction[i] = price > this.pre[i]! ? 1 : price < this.pre[i]! ? -1 : 0;
    this.changed[i] = this.pendingSeq;
  }

  private applyTick(i: number, k: number): void {
    const plan = this.plans[i];
    if (!plan) return;
    const m = ((k - 1) / TICKS_PER_SLOT) | 0;
    const j = k - m * TICKS_PER_SLOT;
    const r = i * RANGE_STRIDE;
    const c = i * CUM_STRIDE;
    if (this.slotOf[i] !== m) {
      slotRange(plan, m, this.ranges, r);
      slotCumulativeLots(plan, m, this.cumLots, c);
      this.slotAmt[i] = slotAmount(plan, m, this.ranges, r);
      this.volumeBase[i] = this.volume[i]!;
      this.amountBase[i] = this.amount[i]!;
      this.slotOf[i] = m;
    }
    const price = tickPrice(plan, m, j, this.ranges, r);
    const lots = this.cumLots[c + j]!;
    const slotLots = plan.slotLots[m]!;
    this.volume[i] = this.volumeBase[i]! + lots * plan.lot;
    this.amount[i] = this.amountBase[i]! + (j === TICKS_PER_SLOT ? this.slotAmt[i]! : slotLots > 0 ? (this.slotAmt[i]! * lots) / slotLots : 0);
    const last = this.last[i]!;
    if (price !== last) this.direction[i] = price > last ? 1 : -1;
    this.last[i] = price;
    if (price > this.high[i]!) this.high[i] = price;
    if (price < this.low[i]!) this.low[i] = price;
    this.ticksDone[i] = k;
    this.changed[i] = this.pendingSeq;
  }

  private applyClose(i: number): void {
    const bar = this.bars[i];
    if (!bar || bar.suspended) return;
    const plan = this.plans[i];
    const price = bar.close;
    this.stage[i] = STAGE_CLOSED;
    if (!plan) {
      // A net-value fund: today's value is published at the close.
      this.last[i] = this.open[i] = this.high[i] = this.low[i] = price;
      this.direction[i] = price > this.pre[i]! ? 1 : price < this.pre[i]! ? -1 : 0;
      this.changed[i] = this.pendingSeq;
      return;
    }
    const lots = plan.closeLots;
    this.volume[i] = this.volume[i]! + lots * plan.lot;
    this.amount[i] = this.amount[i]! + (lots * plan.lot * price) / 1000;
    if (price !== this.last[i]) this.direction[i] = price > this.last[i]! ? 1 : -1;
    this.last[i] = price;
    if (price > this.high[i]!) this.high[i] = price;
    if (price < this.low[i]!) this.low[i] = price;
    this.changed[i] = this.pendingSeq;
  }

  /** Index level now: Σ κ × float shares × price over the members, in member order. */
  private compositeValue(c: CompositeState): number {
    const members = c.def.members;
    let sum = 0;
    for (let j = 0; j < members.length; j++) {
      const fixed = c.fixedPrice[j]!;
      sum += c.coef[j]! * (fixed === fixed ? fixed : this.last[members[j]!]!);
    }
    return Math.round(sum);
  }

  private updateComposite(c: CompositeState, event: 'open' | 'tick' | 'close', k: number): void {
    const i = c.def.slot;
    const spec = this.ctx.profiles[i]!.session;
    const value = this.compositeValue(c);
    let volume = 0;
    let amount = 0;
    const members = c.def.members;
    for (let j = 0; j < members.length; j++) {
      volume += this.volume[members[j]!]!;
      amount += this.amount[members[j]!]!;
    }
    if (value !== this.last[i]) this.direction[i] = value > this.last[i]! ? 1 : -1;
    this.last[i] = value;
    this.volume[i] = volume;
    this.amount[i] = amount;
    this.changed[i] = this.pendingSeq;
    if (event === 'open') {
      this.stage[i] = STAGE_OPEN;
      this.open[i] = this.high[i] = this.low[i] = value;
      return;
    }
    if (value > this.high[i]!) this.high[i] = value;
    if (value < this.low[i]!) this.low[i] = value;
    if (event === 'tick') {
      const m = ((k - 1) / TICKS_PER_SLOT) | 0;
      this.ticksDone[i] = k;
      this.writeCompositeBar(c, m, value, volume, amount, m === 0 ? this.open[i]! : value);
      return;
    }
    this.stage[i] = STAGE_CLOSED;
    // A-share closing minutes 14:58 and 14:59: flat and volume-less; the auction prints into 15:00.
    const lastBar = spec.bars - 1;
    if (c.barCount > 0 && c.barCount < lastBar) {
      const prev = (c.barCount - 1) * BAR_STRIDE;
      const price = c.bars[prev + 3]!;
      const volumeBefore = c.volumeAtBarStart + c.bars[prev + 4]!;
      const amountBefore = c.amountAtBarStart + c.bars[prev + 5]!;
      for (let m = c.barCount; m < lastBar; m++) this.writeCompositeBar(c, m, price, volumeBefore, amountBefore, price);
    }
    this.writeCompositeBar(c, lastBar, value, volume, amount, value);
  }

  private writeCompositeBar(c: CompositeState, m: number, value: number, volume: number, amount: number, openIfNew: number): void {
    const b = c.bars;
    const o = m * BAR_STRIDE;
    if (m >= c.barCount) {
      if (m > 0) {
        const prev = (m - 1) * BAR_STRIDE;
        c.volumeAtBarStart += b[prev + 4]!;
        c.amountAtBarStart += b[prev + 5]!;
      } else {
        c.volumeAtBarStart = 0;
        c.amountAtBarStart = 0;
      }
      // Skipped bars never happen (every tick is applied), but a flat fill keeps the array sane.
      b[o] = b[o + 1] = b[o + 2] = openIfNew;
      c.barCount = m + 1;
    }
    if (value > b[o + 1]!) b[o + 1] = value;
    if (value < b[o + 2]!) b[o + 2] = value;
    b[o + 3] = value;
    b[o + 4] = volume - c.volumeAtBarStart;
    b[o + 5] = amount - c.amountAtBarStart;
  }
}
