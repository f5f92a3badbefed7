/**
 * 融资融券 of a closed day (the centre's `margin`): every 标的's balances and the day's flows between
 * them (`day-columns.ts`: balances roll by construction) and the exchanges' totals, with the day
 * before's 融资余额 of the same names.
 */
import type { DcExchange, MarginAnswer, MarginMarket, MarginRow } from '../../../contracts/endpoints/datacentre';
import { isA } from './day-frame';
import { type CentreReads, pctOf, r2, r3 } from './reads';

/** 融资融券 of day t. */
export function marginOf(dc: CentreReads, t: number): MarginAnswer {
  const f = dc.frame(t);
  const c = dc.calc(t);
  const market = new Map<string, MarginMarket>();
  for (const ex of ['ALL', 'SH', 'SZ', 'BJ'] as const)
    market.set(ex, { exchange: ex, finBalance: 0, prevFinBalance: 0, finBuy: 0, finRepay: 0, secBalance: 0, total: 0, count: 0 });
  const rows: MarginRow[] = [];
  dc.frames.stocks.forEach((s, i) => {
    if (!isA(s) || !f.present[i]) return;
    if (Number.isNaN(c.fin[i]!)) {
      // Dropped from the 标的 list (e.g. turned ST): its balance leaves the totals on both days.
      return;
    }
    const secBalance = Math.round(c.sec[i]! * f.close[i]!);
    const row: MarginRow = {
      id: s.id,
      code: s.code,
      name: s.name,
      exchange: s.exchange as DcExchange,
      close: r3(f.close[i]!),
      pct: r2(f.pct[i]!),
      finBalance: c.fin[i]!,
      finBuy: c.finBuy[i]!,
      finRepay: c.finRepay[i]!,
      secVolume: c.sec[i]!,
      secSell: c.secSell[i]!,
      secRepay: c.secRepay[i]!,
      secBalance,
      total: c.fin[i]! + secBalance,
      finRatio: pctOf(c.fin[i]!, f.close[i]! * f.floatShares[i]!),
    };
    rows.push(row);
    for (const m of [market.get('ALL')!, market.get(s.exchange)!]) {
      m.finBalance += row.finBalance;
      m.prevFinBalance += c.finPrev[i]!;
      m.finBuy += row.finBuy;
      m.finRepay += row.finRepay;
      m.secBalance += secBalance;
      m.total += row.total;
      m.count++;
    }
  });
  rows.sort((a, b) => b.finBalance - a.finBalance || a.id.localeCompare(b.id));
  return { ...dc.day(t), market: [...market.values()], rows };
}
