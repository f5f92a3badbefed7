/**
 * Pure views of watchlist rows: joining an item with its live quote, the "since added" return,
 * server-side sorting and group averages. No I/O.
 */
import type { GroupAvgChg, ItemSortField, WatchlistItem } from '../../../../contracts/endpoints/watchlist';
import { parseSecurityId } from '../../../../contracts/market';
import type { ItemRow } from '../../accounts/watch-item-repository';
import type { MarketReader } from './options';

/**
 * Rounds to 2 decimals, half away from zero, as a person would on the decimal value: 1.025 → 1.03
 * although its binary value is 1.02499…; the 1-ulp nudge only decides such representation ties.
 */
export function round2(value: number): number {
  const r = Math.round(Math.abs(value) * 100 * (1 + Number.EPSILON)) / 100;
  return value < 0 && r !== 0 ? -r : r;
}

/** Percent change from `from` to `to`, 2 decimals; null when either is missing or `from` is not positive. */
export function changePct(from: number | null, to: number | null): number | null {
  if (from === null || to === null || !(from > 0)) return null;
  return round2(((to - from) / from) * 100);
}

/** An item row joined with the market's quote and names. */
export function toWatchlistItem(row: ItemRow, market: MarketReader): WatchlistItem {
  const parsed = parseSecurityId(row.code);
  if (!parsed) throw new Error(`stored watchlist code is malformed: ${row.code}`);
  const q = market.quote(row.code);
  const price = q?.price ?? null;
  return {
    id: row.id,
    code: row.code,
    name: market.name(row.code) ?? parsed.code,
    suffix: parsed.suffix,
    kind: market.kind?.(row.code) ?? null,
    remark: row.remark,
    addDate: row.addDate,
    addPrice: row.addPrice,
    sort: row.sort,
    price,
    change: q?.change ?? null,
    pct: q?.pct ?? null,
    volume: q?.volume ?? null,
    amount: q?.amount ?? null,
    turnover: q?.turnover ?? null,
    sinceAddPct: changePct(row.addPrice, price),
  };
}

/** Items sorted by a field; nulls last in either direction; ties keep the group order. */
export function sortItems(items: readonly WatchlistItem[], by: ItemSortField, order: 'asc' | 'desc'): WatchlistItem[] {
  const sign = order === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = a.item[by];
      const y = b.item[by];
      if (x === null && y === null) return a.index - b.index;
      if (x === null) return 1;
      if (y === null) return -1;
      return x === y ? a.index - b.index : (x < y ? -1 : 1) * sign;
    })
    .map(({ item }) => item);
}

/** A group's average change over items with a quote, and its up/down/flat counts. */
export function groupAvgChg(groupId: number, items: readonly WatchlistItem[]): GroupAvgChg {
  const pcts = items.map((i) => i.pct).filter((p): p is number => p !== null);
  return {
    groupId,
    avgPct: pcts.length ? round2(pcts.reduce((a, b) => a + b, 0) / pcts.length) : null,
    count: items.length,
    up: pcts.filter((p) => p > 0).length,
    down: pcts.filter((p) => p < 0).length,
    flat: pcts.filter((p) => p === 0).length,
  };
}
