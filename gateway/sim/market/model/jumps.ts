/**
 * News and theme jumps of one security: the moves that take an A-share to 涨停 or 跌停.
 *
 * - **When**: each day is its own draw (`hash(key, t)`), with a chance that is the security's mean
 *   daily jump rate times the day's heat multiplier (`heat.ts`): jumps up crowd onto days its market
 *   and industry rise, jumps down onto sell-offs, so limit-ups come in waves by theme and 跌停 pile
 *   up in crashes, as they do in the real market.
 * - **How big**: in units of the limit band (log), {@link JUMP_BASE} plus an exponential tail of mean
 *   {@link JUMP_TAIL}. A jump of one band closes at the limit that day (unless the rest of the day's
 *   move pulls it back — touching the limit and closing below it is a 炸板); a jump of two bands or
 *   more is carried by the close walk of `daily-bars.ts` into the next days — a 连板 run. The tail
 *   is set so that about a quarter of first boards go on to a second, as real ones do.
 * - **How long**: a jump fades back with a time constant of {@link JUMP_FADE_DAYS} trading days — a
 *   theme's excess gives itself back over the following months — and is forgotten after
 *   {@link JUMP_MEMORY} days. So jumps never pile up into a drift, levels stay bounded around the
 *   anchor, and any day is a sum over the jumps of the {@link JUMP_MEMORY} days before it: O(1).
 *
 * Jumps are listed by blocks of `HEAT_BLOCK` days (cached); a point read and a range read add the
 * same terms in the same order, so they give identical numbers.
 */
import type { SessionMarket } from '../../calendar/sessions';
import { Lru } from '../../shared/lru';
import type { Factors } from './factors';
import { downMultiplier, HEAT_BLOCK, upMultiplier } from './heat';
import { exponential, hash2, uniform } from '../../shared/rng';

/** Smallest jump, in limit bands: a quarter of jumps fall short of the band and close below the limit. */
export const JUMP_BASE = 0.8;
/** Mean of a jump's exponential part, in limit bands: of the jumps that reach one band, exp(−1 / 0.7) ≈ 24% reach two. */
export const JUMP_TAIL = 0.7;
/** Time constant of a jump's fading, trading days (half-life about 28 days). */
export const JUMP_FADE_DAYS = 40;
/** Days a jump counts for: after 6.4 time constants what is left (0.2% of it) is dropped. */
export const JUMP_MEMORY = 256;
/** Highest chance of a jump on one day, either way (the hottest days of a bull run). */
export const MAX_DAILY_CHANCE = 0.6;

/**
 * Mean sum of the squared daily returns one jump makes, in bands²: a jump of s bands closes at the
 * limit ⌊s⌋ days in a row (the close walk clamps it) and moves the remainder on the next, so it adds
 * ⌊s⌋ + (s − ⌊s⌋)² — not s², which is what it adds without a limit. Integrated once over the
 * exponential part of s.
 */
function meanSquares(clamped: boolean): number {
  const step = 1e-3;
  let sum = 0;
  for (let e = step / 2; e < 40; e += step) {
    const s = JUMP_BASE + JUMP_TAIL * e;
    const whole = Math.floor(s);
    sum += (clamped ? whole + (s - whole) ** 2 : s * s) * Math.exp(-e) * step;
  }
  return sum;
}
const SQUARES_CLAMPED = meanSquares(true);
const SQUARES_FREE = meanSquares(false);

/**
 * Daily variance a security's jumps add to its returns, over the long run: what the Brownian part
 * of its own volatility leaves to them (`profile.ts`), so jumps make returns heavier-tailed without
 * making the calibrated volatility larger.
 */
export function jumpVariance(rate: number, scale: number, clamped: boolean): number {
  return rate * scale * scale * (clamped ? SQUARES_CLAMPED : SQUARES_FREE);
}

/** Decay of a jump d days after it, for d < JUMP_MEMORY. */
const DECAY = Float64Array.from({ length: JUMP_MEMORY }, (_, d) => Math.exp(-d / JUMP_FADE_DAYS));

/** What sets a security's jumps. */
export interface JumpSpec {
  /** Root of the jumps' randomness. */
  readonly key: number;
  /** Mean daily chance of a jump (up or down). */
  readonly rate: number;
  /** Share of the jumps that go up, on average. */
  readonly upShare: number;
  /** One limit band in log terms (log 1.1 for a ±10% board): the unit of a jump's size. */
  readonly scale: number;
  readonly market: SessionMarket;
  readonly industry: string;
  /** False: every day has the mean chance (HK: no 涨停 for news to crowd onto, and its jumps are not clamped). */
  readonly heated: boolean;
}

interface BlockJumps {
  /** Trading index of each jump, ascending. */
  readonly day: Int32Array;
  /** Log size of each jump, signed. */
  readonly size: Float64Array;
}

const NONE: BlockJumps = { day: new Int32Array(0), size: new Float64Array(0) };

/** The fading jump term of one security's log price. */
export class Jumps {
  private readonly blocks = new Lru<number, BlockJumps>(8);

  constructor(
    private readonly spec: JumpSpec,
    private readonly factors: Factors,
  ) {}

  /** The jumps of days [HEAT_BLOCK · b, HEAT_BLOCK · (b + 1)). */
  private block(b: number): BlockJumps {
    const s = this.spec;
    if (!(s.rate > 0)) return NONE;
    const hit = this.blocks.get(b);
    if (hit) return hit;
    const heat = s.heated ? this.factors.heat(s.market, s.industry, b) : null;
    const day: number[] = [];
    const size: number[] = [];
    for (let i = 0; i < HEAT_BLOCK; i++) {
      const t = b * HEAT_BLOCK + i;
      const h = hash2(s.key, t);
      const u = uniform(h);
      const up = Math.min(MAX_DAILY_CHANCE, s.rate * s.upShare * (heat ? upMultiplier(heat[i]!) : 1));
      const down = Math.min(MAX_DAILY_CHANCE, s.rate * (1 - s.upShare) * (heat ? downMultiplier(heat[i]!) : 1));
      let sign = 0;
      if (u < up) sign = 1;
      else if (u - up < down) sign = -1;
      if (sign === 0) continue;
      day.push(t);
      size.push(sign * s.scale * (JUMP_BASE + JUMP_TAIL * exponential(hash2(h, 1))));
    }
    const out: BlockJumps = day.length === 0 ? NONE : { day: Int32Array.from(day), size: Float64Array.from(size) };
    this.blocks.set(b, out);
    return out;
  }

  /** The jump of day t (signed log size), 0 on a day without one. */
  on(t: number): number {
    const j = this.block(Math.floor(t / HEAT_BLOCK));
    for (let k = 0; k < j.day.length; k++) if (j.day[k] === t) return j.size[k]!;
    return 0;
  }

  /** The jump term at trading index t: Σ size · exp(−age / JUMP_FADE_DAYS) over the jumps of the last JUMP_MEMORY days. */
  at(t: number): number {
    let sum = 0;
    for (let b = Math.floor((t - JUMP_MEMORY + 1) / HEAT_BLOCK); b <= Math.floor(t / HEAT_BLOCK); b++) {
      const j = this.block(b);
      for (let k = 0; k < j.day.length; k++) {
        const age = t - j.day[k]!;
        if (age >= 0 && age < JUMP_MEMORY) sum += j.size[k]! * DECAY[age]!;
      }
    }
    return sum;
  }

  /** Fills `out[i]` with the jump term at trading index `from + i`. */
  fill(from: number, out: Float64Array): void {
    if (out.length === 0) return;
    const day: number[] = [];
    const size: number[] = [];
    const to = from + out.length - 1;
    for (let b = Math.floor((from - JUMP_MEMORY + 1) / HEAT_BLOCK); b <= Math.floor(to / HEAT_BLOCK); b++) {
      const j = this.block(b);
      for (let k = 0; k < j.day.length; k++) {
        day.push(j.day[k]!);
        size.push(j.size[k]!);
      }
    }
    let first = 0;
    for (let i = 0; i < out.length; i++) {
      const t = from + i;
      while (first < day.length && t - day[first]! >= JUMP_MEMORY) first++;
      let sum = 0;
      for (let k = first; k < day.length && day[k]! <= t; k++) sum += size[k]! * DECAY[t - day[k]!]!;
      out[i] = sum;
    }
  }
}
