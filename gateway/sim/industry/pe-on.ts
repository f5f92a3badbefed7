/**
 * An industry's PE-TTM on a trading day, point in time: Σ总市值 ÷ Σ(总市值 ÷ PE-TTM) of the members
 * listed by then, at that day's close and from the reports known that day, loss makers left out.
 * The sim's one computation of an industry's PE on a past day: 行业分析's valuation history
 * (`analysis.ts`: month ends and today) and the 新股中心's 行业市盈率 (an issue's industry on its
 * 申购日: `boards.ts` `preparePes`) both read it.
 */
import type { Companies } from '../companies/index';
import { roundTo } from '../market/index';

/** A member's company slot and its unadjusted closes ({@link Companies.closes}; null when it has none). */
export interface MemberCloses {
  s: number;
  c: { from: number; close: Float64Array } | null;
}

/** The company slots among `ids` (funds and indexes left out). */
export function companySlots(cs: Companies, ids: readonly string[]): number[] {
  return ids.map((id) => cs.slotOf(id)).filter((s): s is number => s !== undefined && cs.isCompany(s));
}

/** The weighted PE-TTM on trading day `i` (2 decimals), null when no member counts that day. */
export function weightedPeOn(cs: Companies, members: readonly MemberCloses[], i: number): number | null {
  let cap = 0;
  let earn = 0;
  for (const { s, c } of members) {
    if (!c || i < c.from || i - c.from >= c.close.length) continue;
    if (cs.source.profiles[s]!.listIdx > i) continue;
    const v = cs.valuationAt(s, i, c.close[i - c.from]!);
    if (v.peTtm === null || v.peTtm <= 0) continue;
    cap += v.totalCap;
    earn += v.totalCap / v.peTtm;
  }
  return earn > 0 ? roundTo(cap / earn, 2) : null;
}
