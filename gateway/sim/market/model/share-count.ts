/**
 * Share counts on any trading day. A security's `totalShares` and `floatShares` in the universe are
 * the counts at the model's anchor (the real figures of today); bonus issues (送转) scale them, an
 * ex-date after the anchor multiplying and one on or before it dividing. Everything that shows
 * shares, caps or turnover (quotes, rankings, the stock pages, indexes, the data centre, the
 * company model) reads these, so a 10转3 changes them all on the same day by the same factor.
 * Restricted shares (total − float at the anchor) join the float on their 解禁 days (`lockups.ts`):
 * the float of day t counts every batch unlocked by t, 送转 scaling them as the rest. Indexes weigh
 * their members by {@link indexSharesAt} (the anchor float, 送转 only), as a real index changes its
 * members' shares at its reviews rather than the day a lock-up ends.
 *
 * New shares are issued too: a 定增 (its restricted shares, `lockups.ts`) on the day it completed and
 * a 股权激励 grant on its registration day. They are in the anchor's total, so the total before such
 * a day is that much lower ({@link sharesIssuedOf}); the float never counted them before they
 * unlock. The company model raises their money on those days and counts them, time-weighted, in
 * its 基本每股收益.
 */
import type { CorporateAction } from './corporate-actions';
import { LOCKUP_KINDS, lockupsOf, unlockedBy, type PlannedSecurity } from './lockups';
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

/** Float shares of a security on trading day t: the anchor's, the batches unlocked by t, 送转 scaling both. */
export function floatSharesAt(model: PriceModel, t: number): number {
  return scaleShares(anchorFloatShares(model.profile) + unlockedBy(model, t), model.anchorIdx, actionsFor(model, t), t);
}

/** Shares an index weighs a member by on day t: the anchor float, scaled by 送转 only. */
export function indexSharesAt(model: PriceModel, t: number): number {
  return scaleShares(anchorFloatShares(model.profile), model.anchorIdx, actionsFor(model, t), t);
}

/** Trading indexes of a security's 解禁 days (the float steps up on each). */
export function unlockDays(model: PriceModel): ReadonlySet<number> {
  return new Set(lockupsOf(model).map((l) => l.idx));
}

/** A new issue of shares before the anchor: its day and its shares (anchor-day count, before later 送转). */
export interface ShareIssue {
  readonly idx: number;
  readonly shares: number;
  readonly kind: '定增' | '股权激励';
}

const issues = new WeakMap<PriceModel, readonly ShareIssue[]>();

/** The issues of a security on or before its anchor, by day: a 定增's shares on its completion, a 股权激励 grant's on its registration. */
export function sharesIssuedOf(model: PriceModel): readonly ShareIssue[] {
  let out = issues.get(model);
  if (!out) {
    const list: ShareIssue[] = [];
    const plan = (model.profile.sec as PlannedSecurity).incentive;
    if (plan) {
      const shares = plan.tranches.reduce((s, q) => s + q.shares, 0);
      if (shares > 0 && plan.grantIdx <= model.anchorIdx) list.push({ idx: plan.grantIdx, shares, kind: '股权激励' });
    } else {
      const placed = lockupsOf(model).filter((l) => l.kind === LOCKUP_KINDS.placement || l.kind === LOCKUP_KINDS.placementController);
      const shares = placed.reduce((s, l) => s + l.shares, 0);
      if (shares > 0 && placed[0]!.from <= model.anchorIdx) list.push({ idx: placed[0]!.from, shares, kind: '定增' });
    }
    out = list;
    issues.set(model, out);
  }
  return out;
}

/** Anchor-day shares issued after trading day t (up to the anchor): what the total of day t lacks. */
function issuedAfter(model: PriceModel, t: number): number {
  let s = 0;
  for (const i of sharesIssuedOf(model)) if (i.idx > t) s += i.shares;
  return s;
}

/** Total shares of a security on trading day t (0 when the universe has none, e.g. an index): the anchor's, less the shares issued after t, 送转 applied. */
export function totalSharesAt(model: PriceModel, t: number): number {
  const total = model.profile.sec.totalShares;
  return total > 0 ? scaleShares(total - issuedAfter(model, t), model.anchorIdx, actionsFor(model, t), t) : 0;
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
    /** Counts the float: the batches unlocked by the day are added (as {@link floatSharesAt}). */
    private readonly float = false,
  ) {}

  /** The float of a security (equal to {@link floatSharesAt} on every day). */
  static float(model: PriceModel): ShareCapital {
    return new ShareCapital(model, anchorFloatShares(model.profile), true);
  }

  /** Shares at the close of trading day t. */
  at(t: number): number {
    if (t > this.upTo) {
      this.upTo = Math.max(t + 260, this.upTo, this.model.anchorIdx);
      this.bonus = this.model.actionsUpTo(this.upTo).filter((a) => a.bonus > 0);
    }
    const shares = this.float ? this.anchorShares + unlockedBy(this.model, t) : this.anchorShares - issuedAfter(this.model, t);
    return scaleShares(shares, this.model.anchorIdx, this.bonus, t);
  }
}
