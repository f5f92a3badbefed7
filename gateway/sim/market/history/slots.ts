/**
 * One minute slot of a day plan at tick resolution: its price range (with wicks), the 20 ticks
 * inside it (one every 3 s), how its lots split over those ticks, and its amount. All are pure
 * functions of the plan, so a tick reads the same whether the engine is stepping live or a
 * client asks for the day's trades afterwards.
 */
import type { DayPlan } from './plan';
import { hash3, normal, exponential } from '../../shared/rng';
import { roundBetween, roundToTick, tickMilli } from '../model/rules';
import { TICKS_PER_SLOT } from '../../calendar/sessions';

/** Layout of the range scratch array filled by {@link slotRange}. */
export const SLOT_A = 0;
export const SLOT_B = 1;
export const SLOT_HI = 2;
export const SLOT_LO = 3;
export const SLOT_JHI = 4;
export const SLOT_JLO = 5;
/** Bounds of the ticks before the slot's last (lower than the high when the slot ends by sealing a limit). */
export const SLOT_IHI = 6;
export const SLOT_ILO = 7;
/** Length of the range scratch of one slot. */
export const SLOT_RANGE_SIZE = 8;

/**
 * Fills `out[at…]` with slot m's start and end price, its high and low (the path's endpoints plus
 * drawn wicks, inside the day's range), the ticks (1…19) at which wick extremes print, and the
 * bounds of those inner ticks — which stay off the limit before a board seals, so the seal is the
 * slot's last tick and the price never leaves the limit once there.
 */
export function slotRange(plan: DayPlan, m: number, out: Float64Array, at = 0): void {
  const a = plan.path[m]!;
  const b = plan.path[m + 1]!;
  out[at + SLOT_A] = a;
  out[at + SLOT_B] = b;
  const bar = plan.bar;
  if ((plan.pinFrom >= 0 && m >= plan.pinFrom) || bar.high === bar.low) {
    out[at + SLOT_HI] = Math.max(a, b);
    out[at + SLOT_LO] = Math.min(a, b);
    out[at + SLOT_JHI] = out[at + SLOT_JLO] = 0;
    out[at + SLOT_IHI] = out[at + SLOT_HI]!;
    out[at + SLOT_ILO] = out[at + SLOT_LO]!;
    return;
  }
  const sec = plan.profile.tick;
  // Wicks stay a tick inside the day's range: the day's high and low print only where the path
  // reaches them, so a wick never brings the high (or a limit) forward to a minute the path is merely near it.
  const capHi = bar.high - tickMilli(sec, bar.high);
  const capLo = bar.low + tickMilli(sec, bar.low);
  const wick = 0.12 * Math.max(plan.profile.idioVol, 0.006) * a;
  const top = Math.max(a, b);
  const bottom = Math.min(a, b);
  const hi = roundToTick(sec, Math.min(top + Math.abs(normal(hash3(plan.tickKey, m, 30))) * wick, capHi));
  const lo = roundToTick(sec, Math.max(bottom - Math.abs(normal(hash3(plan.tickKey, m, 31))) * wick, capLo));
  out[at + SLOT_HI] = Math.max(hi, top);
  out[at + SLOT_LO] = Math.min(lo, bottom);
  const innerHi = Math.min(out[at + SLOT_HI]!, capHi);
  const innerLo = Math.max(out[at + SLOT_LO]!, capLo);
  // A minute spanning no more than the day's extremes themselves (a one-tick day, or both ends at
  // the high) has no room inside: its inner ticks repeat its first price.
  out[at + SLOT_IHI] = innerLo > innerHi ? a : innerHi;
  out[at + SLOT_ILO] = innerLo > innerHi ? a : innerLo;
  const jHi = 1 + (hash3(plan.tickKey, m, 32) % (TICKS_PER_SLOT - 1));
  let jLo = 1 + (hash3(plan.tickKey, m, 33) % (TICKS_PER_SLOT - 1));
  if (jLo === jHi) jLo = (jHi % (TICKS_PER_SLOT - 1)) + 1;
  out[at + SLOT_JHI] = jHi;
  out[at + SLOT_JLO] = jLo;
}

/** Price of tick j (1…20) of slot m; `range[at…]` is the slot's {@link slotRange}. Tick 20 is the slot's close. */
export function tickPrice(plan: DayPlan, m: number, j: number, range: Float64Array, at = 0): number {
  const a = range[at + SLOT_A]!;
  const b = range[at + SLOT_B]!;
  const hi = range[at + SLOT_IHI]!;
  const lo = range[at + SLOT_ILO]!;
  if (j >= TICKS_PER_SLOT) return b;
  if (hi === lo) return a;
  if (j === range[at + SLOT_JHI]) return hi;
  if (j === range[at + SLOT_JLO]) return lo;
  const x = a + ((b - a) * j) / TICKS_PER_SLOT + normal(hash3(plan.tickKey, m, j)) * (hi - lo) * 0.3;
  return roundBetween(plan.profile.tick, x, lo, hi);
}

/**
 * Cumulative lots of slot m after each tick: `out[at + j]` for j = 0…20 (0 before the first tick,
 * the slot's lots after the last). Each tick trades at least one lot when the slot has 20 or more.
 */
export function slotCumulativeLots(plan: DayPlan, m: number, out: Float64Array, at = 0): void {
  const lots = plan.slotLots[m]!;
  const base = lots >= TICKS_PER_SLOT ? 1 : 0;
  const extra = lots - base * TICKS_PER_SLOT;
  let total = 0;
  for (let j = 1; j <= TICKS_PER_SLOT; j++) {
    const w = exponential(hash3(plan.volumeKey, m, j));
    out[at + j] = w;
    total += w;
  }
  out[at] = 0;
  let cum = 0;
  for (let j = 1; j <= TICKS_PER_SLOT; j++) {
    cum += out[at + j]!;
    const share = j === TICKS_PER_SLOT ? extra : Math.floor((extra * cum) / total);
    out[at + j] = base * j + share;
  }
}

/** Amount (yuan) of slot m; `range[at…]` is the slot's {@link slotRange}. */
export function slotAmount(plan: DayPlan, m: number, range: Float64Array, at = 0): number {
  const mid = (range[at + SLOT_A]! + range[at + SLOT_B]! + range[at + SLOT_HI]! + range[at + SLOT_LO]!) / 4;
  return ((plan.slotLots[m]! * plan.lot * mid) / 1000) * plan.amountScale;
}
