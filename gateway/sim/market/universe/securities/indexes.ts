/**
 * Main 沪深/北证 indexes (index_hs), Hong Kong indexes (index_hk_hs) and the 31 申万 level-1
 * industry indexes (index_hy, real codes 801010 … 801980, named by the plain industry name).
 * Codes and names are real; constituents are rules over our own universe that follow each
 * index's idea (size tiers, exchange, board), not the official lists. Every member is weighed
 * by float market cap. Row format: IndexRow in ../rows.ts.
 */
import type { IndexRow } from '../rows';
import { SW_LEVEL1 } from '../sw-industries';

export const MAIN_INDEXES: readonly IndexRow[] = [
  ['000001', 'SH', '上证指数', 'index_hs', '1991-07-15', { by: 'select', suffix: 'SH' }],
  ['000016', 'SH', '上证50', 'index_hs', '2004-01-02', { by: 'select', flags: ['F'] }],
  ['000300', 'SH', '沪深300', 'index_hs', '2005-04-08', { by: 'select', flags: ['L'] }],
  ['000905', 'SH', '中证500', 'index_hs', '2007-01-15', { by: 'select', flags: ['M'] }],
  ['000906', 'SH', '中证800', 'index_hs', '2007-01-15', { by: 'select', flags: ['L', 'M'] }],
  ['000852', 'SH', '中证1000', 'index_hs', '2014-10-17', { by: 'select', flags: ['S'] }],
  ['000688', 'SH', '科创50', 'index_hs', '2020-07-23', { by: 'select', flags: ['K'] }],
  ['000680', 'SH', '科创综指', 'index_hs', '2025-01-20', { by: 'select', boards: ['star'] }],
  ['399001', 'SZ', '深证成指', 'index_hs', '1995-01-23', { by: 'select', suffix: 'SZ', flags: ['L', 'M'] }],
  ['399106', 'SZ', '深证综指', 'index_hs', '1991-04-04', { by: 'select', suffix: 'SZ' }],
  ['399330', 'SZ', '深证100', 'index_hs', '2003-01-02', { by: 'select', suffix: 'SZ', flags: ['L'] }],
  ['399005', 'SZ', '中小100', 'index_hs', '2006-01-24', { by: 'select', suffix: 'SZ', codePrefixes: ['002', '003'], flags: ['L', 'M'] }],
  ['399006', 'SZ', '创业板指', 'index_hs', '2010-06-01', { by: 'select', boards: ['chinext'], flags: ['L', 'M'] }],
  ['399102', 'SZ', '创业板综', 'index_hs', '2010-08-20', { by: 'select', boards: ['chinext'] }],
  ['899050', 'BJ', '北证50', 'index_hs', '2022-11-21', { by: 'select', boards: ['bse'] }],
];

export const HK_INDEXES: readonly IndexRow[] = [
  ['HSI', 'HK', '恒生指数', 'index_hk_hs', '1969-11-24', { by: 'select', market: 'hk', flags: ['H'] }],
  ['HSCEI', 'HK', '恒生中国企业指数', 'index_hk_hs', '1994-08-08', { by: 'select', market: 'hk', flags: ['C'] }],
  ['HSTECH', 'HK', '恒生科技指数', 'index_hk_hs', '2020-07-27', { by: 'select', market: 'hk', flags: ['T'] }],
];

/** 申万 base date of the level-1 indexes. */
const SW_BASE_DATE = '1999-12-30';

export const INDUSTRY_INDEXES: readonly IndexRow[] = SW_LEVEL1.map(
  ([code, industry]): IndexRow => [code, 'SH', industry, 'index_hy', SW_BASE_DATE, { by: 'select', industry }],
);
