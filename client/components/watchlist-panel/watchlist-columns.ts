/**
 * The watchlist table's columns (contracts/table-columns.ts WATCHLIST_COLUMN_IDS), in the data-page
 * kit's column model: each reads a value from a row — the listed item with its latest socket quote,
 * the figures of the 排行榜/选股 (量比, PE-TTM, 市值, 行业, …) and the user's holding — formats it,
 * colours it by a sign, and sorts and exports by it. Live columns follow the quote; the others
 * change only with the figures or the holding.
 */
import type { SecurityFigures } from '../../../contracts/endpoints/figures';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import {
  EMPTY_VALUE,
  formatChange,
  formatLargeNumber,
  formatPct,
  formatPerShare,
  formatRatio,
  formatTickPrice,
  formatVolume,
  volumeUnitOf,
} from '../../../contracts/format';
import {
  currencyOf,
  currencySymbol,
  formatMoney,
  formatQuantity,
  holdingFigures,
  type Holding,
  type HoldingFigures,
  type HoldingQuote,
} from '../../../contracts/holdings';
import { priceTick } from '../../../contracts/market';
import { FIGURE_COLUMN_IDS, type WatchlistColumnId } from '../../../contracts/table-columns';
import type { Quote } from '../../../contracts/ws-protocol';
import { cycleSort, sortRowsBy, type SortableColumn } from '../data-page/sort-rows';
import { FIGURE_COLUMNS } from '../market-table/figure-columns';

/** One row: the listed item, its latest quote (when one arrived), its figures and holding (when there are). */
export interface WatchRow {
  item: WatchlistItem;
  quote?: Quote | undefined;
  figures?: SecurityFigures | undefined;
  holding?: Holding | undefined;
}

/** Where a column belongs in the chooser. */
export type ColumnGroup = '行情' | '财务' | '持仓';

/** A watchlist column. */
export interface WatchColumn extends SortableColumn<WatchRow> {
  key: WatchlistColumnId;
  /** Header text. */
  label: string;
  group: ColumnGroup;
  /** True when the value moves with the quote (the cell repaints itself on every tick). */
  live: boolean;
  /** Left-aligned text (industry, date). */
  text?: boolean;
  /** The raw value (sort, export). */
  value(row: WatchRow): number | string | null;
  /** The cell's text. */
  format(row: WatchRow): string;
  /** True when the cell is coloured up/down by {@link WatchColumn.trend} (flat when 0). */
  tinted: boolean;
  /** The sign that colours the cell. */
  trend(row: WatchRow): number;
}

/** Tick of an item (funds quote to 0.001); unknown kinds as stocks. */
function tickOf(item: Pick<WatchlistItem, 'kind'>, price: number): number {
  return priceTick({ kind: item.kind ?? 'capital' }, price);
}

/** Percent return since added: (price − addPrice) / addPrice × 100; null without both prices. */
export function sinceAddPct(price: number | null, addPrice: number | null): number | null {
  if (price === null || addPrice === null || addPrice === 0) return null;
  return ((price - addPrice) / addPrice) * 100;
}

/** A quote field of a row: the latest quote's, else the listed item's. */
function quoted(row: WatchRow, field: 'price' | 'change' | 'pct' | 'volume' | 'amount' | 'turnover'): number | null {
  const q = row.quote?.[field];
  return q ?? row.item[field];
}

/**
 * The quote a row's holding is valued at: the latest socket quote, else the listed price (whose day
 * is taken as today's: the list was just read); null without a price.
 */
export function rowQuote(row: Pick<WatchRow, 'item' | 'quote'>, now: () => number = Date.now): HoldingQuote | null {
  if (row.quote) return row.quote;
  const { price, change } = row.item;
  return price === null ? null : { price, change: change ?? undefined, ts: now() };
}

/** The holding's figures at the row's price ({@link rowQuote}); null without a holding or a price. */
export function rowHolding(row: WatchRow, now: () => number = Date.now): HoldingFigures | null {
  return row.holding ? holdingFigures(row.holding, rowQuote(row, now)) : null;
}

const sign = (v: number | string | null): number => (typeof v === 'number' && Number.isFinite(v) ? Math.sign(v) : 0);
const text = (v: number | null, f: (v: number) => string): string => (v === null || !Number.isFinite(v) ? EMPTY_VALUE : f(v));
/** Money of a holding, with HK$ for HK stocks (everything else is in yuan). */
const money = (row: WatchRow, v: number | null, signed: boolean): string => {
  if (v === null) return EMPTY_VALUE;
  const currency = currencyOf(row.item.code);
  return formatMoney(v, signed, currency === 'CNY' ? '' : currencySymbol(currency));
};

function quoteColumn(
  key: 'price' | 'change' | 'pct' | 'volume' | 'amount' | 'turnover',
  label: string,
  format: (v: number, row: WatchRow) => string,
  tint: 'self' | 'change' | 'none',
): WatchColumn {
  return {
    key,
    label,
    group: '行情',
    live: true,
    tinted: tint !== 'none',
    value: (row) => quoted(row, key),
    format: (row) => text(quoted(row, key), (v) => format(v, row)),
    trend: (row) => (tint === 'none' ? 0 : sign(quoted(row, tint === 'self' ? key : 'change'))),
  };
}

function holdingColumn(
  key: WatchlistColumnId,
  label: string,
  value: (row: WatchRow) => number | string | null,
  format: (row: WatchRow) => string,
  signed: boolean,
  live: boolean,
): WatchColumn {
  return { key, label, group: '持仓', live, tinted: signed, value, format, trend: (row) => (signed ? sign(value(row)) : 0) };
}

const pnl = (pick: (f: HoldingFigures) => number | null) => (row: WatchRow) => {
  const f = rowHolding(row);
  return f ? pick(f) : null;
};

/** Every watchlist column, in the chooser's order (contracts/table-columns.ts WATCHLIST_COLUMN_IDS). */
export const WATCH_COLUMNS: readonly WatchColumn[] = [
  quoteColumn('price', '最新价', (v, row) => formatTickPrice(v, tickOf(row.item, v)), 'change'),
  quoteColumn('change', '涨跌', (v, row) => formatChange(v, tickOf(row.item, Math.abs(v)) < 0.01 ? 3 : 2), 'self'),
  quoteColumn('pct', '涨跌幅', (v) => formatPct(v), 'self'),
  quoteColumn('volume', '成交量', (v, row) => formatVolume(v, volumeUnitOf(row.item.kind)), 'none'),
  quoteColumn('amount', '成交额', (v) => formatLargeNumber(v, 2), 'none'),
  quoteColumn('turnover', '换手率', (v) => formatRatio(v), 'none'),
  ...FIGURE_COLUMN_IDS.map((id): WatchColumn => {
    const c = FIGURE_COLUMNS[id];
    const value = (row: WatchRow) => row.figures?.[id] ?? null;
    return {
      key: id,
      label: c.label,
      group: '财务',
      live: false,
      tinted: c.signed,
      ...(c.text ? { text: true } : {}),
      value,
      format: (row) => c.format(value(row)),
      trend: (row) => (c.signed ? sign(value(row)) : 0),
    };
  }),
  {
    key: 'sinceAddPct',
    label: '加自选后涨幅',
    group: '行情',
    live: true,
    tinted: true,
    value: (row) => (row.quote ? sinceAddPct(row.quote.price, row.item.addPrice) : row.item.sinceAddPct),
    format: (row) => text(row.quote ? sinceAddPct(row.quote.price, row.item.addPrice) : row.item.sinceAddPct, (v) => formatPct(v)),
    trend: (row) => sign(row.quote ? sinceAddPct(row.quote.price, row.item.addPrice) : row.item.sinceAddPct),
  },
  holdingColumn(
    'holdQuantity',
    '持仓数量',
    (row) => row.holding?.quantity ?? null,
    (row) => (row.holding ? formatQuantity(row.holding.quantity) : EMPTY_VALUE),
    false,
    false,
  ),
  holdingColumn(
    'holdCost',
    '成本价',
    (row) => row.holding?.cost ?? null,
    (row) => (row.holding ? formatPerShare(row.holding.cost) : EMPTY_VALUE),
    false,
    false,
  ),
  {
    ...holdingColumn(
      'holdBuyDate',
      '买入日期',
      (row) => row.holding?.buyDate ?? null,
      (row) => row.holding?.buyDate ?? EMPTY_VALUE,
      false,
      false,
    ),
    text: true,
  },
  holdingColumn(
    'holdValue',
    '持仓市值',
    pnl((f) => f.marketValue),
    (row) => money(row, pnl((f) => f.marketValue)(row), false),
    false,
    true,
  ),
  holdingColumn(
    'holdPnl',
    '浮动盈亏',
    pnl((f) => f.floatPnl),
    (row) => money(row, pnl((f) => f.floatPnl)(row), true),
    true,
    true,
  ),
  holdingColumn(
    'holdPnlPct',
    '盈亏比例',
    pnl((f) => f.floatPct),
    (row) => text(pnl((f) => f.floatPct)(row), (v) => formatPct(v)),
    true,
    true,
  ),
  holdingColumn(
    'holdDayPnl',
    '当日盈亏',
    pnl((f) => f.dayPnl),
    (row) => money(row, pnl((f) => f.dayPnl)(row), true),
    true,
    true,
  ),
];

const BY_KEY: ReadonlyMap<string, WatchColumn> = new Map(WATCH_COLUMNS.map((c) => [c.key, c]));

/** The column of a key. */
export function columnOf(key: WatchlistColumnId): WatchColumn {
  return BY_KEY.get(key)!;
}

/** The columns of keys, in their order (unknown keys skipped). */
export function columnsOf(keys: readonly string[]): WatchColumn[] {
  return keys.flatMap((k) => BY_KEY.get(k) ?? []);
}

/** A sort: a column and an order; null = the group's own order (drag to reorder). */
export type SortState = { key: WatchlistColumnId; order: 'desc' | 'asc' } | null;

/** Header clicks cycle descending → ascending → the group's own order. */
export function nextSort(current: SortState, key: WatchlistColumnId): SortState {
  return cycleSort(current, key);
}

/** Rows in sort order (blanks last, ties keep the group's order); the group's order when unsorted or sorted by an unknown column. */
export function sortRows(rows: readonly WatchRow[], sort: SortState): WatchRow[] {
  const column = sort ? BY_KEY.get(sort.key) : undefined;
  if (!sort || !column) return [...rows];
  return sortRowsBy(rows, column.value, sort.order);
}
