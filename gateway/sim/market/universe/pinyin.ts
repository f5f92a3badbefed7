/**
 * Pinyin initials of a security name for search (贵州茅台 → gzmt), from pinyin-pro with an
 * override table for polyphones pinyin-pro reads wrongly in company names.
 */
import { pinyin } from 'pinyin-pro';

/**
 * Words whose initials pinyin-pro gets wrong (or might, out of context) in security names,
 * with the initials investors type. Longer words win over shorter ones they contain.
 * Each entry was checked against pinyin-pro's own output on the names of the universe.
 */
export const POLYPHONE_OVERRIDES: Readonly<Record<string, string>> = {
  // 长 cháng, 重 chóng in place names (guards: pinyin-pro reads these right only in context)
  重庆: 'cq',
  长江: 'cj',
  长城: 'cc',
  长安: 'ca',
  长春: 'cc',
  长沙: 'cs',
  长虹: 'ch',
  // 行 háng for banks and trades
  银行: 'yh',
  行业: 'hy',
  农商行: 'nsh',
  张家港行: 'zjgh', // pinyin-pro: zjgx
  世联行: 'slh', // pinyin-pro: slx
  酒行: 'jh', // 华致酒行, pinyin-pro: hzjx
  // 藏 zàng (Tibet), 厦 xià (Xiamen, mansion), 阿 ē (阿胶)
  藏格: 'zg', // pinyin-pro: cgky
  藏药: 'zy', // 奇正藏药, pinyin-pro: qzcy
  厦钨: 'xw', // 厦钨新能, pinyin-pro: swxn
  华厦: 'hx', // 华厦眼科, pinyin-pro: hsyk
  亚厦: 'yx', // 亚厦股份, pinyin-pro: ysgf
  阿胶: 'ej', // 东阿阿胶 deej, pinyin-pro: deaj
};

/** Override words, longest first, so 农商行 is applied after (and over) a shorter match. */
const OVERRIDE_WORDS = Object.keys(POLYPHONE_OVERRIDES).sort((a, b) => a.length - b.length);

/**
 * Lower-case pinyin initials of a name, one letter per Chinese character; Latin letters and
 * digits in the name are kept (ST → st, A → a, 300 → 300), everything else (*, -, spaces) is
 * dropped. Full-width letters are folded to ASCII first.
 */
export function pinyinInitials(name: string): string {
  const chars = [...name.normalize('NFKC')];
  const text = chars.join('');
  // nonZh 'spaced' keeps one array element per character, so overrides can be laid over positions.
  const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'spaced' });
  const letters = initials.length === chars.length ? initials : chars.map((c) => pinyin(c, { pattern: 'first', toneType: 'none' }));
  for (const word of OVERRIDE_WORDS) {
    const replacement = POLYPHONE_OVERRIDES[word]!;
    const wordChars = [...word];
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
      const start = [...text.slice(0, at)].length;
      wordChars.forEach((_, k) => {
        letters[start + k] = replacement[k] ?? '';
      });
    }
  }
  return letters
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
