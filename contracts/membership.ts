/**
 * Membership (VIP) tiers and how a tier is described to the user (spec §2, §3, §4, §9).
 *
 * The spec leaves tier prices and durations "not shown"; the values below are our decision for the
 * demo. The demo never charges: the purchase page lists these tiers with {@link PAY_DISCLAIMER}.
 */
import { CODES } from './codes';
import type { UserInfo, VipType } from './entities';
import { SERVER_TIME_OFFSET_MS } from './format';

/** One day in ms: the expiry shown is vipTime minus one day (spec §4). */
export const DAY_MS = 86_400_000;

/** A purchasable membership tier. */
export interface MembershipTier {
  /** Stable id. */
  id: 'trial' | 'month' | 'year' | 'lifetime';
  /** Display name. */
  name: string;
  /** The vipType a purchase of this tier grants (1 trial, 2 paid, 3 lifetime). */
  vipType: Exclude<VipType, 0>;
  /** Duration in days; null for lifetime. */
  days: number | null;
  /** Price in 分 (integer; 0 = the free trial, which is given on sign-up and cannot be bought). */
  priceFen: number;
  /** Crossed-out list price in 分, or null. */
  listPriceFen: number | null;
  /** One-line pitch. */
  blurb: string;
}

/** The tiers in display order (our decision; spec §9 leaves them not shown). */
export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  { id: 'trial', name: '体验会员', vipType: 1, days: 7, priceFen: 0, listPriceFen: null, blurb: '新用户注册即送 7 天' },
  { id: 'month', name: '月度会员', vipType: 2, days: 30, priceFen: 6800, listPriceFen: 9800, blurb: '按月开通，灵活无负担' },
  { id: 'year', name: '年度会员', vipType: 2, days: 365, priceFen: 58800, listPriceFen: 117600, blurb: '相当于每月 49 元' },
  { id: 'lifetime', name: '终身会员', vipType: 3, days: null, priceFen: 168800, listPriceFen: 298800, blurb: '一次开通，永久有效' },
];

/** What every member gets (shown on the purchase page). */
export const MEMBERSHIP_BENEFITS: readonly string[] = ['个股估值百分位与 PE/PB 通道', '机构调研与持仓明细', '财务报表深度数据', '自选股无限分组'];

/** The demo's payment disclaimer, shown on /pay: the provider is the built-in simulation. */
export const PAY_DISCLAIMER = '演示版本：支付由内置的模拟支付完成，不会发起真实支付，也不会收取任何费用。';

/** The expiry date shown for a membership: vipTime minus one day (spec §4), as YYYY-MM-DD in UTC+8 (spec §9). */
export function vipExpiryDate(vipTime: number): string {
  return new Date(vipTime - DAY_MS + SERVER_TIME_OFFSET_MS).toISOString().slice(0, 10);
}

/** The user card's membership line per vipType (spec §2): what it says and whether it invites joining. */
export interface VipCardText {
  /** Tier label, e.g. 体验会员. */
  title: string;
  /** Second line: expiry, lifetime note or the join prompt. */
  detail: string;
  /** Call to action on the card (opens /pay). */
  action: string;
}

/** Describes a user's membership for the user card (spec §2: 0 join prompt, 1 trial expiry, 2 paid expiry, 3 lifetime). */
export function vipCardText(user: Pick<UserInfo, 'vipType' | 'vipTime'>): VipCardText {
  switch (user.vipType) {
    case 1:
      return { title: '体验会员', detail: `体验到期：${vipExpiryDate(user.vipTime)}`, action: '立即开通' };
    case 2:
      return { title: 'VIP会员', detail: `会员到期：${vipExpiryDate(user.vipTime)}`, action: '续费' };
    case 3:
      return { title: '终身会员', detail: '永久有效', action: '查看权益' };
    default:
      return { title: '普通用户', detail: '开通会员，解锁全部数据', action: '开通会员' };
  }
}

// ───────────────────────────── Purchases ─────────────────────────────

/** A tier that can be bought (the trial is given on sign-up only). */
export type PurchasableTierId = Exclude<MembershipTier['id'], 'trial'>;

/** The tier with this id. */
export function tierById(id: string): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((t) => t.id === id);
}

/** True when a tier can be ordered (price above 0). */
export function isPurchasable(tier: MembershipTier): tier is MembershipTier & { id: PurchasableTierId } {
  return tier.priceFen > 0;
}

/** An unpaid order closes this long after it was created (15 minutes). */
export const ORDER_TTL_MS = 15 * 60_000;

/** Order states: 待支付 → 已支付 → 已开通, or 已关闭 (unpaid past {@link ORDER_TTL_MS} or cancelled), 已退款 (after 已开通). */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'closed', 'refunded'] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The Chinese label of each order state. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending: '待支付',
  paid: '已支付',
  fulfilled: '已开通',
  closed: '已关闭',
  refunded: '已退款',
};

/** The payment channels the QR page offers. */
export const PAY_CHANNELS = ['wxpay', 'alipay'] as const;
/** One of {@link PAY_CHANNELS}. */
export type PayChannel = (typeof PAY_CHANNELS)[number];
/** Channel names. */
export const PAY_CHANNEL_TEXT: Readonly<Record<PayChannel, string>> = { wxpay: '微信支付', alipay: '支付宝' };

/** Stored membership of an account: tier and expiry (epoch ms; 0 for none or lifetime). */
export interface VipState {
  vipType: VipType;
  vipTime: number;
}

/** The membership in force at `now`: a lapsed trial or paid tier reads as none (0, 0); lifetime has vipTime 0. */
export function effectiveVip(stored: VipState, now: number): VipState {
  if (stored.vipType === 3) return { vipType: 3, vipTime: 0 };
  if (stored.vipType === 0 || stored.vipTime <= now) return { vipType: 0, vipTime: 0 };
  return { vipType: stored.vipType, vipTime: stored.vipTime };
}

/**
 * The membership after buying `tier` at `now`: lifetime becomes vipType 3; a time tier makes vipType 2
 * and extends from the current expiry when a trial or paid membership is still running (renewal), else
 * from `now`. A lifetime member cannot buy a time tier ({@link purchaseRefusal}).
 */
export function applyTier(stored: VipState, tier: Pick<MembershipTier, 'vipType' | 'days'>, now: number): VipState {
  if (tier.days === null) return { vipType: 3, vipTime: 0 };
  const current = effectiveVip(stored, now);
  if (current.vipType === 3) return current;
  const from = current.vipType > 0 ? current.vipTime : now;
  return { vipType: 2, vipTime: from + tier.days * DAY_MS };
}

/**
 * The membership after refunding a fulfilled order whose purchase turned `before` into `after`:
 * a lifetime purchase restores `before`; a time tier takes its days back off the expiry (later
 * renewals keep theirs). A lifetime bought since is left alone.
 */
export function revertTier(stored: VipState, tier: Pick<MembershipTier, 'days'>, before: VipState): VipState {
  if (tier.days === null) return stored.vipType === 3 ? before : stored;
  if (stored.vipType === 3) return stored;
  const vipTime = stored.vipTime - tier.days * DAY_MS;
  // Nothing extended it since: back to exactly what it was before the purchase.
  if (vipTime <= before.vipTime) return before;
  return { vipType: stored.vipType, vipTime };
}

/** Why a user may not order `tier` now (a Chinese message), or null. */
export function purchaseRefusal(stored: VipState, tier: MembershipTier, now: number): string | null {
  if (!isPurchasable(tier)) return `${tier.name}不可购买`;
  if (effectiveVip(stored, now).vipType === 3) return '您已是终身会员，无需再开通';
  return null;
}

// ───────────────────────────── Gating ─────────────────────────────

/** What a non-member may use for free (our decision; the spec leaves gating "not shown"). */
export const FREE_LIMITS = {
  /** 估值分位 / PE/PB 通道 look-back a non-member may open, years (the 3年 range). */
  valuationYears: 3,
  /** Financial-statement periods a non-member sees (the latest 4 reports). */
  statementPeriods: 4,
  /** Saved screens (我的选股) a non-member may keep. */
  savedScreens: 5,
  /** Watchlist groups (besides 全部) a non-member may create. */
  watchGroups: 3,
  /** New stock codes a non-member may unlock per Beijing-time day (`capital/unLock`). */
  unlocksPerDay: 3,
  /** 机构调研 records a non-member sees per stock (dates and institutions only, no Q&A). */
  surveyRecords: 3,
} as const;

/** Member-only modules and depths: each names what is gated and what a non-member sees instead. */
export const MEMBER_FEATURES = {
  valuationHistory: { name: '估值分位（3年以上）', free: '近3年估值分位' },
  pepbBand: { name: 'PE/PB 通道', free: '仅显示模糊预览' },
  surveyDetails: { name: '机构调研详情', free: `最近${FREE_LIMITS.surveyRecords}次调研的日期与机构` },
  fullStatements: { name: '完整财务报表', free: `最近${FREE_LIMITS.statementPeriods}期报表` },
  savedScreens: { name: `保存${FREE_LIMITS.savedScreens}个以上选股方案`, free: `最多${FREE_LIMITS.savedScreens}个方案` },
  watchGroups: { name: `${FREE_LIMITS.watchGroups}个以上自选分组`, free: `最多${FREE_LIMITS.watchGroups}个分组` },
  unlimitedUnlocks: { name: '不限次数查看个股', free: `每日解锁${FREE_LIMITS.unlocksPerDay}只` },
  vipCourses: { name: 'VIP 系列课程', free: '免费课程与每个 VIP 系列的第一课' },
} as const satisfies Record<string, { name: string; free: string }>;

/** A member-only feature. */
export type MemberFeature = keyof typeof MEMBER_FEATURES;

/** Every member-only feature, in display order. */
export const MEMBER_FEATURE_KEYS = Object.keys(MEMBER_FEATURES) as MemberFeature[];

/** True for a trial, paid or lifetime member (trial members get everything a paid member gets). */
export function isMember(vip: Pick<VipState, 'vipType'>): boolean {
  return vip.vipType > 0;
}

/** The one check: may a caller with this (effective) vipType use `feature`? */
export function canUse(feature: MemberFeature, vip: Pick<VipState, 'vipType'> | null): boolean {
  void feature; // every gated feature has the same rule today: any membership opens it.
  return vip !== null && isMember(vip);
}

/** How many of a counted thing a caller may have (null = unlimited). */
export function quotaOf(
  limit: 'savedScreens' | 'watchGroups' | 'statementPeriods' | 'surveyRecords' | 'unlocksPerDay',
  vip: Pick<VipState, 'vipType'> | null,
): number | null {
  return vip !== null && isMember(vip) ? null : FREE_LIMITS[limit];
}

/** The look-back (years) a caller may ask of 估值分位; null = any range. */
export function valuationYearsAllowed(vip: Pick<VipState, 'vipType'> | null): number | null {
  return canUse('valuationHistory', vip) ? null : FREE_LIMITS.valuationYears;
}

/**
 * Screener fields (ids of contracts/screener/fields.ts) only members may screen or sort on, each
 * with the feature that opens it. PE 10年分位 is /pepChat's 10-year 估值分位, sold as
 * `valuationHistory`: the screener must not give it away. The sim refuses a condition or a sort on
 * one of these from a non-member (403, {@link memberOnlyFieldMessage}); the builder shows a lock.
 */
export const MEMBER_SCREEN_FIELDS: Readonly<Record<string, MemberFeature>> = { peTtmPct: 'valuationHistory' };

/** The feature a screener field needs, or null for a free field. */
export function screenFieldFeature(fieldId: string): MemberFeature | null {
  return Object.hasOwn(MEMBER_SCREEN_FIELDS, fieldId) ? MEMBER_SCREEN_FIELDS[fieldId]! : null;
}

/** The envelope code a member-only refusal answers with (the client shows the gate, not an error toast). */
export const MEMBER_ONLY_CODE = CODES.MEMBER_ONLY;

/** Message of a member-only refusal naming what is gated. */
export function memberOnlyMessage(feature: MemberFeature): string {
  return `${MEMBER_FEATURES[feature].name}为会员专享，开通会员后可查看`;
}

/** The same refusal for a member-only screener field, naming it by its label (e.g. `PE 10年分位`). */
export function memberOnlyFieldMessage(label: string): string {
  return `选股条件「${label}」为会员专享，开通会员后可查看`;
}

/** The gate's texts (what a non-member sees over the blurred preview). */
export const MEMBER_GATE_TEXT = { title: '会员专享', action: '开通会员', login: '登录后开通' } as const;

/** An amount of 分 as money: `¥68` for whole yuan, `¥0.01` otherwise (integers only; no float arithmetic). */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) return '--';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}¥${yuan}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** The purchase page's path (spec §2 `/pay`), opened from the user card and every member gate. */
export const PAY_PATH = '/pay';
