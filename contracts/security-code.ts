/**
 * One reader of what people type or paste as a security code, for every page's `code` /
 * `stockCode` parameter: the wire id in any letter case (`600519.SH`, `600519.sh`, `00700.HK`),
 * the exchange prefix in front (`sh600519`, `SH600519`, `hk00700`), or a bare A-share code
 * (`600519`, whose exchange its prefix tells). What it cannot read is named back in Chinese, so a
 * page can say what was wrong instead of only that something was.
 */
import { isSecurityId, parseSecurityId, type SecurityId } from './market';

/** The result of {@link readSecurityCode}. */
export type CodeReading = { ok: true; id: SecurityId } | { ok: false; input: string; reason: string };

/**
 * The exchange of a bare A-share stock code by its prefix: 60/68/90 Shanghai, 00/30/20 Shenzhen,
 * 4x/8x/92 Beijing; null for anything else (a bare code always means a stock: `000001` is 平安银行).
 */
export function bareCodeSuffix(code: string): 'SH' | 'SZ' | 'BJ' | null {
  if (!/^\d{6}$/.test(code)) return null;
  if (/^(60|68|90)/.test(code)) return 'SH';
  if (/^(00|30|20)/.test(code)) return 'SZ';
  if (/^(4|8|92)/.test(code)) return 'BJ';
  return null;
}

/**
 * True when a wire id is a mainland stock by its code range: its code's prefix names its own
 * exchange ({@link bareCodeSuffix}: `000001.SZ` is 平安银行, `000001.SH` 上证指数), and not one of
 * the 北交所's 899 indexes. Funds (沪 5, 深 1), indexes and HK ids never match.
 */
export function isAShareStockId(id: string): boolean {
  const p = parseSecurityId(id);
  return p !== null && bareCodeSuffix(p.code) === p.suffix && !p.code.startsWith('899');
}

const PREFIXED = /^(SH|SZ|BJ|HK|OF)[.\s_-]?([0-9A-Z]{1,10})$/;
/** Longest input worth reading back in a message. */
const SHOWN_MAX = 24;

/** Reads a typed or pasted security code; see the module comment. */
export function readSecurityCode(value: string | null | undefined): CodeReading {
  const raw = (value ?? '').trim();
  const text = raw.toUpperCase();
  const shown = raw.length > SHOWN_MAX ? `${raw.slice(0, SHOWN_MAX)}…` : raw;
  if (text === '') return { ok: false, input: '', reason: '未提供证券代码' };
  if (isSecurityId(text)) return { ok: true, id: text };
  const prefixed = PREFIXED.exec(text);
  if (prefixed) {
    const id = `${prefixed[2]}.${prefixed[1]}`;
    if (isSecurityId(id)) return { ok: true, id };
  }
  const suffix = bareCodeSuffix(text);
  if (suffix) return { ok: true, id: `${text}.${suffix}` };
  if (/^\d{6}$/.test(text)) return { ok: false, input: shown, reason: `无法识别「${shown}」属于哪个交易所，请写成 ${text}.SH 或 ${text}.SZ` };
  return { ok: false, input: shown, reason: `「${shown}」不是有效的证券代码，例如 600519、600519.SH 或 sh600519` };
}

/** The id of a typed or pasted code, or null (see {@link readSecurityCode}). */
export function securityIdFromInput(value: string | null | undefined): SecurityId | null {
  const reading = readSecurityCode(value);
  return reading.ok ? reading.id : null;
}
