/**
 * The 解禁 days of a security as every reader counts them (the data centre's 限售解禁 and the
 * company's 提示性公告): each batch's shares on its day (after any 送转 by then), and that day's
 * float before and after its batches (`floatSharesAt`) and 总股本.
 */
import { type Lockup, lockupsOf, unlockedBy } from './lockups';
import type { PriceModel } from './price-model';
import { anchorFloatShares, floatSharesAt, scaleShares, totalSharesAt } from './share-count';

/** One batch counted on its day. */
export type CountedLockup = Lockup & { count: number };

/** One 解禁 day of a security. */
export interface UnlockDay {
  idx: number;
  batches: CountedLockup[];
  /** Shares of the day's batches together. */
  shares: number;
  floatBefore: number;
  floatAfter: number;
  total: number;
}

const cache = new WeakMap<PriceModel, readonly UnlockDay[]>();

/** The security's 解禁 days, in order (cached per model). */
export function unlockDaysOf(model: PriceModel): readonly UnlockDay[] {
  const hit = cache.get(model);
  if (hit) return hit;
  const out: UnlockDay[] = [];
  for (const b of lockupsOf(model)) {
    let day = out.at(-1);
    if (!day || day.idx !== b.idx) {
      const actions = model.actionsUpTo(Math.max(b.idx, model.anchorIdx));
      const floatBefore = scaleShares(anchorFloatShares(model.profile) + unlockedBy(model, b.idx - 1), model.anchorIdx, actions, b.idx);
      day = { idx: b.idx, batches: [], shares: 0, floatBefore, floatAfter: floatSharesAt(model, b.idx), total: totalSharesAt(model, b.idx) };
      out.push(day);
    }
    const actions = model.actionsUpTo(Math.max(b.idx, model.anchorIdx));
    const count = scaleShares(b.shares, model.anchorIdx, actions, b.idx);
    day.batches.push({ ...b, count });
    day.shares += count;
  }
  cache.set(model, out);
  return out;
}
