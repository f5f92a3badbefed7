/**
 * Number formats of the data centre: money in 万/亿 (signed where a flow), percentages, prices,
 * and the sort/filter state every section shares.
 */
import { EMPTY_VALUE, formatLargeNumber, formatPct, formatSignedLargeNumber, formatTickPrice, formatRatio } from '../../../../contracts/format';

/** 元 in 万/亿. */
export const money = (v: number | null | undefined) => formatLargeNumber(v ?? null);
/** A flow in 万/亿 with its sign. */
export const signedMoney = formatSignedLargeNumber;
/** A percent number (3.5 → 3.50%), signed when asked. */
export const pct = (v: number | null | undefined, signed = true) =>
  v === null || v === undefined || !Number.isFinite(v) ? EMPTY_VALUE : signed ? formatPct(v) : formatRatio(v);
/** A price on the 0.01 grid (as the quote grid shows it). */
export const price = (v: number | null | undefined) => formatTickPrice(v ?? null);
/** 股 in 万/亿 股. */
export const shares = (v: number | null | undefined) => (v === null || v === undefined ? EMPTY_VALUE : `${formatLargeNumber(v)}股`);

/** What a section's table needs of the page. */
export interface TableState {
  sort: { key: string; order: 'asc' | 'desc' } | null;
  onSort(key: string): void;
  page: number;
  onPage(page: number): void;
}

/** A row the page's filters (沪/深/北, code search, 只看自选) can judge. */
export interface Filterable {
  id: string;
  code: string;
  name: string;
  exchange: string;
}

/** Exchange names. */
export const EXCHANGE_NAMES: Readonly<Record<string, string>> = { SH: '沪市', SZ: '深市', BJ: '北交所', ALL: '两市合计' };
