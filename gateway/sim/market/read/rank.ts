/**
 * Rankings: stocks sorted by one live field, A-shares by default, filtered by exchange (sh/sz/bj)
 * and board; `market: 'hk'` ranks HK stocks. Suspended stocks have no live numbers to compare, so
 * they always come last; ties go by id. Dataset `rank` pages this list.
 */
import type { RankAnswer, RankBoard, RankItem, RankMarket, RankSort } from '../../../../contracts/endpoints/market-data';
import type { UniverseEntry } from '../universe/index';
import type { MarketSources } from './market-view';
import { liveRows } from './rows';
import { toRankItem } from './wire';

/** What a ranking is asked for. */
export interface RankRequest {
  sort: RankSort;
  order: 'desc' | 'asc';
  market: RankMarket;
  board: RankBoard;
}

/** The whole ranking, best first by the request's order. */
export function rankItems(sources: MarketSources, q: RankRequest): RankItem[] {
  const keep = (e: UniverseEntry): boolean => {
    if (q.market === 'hk') return e.kind === 'hk';
    if (e.kind !== 'capital') return false;
    if (q.market !== 'all' && e.suffix.toLowerCase() !== q.market) return false;
    return q.board === 'all' || e.board === q.board;
  };
  const items: RankItem[] = liveRows(sources, keep).map((r) => toRankItem(r.entry, r.snap));
  const sign = q.order === 'desc' ? -1 : 1;
  const sort = q.sort;
  items.sort((a, b) => {
    const sa = a.status === 'suspended' ? 1 : 0;
    const sb = b.status === 'suspended' ? 1 : 0;
    return sa - sb || sign * (a[sort] - b[sort]) || a.id.localeCompare(b.id);
  });
  return items;
}

/** One page of a ranking. */
export function rankPage(sources: MarketSources, q: RankRequest, page: number, pageSize: number): RankAnswer {
  const items = rankItems(sources, q);
  const start = (page - 1) * pageSize;
  return { total: items.length, page, pageSize, items: items.slice(start, start + pageSize) };
}
