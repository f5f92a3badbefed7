/**
 * A company's share history as its accounts read it: 发行在外普通股加权平均数 (基本每股收益's denominator,
 * CAS 34), with new shares from their day and a 送转 as if always there. Apart from the model because
 * it reads only the share history (the price model's corporate actions and new issues), not the cores.
 */
import { dayOfTradingIndex, tradingIndexOf } from '../calendar/days';
import type { CorporateAction, PriceModel, ShareCapital, ShareIssue } from '../market/index';

/** The share history of a company (CompanyModel holds it). */
export interface ShareHistory {
  readonly model: PriceModel;
  readonly capital: ShareCapital;
  /** Corporate actions (ex-date order). */
  readonly actions: readonly CorporateAction[];
  /** New shares issued before the anchor (a 定增, a 股权激励 grant), by day. */
  readonly issues: readonly ShareIssue[];
}

/** Product of (1 + bonus) over the 送转 with ex-date ≤ trading day t. */
export function bonusFactor(actions: readonly CorporateAction[], t: number): number {
  let f = 1;
  for (const a of actions) if (a.bonus > 0 && a.idx <= t) f *= 1 + a.bonus;
  return f;
}

/**
 * 发行在外普通股加权平均数 over the calendar days [fromDay, toDay] (基本每股收益's denominator, CAS 34):
 * shares issued inside count from their day, a 送转 counts as if it had always been there (it
 * restates every period), in the shares of trading day `asOf` (the period's end: a later 送转
 * restates a comparative). Before the listing, the listing day's shares.
 */
export function weightedShares(h: ShareHistory, fromDay: number, toDay: number, asOf: number = tradingIndexOf(toDay)): number {
  const lo = h.model.profile.listIdx;
  const unbonused = (t: number) => {
    const i = Math.max(t, lo);
    return h.capital.at(i) / bonusFactor(h.actions, i);
  };
  let day = fromDay;
  let cur = unbonused(tradingIndexOf(fromDay));
  let sum = 0;
  for (const issue of h.issues) {
    const d = dayOfTradingIndex(issue.idx);
    if (d <= fromDay || d > toDay) continue;
    sum += cur * (d - day);
    day = d;
    cur = unbonused(issue.idx);
  }
  sum += cur * (toDay + 1 - day);
  return (sum / (toDay + 1 - fromDay)) * bonusFactor(h.actions, Math.max(asOf, lo));
}
