/**
 * 股权质押 of one day, market-wide, read from the pledge model (`disclosures/pledges.ts`, bounded by
 * the holdings the 十大股东 page lists): per stock the pledges not yet released (质押比例 = 质押股数 ÷
 * 总股本 that day), and the 明细 of those pledges plus the ones released in the last
 * {@link PLEDGE_RELEASED_DAYS} trading days, each with the ratios its 公告 stated (`pledgeTerms`). Point in
 * time: as of day t, pledges with 质押日 ≤ t; a release shows once its 解押日 ≤ t.
 */
import { type DcExchange, PLEDGE_RELEASED_DAYS, type PledgeRow, type PledgeStockRow, type PledgeSummary } from '../../../contracts/endpoints/datacentre';
import type { DisclosureContext } from '../disclosures/index';
import type { HolderModel } from '../disclosures/index';
import { type Pledge, type PledgeModel, type PledgeTerms, pledgeTerms } from '../disclosures/index';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { dayBefore } from './days';
import type { DayFrame, Stock } from './day-frame';

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
const dayText = (t: number) => formatDay(dayOfTradingIndex(t));

/** What the day's table reads. */
export interface PledgeSources {
  stocks: readonly Stock[];
  /** Frame rows of the A-share companies. */
  rows: readonly number[];
  pledges: PledgeModel;
  holders: HolderModel;
  ctx: DisclosureContext;
}

/** 股权质押 of day t; `frameOf` gives day t's frame for the stocks with pledges listed. */
export function pledgesOf(
  src: PledgeSources,
  t: number,
  frameOf: (rows: readonly number[]) => DayFrame,
): { summary: PledgeSummary; stocks: PledgeStockRow[]; details: PledgeRow[] } {
  const stocks: PledgeStockRow[] = [];
  const details: PledgeRow[] = [];
  let value = 0;
  let pledgeCount = 0;
  const lists = new Map<number, Pledge[]>();
  for (const i of src.rows) {
    const list = src.pledges.around(src.stocks[i]!.slot, dayBefore(t, PLEDGE_RELEASED_DAYS), t);
    if (list.length > 0) lists.set(i, list);
  }
  const f = frameOf([...lists.keys()]);
  for (const [i, list] of lists) {
    const s = src.stocks[i]!;
    const total = src.holders.capital(s.slot).at(t);
    const present = f.present[i] === 1;
    const close = present ? f.close[i]! : null;
    const base = { id: s.id, code: s.code, name: s.name, exchange: s.exchange as DcExchange };
    const active = list.filter((p) => p.end > t);
    for (const p of list) details.push(detail(base, close, p, t, pledgeTerms(src.holders, src.ctx, s.slot, p)));
    if (active.length === 0) continue;
    const shares = active.reduce((a, p) => a + p.shares, 0);
    const v = close === null ? 0 : Math.round(shares * close);
    value += v;
    pledgeCount += active.length;
    stocks.push({
      ...base,
      close,
      pct: present ? r2(f.pct[i]!) : null,
      ratio: total > 0 ? r4((shares / total) * 100) : 0,
      shares,
      value: v,
      count: active.length,
      holders: new Set(active.map((p) => p.holder)).size,
    });
  }
  stocks.sort((a, b) => b.ratio - a.ratio || a.id.localeCompare(b.id));
  details.sort((a, b) => b.start.localeCompare(a.start) || a.id.localeCompare(b.id) || a.holder.localeCompare(b.holder) || b.shares - a.shares);
  return { summary: { stocks: stocks.length, pledges: pledgeCount, value, over30: stocks.filter((r) => r.ratio >= 30).length }, stocks, details };
}

function detail(base: Pick<PledgeRow, 'id' | 'code' | 'name' | 'exchange'>, close: number | null, p: Pledge, t: number, terms: PledgeTerms): PledgeRow {
  const released = p.end <= t;
  return {
    ...base,
    close,
    holder: p.holder,
    role: p.controlling ? '控股股东' : '持股5%以上股东',
    pledgee: p.pledgee,
    pledgeeType: p.pledgeeType,
    shares: p.shares,
    heldRatio: terms.heldRatio,
    totalRatio: terms.totalRatio,
    start: dayText(p.start),
    end: released ? dayText(p.end) : null,
    status: released ? '已解押' : '未解押',
  };
}
