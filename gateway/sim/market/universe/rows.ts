/**
 * Compact row shapes of the hand-kept data files (one security per line) and their conversion
 * into {@link CatalogEntry} records: a `Security` plus the index-membership flags and, for an
 * index, the rule that names its constituents.
 *
 * Units: share counts in the rows are in 亿 (1e8) shares / fund units and are converted to whole
 * shares here, so a data line stays short (`12.56` for 贵州茅台's 1 256 197 800 shares).
 */
import type { Board, CapitalOrIndex, Security, Suffix } from '../../../../contracts/market';
import type { ConstituentRule } from './constituent-rule';

import type { SwIndustry } from './sw-industries';

/**
 * An A-share row: code, short name, 申万 industry, listing date, membership flags,
 * total shares in 亿, float shares in 亿 (omitted when every share floats).
 */
export type StockRow = readonly [code: string, name: string, industry: SwIndustry, listDate: string, flags: string, totalYi: number, floatYi?: number];

/** A Hong Kong stock row: like {@link StockRow} plus the board lot (股 per 手) before the shares. */
export type HkRow = readonly [
  code: string,
  name: string,
  industry: SwIndustry,
  listDate: string,
  flags: string,
  lot: number,
  totalYi: number,
  floatYi?: number,
];

/** Fund kinds. */
export type FundKind = Extract<CapitalOrIndex, `fund_${string}`>;

/** A fund row: code, suffix, name, kind, listing (or inception) date, fund units in 亿份. */
export type FundRow = readonly [code: string, suffix: Suffix, name: string, kind: FundKind, listDate: string, unitsYi: number];

/** Index kinds. */
export type IndexKind = Extract<CapitalOrIndex, `index_${string}`>;

/** An index row: code, suffix, name, kind, launch (or base) date, constituent rule. */
export type IndexRow = readonly [code: string, suffix: Suffix, name: string, kind: IndexKind, listDate: string, rule: ConstituentRule];

/** One security of the catalogue with where it came from, for error messages. */
export interface CatalogEntry {
  security: Security;
  /** Membership flags (see {@link MEMBER_FLAGS}); empty for funds and indexes. */
  flags: string;
  /** How an index's constituents are chosen; null for everything that is not an index. */
  rule: ConstituentRule | null;
  /** `file#row` (1-based), named in validation errors. */
  source: string;
}

const YI = 1e8;
const ST_NAME = /^\*?ST/;

/** Shares in 亿 → whole shares. */
function shares(yi: number): number {
  return Math.round(yi * YI);
}

/** True when a name marks risk warning (ST / *ST), which puts the stock on the ±5% band. */
export function isStName(name: string): boolean {
  return ST_NAME.test(name);
}

/** A-share rows of one file, all on the same exchange and board. A-shares trade in lots of 100. */
export function fromStockRows(file: string, suffix: Suffix, board: Board, rows: readonly StockRow[]): CatalogEntry[] {
  return rows.map(([code, name, industry, listDate, flags, totalYi, floatYi], i) => ({
    security: {
      code,
      name,
      suffix,
      kind: 'capital',
      board,
      industry,
      listDate,
      totalShares: shares(totalYi),
      floatShares: shares(floatYi ?? totalYi),
      lot: 100,
      st: isStName(name),
    },
    flags,
    rule: null,
    source: `${file}#${i + 1}`,
  }));
}

/** Hong Kong stock rows (suffix HK, board hk, per-stock lot). */
export function fromHkRows(file: string, rows: readonly HkRow[]): CatalogEntry[] {
  return rows.map(([code, name, industry, listDate, flags, lot, totalYi, floatYi], i) => ({
    security: {
      code,
      name,
      suffix: 'HK',
      kind: 'hk',
      board: 'hk',
      industry,
      listDate,
      totalShares: shares(totalYi),
      floatShares: shares(floatYi ?? totalYi),
      lot,
      st: false,
    },
    flags,
    rule: null,
    source: `${file}#${i + 1}`,
  }));
}

/**
 * Fund rows. On-exchange funds (ETF, LOF) trade in lots of 100 units; off-exchange funds (OF,
 * including FOF) are bought by amount, so their "lot" is 1 unit.
 */
export function fromFundRows(file: string, rows: readonly FundRow[]): CatalogEntry[] {
  return rows.map(([code, suffix, name, kind, listDate, unitsYi], i) => ({
    security: {
      code,
      name,
      suffix,
      kind,
      board: 'fund',
      industry: '',
      listDate,
      totalShares: shares(unitsYi),
      floatShares: shares(unitsYi),
      lot: suffix === 'OF' ? 1 : 100,
      st: false,
    },
    flags: '',
    rule: null,
    source: `${file}#${i + 1}`,
  }));
}

/** Index rows: no shares; lot 100 because an index's volume is the sum of its members' and is shown in 手 of 100 shares. */
export function fromIndexRows(file: string, rows: readonly IndexRow[]): CatalogEntry[] {
  return rows.map(([code, suffix, name, kind, listDate, rule], i) => ({
    security: {
      code,
      name,
      suffix,
      kind,
      board: 'index',
      industry: '',
      listDate,
      totalShares: 0,
      floatShares: 0,
      lot: 100,
      st: false,
    },
    flags: '',
    rule,
    source: `${file}#${i + 1}`,
  }));
}
