/**
 * One buyback plan (股票回购) as `buybacks.ts` builds it, and how it reads on a day: its progress,
 * its status, its 回购股份数量 range and the reports (回购进展公告) it gives rise to.
 */
import { dayOfTradingIndex, mainlandIndexPlus, monthOf } from '../calendar/days';

/** Trading days between the end of a purchase and its 实施结果 announcement. */
export const RESULT_DELAY = 2;

/** 回购用途. */
export type BuybackPurpose = '用于员工持股计划或股权激励' | '用于转换上市公司发行的可转换为股票的公司债券' | '为维护公司价值及股东权益所必需';

/** How a plan stands on a day. */
export type BuybackStatus = '董事会预案' | '股东大会通过' | '实施中' | '完成' | '到期';

/** One day's purchase. */
export interface BuybackDay {
  t: number;
  shares: number;
  /** Price in milli (the K-line's unit). */
  price: number;
  /** Amount in fen (shares × price). */
  fen: number;
}

/** One buyback plan of a company. */
export interface Buyback {
  /** Trading index of the 董事会预案 (its announcement). */
  plan: number;
  /** Trading index of the 股东大会 approving it, null when the board's approval is enough. */
  meeting: number | null;
  /** Last trading day of the term (≤ 12 months from the approval). */
  deadline: number;
  months: number;
  purpose: BuybackPurpose;
  /** Close of the day before the plan (yuan) and 回购价格上限 (yuan, 2 decimals). */
  basePrice: number;
  priceCap: number;
  /** 回购金额 下限 and 上限 (fen). */
  amountLow: number;
  amountHigh: number;
  /** 总股本 at the plan (unchanged by the buyback: 库存股). */
  totalShares: number;
  /** Purchases up to the last day built, by day. */
  days: BuybackDay[];
  /** Trading index of the last day of the purchase (target reached or term over), null while running (as of the last day built). */
  end: number | null;
  /** Target reached (or 下限 reached by the deadline): 完成; else 到期. */
  completed: boolean;
}

/** Cumulative purchases of a plan through a day. */
export interface BuybackProgress {
  shares: number;
  /** fen. */
  fen: number;
  /** Highest and lowest purchase prices (milli), 0 when none. */
  high: number;
  low: number;
  /** Trading index of the first purchase, null when none yet. */
  first: number | null;
}

/** Cumulative purchases of plan b through day t. */
export function progressAt(b: Buyback, t: number): BuybackProgress {
  let shares = 0;
  let fen = 0;
  let high = 0;
  let low = 0;
  let first: number | null = null;
  for (const d of b.days) {
    if (d.t > t) break;
    if (first === null) first = d.t;
    shares += d.shares;
    fen += d.fen;
    high = Math.max(high, d.price);
    low = low === 0 ? d.price : Math.min(low, d.price);
  }
  return { shares, fen, high, low, first };
}

/** Shares the plan buys at the cap: at the 下限 and the 上限 amount (whole 100-share lots). */
export function buybackShareRange(b: Buyback): { low: number; high: number } {
  const at = (fen: number) => Math.floor(fen / 100 / b.priceCap / 100) * 100;
  return { low: at(b.amountLow), high: at(b.amountHigh) };
}

/** The plan's status as of the close of day t (plan ≤ t). */
export function statusAt(b: Buyback, t: number): BuybackStatus {
  if (b.end !== null && b.end <= t) return b.completed ? '完成' : '到期';
  if (b.days.length > 0 && b.days[0]!.t <= t) return '实施中';
  if (b.meeting !== null && b.meeting <= t) return '股东大会通过';
  return '董事会预案';
}

/** The trading index from which a plan may be carried out (its approval). */
export function approvalOf(b: Buyback): number {
  return b.meeting ?? b.plan;
}

/** One report a plan gives rise to. */
export interface BuybackNotice {
  stage: 'plan' | 'meeting' | 'first' | 'progress' | 'result';
  /** Trading index of the announcement. */
  idx: number;
  /** Purchases counted through this trading day (the day before for plan and meeting notices). */
  through: number;
}

/**
 * The reports of plan b (as far as its built days reach): the plan, the 股东大会 resolution, the
 * first purchase (next day), the monthly progress (first trading day of each month after the
 * approval while it runs, cumulative to the previous month's last trading day) and the result.
 */
export function buybackNotices(b: Buyback, barsTo: number): BuybackNotice[] {
  const out: BuybackNotice[] = [{ stage: 'plan', idx: b.plan, through: mainlandIndexPlus(b.plan, -1) }];
  if (b.meeting !== null) out.push({ stage: 'meeting', idx: b.meeting, through: mainlandIndexPlus(b.meeting, -1) });
  const first = b.days[0];
  if (first) out.push({ stage: 'first', idx: mainlandIndexPlus(first.t, 1), through: first.t });
  const start = approvalOf(b);
  const stop = mainlandIndexPlus(b.end ?? barsTo, 1);
  const last = mainlandIndexPlus(barsTo, 1);
  // The first mainland trading day of each month, cumulative to the mainland day before it.
  for (let prev = start, t = mainlandIndexPlus(start, 1); t <= stop && t <= last; prev = t, t = mainlandIndexPlus(t, 1)) {
    if (monthOf(dayOfTradingIndex(t)) !== monthOf(dayOfTradingIndex(prev))) out.push({ stage: 'progress', idx: t, through: prev });
  }
  if (b.end !== null) out.push({ stage: 'result', idx: mainlandIndexPlus(b.end, RESULT_DELAY), through: b.end });
  return out;
}

/** Plan b as known from the bars through `barsTo`. */
export function cut(b: Buyback, barsTo: number): Buyback {
  if (b.end !== null && b.end <= barsTo) return b;
  return { ...b, days: b.days.filter((d) => d.t <= barsTo), end: null, completed: false };
}
