/**
 * The chart overlays in the address, so a chart with them can be shared: `overlay=000001.SH` puts
 * that index on the 分时 chart's second axis, `cmp=000300.SH,600036.SH` 叠加s up to three codes on
 * the K-line. Read with the one code reader (contracts/security-code.ts); what cannot be used is
 * named back in Chinese and left out, never thrown.
 */
import { parseSecurityId, type SecurityId } from '../../../contracts/market';
import { readSecurityCode } from '../../../contracts/security-code';
import { MAX_COMPARE } from '../../charts/index';

/** The 分时 index overlay parameter. */
export const OVERLAY_PARAM = 'overlay';
/** The K-line 叠加 parameter (comma-separated codes). */
export const COMPARE_PARAM = 'cmp';

/** An index a 分时 chart can overlay. */
export interface OverlayIndex {
  id: SecurityId;
  name: string;
}

/** The index of each board and market: 上证, 深证, 创业板, 科创50, 北证50, 恒生. */
export const OVERLAY_INDEXES = {
  sh: { id: '000001.SH', name: '上证指数' },
  sz: { id: '399001.SZ', name: '深证成指' },
  chinext: { id: '399006.SZ', name: '创业板指' },
  star: { id: '000688.SH', name: '科创50' },
  bj: { id: '899050.BJ', name: '北证50' },
  hk: { id: 'HSI.HK', name: '恒生指数' },
} as const satisfies Record<string, OverlayIndex>;

/**
 * The index a security's 分时 is compared with, by its board: 科创板 (688/689) 科创50, 创业板 (30x)
 * 创业板指, other Shanghai codes 上证指数, other Shenzhen codes 深证成指, Beijing 北证50, Hong Kong
 * 恒生指数. Null for off-exchange funds and for the index itself.
 */
export function boardIndexOf(id: SecurityId): OverlayIndex | null {
  const parsed = parseSecurityId(id);
  if (!parsed) return null;
  const { code, suffix } = parsed;
  const index =
    suffix === 'SH'
      ? /^68[89]/.test(code)
        ? OVERLAY_INDEXES.star
        : OVERLAY_INDEXES.sh
      : suffix === 'SZ'
        ? /^30/.test(code)
          ? OVERLAY_INDEXES.chinext
          : OVERLAY_INDEXES.sz
        : suffix === 'BJ'
          ? OVERLAY_INDEXES.bj
          : suffix === 'HK'
            ? OVERLAY_INDEXES.hk
            : null;
  return index && index.id !== id ? index : null;
}

/** The name of a known overlay index, or null. */
export function overlayIndexName(id: SecurityId): string | null {
  return Object.values(OVERLAY_INDEXES).find((i) => i.id === id)?.name ?? null;
}

/** The overlays an address asks for, and what in it could not be used. */
export interface OverlayQuery {
  /** The index on the 分时 chart, or null. */
  index: SecurityId | null;
  /** The codes 叠加ed on the K-line, distinct, at most {@link MAX_COMPARE}, never the page's own. */
  compare: SecurityId[];
  /** Chinese sentences naming each value of `overlay` (shown on 分时) and of `cmp` (shown on K-lines) left out. */
  problems: { index: string[]; compare: string[] };
}

/** Reads `overlay` and `cmp` of a page's search string; `self` is the page's own code. */
export function readOverlayQuery(search: string, self: SecurityId): OverlayQuery {
  const q = new URLSearchParams(search);
  const problems: OverlayQuery['problems'] = { index: [], compare: [] };
  let index: SecurityId | null = null;
  const rawIndex = q.get(OVERLAY_PARAM);
  if (rawIndex !== null && rawIndex.trim() !== '') {
    const reading = readSecurityCode(rawIndex);
    if (!reading.ok) problems.index.push(`分时叠加：${reading.reason}`);
    else if (reading.id === self) problems.index.push(`分时叠加：「${reading.id}」就是本页证券，无需叠加`);
    else index = reading.id;
  }
  const compare: SecurityId[] = [];
  const dropped: string[] = [];
  for (const part of (q.get(COMPARE_PARAM) ?? '').split(',')) {
    if (part.trim() === '') continue;
    const reading = readSecurityCode(part);
    if (!reading.ok) problems.compare.push(`K线叠加：${reading.reason}`);
    else if (reading.id === self) problems.compare.push(`K线叠加：「${reading.id}」就是本页证券，无需叠加`);
    else if (compare.includes(reading.id)) continue;
    else if (compare.length >= MAX_COMPARE) dropped.push(reading.id);
    else compare.push(reading.id);
  }
  if (dropped.length) problems.compare.push(`K线叠加最多 ${MAX_COMPARE} 只：「${dropped.join('、')}」`);
  return { index, compare, problems };
}

/** The query patch writing overlays back (a null value removes the parameter). */
export function overlayPatch(index: SecurityId | null, compare: readonly SecurityId[]): Record<string, string | null> {
  return { [OVERLAY_PARAM]: index, [COMPARE_PARAM]: compare.length ? compare.join(',') : null };
}
