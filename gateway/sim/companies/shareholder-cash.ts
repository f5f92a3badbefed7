/**
 * The cash that passes between a company and its shareholders in a quarter: dividends paid on the
 * ex-dates inside it, and the money new shares raised (a 定增 at 85% of the model price, a 股权激励 grant
 * at half). Read from the share history alone, so apart from the model and the core's accounting.
 */
import { tradingIndexOf } from '../calendar/days';
import { scaleShares } from '../market/index';
import { periodEndDay } from './periods';
import type { ShareHistory } from './weighted-shares';

const r = Math.round;

/** Cash raised by the issues of the days [fromIdx, toIdx] (fen): a 定增 at 85% of the model price, a grant at half. */
export function raisedIn(h: ShareHistory, fromIdx: number, toIdx: number): number {
  let fen = 0;
  for (const i of h.issues) {
    if (i.idx < fromIdx || i.idx > toIdx) continue;
    const shares = scaleShares(i.shares, h.model.anchorIdx, h.actions, i.idx);
    fen += r(shares * (h.model.modelPrice(i.idx) / 1000) * (i.kind === '定增' ? 0.85 : 0.5) * 100);
  }
  return fen;
}

/** Cash dividends paid in period g (fen): each ex-date inside it, on the shares of the day before. */
export function dividendsIn(h: ShareHistory, g: number): number {
  const from = tradingIndexOf(periodEndDay(g - 1)) + 1;
  const to = tradingIndexOf(periodEndDay(g));
  let fen = 0;
  for (const a of h.actions) if (a.idx >= from && a.idx <= to && a.cash > 0) fen += r((a.cash / 10) * h.capital.at(a.idx - 1));
  return fen;
}
