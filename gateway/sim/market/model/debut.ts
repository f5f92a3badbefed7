/**
 * 次新: the weeks after a new listing's debut. A stock fresh from its IPO swings far more than its
 * long-run volatility says — no limit for five days under 注册制, a turnover of tens of percent,
 * price discovery — and a big first day tends to give part of it back over the following months
 * (the 次新股 fade every 打新 guide warns of).
 *
 * The term is added to log V of a listing the IPO pipeline drew (`Security.offering`): zero on
 * the listing day (so the model's anchor — its first close — is untouched), then a walk of
 * {@link DEBUT_DAYS} heavy days whose volatility decays from {@link DEBUT_VOL}, plus a fade of part
 * of the first day's premium. O(1) per day read: the walk is drawn once per security.
 */
import { hash2, normal } from '../../shared/rng';

/** Days after the listing whose own shock the walk adds. */
export const DEBUT_DAYS = 20;
/** Daily volatility of the first day after the debut; it decays with {@link DEBUT_DECAY_DAYS}. */
export const DEBUT_VOL = 0.09;
const DEBUT_DECAY_DAYS = 6;
/** Share of the first day's log premium over the issue price given back in the long run. */
const FADE_SHARE = 0.3;
/** Trading days over which about two thirds of the fade happens. */
const FADE_DAYS = 60;

/** The debut term of one listing. */
export class Debut {
  /** Walk value k days after the listing, k = 0 … DEBUT_DAYS. */
  private readonly walk = new Float64Array(DEBUT_DAYS + 1);
  private readonly fade: number;

  constructor(
    key: number,
    private readonly listIdx: number,
    firstClose: number,
    issuePrice: number,
  ) {
    for (let k = 1; k <= DEBUT_DAYS; k++) this.walk[k] = this.walk[k - 1]! + DEBUT_VOL * Math.exp(-(k - 1) / DEBUT_DECAY_DAYS) * normal(hash2(key, k));
    this.fade = FADE_SHARE * Math.max(0, Math.log(firstClose / issuePrice));
  }

  /** The term at trading index t (0 up to the listing day). */
  at(t: number): number {
    const k = t - this.listIdx;
    if (k <= 0) return 0;
    return this.walk[Math.min(k, DEBUT_DAYS)]! - this.fade * (1 - Math.exp(-k / FADE_DAYS));
  }
}
