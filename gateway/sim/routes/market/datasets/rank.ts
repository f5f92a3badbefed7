/**
 * Dataset `rank` (contracts RankParams → RankAnswer): parameters read and bounded here, the
 * ranking itself built once in the read layer (`market/read/rank.ts`).
 */
import { RANK_BOARDS, RANK_MARKETS, RANK_SORTS, type RankAnswer } from '../../../../../contracts/endpoints/market-data';
import { readEnum, readInt, type RawParams } from '../../../http/params';
import type { MarketSources } from '../../../market/read/market-view';
import { rankPage } from '../../../market/read/rank';

/** Largest page size. */
export const RANK_MAX_PAGE_SIZE = 100;
/** Largest page number (far past the end of any ranking; bounds the arithmetic). */
export const RANK_MAX_PAGE = 10_000;

/** Answers dataset `rank`. */
export function rankDataset(sources: MarketSources, params: RawParams): RankAnswer {
  const sort = readEnum(params, 'sort', RANK_SORTS, 'pct');
  const order = readEnum(params, 'order', ['desc', 'asc'] as const, 'desc');
  const market = readEnum(params, 'market', RANK_MARKETS, 'all');
  const board = readEnum(params, 'board', RANK_BOARDS, 'all');
  const page = readInt(params, 'page', 1, RANK_MAX_PAGE, 1);
  const pageSize = readInt(params, 'pageSize', 1, RANK_MAX_PAGE_SIZE, 20);
  return rankPage(sources, { sort, order, market, board }, page, pageSize);
}
