/**
 * CSV export of a table: RFC 4180 quoting, CRLF lines, and a UTF-8 byte-order mark so Excel opens
 * the Chinese headers correctly. Pure text building plus one browser download helper.
 */

/** Byte-order mark Excel needs to read UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** One CSV field, quoted when it holds a comma, quote, CR or LF (and formula-leading `=+-@` made inert). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  // A text starting with = + - @ would run as a formula in a spreadsheet; numbers stay numbers.
  if (typeof value === 'string' && /^[=+\-@]/.test(s) && !/^[-+]?\d/.test(s)) s = `'${s}`;
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
