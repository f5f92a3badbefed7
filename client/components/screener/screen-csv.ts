/**
 * The screen's results as CSV (UTF-8 with BOM, so Excel shows the Chinese headers): 代码, 名称,
 * 最新价, 涨跌幅(%) and one column per condition with its unit in the header.
 */
import type { ScreenRow } from '../../../contracts/screener/endpoints';
import { fieldOf } from '../../../contracts/screener/fields';
import { toFixedText, unitHeader } from '../../../contracts/format';
import { toCsv } from '../data-page/csv';

/** Header of a condition column, e.g. `市盈率TTM(倍)`. */
export function columnHeader(fieldId: string): string {
  const f = fieldOf(fieldId);
  if (!f) return fieldId;
  return f.kind === 'range' ? unitHeader(f.label, f.unit) : f.label;
}

/** Cell text of a value: numbers to the field's decimals, signals 是/否; a multiple over a loss (`loss`, the row's `losses`) 亏损. */
export function cellText(fieldId: string, v: number | string | boolean | null | undefined, loss = false): string {
  if (v === null || v === undefined) return loss ? '亏损' : '--';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string') return v === '' ? '--' : v;
  const f = fieldOf(fieldId);
  return toFixedText(v, f?.kind === 'range' ? f.decimals : 2);
}

/** The CSV text of result rows. */
export function screenCsv(columns: readonly string[], rows: readonly ScreenRow[]): string {
  const header = ['代码', '名称', unitHeader('最新价', '元'), unitHeader('涨跌幅', '%'), ...columns.map(columnHeader)];
  const body = rows.map((r) => [
    r.code,
    r.name,
    r.price === null ? '' : toFixedText(r.price, 2),
    r.pct === null ? '' : toFixedText(r.pct, 2),
    ...columns.map((c) => cellText(c, r.values[c], r.losses?.includes(c))),
  ]);
  return toCsv(header, body);
}
