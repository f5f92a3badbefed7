/**
 * The daily price model of one security: its *model price* P*(t) on every trading day, and its
 * corporate actions.
 *
 *   log V(t) = base + shape(t)
 *   shape(t) = β·market(t) + γ·industry(t) + σ·idio(t) + jumps(t) + drift·(t − listing) [+ debut(t)]
 *   P*(t)    = V(t) / B(t)
 *
 * Every Brownian term moves with a stochastic volatility (`volatility.ts`): calm and turbulent
 * periods alternate at every scale, shocks are heavy-tailed, and falls raise later volatility.
 * The factors and the idiosyncratic path are mean-reverting and centred on the anchor day (see
 * `AnchoredBrownian`), and `drift` is the security's long-run growth plus its dividend yield, so
 * over the years a price wanders around a gently rising trend through today's level instead of
 * drifting off: daily volatility is realistic and a ten-year chart stays within a few multiples.
 * `jumps` are news and theme jumps the size of the limit band (`jumps.ts`): likelier on days the
 * market and the stock's industry rise (or, for jumps down, fall), fading over the months after —
 * they make the 涨停, 跌停 and 连板 of the daily bars. `debut` is a new listing's first weeks (`debut.ts`).
 *
 * V is the value of one original share (a backward-adjusted price); B(t) is the product of the
 * nominal adjustment factors of the corporate actions up to t, so P* drops on each ex-date the
 * way a real unadjusted price does. Every term can be read at any day without the days before it
 * (Brownian terms by Lévy bridges, jumps from the 256 days before it), which is what keeps history lazy.
 * Traded closes are P* put on the tick grid inside the limit band: see `daily-bars.ts`.
 *
 * `base` is not drawn: it is solved so that P* on the *anchor day* (the market's yesterday, or the
 * listing day when later, and always for a listing the IPO pipeline drew: its level is the issue's
 * first close) is exactly the profile's level — 贵州茅台 closes near 1450 the day before
 * the market starts, and its history extends backwards from there. The actions before the anchor
 * are read backwards from it (see `corporate-actions.ts`), so B(anchor) is known before `base`.
 */
import { Debut } from './debut';
import { Jumps } from './jumps';
import { ownMultiplier } from './market-volatility';
import { ModulatedPath } from './volatility';
import { dayOfTradingIndex, yearOf } from '../../calendar/days';
import { actionAfter, actionBefore, actionDraw, REFERENCE_LAG, type CorporateAction } from './corporate-actions';
import type { Factors } from './factors';
import { TAG, type Profile } from './profile';
import { hash2 } from '../../shared/rng';
import { MILLI } from './rules';

/**
 * What anchoring a model fixes: its base and the actions up to the anchor day. Solving it walks the
 * security's ten-year path (a year's action at a time), so the boot cache keeps it: a later boot of
 * the same seed, anchor and model code hands it back and skips the walk.
 */
export interface AnchorState {
  readonly logBase: number;
  readonly past: readonly CorporateAction[];
}

/** An anchor state kept by an earlier boot, and where to hand one solved now (warmup/boot-cache.ts). */
export interface AnchorMemo {
  readonly known?: AnchorState | undefined;
  readonly keep?: (state: AnchorState) => void;
}

/** The price model of one security (caches its jumps and actions). */
export class PriceModel {
  /** Trading index on which P* equals the profile's level. */
  readonly anchorIdx: number;
  /** News and theme jumps, fading; their chance follows the day's market and industry heat. */
  private readonly jumps: Jumps;
  private readonly firstYear: number;
  private readonly anchorYear: number;
  /** The idiosyncratic path, centred on the anchor day, its volatility loading on the market's regime. */
  private readonly idio: ModulatedPath;
  /** 次新 swings and fade of a pipeline listing (`debut.ts`); null for the hand-kept securities. */
  private readonly debut: Debut | null;
  private anchored: AnchorState | null;
  private readonly keepAnchor: ((state: AnchorState) => void) | undefined;
  /** Actions after the anchor, by year from the anchor's year (null: none that year). */
  private readonly futureYears: Array<CorporateAction | null> = [];

  /** `anchor`: the trading index whose model price is the profile's level (the listing day when later, or for a pipeline listing). */
  constructor(
    readonly profile: Profile,
    private readonly factors: Factors,
    anchor: number,
    memo: AnchorMemo = {},
  ) {
    if (!Number.isInteger(anchor)) throw new Error(`anchor must be a trading index, got ${anchor}`);
    this.anchored = memo.known ?? null;
    this.keepAnchor = memo.keep;
    // A listing the IPO pipeline drew (it knows its 发行价) is anchored at its listing day, where its level is its first close.
    this.anchorIdx = profile.sec.offering !== undefined ? profile.listIdx : Math.max(anchor, profile.listIdx);
    this.firstYear = yearOf(dayOfTradingIndex(profile.listIdx));
    this.anchorYear = yearOf(dayOfTradingIndex(this.anchorIdx));
    const idioVol = ownMultiplier(hash2(profile.key, TAG.idioVol), factors.volatility(profile.market));
    this.idio = new ModulatedPath(hash2(profile.key, TAG.idio), profile.diffusionVol, this.anchorIdx, profile.idioSpan, idioVol);
    const offering = profile.sec.offering;
    this.debut = offering === undefined ? null : new Debut(hash2(profile.key, TAG.debut), profile.listIdx, profile.level, offering.issuePrice);
    this.jumps = new Jumps(
      {
        key: hash2(profile.key, TAG.jump),
        rate: profile.jumpRate,
        upShare: profile.jumpUpShare,
        scale: profile.jumpScale,
        market: profile.market,
        industry: profile.sec.industry,
        heated: profile.limitRatio !== null,
      },
      factors,
    );
  }

  /** The day's volatility regime relative to the long run (mean ≈ 1): scales its range and volume. */
  regime(t: number): number {
    return this.factors.regime(this.profile.market, t);
  }

  /** The jump term of log V at trading index t. */
  jumpAt(t: number): number {
    return this.jumps.at(t);
  }

  /** The drawn part of log V shared by point and range reads: factors and drift. */
  private commonAt(t: number): number {
    const p = this.profile;
    return p.beta * this.factors.market(p.market, t) + p.industryLoading * this.factors.industry(p.sec.industry, t) + p.drift * (t - p.listIdx);
  }

  /** shape(t) = log V(t) − base: everything of log V but the level. */
  private shape(t: number): number {
    return this.commonAt(t) + this.idio.at(t) + this.jumpAt(t) + (this.debut?.at(t) ?? 0);
  }

  /**
   * Solves the base (lazily: it needs the actions before the anchor). Walks the years from the
   * anchor back to the listing: each action's reference price follows from the anchor price and
   * the actions after it, then log B(anchor) is their sum and base = log level − shape(anchor) + log B.
   */
  private anchor(): AnchorState {
    if (this.anchored) return this.anchored;
    const p = this.profile;
    const a = this.anchorIdx;
    const target = Math.log(p.level * MILLI);
    const shapeAt = this.shape(a);
    const past: CorporateAction[] = [];
    let laterLog = 0;
    let laterSplitLog = 0;
    for (let year = this.anchorYear; year >= this.firstYear; year--) {
      const d = actionDraw(p, year, this.anchorYear);
      if (!d || d.idx > a) continue;
      const rel = target + this.shape(d.idx - REFERENCE_LAG) - shapeAt;
      const action = actionBefore(p, d, Math.exp(rel + laterLog), Math.exp(rel + laterLog - laterSplitLog), Math.exp(laterSplitLog));
      if (!action) continue;
      past.push(action);
      laterLog += Math.log(action.nominal);
      laterSplitLog += Math.log(1 + action.bonus);
    }
    past.reverse();
    this.anchored = { logBase: target - shapeAt + laterLog, past };
    this.keepAnchor?.(this.anchored);
    return this.anchored;
  }

  /** log V(t): the log value of one original share, milli. */
  logValue(t: number): number {
    return this.anchor().logBase + this.shape(t);
  }

  /** log V over `[from, from + out.length)`, written into `out`. */
  logValueRange(from: number, out: Float64Array): void {
    const base = this.anchor().logBase;
    this.idio.fill(from, out);
    const jumps = new Float64Array(out.length);
    this.jumps.fill(from, jumps);
    const debut = this.debut;
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + base + this.commonAt(from + i) + jumps[i]! + (debut?.at(from + i) ?? 0);
  }

  /** Sum of log nominal factors of the actions with ex-date ≤ t. */
  logNominalAt(t: number, actions: readonly CorporateAction[]): number {
    let sum = 0;
    for (const a of actions) {
      if (a.idx > t) break;
      sum += Math.log(a.nominal);
    }
    return sum;
  }

  /** Model price P*(t), milli (not on the tick grid). */
  modelPrice(t: number): number {
    return Math.exp(this.logValue(t) - this.logNominalAt(t, this.actionsUpTo(t)));
  }

  /** Corporate actions with ex-date ≤ t, in date order. */
  actionsUpTo(t: number): CorporateAction[] {
    const { past } = this.anchor();
    const out: CorporateAction[] = [];
    for (const a of past) {
      if (a.idx > t) return out;
      out.push(a);
    }
    const lastYear = yearOf(dayOfTradingIndex(t));
    while (this.anchorYear + this.futureYears.length <= lastYear) this.futureYears.push(this.actionAfterAnchor(this.anchorYear + this.futureYears.length));
    for (const a of this.futureYears) if (a !== null && a.idx <= t) out.push(a);
    return out;
  }

  /** The action of a year if it goes ex after the anchor, sized from the price the model shows (earlier years are known). */
  private actionAfterAnchor(year: number): CorporateAction | null {
    const d = actionDraw(this.profile, year, this.anchorYear);
    if (!d || d.idx <= this.anchorIdx) return null;
    const ref = d.idx - REFERENCE_LAG;
    const before = [...this.anchor().past, ...this.futureYears.filter((a): a is CorporateAction => a !== null)];
    return actionAfter(this.profile, d, Math.exp(this.logValue(ref) - this.logNominalAt(ref, before)));
  }
}
