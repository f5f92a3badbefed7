/** A listed watchlist item for the watchlist view's tests: a stock at 10 with nothing moving, fields overridable. */
import type { WatchlistItem } from '../../../../contracts/endpoints/watchlist';

export function watchItem(code: string, over: Partial<WatchlistItem> = {}): WatchlistItem {
  return {
    id: 1,
    code,
    name: code,
    suffix: 'SH',
    kind: 'capital',
    remark: '',
    addDate: 0,
    addPrice: 10,
    sort: 0,
    price: 10,
    change: 0,
    pct: 0,
    volume: 0,
    amount: 0,
    turnover: 0,
    sinceAddPct: 0,
    ...over,
  };
}
