/**
 * The daily price model of one security: its *model price* P*(t) on every trading day, and its
 * corporate actions.
 *
 *   log V(t) = base + β·market(t) + γ·industry(t) + σ·idio(t) + jumps(t) + drift·(t − listing)
 *   P*(t)    = V(t) / B(t)
 *
 * V is the value of one original share (a backward-adjusted price); B(t) is the product of the
 * nominal adjustment factors of the corporate actions up to t, so P* drops on each ex-date the
 * way a real unadjusted price does. Every term can be read at any day without the days before it
 * (Brownian terms by Lévy bridges, jumps by 64-day Poisson blocks), which is what keeps history lazy.
 * Traded closes are P* put on the tick grid inside the limit band: see `daily-bars.ts`.
 */
import { brownianAt, brownianFill, SEGMENT_DAYS } from './brownian';
import { dayOfDate, dayOfTradingIndex, tradingIndexOf, yearOf } from './calendar';
import type { Factors } from './factors';
import { TAG, type Profile } from './profile';
import { hash2, hash3, hash4, normal, uniform } from './rng';
import { MILLI } from './rules';

/** A corporate action on its ex-date. */
export interface CorporateAction {
  /** Trading index of the ex-date. */
  idx: number;
  /** Cash dividend per share, milli (0 when none). */
  cash: number;
  /** Bonus/transfer shares per share (0.5 = 10送5), 0 when none. */
  bonus: number;
  /** Nominal adjustment factor (1 + bonus) · P / (P − cash) at the reference price. */
  nominal: number;
}

const JUMP_BLOCK = 64;
const BLOCKS_PER_SEGMENT = SEGMENT_DAYS / JUMP_BLOCK;
/** Share of jumps that go up: A-share news skews to limit-up. */
const JUMP_UP_SHARE = 0.75;
/** Days before the ex-date at which an action's size is set. */
const REFERENCE_LAG = 10;
const BONUS_RATIOS = [0.2, 0.3, 0.5, 1] as const;

interface SegmentJumps {
  /** Day within the segment of each jump, ascending. */
  rel: Int32Array;
  size: Float64Array;
  total: number;
}

function poisson(lambda: number, p: number): number {
  let k = 0;
  let term = Math.exp(-lambda);
  let cdf = term;
  while (p > cdf && k < 50) {
    k++;
    term *= lambda / k;
    cdf += term;
  }
  return k;
}

/** The price model of one security (caches its jumps and actions). */
export class PriceModel {
  private readonly jumps = new Map<number, SegmentJumps>();
  private readonly actionYears: Array<CorporateAction | null> = [];
  private readonly firstYear: number;
  private readonly idioKey: number;

  constructor(
    readonly profile: Profile,
    private readonly factors: Factors,
  ) {
    this.firstYear = yearOf(dayOfTradingIndex(profile.listIdx));
    this.idioKey = hash2(profile.key, TAG.idio);
  }

  /** Jumps of one segment, pinned to sum to zero at its end (so levels stay bounded). */
  private segmentJumps(segment: number): SegmentJumps {
    const hit = this.jumps.get(segment);
    if (hit) return hit;
    const p = this.profile;
    const rel: number[] = [];
    const size: number[] = [];
    if (p.jumpRate > 0) {
      for (let b = 0; b < BLOCKS_PER_SEGMENT; b++) {
        const block = segment * BLOCKS_PER_SEGMENT + b;
        const n = poisson(p.jumpRate * JUMP_BLOCK, uniform(hash3(p.key, TAG.jumpBlock, block)));
        for (let i = 0; i < n; i++) {
          const h = hash4(p.key, TAG.jump, block, i);
          const sign = uniform(hash2(h, 1)) < JUMP_UP_SHARE ? 1 : -1;
          rel.push(b * JUMP_BLOCK + (h % JUMP_BLOCK));
          size.push(sign * p.jumpScale * (0.85 + 0.55 * uniform(hash2(h, 2))));
        }
      }
    }
    const order = rel.map((_, i) => i).sort((a, b) => rel[a]! - rel[b]! || a - b);
    const out: SegmentJumps = {
      rel: Int32Array.from(order.map((i) => rel[i]!)),
      size: Float64Array.from(order.map((i) => size[i]!)),
      total: size.reduce((s, x) => s + x, 0),
    };
    this.jumps.set(segment, out);
    return out;
  }

  /** Cumulative jump term at trading index t. */
  jumpAt(t: number): number {
    const segment = Math.floor(t / SEGMENT_DAYS);
    const rel = t - segment * SEGMENT_DAYS;
    const j = this.segmentJumps(segment);
    let sum = 0;
    for (let i = 0; i < j.rel.length && j.rel[i]! <= rel; i++) sum += j.size[i]!;
    return sum - (rel / SEGMENT_DAYS) * j.total;
  }

  private commonAt(t: number): number {
    const p = this.profile;
    return (
      p.logBase +
      p.beta * this.factors.market(p.market, t) +
      p.industryLoading * this.factors.industry(p.sec.industry, t) +
      p.drift * (t - p.listIdx)
    );
  }

  /** log V(t): the log value of one original share, milli. */
  logValue(t: number): number {
    return this.commonAt(t) + brownianAt(this.idioKey, this.profile.idioVol, t) + this.jumpAt(t);
  }

  /** log V over `[from, from + out.length)`, written into `out`. */
  logValueRange(from: number, out: Float64Array): void {
    brownianFill(this.idioKey, this.profile.idioVol, from, out);
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + this.commonAt(from + i) + this.jumpAt(from + i);
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

  private actionOfYear(year: number, before: readonly CorporateAction[]): CorporateAction | null {
    const p = this.profile;
    if (p.cls !== 'stock') return null;
    const h = hash3(p.key, TAG.action, year);
    const anchor = dayOfDate(year, 6, 10);
    const idx = tradingIndexOf(anchor + (h % 45));
    if (idx < p.listIdx + 250) return null;
    const pays = p.payer && uniform(hash2(h, 1)) < 0.9;
    const ref = idx - REFERENCE_LAG;
    const refPrice = Math.exp(this.logValue(ref) - this.logNominalAt(ref, before));
    // Only expensive shares split (送转), which is also what keeps split-adjusted prices level.
    const splitThreshold = (p.market === 'hk' ? 80 : 45) * MILLI;
    const splitChance = refPrice <= splitThreshold ? 0 : p.market === 'hk' ? 0.05 : 0.3;
    const bonus = uniform(hash2(h, 2)) < splitChance ? BONUS_RATIOS[hash2(h, 3) % BONUS_RATIOS.length]! : 0;
    const cash = pays ? Math.min(Math.round(p.dividendYield * Math.exp(0.25 * normal(hash2(h, 4))) * refPrice), Math.floor(refPrice / 2)) : 0;
    if (cash <= 0 && bonus === 0) return null;
    return { idx, cash, bonus, nominal: ((1 + bonus) * refPrice) / (refPrice - cash) };
  }

  /** Corporate actions with ex-date ≤ t, in date order. Each year's action depends only on earlier ones. */
  actionsUpTo(t: number): CorporateAction[] {
    const lastYear = yearOf(dayOfTradingIndex(t));
    while (this.firstYear + this.actionYears.length <= lastYear) {
      const known = this.actionYears.filter((a): a is CorporateAction => a !== null);
      this.actionYears.push(this.actionOfYear(this.firstYear + this.actionYears.length, known));
    }
    const out: CorporateAction[] = [];
    for (const a of this.actionYears) if (a !== null && a.idx <= t) out.push(a);
    return out;
  }
}
