/**
 * 股票回购 of one day, market-wide, read from the buyback model (`disclosures/buybacks.ts`, which the
 * stock's 公告 page reads too, so a plan's 进展公告 carries the numbers listed here on its 截至 day):
 * every plan announced by the day that still runs or ended in the last {@link BUYBACK_ENDED_DAYS}
 * trading days, with its purchases cumulative through the day. Point in time: as of day t, plans
 * with 预案日 ≤ t and purchases on days ≤ t; a plan's end shows from its last day.
 */
import { BUYBACK_ENDED_DAYS, type BuybackRow, type BuybackSummary, type DcExchange } from '../../../contracts/endpoints/datacentre';
import { type Buyback, type BuybackModel, buybackNotices, buybackShareRange, progressAt, statusAt } from '../disclosures/index';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { dayBefore } from './days';
import type { DayFrame, Stock } from './day-frame';

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
const dayText = (t: number) => formatDay(dayOfTradingIndex(t));

/** What the day's table reads. */
export interface BuybackSources {
  stocks: readonly Stock[];
  /** Frame rows of the A-share companies. */
  rows: readonly number[];
  buybacks: BuybackModel;
}

/**
 * 股票回购 of day t; `monthFrom` is the first trading day of the 近一月 window; `frameOf` gives day t's
 * frame for the stocks with plans listed.
 */
export function buybacksOf(
  src: BuybackSources,
  t: number,
  monthFrom: number,
  frameOf: (rows: readonly number[]) => DayFrame,
): { summary: BuybackSummary; rows: BuybackRow[] } {
  const rows: BuybackRow[] = [];
  const active = new Set<string>();
  let newPlans = 0;
  let bought = 0;
  const plans = new Map<number, Buyback[]>();
  for (const i of src.rows) {
    const list = src.buybacks.around(src.stocks[i]!.slot, dayBefore(t, BUYBACK_ENDED_DAYS), t);
    if (list.length > 0) plans.set(i, list);
  }
  const f = frameOf([...plans.keys()]);
  for (const [i, list] of plans) {
    const s = src.stocks[i]!;
    for (const b of list) {
      const row = rowOf(s, f.present[i] === 1 ? f.close[i]! : null, b, t);
      rows.push(row);
      if (row.status === '实施中') active.add(s.id);
      if (b.plan >= monthFrom) newPlans++;
      bought += row.boughtAmount;
    }
  }
  rows.sort((a, b) => b.noticeDate.localeCompare(a.noticeDate) || b.planDate.localeCompare(a.planDate) || a.id.localeCompare(b.id));
  return { summary: { plans: rows.length, active: active.size, newPlans, bought: r2(bought) }, rows };
}

/** One plan's row as of day t (purchases through t). */
export function rowOf(s: Stock, close: number | null, b: Buyback, t: number): BuybackRow {
  const p = progressAt(b, t);
  const range = buybackShareRange(b);
  const ended = b.end !== null && b.end <= t;
  const notices = buybackNotices(b, t).filter((n) => n.idx <= t);
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    exchange: s.exchange as DcExchange,
    close,
    planDate: dayText(b.plan),
    meetingDate: b.meeting === null ? null : dayText(b.meeting),
    deadline: dayText(b.deadline),
    purpose: b.purpose,
    basePrice: r2(b.basePrice),
    priceCap: b.priceCap,
    amountLow: b.amountLow / 100,
    amountHigh: b.amountHigh / 100,
    sharesLow: range.low,
    sharesHigh: range.high,
    ratioLow: r4((range.low / b.totalShares) * 100),
    ratioHigh: r4((range.high / b.totalShares) * 100),
    boughtShares: p.shares,
    boughtAmount: p.fen / 100,
    avgPrice: p.shares > 0 ? r2(p.fen / 100 / p.shares) : null,
    highPrice: p.shares > 0 ? p.high / 1000 : null,
    lowPrice: p.shares > 0 ? p.low / 1000 : null,
    progress: r2((p.fen / b.amountHigh) * 100),
    status: statusAt(b, t),
    firstDate: p.first === null ? null : dayText(p.first),
    endDate: ended ? dayText(b.end!) : null,
    noticeDate: dayText(notices.length > 0 ? Math.max(...notices.map((n) => n.idx)) : b.plan),
  };
}
