/**
 * Share counts on any trading day. A security's `totalShares` and `floatShares` in the universe are
 * the counts at the model's anchor (the real figures of today); bonus issues (送转) scale them, an
 * ex-date after the anchor multiplying and one on or before it dividing. Everything that shows
 * shares, caps or turnover (quotes, rankings, the stock pages, indexes, the data centre, the
 * company model) reads these, so a 10转3 changes them all on the same day by the same factor.
 */
import type { CorporateAction } from './corporate-actions';
import type { PriceModel } from './price-model';
import type { Profile } from './profile';

/** Shares on trading day t of a count known at `anchorIdx`, given the actions around both (any order-preserving superset). */
export function scaleShares(anchorShares: number, anchorIdx: number, actions: readonly CorporateAction[], t: number): number {
  let s = anchorShares;
  for (const a of actions) {
    if (a.bonus <= 0) continue;
    if (a.idx > anchorIdx && a.idx <= t) s *= 1 + a.bonus;
    else if (a.idx <= anchorIdx && a.idx > t) s /= 1 + a.bonus;
  }
  return Math.round(s);
}

/** The actions `scaleShares` needs for day t. */
function actionsFor(model: PriceModel, t: number): CorporateAction[] {
  return model.actionsUpTo(Math.max(t, model.anchorIdx));
}

/** Float shares at the anchor (1e8 for a security with no float of its own, so it still weighs in an index). */
export function anchorFloatShares(p: Profile): number {
  return p.floatShares > 0 ? p.floatShares : 1e8;
}

/** Float shares of a security on trading day t. */
export function floatSharesAt(model: PriceModel, t: number): number {
  return scaleShares(anchorFloatShares(model.profile), model.anchorIdx, actionsFor(model, t), t);
}

/** Total shares of a security on trading day t (0 when the universe has none, e.g. an index). */
export function totalSharesAt(model: PriceModel, t: number): number {
  const total = model.profile.sec.totalShares;
  return total > 0 ? scaleShares(total, model.anchorIdx, actionsFor(model, t), t) : 0;
}

/**
 * Shares of one security on any trading day, reading its actions once a year ahead rather than on
 * every call (the company model, holders and the data centre ask for many days in a row).
 */
export class ShareCapital {
  private bonus: readonly CorporateAction[] = [];
  private upTo = -1;

  constructor(
    private readonly model: PriceModel,
    private readonly anchorShares: number = model.profile.sec.totalShares,
  ) {}

  /** Shares at the close of trading day t. */
  at(t: number): number {
    if (t > this.upTo) {
      this.upTo = Math.max(t + 260, this.upTo, this.model.anchorIdx);
      this.bonus = this.model.actionsUpTo(this.upTo).filter((a) => a.bonus > 0);
    }
    return scaleShares(this.anchorShares, this.model.anchorIdx, this.bonus, t);
  }
}
