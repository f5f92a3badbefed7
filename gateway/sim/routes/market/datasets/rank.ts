/**
 * Dataset `rank`: a page of stocks sorted by one live field (contracts RankParams → RankAnswer).
 * A-shares by default, filtered by exchange (sh/sz/bj) and board; `market=hk` ranks HK stocks.
 * Suspended stocks have no live numbers to compare, so they always come last; ties go by id.
 */
import { RANK_BOARDS, RANK_MARKETS, RANK_SORTS, type RankAnswer, type RankItem } from '../../../../../contracts/endpoints/market-data';
import type { UniverseEntry } from '../../../market/universe/index';
import type { MarketDeps } from '../deps';
import { readEnum, readInt, type RawParams } from '../params';
import { toRankItem } from '../wire';
import { liveRows } from './rows';

/** Largest page size. */
export const RANK_MAX_PAGE_SIZE = 100;
/** Largest page number (far past the end of any ranking; bounds the arithmetic). */
export const RANK_MAX_PAGE = 10_000;

/** Answers dataset `rank`. */
export function rankDataset(deps: Pick<MarketDeps, 'market' | 'universe'>, params: RawParams): RankAnswer {
  const sort = readEnum(params, 'sort', RANK_SORTS, 'pct');
  const order = readEnum(params, 'order', ['desc', 'asc'] as const, 'desc');
  const market = readEnum(params, 'market', RANK_MARKETS, 'all');
  const board = readEnum(params, 'board', RANK_BOARDS, 'all');
  const page = readInt(params, 'page', 1, RANK_MAX_PAGE, 1);
  const pageSize = readInt(params, 'pageSize', 1, RANK_MAX_PAGE_SIZE, 20);

  const keep = (e: UniverseEntry): boolean => {
    if (market === 'hk') return e.kind === 'hk';
    if (e.kind !== 'capital') return false;
    if (market !== 'all' && e.suffix.toLowerCase() !== market) return false;
    return board === 'all' || e.board === board;
  };
  const items: RankItem[] = liveRows(deps, keep).map((r) => toRankItem(r.entry, r.snap));
  const sign = order === 'desc' ? -1 : 1;
  items.sort((a, b) => {
    const sa = a.status === 'suspended' ? 1 : 0;
    const sb = b.status === 'suspended' ? 1 : 0;
    return sa - sb || sign * (a[sort] - b[sort]) || a.id.localeCompare(b.id);
  });
  const start = (page - 1) * pageSize;
  return { total: items.length, page, pageSize, items: items.slice(start, start + pageSize) };
}
