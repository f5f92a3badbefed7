/**
 * The columns of the market tables (rankings, movers, peers, hot stocks): label, the quote field a
 * cell follows live, the text of a listed value, and the server sort key. Pure; the same
 * formatter writes the listed value and every live update, so a cell never changes style when the
 * first quote arrives.
 */
import {
  EMPTY_VALUE,
  formatChange,
  formatLargeNumber,
  formatPct,
  formatPlain,
  formatRatio,
  formatTickPrice,
  formatVolume,
  volumeUnitOf,
} from '../../../contracts/format';
import type { RankItem, RankSort } from '../../../contracts/endpoints/market-data';
import type { FigureColumnId } from '../../../contracts/table-columns';
import { priceTick, type CapitalOrIndex } from '../../../contracts/market';
import type { QuoteField } from '../live-quote/price-cell';
import { toggleSort } from '../data-page/sort-rows';

/** Column keys. */
export type RankColumnKey = 'name' | 'price' | 'pct' | 'change' | 'speed' | 'turnover' | 'volume' | 'amount' | 'amplitude' | 'volumeRatio' | 'totalCap';

/** One column. */
export interface RankColumn {
  key: RankColumnKey;
  label: string;
  /** The quote field the cell follows live; null for values the socket does not carry. */
  field: QuoteField | null;
  /** Text of a value (NaN or undefined → `--`). */
  format(value: number | undefined, kind: CapitalOrIndex): string;
  /** Server sort key (rank dataset), or null when the column cannot sort. */
  sort: RankSort | null;
  /** Coloured by the row's change (price-like columns). */
  tinted: boolean;
}

function percent(value: number | undefined): string {
  return formatRatio(value);
}

function tickOf(kind: CapitalOrIndex, price: number): number {
  return priceTick({ kind }, price);
}

/** Every column by key. */
export const RANK_COLUMNS: Readonly<Record<RankColumnKey, RankColumn>> = {
  name: { key: 'name', label: '名称代码', field: null, format: () => '', sort: null, tinted: false },
  price: {
    key: 'price',
    label: '最新价',
    field: 'price',
    format: (v, k) => (v === undefined ? EMPTY_VALUE : formatTickPrice(v, tickOf(k, v))),
    sort: 'price',
    tinted: true,
  },
  pct: { key: 'pct', label: '涨跌幅', field: 'pct', format: (v) => formatPct(v), sort: 'pct', tinted: true },
  change: { key: 'change', label: '涨跌额', field: 'change', format: (v, k) => formatChange(v, k.startsWith('fund') ? 3 : 2), sort: null, tinted: true },
  speed: { key: 'speed', label: '涨速', field: 'speed', format: (v) => formatPct(v), sort: 'speed', tinted: true },
  turnover: { key: 'turnover', label: '换手率', field: 'turnover', format: percent, sort: 'turnover', tinted: false },
  volume: { key: 'volume', label: '成交量', field: 'volume', format: (v, k) => formatVolume(v, volumeUnitOf(k)), sort: 'volume', tinted: false },
  amount: { key: 'amount', label: '成交额', field: 'amount', format: (v) => formatLargeNumber(v), sort: 'amount', tinted: false },
  amplitude: { key: 'amplitude', label: '振幅', field: 'amplitude', format: percent, sort: 'amplitude', tinted: false },
  volumeRatio: {
    key: 'volumeRatio',
    label: '量比',
    field: null,
    format: (v) => formatPlain(v),
    sort: 'volumeRatio',
    tinted: false,
  },
  totalCap: { key: 'totalCap', label: '总市值', field: null, format: (v) => formatLargeNumber(v), sort: null, tinted: false },
};

/** A column of the rank table: one of the ranking item's, or a figure column (figure-columns.ts). */
export type RankTableKey = RankColumnKey | FigureColumnId;

/** True for a column the ranking item carries itself (量比 and 总市值 are among them); the others need the figures. */
export const isItemColumn = (key: RankTableKey): key is RankColumnKey => key in RANK_COLUMNS;

/** The server sort key (rank dataset) of a column; null when the server cannot sort by it (the figures, 涨跌额, 总市值). */
export function serverSortOf(key: RankTableKey): RankSort | null {
  return isItemColumn(key) ? RANK_COLUMNS[key].sort : null;
}

/** The listed value of a column for a row. */
export function rowValue(item: RankItem, key: RankColumnKey): number | undefined {
  return key === 'name' ? undefined : item[key];
}

/** The listed text of a column for a row. */
export function cellText(item: RankItem, key: RankColumnKey): string {
  return RANK_COLUMNS[key].format(rowValue(item, key), item.kind);
}

/** Header sort state: a column and direction, or null (the list's own order). */
export type ColumnSort = { key: RankColumnKey; order: 'asc' | 'desc' } | null;

/** Next sort after a header click: 降序 → 升序 → 降序 on the same column; a new column starts 降序. */
export function nextColumnSort(current: ColumnSort, key: RankColumnKey): ColumnSort {
  return toggleSort(current, key);
}
