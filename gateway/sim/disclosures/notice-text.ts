/**
 * The wording and the page of an announcement's text (`documents.ts` writes the text): days, 元 and
 * 股 amounts, percentages and Chinese dates as the notices write them, and the standalone HTML page
 * in which every piece of text is escaped.
 */
import type { NoticeSection } from '../../../contracts/endpoints/notices';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';

export const dayText = (idx: number) => formatDay(dayOfTradingIndex(idx));
export const yuanText = (fen: number) => (Math.abs(fen) >= 1e10 ? `${(fen / 1e10).toFixed(2)}亿元` : `${(fen / 1e6).toFixed(2)}万元`);
export const sharesText = (n: number) => (n >= 1e8 ? `${(n / 1e8).toFixed(4)}亿股` : `${(n / 1e4).toFixed(2)}万股`);
export const pct = (x: number | null) => (x === null || !Number.isFinite(x) ? '--' : `${(x * 100).toFixed(2)}%`);
export const chineseDate = (text: string) => `${Number(text.slice(0, 4))}年${Number(text.slice(5, 7))}月${Number(text.slice(8, 10))}日`;

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A standalone HTML page of the sections: escaped text only, inline style, a CSP that forbids scripts. */
export function renderHtml(title: string, header: string, date: string, sections: NoticeSection[]): string {
  const parts: string[] = [];
  for (const s of sections) {
    if (s.heading) parts.push(`<h2>${escapeHtml(s.heading)}</h2>`);
    for (const p of s.paragraphs) parts.push(`<p>${escapeHtml(p)}</p>`);
    if (s.table) {
      const head = s.table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
      const rows = s.table.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
      parts.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`);
    }
  }
  return [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;max-width:820px;margin:2em auto;line-height:1.8;color:#222}h1{text-align:center;font-size:1.4em}.hd{color:#666;text-align:center}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:4px 8px;text-align:right}td:first-child,th:first-child{text-align:left}</style>',
    `</head><body><p class="hd">${escapeHtml(header)}</p><h1>${escapeHtml(title)}</h1>`,
    ...parts,
    `<p style="text-align:right">董事会<br>${escapeHtml(chineseDate(date))}</p></body></html>`,
  ].join('');
}
