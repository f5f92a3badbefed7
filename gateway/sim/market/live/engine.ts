/**
 * The live trading day: per-security state (last, open, high, low, volume, amount) advanced
 * through the day's events — the opening auction match, every 3-second continuous tick, the
 * closing auction match — in time order across both markets, plus the indexes recomputed from
 * their members after each event. Each market runs the day's own timetable: on an HKEX half day HK
 * closes at 12:10 while the A-shares trade on into the afternoon.
 *
 * State lives in typed arrays indexed by universe position, so a step allocates nothing and costs
 * O(securities). Every event is processed even when the caller steps rarely (a catch-up), and
 * each tick's price and size are pure functions of the day plan, so the state at an instant does
 * not depend on how often `advanceTo` was called. Time going backwards (the live clock's loop)
 * restarts the day, which then replays identically.
 */
import { dayOfTradingIndex, dayStart, MINUTE_MS } from '../../calendar/days';
import { dayBar, dayTable, isHoliday } from '../history/daily-bars';
import type { DayBar } from '../history/day-table';
import { buildDayPlan } from '../history/day-plan';
import type { DayPlan } from '../history/plan';
import { sessionAt, sessionOf, ticksElapsed, TICKS_PER_SLOT, type SessionMarket, type SessionSpec } from '../../calendar/sessions';
import type { Profile } from '../model/profile';
import { slotAmount, slotCumulativeLots, slotRange, SLOT_RANGE_SIZE, tickPrice } from '../history/slots';
import type { EngineContext } from '../history/history';
import { floatSharesAt, totalSharesAt } from '../model/share-count';
import { nextEventAfter, resolveMarketTime } from './market-time';

import { beginComposite, updateComposite, type CompositeEvent, type CompositeState } from './live-composite';

const RANGE_STRIDE = SLOT_RANGE_SIZE;
const CUM_STRIDE = TICKS_PER_SLOT + 1;

/** Stage of a security within the day. */
export const STAGE_BEFORE_OPEN = 0;
export const STAGE_OPEN = 1;
export const STAGE_CLOSED = 2;

interface MarketGroup {
  readonly market: SessionMarket;
  /** The timetable of the day on show (set by `beginDay`). */
  spec: SessionSpec;
  /** Traded securities (not composites). */
  slots: Int32Array;
  /** Composite indexes of this market. */
  composites: CompositeState[];
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
  /**
   * 1 where the security's exchange is closed today: an HKEX holiday on a mainland trading day, or
   * for an A-share a day only HKEX trades (春节 and 国庆 weeks).
   */
  readonly holiday: Uint8Array;
  /**
   * On such a day, the last day the security traded, which its quote shows closed — as a weekend
   * shows Friday (null otherwise, or when no traded day is near).
   */
  readonly shownBar: Array<DayBar | null>;
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
  /**
   * Volume per trading minute over the last five traded days, each day's minutes from its own
   * timetable (Σ volume ÷ Σ minutes), so an HKEX half day among them does not drag the pace down.
   */
  readonly minuteVolume5: Float64Array;
  /** Float and total shares of the day (bonus issues applied; see share-count). */
  readonly floatShares: Float64Array;
  readonly totalShares: Float64Array;

  private readonly slotOf: Int32Array;
  private readonly ranges: Float64Array;
  private readonly cumLots: Float64Array;
  private readonly slotAmt: Float64Array;
  private readonly volumeBase: Float64Array;
  private readonly amountBase: Float64Array;
  private readonly groups: MarketGroup[];
  private readonly compositeOf = new Map<number, CompositeState>();
  private pendingSeq = 1;

  /** Close of a security's listing day (for members not trading yet). */
  private readonly listingClose: (slot: number) => number;

  /**
   * @param pastBar The daily bar of a past trading day as history serves it (a computed index's
   *   from its members), for the day a closed market's quotes show.
   */
  constructor(
    private readonly ctx: EngineContext,
    private readonly pastBar: (slot: number, t: number) => DayBar | null = (slot, t) => (ctx.composites.has(slot) ? null : dayBar(ctx.models[slot]!, t)),
  ) {
    this.listingClose = (slot) => dayBar(ctx.models[slot]!, ctx.profiles[slot]!.listIdx).close;
    const n = ctx.profiles.length;
    this.n = n;
    this.bars = new Array<DayBar | null>(n).fill(null);
    this.plans = new Array<DayPlan | null>(n).fill(null);
    this.listed = new Uint8Array(n);
    this.holiday = new Uint8Array(n);
    this.shownBar = new Array<DayBar | null>(n).fill(null);
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
    this.minuteVolume5 = new Float64Array(n);
    this.floatShares = new Float64Array(n);
    this.totalShares = new Float64Array(n);
    this.slotOf = new Int32Array(n).fill(-1);
    this.ranges = new Float64Array(n * RANGE_STRIDE);
    this.cumLots = new Float64Array(n * CUM_STRIDE);
    this.slotAmt = new Float64Array(n);
    this.volumeBase = new Float64Array(n);
    this.amountBase = new Float64Array(n);
    this.groups = (['cn', 'hk'] as const).map((market) => {
      const mine = ctx.profiles.filter((p) => p.market === market);
      return {
        market,
        spec: sessionOf(market),
        slots: Int32Array.from(mine.filter((p) => !ctx.composites.has(p.slot)).map((p) => p.slot)),
        composites: [],
      };
    });
  }

  /** The timetable a security follows on the day on show (an HKEX half day: the morning only). */
  session(p: Profile): SessionSpec {
    return this.groups[p.market === 'hk' ? 1 : 0]!.spec;
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
    for (const g of this.groups) g.spec = sessionAt(g.market, T);
    for (let i = 0; i < this.n; i++) {
      const p = profiles[i]!;
      this.bars[i] = null;
      this.plans[i] = null;
      this.volume[i] = this.amount[i] = 0;
      this.open[i] = this.high[i] = this.low[i] = NaN;
      this.holiday[i] = isHoliday(p, T) ? 1 : 0;
      this.shownBar[i] = null;
      if (this.ctx.composites.has(i) || p.listIdx > T) {
        this.listed[i] = this.ctx.composites.has(i) ? 1 : 0;
        continue;
      }
      this.listed[i] = 1;
      this.floatShares[i] = floatSharesAt(models[i]!, T);
      this.totalShares[i] = totalSharesAt(models[i]!, T);
      const table = dayTable(models[i]!, T - 8, T)!;
      const row = table.length - 1;
      const bar = table.bar(row);
      this.bars[i] = bar;
      this.pre[i] = this.last[i] = bar.pre;
      this.prevClose[i] = row > 0 ? table.close[row - 1]! : bar.pre;
      let sum = 0;
      let minutes = 0;
      let count = 0;
      for (let r = row - 1; r >= 0 && count < 5; r--) {
        if (table.suspended(r)) continue;
        sum += table.volume[r]!;
        minutes += sessionAt(p.market, table.from + r).bars;
        count++;
      }
      this.minuteVolume5[i] = count > 0 ? sum / minutes : bar.volume / sessionAt(p.market, T).bars;
      this.plans[i] = p.cls === 'nav' ? null : buildDayPlan(p, factors, bar);
      if (this.holiday[i] === 1) {
        let r = row - 1;
        while (r >= 0 && table.suspended(r)) r--;
        if (r >= 0) this.showClosedDay(i, table.bar(r));
      }
    }
    this.compositeOf.clear();
    for (const g of this.groups) g.composites = [];
    for (const def of this.ctx.composites.values()) {
      const group = this.groups.find((g) => g.market === profiles[def.slot]!.market)!;
      const state = beginComposite(def, T, profiles, models, this.bars, this.listingClose, this, group.spec.bars);
      this.compositeOf.set(def.slot, state);
      // An index whose exchange is closed today shows its last traded day, as history has it; it does not tick.
      const past = this.holiday[def.slot] === 1 ? this.lastTradedBar(def.slot, T) : null;
      if (past) this.showClosedDay(def.slot, past);
      else group.composites.push(state);
    }
  }

  /** The bar of the last day before T a position's exchange traded (a week back at most), or null. */
  private lastTradedBar(slot: number, T: number): DayBar | null {
    const p = this.ctx.profiles[slot]!;
    for (let t = T - 1; t >= Math.max(T - 10, p.listIdx); t--) {
      if (isHoliday(p, t)) continue;
      const bar = this.pastBar(slot, t);
      return bar && !bar.suspended ? bar : null;
    }
    return null;
  }

  /**
   * Shows a position closed at the end of a past day: the quote, book and trades of that day (its
   * plan run to the close), and no ticks today.
   */
  private showClosedDay(i: number, bar: DayBar): void {
    const p = this.ctx.profiles[i]!;
    const plan = this.ctx.composites.has(i) || p.cls === 'nav' ? null : buildDayPlan(p, this.ctx.factors, bar);
    this.shownBar[i] = bar;
    this.plans[i] = plan;
    this.ticksDone[i] = plan ? plan.session.contSlots * TICKS_PER_SLOT : 0;
    this.pre[i] = bar.pre;
    this.last[i] = bar.close;
    this.open[i] = bar.open;
    this.high[i] = bar.high;
    this.low[i] = bar.low;
    this.volume[i] = bar.volume;
    this.amount[i] = bar.amount;
    this.direction[i] = bar.close > bar.pre ? 1 : bar.close < bar.pre ? -1 : 0;
    this.stage[i] = STAGE_CLOSED;
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
      for (const c of g.composites) this.compositeEvent(g, c, 'open', 0);
    } else if (ms === g.spec.closeMatch * MINUTE_MS) {
      for (let x = 0; x < slots.length; x++) this.applyClose(slots[x]!);
      for (const c of g.composites) this.compositeEvent(g, c, 'close', 0);
    } else {
      const k = ticksElapsed(g.spec, ms);
      for (let x = 0; x < slots.length; x++) this.applyTick(slots[x]!, k);
      for (const c of g.composites) this.compositeEvent(g, c, 'tick', k);
    }
  }

  private compositeEvent(g: MarketGroup, c: CompositeState, event: CompositeEvent, k: number): void {
    const i = c.def.slot;
    updateComposite(c, this, g.spec.bars, event, k);
    if (event === 'open') this.stage[i] = STAGE_OPEN;
    if (event === 'close') this.stage[i] = STAGE_CLOSED;
    this.changed[i] = this.pendingSeq;
  }

  private applyOpen(i: number): void {
    const plan = this.plans[i];
    // A closed exchange's positions show their last day, already closed.
    if (!plan || this.holiday[i] === 1) return;
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
    if (!plan || this.holiday[i] === 1) return;
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
    if (!bar || bar.suspended || this.holiday[i] === 1) return;
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
}
