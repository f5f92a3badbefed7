/**
 * 限售解禁: the restricted shares of an A-share company and the days they join the float. The
 * universe's counts are the anchor's, so the restricted shares at the anchor are total − float
 * there; each such company gets a schedule of 解禁 batches, all dated after the anchor day (so the
 * float at the anchor stays exactly the universe's figure), drawn from `hash(seed, id)`:
 *
 * - listed within 36 months of the anchor (or after it): the IPO lock-ups from the listing date —
 *   网下配售 6 months, 战略配售 12 months (科创板 保荐机构跟投 24), 首发原股东 12 months, 控股股东/实控人
 *   36 months — those still ahead of the anchor sharing the restricted shares;
 * - listed earlier: a 定增 completed in the 17 months before the anchor, its institutions locked
 *   6 months and the controlling holder 18. A 定增 is at most 30% of the shares before it, so a
 *   larger gap is not one: no schedule.
 *
 * A company whose gap is another class of shares (`Security.otherClass`: the H shares of 招商银行,
 * the B shares of 古井贡酒 — universe/securities/share-classes.ts) has no schedule at all: those
 * shares trade on their own market and never join the A float.
 *
 * - a 限制性股票激励 plan (`incentivePlan`): some companies whose shares all float in the data granted
 *   restricted shares to employees in the 37 months before the anchor; they vest in tranches 12,
 *   24 and 36 months after the grant (40/30/30%, as most A-share plans). Tranches still locked at
 *   the anchor are carved out of the data's float (`withIncentivePlan`, applied where the market
 *   builds its profiles); tranches that vested before the anchor are *past* batches: already in
 *   the anchor's float, so the float before their day was that much lower (`unlockedBy` < 0).
 *
 * Counts are in anchor-day shares; 送转 scale them as they scale the float (`share-count.ts`).
 *
 * Every 解禁 day, grant and lock-up start is a mainland trading day: the trading index also counts
 * the days only HKEX trades (calendar/days.ts), so a date is moved to the first mainland day on or
 * after it ({@link mainlandIndexOnOrAfterDay}) and "n trading days later" steps over HK-only days.
 */
import { dayOfTradingIndex, mainlandIndexOnOrAfterDay, mainlandIndexPlus } from '../../calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import type { PriceModel } from './price-model';
import type { Profile, SimSecurity } from './profile';
import { hash2, hashString, uniform } from '../../shared/rng';

/** 解禁类型 labels, as the real 解禁日历 print them. */
export const LOCKUP_KINDS = {
  offline: '首发一般股份(网下配售)',
  strategic: '首发战略配售股份',
  holders: '首发原股东限售股份',
  placement: '定向增发机构配售股份',
  placementController: '定向增发机构配售股份(控股股东)',
  incentive: '股权激励限售股份',
} as const;

/** One of {@link LOCKUP_KINDS}' labels. */
export type LockupKind = (typeof LOCKUP_KINDS)[keyof typeof LOCKUP_KINDS];

/** One 解禁 batch. */
export interface Lockup {
  /** Trading index of the day the shares become tradable (they count in that day's float). */
  readonly idx: number;
  /** Shares (anchor-day count, before any later 送转). */
  readonly shares: number;
  readonly kind: LockupKind;
  /** Lock-up length, months. */
  readonly months: number;
  /** Trading index the lock-up ran from (the listing day or the 定增's completion). */
  readonly from: number;
}

const TAG = hashString('lockups');
const MONTH_DAYS = 30.44;

/** First mainland trading day on or after the calendar day `months` months after trading day `from`. */
export function unlockIndex(fromDay: number, months: number): number {
  const d = new Date(fromDay * 86_400_000);
  return mainlandIndexOnOrAfterDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()) / 86_400_000);
}

interface Part {
  kind: LockupKind;
  months: number;
  weight: number;
}

/** A 限制性股票激励 grant (see the file's comment). */
export interface IncentivePlan {
  /** Trading index of the grant's registration, the lock-ups run from it. */
  readonly grantIdx: number;
  /** Vesting tranches by day: trading index, anchor-day shares, months after the grant. */
  readonly tranches: readonly { readonly idx: number; readonly shares: number; readonly months: number }[];
  /** Shares of the tranches after the anchor: restricted on the anchor day. */
  readonly lockedAtAnchor: number;
}

/** The security the model runs: the data's, with a 股权激励 plan's locked tranches taken out of its float. */
export type PlannedSecurity = SimSecurity & { readonly incentive?: IncentivePlan };

const INCENTIVE_TAG = hashString('incentive');
const INCENTIVE_TRANCHES = [
  { months: 12, weight: 0.4 },
  { months: 24, weight: 0.3 },
  { months: 36, weight: 0.3 },
] as const;
/** Industries whose companies seldom run such plans (banks, insurers, brokers are paid otherwise). */
const NO_PLANS = new Set(['银行', '非银金融']);

/**
 * The 限制性股票激励 plan of a security for a seed and anchor, or null: about 40% of the A-share
 * companies outside finance whose every share floats in the data and that listed at least two
 * years before the grant, 0.4–2.4% of the shares, granted 1–37 months before the anchor.
 */
export function incentivePlan(seed: number, sec: SimSecurity, anchorIdx: number): IncentivePlan | null {
  if (sec.kind !== 'capital' || sec.st || sec.otherClass !== undefined || sec.floatShares !== sec.totalShares || NO_PLANS.has(sec.industry)) return null;
  const key = hash2(hash2(seed, hashString(sec.id)), INCENTIVE_TAG);
  const u = (k: number) => uniform(hash2(key, k));
  if (u(1) >= 0.4) return null;
  const grantDay = dayOfTradingIndex(anchorIdx) - Math.floor((1 + 36 * u(2)) * MONTH_DAYS);
  const listDay = parseDay(sec.listDate);
  if (listDay === null || grantDay - listDay < 2 * 365) return null;
  const granted = sec.totalShares * (0.004 + 0.02 * u(3));
  const grantIdx = mainlandIndexOnOrAfterDay(grantDay);
  // The shares list on the first trading days after the vesting date, once the board has confirmed the conditions.
  const tranches = INCENTIVE_TRANCHES.map((q, i) => ({
    idx: mainlandIndexPlus(unlockIndex(grantDay, q.months), Math.floor(u(10 + i) * 8)),
    shares: Math.round((granted * q.weight) / 100) * 100,
    months: q.months,
  }));
  const lockedAtAnchor = tranches.filter((q) => q.idx > anchorIdx).reduce((s, q) => s + q.shares, 0);
  return { grantIdx, tranches, lockedAtAnchor };
}

/** The security with its 股权激励 plan, if any: the tranches locked at the anchor leave its float. */
export function withIncentivePlan(seed: number, sec: SimSecurity, anchorIdx: number): PlannedSecurity {
  const plan = incentivePlan(seed, sec, anchorIdx);
  return plan ? { ...sec, floatShares: sec.floatShares - plan.lockedAtAnchor, incentive: plan } : sec;
}

/** The schedule of one security anchored at `anchorIdx` (empty when it has no restricted shares), by day; past batches (on or before the anchor) only for a 股权激励 plan. */
export function lockupSchedule(p: Profile, anchorIdx: number): Lockup[] {
  const sec: PlannedSecurity = p.sec;
  if (sec.incentive) {
    const { grantIdx, tranches } = sec.incentive;
    return tranches.map((q) => ({ idx: q.idx, shares: q.shares, kind: LOCKUP_KINDS.incentive, months: q.months, from: grantIdx }));
  }
  if (sec.kind !== 'capital' || sec.otherClass !== undefined || sec.floatShares <= 0 || sec.totalShares <= sec.floatShares) return [];
  const pool = sec.totalShares - sec.floatShares;
  const u = (k: number) => uniform(hash2(hash2(p.key, TAG), k));
  const listDay = parseDay(sec.listDate) ?? dayOfTradingIndex(p.listIdx);
  const anchorDay = dayOfTradingIndex(anchorIdx);
  let start: number;
  let parts: Part[];
  if (unlockIndex(listDay, 36) > anchorIdx) {
    start = listDay;
    parts = [
      { kind: LOCKUP_KINDS.offline, months: 6, weight: 0.01 + 0.02 * u(1) },
      { kind: LOCKUP_KINDS.strategic, months: 12, weight: 0.03 + 0.07 * u(2) },
      { kind: LOCKUP_KINDS.holders, months: 12, weight: 0.25 + 0.25 * u(3) },
      { kind: LOCKUP_KINDS.holders, months: 36, weight: 0.3 + 0.3 * u(4) },
    ];
    if (sec.board === 'star') parts.push({ kind: LOCKUP_KINDS.strategic, months: 24, weight: 0.02 + 0.03 * u(5) });
  } else {
    if (pool > 0.3 * sec.floatShares) return [];
    start = anchorDay - Math.floor((0.5 + 16.5 * u(6)) * MONTH_DAYS);
    parts = [
      { kind: LOCKUP_KINDS.placement, months: 6, weight: 0.4 + 0.4 * u(7) },
      { kind: LOCKUP_KINDS.placementController, months: 18, weight: 0.2 + 0.4 * u(8) },
    ];
  }
  const from = mainlandIndexOnOrAfterDay(start);
  const ahead = parts.map((q) => ({ ...q, idx: unlockIndex(start, q.months) })).filter((q) => q.idx > anchorIdx);
  if (ahead.length === 0) {
    // Every lock-up would have ended already: the last one runs a little past the anchor instead.
    const q = parts.at(-1)!;
    ahead.push({ ...q, idx: mainlandIndexPlus(anchorIdx, 1 + Math.floor(u(9) * 20)) });
  }
  ahead.sort((a, b) => a.idx - b.idx || a.months - b.months);
  const total = ahead.reduce((s, q) => s + q.weight, 0);
  const out: Lockup[] = [];
  let left = pool;
  ahead.forEach((q, i) => {
    const shares = i === ahead.length - 1 ? left : Math.min(left, Math.round((pool * q.weight) / total));
    left -= shares;
    if (shares > 0) out.push({ idx: q.idx, shares, kind: q.kind, months: q.months, from });
  });
  return out;
}

const schedules = new WeakMap<PriceModel, readonly Lockup[]>();

/** The 解禁 batches of a model's security (cached per model). */
export function lockupsOf(model: PriceModel): readonly Lockup[] {
  let s = schedules.get(model);
  if (!s) {
    s = lockupSchedule(model.profile, model.anchorIdx);
    schedules.set(model, s);
  }
  return s;
}

/**
 * Anchor-day shares the float of day t differs from the anchor's by: the batches unlocked after the
 * anchor and by t, or, before the anchor, minus the past batches still to come between t and the anchor.
 */
export function unlockedBy(model: PriceModel, t: number): number {
  const a = model.anchorIdx;
  let s = 0;
  for (const l of lockupsOf(model)) {
    if (t >= a ? l.idx > a && l.idx <= t : l.idx > t && l.idx <= a) s += t >= a ? l.shares : -l.shares;
  }
  return s;
}
