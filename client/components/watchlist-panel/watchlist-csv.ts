/**
 * The watchlist as CSV (导出): 代码, 名称, the shown columns in their order — holdings included —
 * and 备注, through the one CSV writer (data-page/csv.ts: BOM, quoting, and spreadsheet formula
 * injection disarmed). Numbers go out as numbers (2 decimals, prices at their tick) with the unit
 * in the header; text as shown. A group holding HK stocks gets a 币种 column (their money is HKD).
 */
import { currencyOf } from '../../../contracts/holdings';
import type { WatchlistColumnId } from '../../../contracts/table-columns';
import { toCsv } from '../data-page/csv';
import type { WatchColumn, WatchRow } from './watchlist-columns';

/** Header units of the numeric columns. */
const UNITS: Partial<Record<WatchlistColumnId, string>> = {
  pct: '%',
  volume: '股',
  amount: '元',
  turnover: '%',
  totalCap: '元',
  floatCap: '元',
  dividendYield: '%',
  pct60: '%',
  sinceAddPct: '%',
  holdQuantity: '股',
  holdValue: '元',
  holdPnl: '元',
  holdPnlPct: '%',
  holdDayPnl: '元',
};

/** Columns written as shown (prices at their tick, the cost with its own decimals). */
const AS_SHOWN: ReadonlySet<WatchlistColumnId> = new Set(['price', 'change', 'holdCost', 'holdBuyDate', 'industry']);

function cell(column: WatchColumn, row: WatchRow): string | number | null {
  const v = column.value(row);
  if (v === null) return null;
  if (typeof v === 'string' || AS_SHOWN.has(column.key)) return column.format(row);
  return Number.isFinite(v) ? Math.round(v * 100) / 100 : null;
}

/** The CSV text of rows (with their latest quotes) under the shown columns. */
export function watchlistCsv(rows: readonly WatchRow[], columns: readonly WatchColumn[]): string {
  const hk = rows.some((r) => currencyOf(r.item.code) === 'HKD');
  const header = ['代码', '名称', ...columns.map((c) => (UNITS[c.key] ? `${c.label}(${UNITS[c.key]})` : c.label)), ...(hk ? ['币种'] : []), '备注'];
  const body = rows.map((r) => [
    r.item.code,
    r.item.name,
    ...columns.map((c) => cell(c, r)),
    ...(hk ? [currencyOf(r.item.code) === 'HKD' ? '港元' : '人民币'] : []),
    r.item.remark,
  ]);
  return toCsv(header, body);
}
