/**
 * The `stockCode` query of /stock and /fullScreenKLine (spec §2): any spelling of a code, read by
 * contracts/security-code.ts; and whether an id names an index (which shows the index
 * variant of the detail page, spec issue "index codes show the index variant").
 */
import { parseSecurityId, type SecurityId } from '../../../contracts/market';
import { securityIdFromInput } from '../../../contracts/security-code';

import { STOCK_CODE_PARAM } from '../../../contracts/routes';
import { COMPARE_PARAM } from './overlay-url';

/**
 * True when an id names an index by the exchanges' code ranges: Shanghai 000xxx (上证/中证) and
 * 8xxxxx/99xxxx (申万 and concept boards), Shenzhen 399xxx, Beijing 899xxx, and lettered HK codes
 * (HSI, HSTECH). Stock codes never fall in these ranges.
 */
export function isIndexId(id: SecurityId): boolean {
  const parsed = parseSecurityId(id);
  if (!parsed) return false;
  const { code, suffix } = parsed;
  switch (suffix) {
    case 'SH':
      return /^(000|8|99)/.test(code);
    case 'SZ':
      return code.startsWith('399');
    case 'BJ':
      return code.startsWith('899');
    case 'HK':
      return /^[A-Z]/.test(code);
    default:
      return false;
  }
}

/** The id of a page location's `stockCode` query (`?stockCode=600519.SH`). */
export function stockCodeOf(search: string): SecurityId | null {
  return securityIdFromInput(new URLSearchParams(search).get(STOCK_CODE_PARAM));
}

/** URL of the full-screen K-line of a security at a period, with the K-line's 叠加 codes. */
export function fullScreenKLineUrl(id: SecurityId, period?: string, compare: readonly SecurityId[] = []): string {
  const q = new URLSearchParams({ [STOCK_CODE_PARAM]: id });
  if (period) q.set('period', period);
  if (compare.length) q.set(COMPARE_PARAM, compare.join(','));
  return `/fullScreenKLine?${q.toString()}`;
}
