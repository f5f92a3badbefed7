/**
 * Daily bars from the price model: closes on the tick grid inside the limit band, suspensions,
 * ex-dates, and each day's open, high, low, volume and amount.
 *
 * The close of day t is defined by a *K-day window*: start fresh at t − K with P* on the tick grid,
 * then walk day by day — apply the ex-date reference price, carry the close through suspensions,
 * clamp P* into the limit band of the previous close. A clamped day carries its excess into the
 * next (consecutive limit-ups after big news), and because the window is bounded any single day
 * costs O(K), so today's price never needs the years before it. A limit chain would have to last
 * K days (15, or 40 for a 5% band: {@link closeWindow}) for the window to disagree with an unbounded walk; `daily-bars.test.ts` checks they agree.
 *
 * Runs of days are produced into a {@link DayTable} (typed arrays, no object per day), which is
 * also what the history cache keeps.
 */
import { TAG, type Profile } from '../model/profile';
import type { CorporateAction, PriceModel } from '../model/price-model';
import { hash2, hash3, normal, uniform } from '../model/rng';
import { limitDownOf, limitUpOf, roundBetween, roundToTick } from '../model/rules';
import { anchorFloatShares, scaleShares, unlockDays } from '../model/share-count';
import { unlockedBy } from '../model/lockups';
import { DayTable, HOLIDAY, LIMITED, LISTING, SUSPENDED, type DayBar } from './day-table';
import { isHongKongClosed } from '../calendar/days';
import { sessionAt } from '../calendar/sessions';

export { DayTable, type DayBar } from './day-table';

/** Inputs.suspended marks a closed exchange with this value (1 = suspended). */
const HOLIDAY_DAY = 2;
/** Length of the close window, days, for a band of 10% or wider. */
export const CLOSE_WINDOW = 15;
/**
 * Window for a 5% band (ST): P* that jumps takes twice as many limit days to catch up, and over
 * 400 seeds the longest ST limit chain was 28 days against 13 for a 10% band.
 */
export const NARROW_BAND_WINDOW = 40;

/** The close window of a security: long enough that its limit chains end inside it. */
export function closeWindow(p: Profile): number {
  return p.limitRatio !== null && p.limitRatio < 0.1 ? NARROW_BAND_WINDOW : CLOSE_WINDOW;
}
/** Daily probability that a stock is suspended. */
export const SUSPEND_RATE = 0.003;
/** Minimum volume of a traded day, in lots per continuous minute (every tick trades ≥ 1 lot). */
const MIN_LOTS_PER_SLOT = 25;
/** Elasticity of volume to the volatility regime (volume rises with volatility: Karpoff 1987). */
const VOLUME_REGIME = 0.8;
/** Issue price of a new listing as a share of its first model price. */
const ISSUE_DISCOUNT = 0.7;

/** True when the security is suspended on trading index t. */
export function isSuspended(p: Profile, t: number): boolean {
  return p.cls === 'stock' && t > p.listIdx && uniform(hash3(p.key, TAG.suspend, t)) < SUSPEND_RATE;
}

/** True when the security's exchange is closed on trading index t (HKEX holidays; the listing day excepted). */
export function isHoliday(p: Profile, t: number): boolean {
  return p.market === 'hk' && t > p.listIdx && isHongKongClosed(t);
}

/** Ex-date reference price: (close − cash) / (1 + bonus), on the tick grid. */
export function exReference(p: Profile, close: number, action: CorporateAction): number {
  return roundToTick(p.tick, (close - action.cash) / (1 + action.bonus));
}

/** The model's inputs for a run of days, shared by the window walks. */
class Inputs {
  /** P* per day, milli. */
  readonly price: Float64Array;
  /** P* on the tick grid: the fresh start of a window. */
  readonly fresh: Float64Array;
  readonly suspended: Uint8Array;
  /** The day's volatility regime (mean ≈ 1): a turbulent day has a wider range and more volume. */
  readonly regime: Float64Array;
  /** Float shares per day: volume is drawn as a turnover of them, so a 10转10 doubles the shares traded, not halves the amount. */
  readonly floatShares: Float64Array;
  readonly actionAt = new Map<number, CorporateAction>();

  constructor(
    readonly p: Profile,
    model: PriceModel,
    readonly from: number,
    to: number,
  ) {
    const actions = model.actionsUpTo(to);
    for (const a of actions) this.actionAt.set(a.idx, a);
    const n = to - from + 1;
    this.price = new Float64Array(n);
    this.fresh = new Float64Array(n);
    this.suspended = new Uint8Array(n);
    this.regime = new Float64Array(n);
    this.floatShares = new Float64Array(n);
    model.logValueRange(from, this.price);
    const around = to >= model.anchorIdx ? actions : model.actionsUpTo(model.anchorIdx);
    const unlocks = unlockDays(model);
    const floatAt = (t: number) => scaleShares(anchorFloatShares(p) + unlockedBy(model, t), model.anchorIdx, around, t);
    let shares = floatAt(from);
    let k = 0;
    let logNominal = 0;
    for (let i = 0; i < n; i++) {
      const t = from + i;
      if (i > 0 && ((this.actionAt.get(t)?.bonus ?? 0) > 0 || unlocks.has(t))) shares = floatAt(t);
      this.floatShares[i] = shares;
      while (k < actions.length && actions[k]!.idx <= t) logNominal += Math.log(actions[k++]!.nominal);
      this.price[i] = Math.exp(this.price[i]! - logNominal);
      this.fresh[i] = roundToTick(p.tick, this.price[i]!);
      this.suspended[i] = isHoliday(p, t) ? HOLIDAY_DAY : isSuspended(p, t) ? 1 : 0;
      this.regime[i] = model.regime(t);
    }
  }

  /** Previous close as today's trading sees it (ex-date reference price applied). */
  preOf(t: number, close: number): number {
    const a = this.actionAt.get(t);
    return a ? exReference(this.p, close, a) : close;
  }

  /** One day of the close walk. */
  step(t: number, close: number): number {
    const pre = this.preOf(t, close);
    const i = t - this.from;
    if (this.suspended[i] !== 0) return pre;
    const ratio = this.p.limitRatio;
    if (ratio === null) return this.fresh[i]!;
    return roundBetween(this.p.tick, this.price[i]!, limitDownOf(this.p.tick, ratio, pre), limitUpOf(this.p.tick, ratio, pre));
  }
}

/** Closes W(t) for t in [from, to], each by its own K-day window (see the module comment). */
function windowCloses(inputs: Inputs, from: number, to: number): Float64Array {
  const p = inputs.p;
  const start = inputs.from;
  const n = to - start + 1;
  // Unbounded walk from `start`; where it stands at the fresh value, windows starting there follow it.
  const walk = new Float64Array(n);
  const fresh = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const value = i === 0 ? inputs.fresh[0]! : inputs.step(start + i, walk[i - 1]!);
    walk[i] = value;
    fresh[i] = value === inputs.fresh[i] ? 1 : 0;
  }
  const out = new Float64Array(to - from + 1);
  const window = closeWindow(p);
  for (let t = from; t <= to; t++) {
    const s0 = Math.max(t - window, p.listIdx);
    if (s0 === start || fresh[s0 - start] === 1) {
      out[t - from] = walk[t - start]!;
      continue;
    }
    let c = inputs.fresh[s0 - start]!;
    for (let s = s0 + 1; s <= t; s++) c = inputs.step(s, c);
    out[t - from] = c;
  }
  return out;
}

/** Daily bars of trading indexes [from, to] (clipped to the listing day; null when not listed by `to`). */
export function dayTable(model: PriceModel, from: number, to: number): DayTable | null {
  const p = model.profile;
  const first = Math.max(from, p.listIdx);
  if (to < first) return null;
  const start = Math.max(p.listIdx, first - 1 - closeWindow(p));
  const inputs = new Inputs(p, model, start, to);
  const closesFrom = first > p.listIdx ? first - 1 : first;
  const closes = windowCloses(inputs, closesFrom, to);
  const table = new DayTable(first, to - first + 1, inputs.actionAt);
  for (let t = first; t <= to; t++) {
    const listing = t === p.listIdx;
    const prevClose = listing ? roundToTick(p.tick, inputs.price[t - start]! * ISSUE_DISCOUNT) : closes[t - 1 - closesFrom]!;
    const pre = listing ? prevClose : inputs.preOf(t, prevClose);
    const off = inputs.suspended[t - start]!;
    writeBar(
      p,
      table,
      t - first,
      t,
      pre,
      closes[t - closesFrom]!,
      listing,
      off !== 0,
      off === HOLIDAY_DAY,
      inputs.regime[t - start]!,
      inputs.floatShares[t - start]!,
    );
    table.factor[t - first] = prevClose / pre;
  }
  return table;
}

/** The bar of a single day. */
export function dayBar(model: PriceModel, t: number): DayBar {
  const table = dayTable(model, t, t);
  if (!table) throw new Error(`${model.profile.sec.id} is not listed on trading day ${t}`);
  return table.bar(0);
}

function writeBar(
  p: Profile,
  out: DayTable,
  i: number,
  t: number,
  pre: number,
  walkClose: number,
  listing: boolean,
  suspended: boolean,
  holiday: boolean,
  regime: number,
  floatShares: number,
): void {
  const ratio = listing ? null : p.limitRatio;
  const up = ratio === null ? Infinity : limitUpOf(p.tick, ratio, pre);
  const down = ratio === null ? 0 : limitDownOf(p.tick, ratio, pre);
  out.flags[i] = (listing ? LISTING : 0) | (ratio !== null ? LIMITED : 0) | (suspended && !listing ? SUSPENDED : 0) | (holiday && !listing ? HOLIDAY : 0);
  out.pre[i] = pre;
  out.limitUp[i] = ratio === null ? 0 : up;
  out.limitDown[i] = ratio === null ? 0 : down;
  if (suspended && !listing) {
    out.open[i] = out.high[i] = out.low[i] = out.close[i] = out.contClose[i] = pre;
    return;
  }
  // The band is the bar's own: a window that disagreed with yesterday's would still be clamped here.
  const close = walkClose > up ? up : Math.max(walkClose, down);
  const h = hash3(p.key, TAG.day, t);
  const r = Math.log(close / pre);
  const atLimit = ratio !== null && (close === up || close === down);
  // Days that close at a limit open there ("一字板") a third of the time.
  const flat = atLimit && uniform(hash2(h, 9)) < 0.35;
  const dailyVol = Math.max(p.idioVol, 0.006) * regime;
  let open: number, high: number, low: number;
  // A net-value fund has one price a day; a limit-sealed "一字板" trades at one price all day.
  if (flat || p.cls === 'nav') {
    open = high = low = close;
  } else {
    open = roundBetween(p.tick, pre * Math.exp(0.3 * r + 0.35 * dailyVol * normal(hash2(h, 1))), down, up);
    const spread = 0.45 * dailyVol + 0.003;
    high = roundBetween(p.tick, Math.max(open, close) * Math.exp(Math.abs(normal(hash2(h, 2))) * spread), down, up);
    low = roundBetween(p.tick, Math.min(open, close) * Math.exp(-Math.abs(normal(hash2(h, 3))) * spread), down, up);
    high = Math.max(high, open, close);
    low = Math.min(low, open, close);
  }
  let contClose = close;
  if (p.market === 'cn' && !atLimit && p.cls !== 'nav') {
    const c = roundToTick(p.tick, close * Math.exp(0.0015 * normal(hash2(h, 4))));
    contClose = c > high ? high : Math.max(c, low);
  }
  out.open[i] = open;
  out.high[i] = high;
  out.low[i] = low;
  out.close[i] = close;
  out.contClose[i] = contClose;
  if (p.turnover > 0 && p.floatShares > 0) {
    const turnover = p.turnover * Math.exp(0.4 * normal(hash2(h, 5))) * (1 + 5 * Math.abs(r)) * regime ** VOLUME_REGIME * (flat ? 0.15 : 1);
    const lot = p.sec.lot > 0 ? p.sec.lot : 100;
    // A shorter day (an HKEX half day: 150 of 330 continuous minutes) trades its share of a full day's volume.
    const slots = sessionAt(p.market, t).contSlots;
    const share = slots === p.session.contSlots ? 1 : slots / p.session.contSlots;
    const lots = Math.max(MIN_LOTS_PER_SLOT * slots, Math.round((floatShares * turnover * share) / lot));
    out.volume[i] = lots * lot;
    out.amount[i] = (lots * lot * (open + high + low + close)) / 4 / 1000;
  }
}
