/**
 * The intraday plan of one security on one day: a minute path from the open to the close that
 * touches exactly the day's high and low, and the volume of every minute.
 *
 * The path is a Brownian bridge built from common intraday walks (market, industry) plus the
 * security's own, so names of one industry wiggle together; it is then stretched so its extremes
 * are the daily bar's high and low, and put on the tick grid inside the limit band. A day that
 * closes at a limit stays pinned there from the first touch. Minute volumes follow the intraday
 * U-shape (busy open, quieter midday, busy close) with noise, and sum exactly to the daily volume;
 * minute amounts are scaled so they sum exactly to the daily amount. Today's live ticks and any
 * past day's minute bars are both read off this plan, so they always agree.
 */
import type { DayBar } from './daily-bars';
import type { Factors } from '../model/factors';
import { TAG, type Profile } from '../model/profile';
import { hash2, hash3, normal, uniform } from '../model/rng';
import { roundBetween } from '../model/rules';
import type { DayPlan } from './plan';
import { sessionAt, type SessionSpec } from '../calendar/sessions';
import { slotAmount, slotRange, SLOT_RANGE_SIZE } from './slots';

export type { DayPlan } from './plan';

const MARKET_WEIGHT = 0.45;
const INDUSTRY_WEIGHT = 0.35;
const OWN_WEIGHT = 0.8;

/** Intraday volume profile of continuous slot m of n (afternoon starts at `pm`). */
function uShape(m: number, n: number, pm: number): number {
  let w = 1 + 2 * Math.exp(-m / 12) + 0.8 * Math.exp(-(n - 1 - m) / 15);
  if (m >= pm) w += 0.5 * Math.exp(-(m - pm) / 8);
  return w;
}

/** Builds the plan of a traded day; null for a suspended day. */
export function buildDayPlan(p: Profile, factors: Factors, bar: DayBar): DayPlan | null {
  if (bar.suspended) return null;
  const spec = sessionAt(p.market, bar.idx);
  const n = spec.contSlots;
  const path = new Float64Array(spec.bars + 1);
  const key = hash3(p.key, TAG.intraday, bar.idx);
  const limits = bar.limits;
  const pinUp = limits !== null && bar.close === limits.up;
  const pinDown = limits !== null && bar.close === limits.down;

  buildContinuousPath(p, factors, bar, key, path, n);
  let pinFrom = -1;
  if (limits !== null && (pinUp || pinDown)) pinFrom = pinPath(p, bar, path, n, pinUp ? limits.up : limits.down, pinUp);
  // Closing minutes of an A-share day: no trades 14:57–15:00, then the auction prints the close.
  for (let m = n + 1; m < spec.bars; m++) path[m] = path[n]!;
  path[spec.bars] = bar.close;

  const lot = p.sec.lot > 0 ? p.sec.lot : 100;
  const totalLots = Math.round(bar.volume / lot);
  const slotLots = new Int32Array(n);
  let openLots = 0;
  let closeLots = 0;
  if (totalLots > 0) {
    openLots = Math.max(1, Math.round(totalLots * (0.01 + 0.02 * uniform(hash2(key, 1)))));
    closeLots = Math.max(1, Math.round(totalLots * (0.015 + 0.025 * uniform(hash2(key, 2)))));
    distributeLots(key, path, slotLots, totalLots - openLots - closeLots, spec.contSlots, pmSlot(spec));
  }
  const plan: DayPlan = {
    profile: p,
    bar,
    session: spec,
    path,
    slotLots,
    openLots,
    closeLots,
    lot,
    amountScale: 1,
    pinFrom,
    tickKey: hash3(p.key, TAG.tick, bar.idx),
    volumeKey: hash3(p.key, TAG.slot, bar.idx),
  };
  if (totalLots === 0) return plan;
  // Scale minute amounts so open auction + minutes + close auction = the daily amount exactly.
  const range = new Float64Array(SLOT_RANGE_SIZE);
  let raw = 0;
  for (let m = 0; m < n; m++) {
    slotRange(plan, m, range);
    raw += slotAmount(plan, m, range);
  }
  const auctions = (openLots * lot * bar.open + closeLots * lot * bar.close) / 1000;
  return { ...plan, amountScale: raw > 0 ? (bar.amount - auctions) / raw : 1 };
}

/** First continuous slot of the afternoon (past the last slot on a half day: no lunch reopening). */
function pmSlot(spec: SessionSpec): number {
  const [am] = spec.continuous;
  return spec.continuous.length > 1 && am ? am[1] - am[0] : spec.contSlots;
}

function buildContinuousPath(p: Profile, factors: Factors, bar: DayBar, key: number, path: Float64Array, n: number): void {
  const market = factors.intradayWalk(`market:${p.market}`, bar.idx, n);
  const industry = p.sec.industry !== '' ? factors.intradayWalk(`industry:${p.sec.industry}`, bar.idx, n) : null;
  const start = bar.open;
  const end = bar.contClose;
  if (bar.high === bar.low) {
    path.fill(start, 0, n + 1);
    return;
  }
  // Bridge of the combined walk, in log space around the straight line from open to close.
  const own = new Float64Array(n + 1);
  for (let m = 1; m <= n; m++) own[m] = own[m - 1]! + normal(hash2(key, 100 + m));
  const combined = new Float64Array(n + 1);
  for (let m = 0; m <= n; m++) {
    combined[m] = MARKET_WEIGHT * p.beta * market[m]! + INDUSTRY_WEIGHT * (industry ? industry[m]! : 0) + OWN_WEIGHT * own[m]!;
  }
  const scale = Math.max(p.idioVol, 0.006) / Math.sqrt(n);
  const logStart = Math.log(start);
  const logEnd = Math.log(end);
  const lastW = combined[n]!;
  for (let m = 0; m <= n; m++) {
    const f = m / n;
    path[m] = Math.exp(logStart + (logEnd - logStart) * f + scale * (combined[m]! - f * lastW));
  }
  path[0] = start;
  path[n] = end;
  stretchToRange(path, n, bar.high, bar.low, key);
  for (let m = 1; m < n; m++) path[m] = roundBetween(p.tick, path[m]!, bar.low, bar.high);
}

/** Maps excursions above max(open, close) onto [top, high] and below min onto [low, bottom]. */
function stretchToRange(path: Float64Array, n: number, high: number, low: number, key: number): void {
  const top = Math.max(path[0]!, path[n]!);
  const bottom = Math.min(path[0]!, path[n]!);
  let hiAt = 1;
  let loAt = 1;
  for (let m = 1; m < n; m++) {
    if (path[m]! > path[hiAt]!) hiAt = m;
    if (path[m]! < path[loAt]!) loAt = m;
  }
  const rawHi = path[hiAt]!;
  const rawLo = path[loAt]!;
  for (let m = 1; m < n; m++) {
    const x = path[m]!;
    if (x > top) path[m] = top + ((x - top) * (high - top)) / (rawHi - top);
    else if (x < bottom) path[m] = bottom - ((bottom - x) * (bottom - low)) / (bottom - rawLo);
  }
  // The bridge may never have left [bottom, top] on one side: place that extreme at a drawn minute.
  if (n < 3) return;
  if (high > top && rawHi <= top) hiAt = 1 + (hash2(key, 7) % (n - 1));
  if (low < bottom && rawLo >= bottom) loAt = 1 + (hash2(key, 8) % (n - 1));
  if (hiAt === loAt) loAt = loAt === n - 1 ? 1 : loAt + 1;
  if (high > top) path[hiAt] = high;
  if (low < bottom) path[loAt] = low;
}

/**
 * Pins the path at the limit from its first touch (a sealed 涨停/跌停 board stays sealed), keeping
 * the day's other extreme before the touch. Returns the path index of the first pinned point.
 */
function pinPath(p: Profile, bar: DayBar, path: Float64Array, n: number, limit: number, isUp: boolean): number {
  let first = n;
  for (let m = 0; m <= n; m++) {
    if (path[m] === limit) {
      first = m;
      break;
    }
  }
  for (let m = first; m <= n; m++) path[m] = limit;
  const other = isUp ? bar.low : bar.high;
  let reached = false;
  for (let m = 0; m <= first; m++) if (path[m] === other) reached = true;
  if (!reached) {
    // Put the other extreme just before the touch (moving the touch later when it is at 9:31).
    let at = Math.max(1, first - 1 - (hash2(p.key ^ bar.idx, 11) % Math.max(1, first - 1)));
    if (first <= 1) {
      at = 1;
      first = 2;
      for (let m = 2; m <= n; m++) path[m] = limit;
    }
    path[at] = other;
  }
  return first;
}

function distributeLots(key: number, path: Float64Array, out: Int32Array, lots: number, n: number, pm: number): void {
  const base = 20;
  const extra = Math.max(0, lots - base * n);
  const weights = new Float64Array(n);
  let total = 0;
  for (let m = 0; m < n; m++) {
    const move = Math.abs(Math.log(path[m + 1]! / path[m]!));
    const w = uShape(m, n, pm) * Math.exp(0.35 * normal(hash2(key, 1000 + m))) * (1 + 40 * move);
    weights[m] = w;
    total += w;
  }
  let cum = 0;
  let given = 0;
  for (let m = 0; m < n; m++) {
    cum += weights[m]!;
    const upto = m === n - 1 ? extra : Math.floor((extra * cum) / total);
    out[m] = base + upto - given;
    given = upto;
  }
}
