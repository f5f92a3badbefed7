/**
 * CSV export of a table: RFC 4180 quoting, CRLF lines, and a UTF-8 byte-order mark so Excel opens
 * the Chinese headers correctly. Pure text building plus one browser download helper.
 */

/** Byte-order mark Excel needs to read UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A leading character that makes a spreadsheet read a cell as a formula (TAB and CR too: Excel skips them). */
const FORMULA_LEAD = /^[=+\-@\t\r]/;
/** A plain number literal (`-12`, `+7`, `-12.5`): inert in any spreadsheet, so kept as is. */
const NUMBER_LITERAL = /^[+-]?\d+(\.\d+)?$/;

/** One CSV field, quoted when it holds a comma, quote, CR or LF (and formula-leading `= + - @ TAB CR` made text with `'`). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  // Only a whole literal is a number: `-2+3+cmd|…` starts with a digit after the sign and is a formula.
  if (typeof value === 'string' && FORMULA_LEAD.test(s) && !NUMBER_LITERAL.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: BOM, header line, rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves `text` as a download named `filename` (browser only). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
