/**
 * The ranking lists of /rankList, selected by the `name` query parameter (spec §2; recorded in
 * analytics by the shell), with the markets and boards a list can be narrowed to.
 */
import type { RankBoard, RankMarket, RankSort } from '../../../contracts/endpoints/market-data';

/** One ranking list. */
export interface RankListDef {
  /** Value of the `name` query parameter. */
  name: string;
  title: string;
  sort: RankSort;
  order: 'desc' | 'asc';
}

/** The lists, in tab order; the first is the default. */
export const RANK_LISTS: readonly RankListDef[] = [
  { name: 'rise', title: '涨幅榜', sort: 'pct', order: 'desc' },
  { name: 'fall', title: '跌幅榜', sort: 'pct', order: 'asc' },
  { name: 'speed', title: '涨速榜', sort: 'speed', order: 'desc' },
  { name: 'turnover', title: '换手率榜', sort: 'turnover', order: 'desc' },
  { name: 'amount', title: '成交额榜', sort: 'amount', order: 'desc' },
  { name: 'volume', title: '成交量榜', sort: 'volume', order: 'desc' },
  { name: 'amplitude', title: '振幅榜', sort: 'amplitude', order: 'desc' },
  { name: 'volumeRatio', title: '量比榜', sort: 'volumeRatio', order: 'desc' },
];

/** The list a `name` selects; unknown or missing names get the default list. */
export function rankListOf(name: string | null | undefined): RankListDef {
  return RANK_LISTS.find((l) => l.name === name) ?? RANK_LISTS[0]!;
}

/** URL of a list. */
export function rankListUrl(name: string): string {
  return `/rankList?name=${encodeURIComponent(name)}`;
}

/** Market filter chips. */
export const RANK_MARKET_TABS: ReadonlyArray<{ market: RankMarket; label: string }> = [
  { market: 'all', label: '沪深京A股' },
  { market: 'sh', label: '沪A' },
  { market: 'sz', label: '深A' },
  { market: 'bj', label: '北A' },
  { market: 'hk', label: '港股' },
];

/** Board filter chips (A-shares only). */
export const RANK_BOARD_TABS: ReadonlyArray<{ board: RankBoard; label: string }> = [
  { board: 'all', label: '全部板块' },
  { board: 'main', label: '主板' },
  { board: 'chinext', label: '创业板' },
  { board: 'star', label: '科创板' },
  { board: 'bse', label: '北交所' },
];

/** Rows per page of the rankings page. */
export const RANK_PAGE_SIZE = 50;
