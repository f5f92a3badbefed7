/**
 * 涨跌家数 of one index: its members' up/down/flat counts and limit-ups/-downs, live, by the
 * market's one breadth rule (`breadth.ts`: a stock at a limit counts in the limit bucket, flat is
 * 0.00% as shown, suspended members count as neither up nor down but flat). Null for an index
 * without members (priced on its own model).
 */
import type { IndexBreadth } from '../../../../contracts/endpoints/market-data';
import { breadthOf } from './breadth';
import type { MarketSources } from './market-view';
import { rowsOf } from './rows';

/** See the module comment. */
export function indexBreadth(sources: MarketSources, indexId: string): IndexBreadth | null {
  const members = sources.universe.constituents(indexId);
  if (members.length === 0) return null;
  const b = breadthOf(rowsOf(sources, members));
  return { up: b.up, down: b.down, flat: b.flat + b.suspended, limitUp: b.limitUp, limitDown: b.limitDown };
}
