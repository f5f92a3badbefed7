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
 * A suspension run reaching into the window moves its start to K days before the run
 * ({@link windowStart}): the run freezes the close while P* moves on, so the catch-up after a
 * two-week 停牌 can outlast K; runs are O(1) to find, so a day still costs O(K + run).
 *
 * Runs of days are produced into a {@link DayTable} (typed arrays, no object per day), which is
 * also what the history cache keeps.
 */
import { TAG, type Profile } from '../model/profile';
import type { PriceModel } from '../model/price-model';
import type { CorporateAction } from '../model/corporate-actions';
import { hash2, hash3, normal, uniform } from '../../shared/rng';
import { limitDownOf, limitUpOf, MILLI, roundBetween, roundToTick } from '../model/rules';
import { anchorFloatShares, scaleShares, unlockDays } from '../model/share-count';
import { unlockedBy } from '../model/lockups';
import { DayTable, HOLIDAY, LIMITED, LISTING, SUSPENDED, type DayBar } from './day-table';
import { isHongKongClosed, isMainlandClosed } from '../../calendar/days';
import { sessionAt } from '../../calendar/sessions';

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
/** Share of a stock's trading days it is suspended on (runs of {@link suspensionRun} days). */
export const SUSPEND_RATE = 0.003;
/** Trading days per block; a suspension run starts in a block with {@link RUN_START_RATE}. */
const SUSPEND_BLOCK = 16;
/** The longest run, trading days: a day looks back over the blocks a run this long can start in. */
export const MAX_SUSPENSION_DAYS = 30;
/** Minimum volume of a traded day, in lots per continuous minute (every tick trades ≥ 1 lot). */
const MIN_LOTS_PER_SLOT = 25;
/** Elasticity of volume to the volatility regime (volume rises with volatility: Karpoff 1987). */
const VOLUME_REGIME = 0.8;
/** Chance that a day closing just under its limit touched it (炸板), falling with the distance to the limit. */
const TOUCH_CHANCE = 0.5;
/** Closes below this share of the way to the limit never touched it. */
const TOUCH_FROM = 0.4;
/** Issue price of a new listing as a share of its first model price. */
const ISSUE_DISCOUNT = 0.7;

/**
 * Length of a suspension run from a uniform draw: most last a day (临时停牌, 筹划重要事项), a quarter
 * 2–4 days, one in six 5–10 (重大资产重组: the exchanges' 停复牌 guidelines of 2019 cap those at
 * 10 trading days), a few up to {@link MAX_SUSPENSION_DAYS} (a deal or a query still open). Mean 3.3.
 */
export function suspensionRun(u: number): number {
  if (u < 0.55) return 1;
  if (u < 0.8) return 2 + Math.floor(((u - 0.55) / 0.25) * 3);
  if (u < 0.96) return 5 + Math.floor(((u - 0.8) / 0.16) * 6);
  return 11 + Math.floor(((u - 0.96) / 0.04) * (MAX_SUSPENSION_DAYS - 10));
}
const MEAN_RUN = 0.55 * 1 + 0.25 * 3 + 0.16 * 7.5 + (0.04 * (11 + MAX_SUSPENSION_DAYS)) / 2;
const RUN_START_RATE = (SUSPEND_RATE * SUSPEND_BLOCK) / MEAN_RUN;

/** The suspension run whose first day falls in block b, if any: its first day and length. */
function runOfBlock(p: Profile, b: number): { start: number; length: number } | null {
  const h = hash3(p.key, TAG.suspend, b);
  if (uniform(h) >= RUN_START_RATE) return null;
  const start = b * SUSPEND_BLOCK + Math.floor(uniform(hash2(h, 1)) * SUSPEND_BLOCK);
  return start > p.listIdx ? { start, length: suspensionRun(uniform(hash2(h, 2))) } : null;
}

/** The first day of the earliest suspension run with a day in [a, b], or null. */
export function firstSuspensionIn(p: Profile, a: number, b: number): number | null {
  if (p.cls !== 'stock') return null;
  for (let k = Math.floor((a - MAX_SUSPENSION_DAYS + 1) / SUSPEND_BLOCK); k <= Math.floor(b / SUSPEND_BLOCK); k++) {
    const run = runOfBlock(p, k);
    if (run && run.start <= b && run.start + run.length - 1 >= a) return run.start;
  }
  return null;
}

/**
 * True when the security is suspended on trading index t. Suspensions come in runs: a block of
 * {@link SUSPEND_BLOCK} days holds a run's first day with {@link RUN_START_RATE}, the day and the
 * length drawn from (key, block), so a day asks the two or three blocks a run covering it can
 * start in — O(1), the same on any day asked alone as when stepping.
 */
export function isSuspended(p: Profile, t: number): boolean {
  return t > p.listIdx && firstSuspensionIn(p, t, t) !== null;
}

/**
 * First day of the close window of day t (see the module comment): `window` days back, and
 * `window` days before any suspension run reaching into it — a run freezes the close while P*
 * moves on, and the limit chain catching up after it can outlast the window.
 */
export function windowStart(p: Profile, t: number, window: number): number {
  let s0 = t - window;
  for (let k = 0; k < 8; k++) {
    const r = firstSuspensionIn(p, s0, t);
    if (r === null || r - window >= s0) break;
    s0 = r - window;
  }
  return Math.max(s0, p.listIdx);
}

/** True when the security's exchange is closed on trading index t (HKEX holidays; the listing day excepted). */
export function isHoliday(p: Profile, t: number): boolean {
  return t > p.listIdx && (p.market === 'hk' ? isHongKongClosed(t) : isMainlandClosed(t));
}

/** True on the days from the listing that trade without a price limit (the listing day, or five under 注册制). */
export function unlimitedOn(p: Profile, t: number): boolean {
  return t >= p.listIdx && t < p.limitFrom;
}

/** The listing day's reference price: the issue's 发行价 when known, else a discount to the first model price (milli). */
function issuePriceOf(p: Profile, firstPrice: number): number {
  const offering = p.sec.offering;
  return offering !== undefined ? Math.round(offering.issuePrice * MILLI) : roundToTick(p.tick, firstPrice * ISSUE_DISCOUNT);
}

/** Most of its float a day can turn over (a new listing's first day comes near it). */
const MAX_TURNOVER = 0.9;
/** A new A-share's typical listing-day turnover (70–80% on the registration boards lately); its excess decays over {@link DEBUT_TURNOVER_DAYS}. */
const DEBUT_TURNOVER = 1;
const DEBUT_TURNOVER_DAYS = 5;

/**
 * 次新 trade far more than they will later: a listing day turns over half its float or more, the
 * first week tens of percent, fading to the stock's usual level over about a month.
 */
export function debutTurnover(p: Profile, t: number): number {
  const k = t - p.listIdx;
  if (p.cls !== 'stock' || p.market !== 'cn' || k < 0 || k >= 8 * DEBUT_TURNOVER_DAYS) return 1;
  return 1 + Math.max(0, DEBUT_TURNOVER / p.turnover - 1) * Math.exp(-k / DEBUT_TURNOVER_DAYS);
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
    const ratio = unlimitedOn(this.p, t) ? null : this.p.limitRatio;
    if (ratio === null) return this.fresh[i]!;
    return roundBetween(this.p.tick, this.price[i]!, limitDownOf(this.p.tick, ratio, pre), limitUpOf(this.p.tick, ratio, pre));
  }
}

/** Closes W(t) for t in [from, to], each by its own window, starting on `starts[t − from]` (see the module comment). */
function windowCloses(inputs: Inputs, from: number, to: number, starts: Int32Array): Float64Array {
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
  for (let t = from; t <= to; t++) {
    const s0 = starts[t - from]!;
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
  const closesFrom = first > p.listIdx ? first - 1 : first;
  const window = closeWindow(p);
  const starts = new Int32Array(to - closesFrom + 1);
  // The inputs reach back to the earliest window start of the days asked (a suspension run pulls one back).
  // Most ranges hold no run at all: one look at the blocks then spares a look per day.
  const anyRun = firstSuspensionIn(p, closesFrom - window, to) !== null;
  let start = closesFrom;
  for (let t = closesFrom; t <= to; t++) {
    starts[t - closesFrom] = anyRun ? windowStart(p, t, window) : Math.max(t - window, p.listIdx);
    start = Math.min(start, starts[t - closesFrom]!);
  }
  const inputs = new Inputs(p, model, start, to);
  const closes = windowCloses(inputs, closesFrom, to, starts);
  const table = new DayTable(first, to - first + 1, inputs.actionAt);
  for (let t = first; t <= to; t++) {
    const listing = t === p.listIdx;
    const prevClose = listing ? issuePriceOf(p, inputs.price[t - start]!) : closes[t - 1 - closesFrom]!;
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
  const ratio = unlimitedOn(p, t) ? null : p.limitRatio;
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
    // 炸板 / 翘板: a strong day may have touched its limit and not held it — the likelier the nearer the close
    // came (a quarter of the limit-up touches of a real main board fail); the high (low) is then the limit.
    if (ratio !== null && !atLimit && r !== 0) {
      const x = r / Math.log((r > 0 ? up : down) / pre);
      if (x > TOUCH_FROM && uniform(hash2(h, 10)) < TOUCH_CHANCE * ((x - TOUCH_FROM) / (1 - TOUCH_FROM)) ** 2) {
        if (r > 0) high = up;
        else low = down;
      }
    }
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
    // The listing day's move is its price discovery from the 发行价, not news: it does not scale its volume.
    const move = listing ? 1 : 1 + 5 * Math.abs(r);
    const drawn = p.turnover * Math.exp(0.4 * normal(hash2(h, 5))) * move * regime ** VOLUME_REGIME * (flat ? 0.15 : 1) * debutTurnover(p, t);
    const turnover = Math.min(MAX_TURNOVER, drawn);
    const lot = p.sec.lot > 0 ? p.sec.lot : 100;
    // A shorter day (an HKEX half day: 150 of 330 continuous minutes) trades its share of a full day's volume.
    const slots = sessionAt(p.market, t).contSlots;
    const share = slots === p.session.contSlots ? 1 : slots / p.session.contSlots;
    const lots = Math.max(MIN_LOTS_PER_SLOT * slots, Math.round((floatShares * turnover * share) / lot));
    out.volume[i] = lots * lot;
    out.amount[i] = (lots * lot * (open + high + low + close)) / 4 / 1000;
  }
}
