/**
 * Numbers as investors type them into 智能选股: full-width forms, 百分之十五, and Chinese numerals
 * (十五, 两百, 一千五百, 三点五, 一万亿) turned into digits before the parser reads the sentence.
 * Kept apart from the grammar so the grammar sees one spelling of every number.
 */

const DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const SCALE: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** A Chinese numeral below 万 with an optional 点 fraction (十五, 一千零五, 三点五, 两百), or null when it is not one. */
export function chineseNumber(s: string): number | null {
  const [whole, frac] = s.split('点');
  if (whole === undefined || s.split('点').length > 2) return null;
  let total = 0;
  let digit: number | null = null;
  for (const ch of whole) {
    if (ch in DIGIT) {
      if (digit !== null) return null; // 二三 is no numeral
      digit = DIGIT[ch]!;
    } else if (ch in SCALE) {
      total += (digit ?? 1) * SCALE[ch]!;
      digit = null;
    } else return null;
  }
  if (digit !== null) total += digit;
  if (whole === '' && frac === undefined) return null;
  if (frac === undefined) return total;
  if (frac === '' || [...frac].some((c) => !(c in DIGIT))) return null;
  return Number(`${total}.${[...frac].map((c) => DIGIT[c]).join('')}`);
}

const RUN = '[零〇一二两三四五六七八九十百千]+(?:点[零〇一二三四五六七八九]+)?';
/** What may follow a number (units, counts, periods). */
const AFTER = '(?:个交易日|个季度|个月|季度|连板|日|天|年|周|只|支|个|名|倍|元|%|亿|万|户|板)';
/** What may precede a bare number (comparisons, ranks, periods). */
const BEFORE = '(?:于|过|到|至|足|满|少|多|前|近|最近|过去|连续|连涨|连跌|为|等于|>|<|=)';

/** Full-width to half-width, upper-case Latin, no spaces, 百分之N as N%, Chinese numerals as digits. */
export function normalizeQuery(text: string): string {
  let s = text.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  s = s.replace(new RegExp(`百分之(${RUN}|\\d+(?:\\.\\d+)?)`, 'g'), (m, n: string) => {
    const v = /^\d/.test(n) ? Number(n) : chineseNumber(n);
    return v === null ? m : `${v}%`;
  });
  const toDigits = (m: string): string => {
    const v = chineseNumber(m);
    return v === null ? m : String(v);
  };
  s = s.replace(new RegExp(`(?<![\\d.])${RUN}(?=${AFTER})`, 'g'), toDigits);
  s = s.replace(new RegExp(`(?<=${BEFORE})${RUN}`, 'g'), toDigits);
  return s;
}
