/**
 * The live side of computed indexes: at the start of a day, each member's coefficient
 * (κ × float shares) and the index's previous close; after each event of its market, the level
 * Σ coefficient × member price, its high and low, the members' summed volume and amount, and
 * today's minute bars built tick by tick.
 *
 * Sums run over members in constituent order with the same products as `history.ts`, so today's
 * previous close is bit-for-bit yesterday's historical close.
 */
import type { Composite } from '../history/composite';
import { indexSharesAt } from '../model/share-count';
import type { DayBar } from '../history/day-table';
import type { PriceModel } from '../model/price-model';
import type { Profile } from '../model/profile';
import { TICKS_PER_SLOT } from '../../calendar/sessions';

/** Fields of a composite's minute bar: open, high, low, close, volume, amount. */
export const BAR_STRIDE = 6;

/** Live state of one computed index for the day. */
export interface CompositeState {
  readonly def: Composite;
  /** Per member, in member order: κ × float shares today. */
  readonly coef: Float64Array;
  /** Per member: a fixed price for members not trading yet (listing today or later), else NaN. */
  readonly fixedPrice: Float64Array;
  /** Today's minute bars, {@link BAR_STRIDE} numbers each. */
  readonly bars: Float64Array;
  barCount: number;
  volumeAtBarStart: number;
  amountAtBarStart: number;
  /** Members' opening-auction volume and amount (part of the first bar). */
  openVolume: number;
  openAmount: number;
}

/** The per-security arrays of the live engine that composites read and write. */
export interface LiveArrays {
  readonly pre: Float64Array;
  readonly prevClose: Float64Array;
  readonly last: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly volume: Float64Array;
  readonly amount: Float64Array;
  readonly direction: Int8Array;
  readonly ticksDone: Int32Array;
  readonly minuteVolume5: Float64Array;
}

/** Prepares a composite for trading day T of `dayBars` minute bars (members' day state must be set already). */
export function beginComposite(
  def: Composite,
  T: number,
  profiles: readonly Profile[],
  models: readonly PriceModel[],
  bars: ReadonlyArray<DayBar | null>,
  listingClose: (slot: number) => number,
  s: LiveArrays,
  dayBars: number,
): CompositeState {
  const k = def.members.length;
  const coef = new Float64Array(k);
  const fixedPrice = new Float64Array(k);
  let pre = 0;
  let pace = 0;
  for (let j = 0; j < k; j++) {
    const i = def.members[j]!;
    const model = models[i]!;
    const list = profiles[i]!.listIdx;
    if (list >= T) {
      // Not trading before today: counts at its listing-day close, today and yesterday alike.
      const listClose = list === T ? bars[i]!.close : listingClose(i);
      coef[j] = def.kappa * indexSharesAt(model, list);
      fixedPrice[j] = listClose;
      pre += coef[j]! * listClose;
    } else {
      coef[j] = def.kappa * indexSharesAt(model, T);
      fixedPrice[j] = NaN;
      pre += def.kappa * indexSharesAt(model, T - 1) * s.prevClose[i]!;
      pace += s.minuteVolume5[i]!;
    }
  }
  const slot = def.slot;
  s.pre[slot] = s.last[slot] = s.prevClose[slot] = Math.round(pre);
  s.minuteVolume5[slot] = pace;
  const bars0 = new Float64Array(dayBars * BAR_STRIDE);
  return { def, coef, fixedPrice, bars: bars0, barCount: 0, volumeAtBarStart: 0, amountAtBarStart: 0, openVolume: 0, openAmount: 0 };
}

/** Index level now: Σ coefficient × price over the members, in member order, in milli-points. */
export function compositeValue(c: CompositeState, last: Float64Array): number {
  const members = c.def.members;
  let sum = 0;
  for (let j = 0; j < members.length; j++) {
    const fixed = c.fixedPrice[j]!;
    sum += c.coef[j]! * (!Number.isNaN(fixed) ? fixed : last[members[j]!]!);
  }
  return Math.round(sum);
}

/** What happened in the index's market. */
export type CompositeEvent = 'open' | 'tick' | 'close';

/** Recomputes an index after an event of its market (`k` = the continuous tick for 'tick'). */
export function updateComposite(c: CompositeState, s: LiveArrays, bars: number, event: CompositeEvent, k: number): void {
  const i = c.def.slot;
  const value = compositeValue(c, s.last);
  let volume = 0;
  let amount = 0;
  const members = c.def.members;
  for (let j = 0; j < members.length; j++) {
    volume += s.volume[members[j]!]!;
    amount += s.amount[members[j]!]!;
  }
  if (value !== s.last[i]) s.direction[i] = value > s.last[i]! ? 1 : -1;
  s.last[i] = value;
  s.volume[i] = volume;
  s.amount[i] = amount;
  if (event === 'open') {
    s.open[i] = s.high[i] = s.low[i] = value;
    c.openVolume = volume;
    c.openAmount = amount;
    writeBar(c, 0, value, volume, amount);
    return;
  }
  if (value > s.high[i]!) s.high[i] = value;
  if (value < s.low[i]!) s.low[i] = value;
  if (event === 'tick') {
    s.ticksDone[i] = k;
    writeBar(c, ((k - 1) / TICKS_PER_SLOT) | 0, value, volume, amount);
    return;
  }
  // A-share 14:58 and 14:59: flat and volume-less; the closing auction prints into 15:00 (HK: into
  // the last continuous bar, 16:00 or 12:00 on a half day).
  const lastBar = bars - 1;
  if (c.barCount > 0 && c.barCount < lastBar) {
    const prev = (c.barCount - 1) * BAR_STRIDE;
    const price = c.bars[prev + 3]!;
    const volumeBefore = c.volumeAtBarStart + c.bars[prev + 4]!;
    const amountBefore = c.amountAtBarStart + c.bars[prev + 5]!;
    for (let m = c.barCount; m < lastBar; m++) writeBar(c, m, price, volumeBefore, amountBefore);
  }
  writeBar(c, lastBar, value, volume, amount);
}

/** Folds the index's value and running totals into minute bar m, starting it when new. */
function writeBar(c: CompositeState, m: number, value: number, volume: number, amount: number): void {
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
    b[o] = b[o + 1] = b[o + 2] = value;
    c.barCount = m + 1;
  }
  if (value > b[o + 1]!) b[o + 1] = value;
  if (value < b[o + 2]!) b[o + 2] = value;
  b[o + 3] = value;
  b[o + 4] = volume - c.volumeAtBarStart;
  b[o + 5] = amount - c.amountAtBarStart;
}
