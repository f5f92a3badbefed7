/**
 * The intraday plan of one security on one day: a minute path from the open to the close that
 * touches exactly the day's high and low, and the volume of every minute.
 *
 * The path is a Brownian bridge built from common intraday walks (market, industry) plus the
 * security's own, so names of one industry wiggle together; it is then stretched so its extremes
 * are the daily bar's high and low, and put on the tick grid inside the limit band. So the minutes
 * of the day's high and low spread over the session, clustering at the open and the close as real
 * stocks' do. A day that closes at a limit seals it at a drawn minute (most in the morning, some
 * after lunch, some in the last hour) and stays pinned there; a sealed board trades thin. Minute
 * volumes follow the intraday U-shape (busy open, quieter midday, busy close) with noise, and sum
 * exactly to the daily volume; minute amounts are scaled so they sum exactly to the daily amount.
 * Today's live ticks and any past day's minute bars are both read off this plan, so they agree.
 */
import type { DayBar } from './day-table';
import type { Factors } from '../model/factors';
import { TAG, type Profile } from '../model/profile';
import { exponential, hash2, hash3, normal, uniform } from '../../shared/rng';
import { roundBetween, tickMilli } from '../model/rules';
import type { DayPlan } from './plan';
import { sessionAt, type SessionSpec } from '../../calendar/sessions';
import { slotAmount, slotRange, SLOT_RANGE_SIZE } from './slots';

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

  let pinFrom = -1;
  if (limits !== null && (pinUp || pinDown) && bar.high !== bar.low) {
    pinFrom = buildSealedPath(p, factors, bar, key, path, n, pmSlot(spec), pinUp ? limits.up : limits.down, pinUp);
  } else {
    buildContinuousPath(p, factors, bar, key, path, n);
    // 一字板: at the limit from the open print.
    if (limits !== null && (pinUp || pinDown)) pinFrom = 0;
  }
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
    distributeLots(key, path, slotLots, totalLots - openLots - closeLots, spec.contSlots, pmSlot(spec), pinFrom);
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

/**
 * The day's combined intraday walk (market, industry, own) over its first `to` minutes as a bridge
 * in log space from `start` to `end`, written to `path[0…to]`. The noise per minute is the day's
 * (`n` minutes), whatever the length of the bridge.
 */
function bridge(p: Profile, factors: Factors, bar: DayBar, key: number, path: Float64Array, n: number, to: number, start: number, end: number): void {
  const market = factors.intradayWalk(`market:${p.market}`, bar.idx, n);
  const industry = p.sec.industry !== '' ? factors.intradayWalk(`industry:${p.sec.industry}`, bar.idx, n) : null;
  const combined = new Float64Array(to + 1);
  let own = 0;
  for (let m = 1; m <= to; m++) {
    own += normal(hash2(key, 100 + m));
    combined[m] = MARKET_WEIGHT * p.beta * market[m]! + INDUSTRY_WEIGHT * (industry ? industry[m]! : 0) + OWN_WEIGHT * own;
  }
  const scale = Math.max(p.idioVol, 0.006) / Math.sqrt(n);
  const logStart = Math.log(start);
  const logEnd = Math.log(end);
  const lastW = combined[to]!;
  for (let m = 0; m <= to; m++) {
    const f = to > 0 ? m / to : 1;
    path[m] = Math.exp(logStart + (logEnd - logStart) * f + scale * (combined[m]! - f * lastW));
  }
  path[0] = start;
  path[to] = end;
}

function buildContinuousPath(p: Profile, factors: Factors, bar: DayBar, key: number, path: Float64Array, n: number): void {
  if (bar.high === bar.low) {
    path.fill(bar.open, 0, n + 1);
    return;
  }
  bridge(p, factors, bar, key, path, n, n, bar.open, bar.contClose);
  stretchToRange(path, n, bar.high, bar.low, key);
  for (let m = 1; m < n; m++) path[m] = roundBetween(p.tick, path[m]!, bar.low, bar.high);
}

/** Minutes over which the early seals of a limit day spread (mean of their exponential delay). */
const EARLY_SEAL_MINUTES = 25;
/** Share of limit days sealing late, in the last hour of trading (尾盘封板). */
const LATE_SEAL_SHARE = 0.15;
/** Minutes of trading counted as the last hour. */
const LATE_SEAL_WINDOW = 60;

/**
 * Path index at which a day closing at its limit first seals it (1…n). Real 涨停 pools show most
 * boards sealed in the morning, many in the first half hour, and the rest spread over the
 * afternoon with a last-hour group; the nearer the open is to the limit the likelier an early seal.
 * `near` is that nearness (1 = opened at the limit, 0 = opened flat or away from it).
 */
function sealSlot(key: number, n: number, pm: number, near: number): number {
  const early = 0.3 + 0.4 * Math.min(1, Math.max(0, near));
  const u = uniform(hash2(key, 20));
  const v = uniform(hash2(key, 21));
  if (u < early) {
    const m = 1 + Math.floor(EARLY_SEAL_MINUTES * exponential(hash2(key, 22)));
    return m <= pm ? m : 1 + Math.floor(v * pm);
  }
  if (u < early + LATE_SEAL_SHARE) return Math.max(1, n - Math.floor(v * Math.min(LATE_SEAL_WINDOW, n)));
  return 1 + Math.floor(v * n);
}

/**
 * The path of a day that closes at its limit (not 一字板): a bridge from the open to the limit that
 * reaches it first at a drawn minute ({@link sealSlot}), stays below it before (an excursion past the
 * limit is reflected back under it), reaches the day's other extreme before the seal, and stays
 * sealed from there on (a sealed 涨停/跌停 board stays sealed). Returns the seal's path index.
 */
function buildSealedPath(
  p: Profile,
  factors: Factors,
  bar: DayBar,
  key: number,
  path: Float64Array,
  n: number,
  pm: number,
  limit: number,
  isUp: boolean,
): number {
  const other = isUp ? bar.low : bar.high;
  const span = Math.abs(Math.log(limit / bar.pre));
  const near = span > 0 ? 1 - Math.abs(Math.log(limit / bar.open)) / span : 0;
  // The other extreme needs a minute of its own between the open and the seal.
  const least = other === bar.open ? 1 : Math.min(3, n);
  const seal = Math.max(least, Math.min(n, sealSlot(key, n, pm, near)));
  bridge(p, factors, bar, key, path, n, seal, bar.open, limit);
  for (let m = 1; m < seal; m++) {
    const x = path[m]!;
    if (isUp ? x > limit : x < limit) path[m] = 2 * limit - x;
  }
  if (isUp) stretchToRange(path, seal, limit, bar.low, key);
  else stretchToRange(path, seal, bar.high, limit, key);
  const step = tickMilli(p.tick, limit);
  const lo = isUp ? bar.low : limit + step;
  const hi = isUp ? limit - step : bar.high;
  for (let m = 1; m < seal; m++) path[m] = roundBetween(p.tick, path[m]!, lo, hi);
  for (let m = seal; m <= n; m++) path[m] = limit;
  return seal;
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

/** Volume weight of a minute sealed at its limit: a sealed board trades thin (only the queue's fills). */
const SEALED_VOLUME = 0.35;

function distributeLots(key: number, path: Float64Array, out: Int32Array, lots: number, n: number, pm: number, pinFrom: number): void {
  const base = 20;
  const extra = Math.max(0, lots - base * n);
  const weights = new Float64Array(n);
  let total = 0;
  for (let m = 0; m < n; m++) {
    const move = Math.abs(Math.log(path[m + 1]! / path[m]!));
    const sealed = pinFrom >= 0 && m >= pinFrom ? SEALED_VOLUME : 1;
    const w = sealed * uShape(m, n, pm) * Math.exp(0.35 * normal(hash2(key, 1000 + m))) * (1 + 40 * move);
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
