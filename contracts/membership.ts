/**
 * Membership (VIP) tiers and how a tier is described to the user (spec §2, §3, §4, §9).
 *
 * The spec leaves tier prices and durations "not shown"; the values below are our decision for the
 * demo. The demo never charges: the purchase page lists these tiers with {@link PAY_DISCLAIMER}.
 */
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
  /** Price in yuan (0 = free trial). */
  price: number;
  /** Crossed-out list price in yuan, or null. */
  listPrice: number | null;
  /** One-line pitch. */
  blurb: string;
}

/** The tiers in display order (our decision; spec §9 leaves them not shown). */
export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  { id: 'trial', name: '体验会员', vipType: 1, days: 7, price: 0, listPrice: null, blurb: '新用户免费体验 7 天' },
  { id: 'month', name: '月度会员', vipType: 2, days: 30, price: 68, listPrice: 98, blurb: '按月开通，灵活无负担' },
  { id: 'year', name: '年度会员', vipType: 2, days: 365, price: 588, listPrice: 1176, blurb: '相当于每月 49 元' },
  { id: 'lifetime', name: '终身会员', vipType: 3, days: null, price: 1688, listPrice: 2988, blurb: '一次开通，永久有效' },
];

/** What every member gets (shown on the purchase page). */
export const MEMBERSHIP_BENEFITS: readonly string[] = [
  '个股估值百分位与 PE/PB 通道',
  '机构调研与持仓明细',
  '财务报表深度数据',
  '自选股无限分组',
];

/** The demo's payment disclaimer, shown on /pay. */
export const PAY_DISCLAIMER = '演示版本：本页面仅展示会员方案，不会发起任何支付，也不会收取任何费用。';

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
