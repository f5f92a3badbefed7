/**
 * The watchlist table's live columns: how each value is read (from the latest socket quote when
 * there is one, else from the listed item), formatted and coloured, and how rows sort by it.
 */
import { EMPTY_VALUE, formatChange, formatLargeNumber, formatPct, formatRatio, formatTickPrice, formatVolume, volumeUnitOf } from '../../../contracts/format';
import { priceTick } from '../../../contracts/market';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import type { Quote } from '../../../contracts/ws-protocol';
import { cycleSort, sortRowsBy } from '../data-page/sort-rows';

/** Columns whose values move with the market. */
export const LIVE_FIELDS = ['price', 'change', 'pct', 'volume', 'amount', 'turnover', 'sinceAddPct'] as const;
/** One of {@link LIVE_FIELDS}. */
export type LiveField = (typeof LIVE_FIELDS)[number];

/** A sortable live column. */
export interface LiveColumn {
  field: LiveField;
  /** Header text. */
  title: string;
  /** How a value shows (prices at the item's tick precision). */
  format: (value: number | null, item: Pick<WatchlistItem, 'kind'>) => string;
  /** What decides its colour: its own sign, the day's change, or nothing. */
  tint: 'self' | 'change' | 'none';
}

type Format = LiveColumn['format'];

function nullable(format: (v: number, item: Pick<WatchlistItem, 'kind'>) => string): Format {
  return (value, item) => (value === null ? EMPTY_VALUE : format(value, item));
}

/** Tick of an item (funds quote to 0.001); unknown kinds as stocks. */
function tickOf(item: Pick<WatchlistItem, 'kind'>, price: number): number {
  return priceTick({ kind: item.kind ?? 'capital' }, price);
}

/** The live columns in display order (spec issue: price, change, pct, volume, amount, turnover, since-added return). */
export const LIVE_COLUMNS: readonly LiveColumn[] = [
  { field: 'price', title: '最新价', format: nullable((v, item) => formatTickPrice(v, tickOf(item, v))), tint: 'change' },
  { field: 'change', title: '涨跌', format: nullable((v, item) => formatChange(v, tickOf(item, Math.abs(v)) < 0.01 ? 3 : 2)), tint: 'self' },
  { field: 'pct', title: '涨跌幅', format: nullable((v) => formatPct(v)), tint: 'self' },
  { field: 'volume', title: '成交量', format: nullable((v, item) => formatVolume(v, volumeUnitOf(item.kind))), tint: 'none' },
  { field: 'amount', title: '成交额', format: nullable((v) => formatLargeNumber(v, 2)), tint: 'none' },
  { field: 'turnover', title: '换手率', format: nullable((v) => formatRatio(v)), tint: 'none' },
  { field: 'sinceAddPct', title: '加自选后涨幅', format: nullable((v) => formatPct(v)), tint: 'self' },
];

/** The column of a field. */
export function columnOf(field: LiveField): LiveColumn {
  return LIVE_COLUMNS.find((c) => c.field === field)!;
}

/** Percent return since added: (price − addPrice) / addPrice × 100; null without both prices. */
export function sinceAddPct(price: number | null, addPrice: number | null): number | null {
  if (price === null || addPrice === null || addPrice === 0) return null;
  return ((price - addPrice) / addPrice) * 100;
}

/** The value of a field for an item, from its live quote when there is one. */
export function liveValue(item: WatchlistItem, field: LiveField, quote?: Quote): number | null {
  if (!quote) return item[field];
  switch (field) {
    case 'sinceAddPct':
      return sinceAddPct(quote.price, item.addPrice);
    case 'turnover':
      return quote.turnover ?? item.turnover;
    default:
      return quote[field];
  }
}

/** The sign that colours a cell: the value's own for `self`, the day's change for `change`. */
export function tintSign(item: WatchlistItem, column: LiveColumn, quote?: Quote): number {
  if (column.tint === 'none') return 0;
  const v = column.tint === 'self' ? liveValue(item, column.field, quote) : liveValue(item, 'change', quote);
  return v === null ? 0 : Math.sign(v);
}

/** A sort: a live field and an order; null = the group's own order (drag to reorder). */
export type SortState = { field: LiveField; order: 'desc' | 'asc' } | null;

/** Header clicks cycle descending → ascending → the group's own order. */
export function nextSort(current: SortState, field: LiveField): SortState {
  const next = cycleSort(current && { key: current.field, order: current.order }, field);
  return next && { field: next.key, order: next.order };
}

/** Rows in sort order (nulls last, ties keep the group's order); the group's order when unsorted. */
export function sortRows(items: readonly WatchlistItem[], sort: SortState, quotes: ReadonlyMap<string, Quote>): WatchlistItem[] {
  if (!sort) return [...items];
  return sortRowsBy(items, (item) => liveValue(item, sort.field, quotes.get(item.code)), sort.order);
}
