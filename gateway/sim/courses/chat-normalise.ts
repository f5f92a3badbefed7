/**
 * The text every chat check reads (issue 33, finding 2). The contracts' `foldForFilter` (shared
 * with the client's instant hint) only applies NFKC and drops punctuation, so 内\u200b幕, 內幕
 * and Cyrillic look-alikes slipped past the banned words. Here, on the sim, before any check:
 *
 * 1. NFKC (full-width → half-width, compatibility forms, ① → 1);
 * 2. strip format characters (`\p{Cf}`: ZWSP, ZWNJ, ZWJ, WJ, SHY, BOM, bidi marks, …) and every
 *    combining mark left after composition (`\p{M}`: CGJ, variation selectors, stacked accents);
 * 3. traditional → simplified with OpenCC (opencc-js: Taiwan, Hong Kong and standard variants);
 * 4. Cyrillic and Greek letters that look like Latin ones → those Latin letters;
 * 5. lower case, no spaces, punctuation or symbols (as foldForFilter).
 *
 * Contact details (phone numbers, WeChat, QQ, links) are looked for on that folded text, with
 * Chinese numerals read as digits, so 一三八… and 1\u200b38… are caught too.
 */
import * as OpenCC from 'opencc-js/t2cn';
import { bannedWordIn, foldForFilter } from '../../../contracts/endpoints/courses';

/** Traditional (Taiwan, Hong Kong, standard OpenCC) → simplified (mainland). */
const TO_SIMPLIFIED = [OpenCC.Converter({ from: 'tw', to: 'cn' }), OpenCC.Converter({ from: 'hk', to: 'cn' }), OpenCC.Converter({ from: 't', to: 'cn' })];

/** Cyrillic and Greek letters drawn like Latin ones (upper and lower case), as the Latin letter. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԝ: 'w',
  ь: 'b',
  ӏ: 'l',
  г: 'r',
  п: 'n',
  и: 'u',
  л: 'n',
  ԁ: 'd',
  А: 'a',
  В: 'b',
  С: 'c',
  Е: 'e',
  Ё: 'e',
  Һ: 'h',
  І: 'i',
  Ј: 'j',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  Ѕ: 's',
  Т: 't',
  У: 'y',
  Х: 'x',
  Ԝ: 'w',
  Ь: 'b',
  Ԛ: 'q',
  Ӏ: 'l',
  З: '3',
  Ч: '4',
  б: '6',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  δ: 'd',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  ς: 's',
  η: 'n',
  μ: 'u',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Ϲ: 'c',
  Ϳ: 'j',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** Chinese numerals (and 幺 for 1, as phone numbers are read aloud) → digits, for the contact check. */
const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  〇: '0',
  零: '0',
  一: '1',
  幺: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  壹: '1',
  贰: '2',
  叁: '3',
  肆: '4',
  伍: '5',
  陆: '6',
  柒: '7',
  捌: '8',
  玖: '9',
};
const CHINESE_DIGIT = new RegExp(`[${Object.keys(CHINESE_DIGITS).join('')}]`, 'gu');

/** Steps 1–4 of the module comment: what the text says, however it is spelled. */
export function normaliseChatText(text: string): string {
  let s = text.normalize('NFKC').replace(/[\p{Cf}\p{M}]/gu, '');
  for (const convert of TO_SIMPLIFIED) s = convert(s);
  return s.replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c] ?? c);
}

/** The text the checks compare: normalised, then folded as the contracts fold (lower case, no spaces, punctuation or symbols). */
export function foldChatText(text: string): string {
  return foldForFilter(normaliseChatText(text));
}

/** The first banned word the text contains once normalised, or null. */
export function bannedWordAfterFolding(text: string): string | null {
  return bannedWordIn(normaliseChatText(text));
}

/** Contact details on the folded text: a run of 7+ digits (phone, QQ), WeChat/QQ names, links. */
const CONTACT = /\d{7,}|微信|威信|薇信|v信|weixin|wechat|vx|wx|qq|扣扣|企鹅|电话|手机号|私聊|加我|http|www/;

/** True when the text advertises a way to reach its author outside the room. */
export function hasContactDetails(text: string): boolean {
  // Links keep their dots: fold everything else, then look.
  const normal = normaliseChatText(text)
    .toLowerCase()
    .replace(CHINESE_DIGIT, (c) => CHINESE_DIGITS[c] ?? c);
  const folded = normal.replace(/[\s\p{P}\p{S}_]/gu, '');
  const dotted = normal.replace(/[\s]/gu, '').replace(/[。．｡・·]/gu, '.');
  return CONTACT.test(folded) || /(?:https?:|www\.|\.(?:com|cn|net|top|me|cc|io)\b)/.test(dotted);
}
