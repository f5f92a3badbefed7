/**
 * Dataset `indexBoard`: one group of indexes (main 沪深, 申万 industry, concept, HK) with today's
 * quote and a sparkline of at most 60 levels (contracts IndexBoardParams → IndexBoardItem[]), in
 * the universe's order, with the members' 涨跌家数 (`read/index-breadth.ts`). Sparks come from {@link IndexSparks}.
 */
import { INDEX_BOARD_GROUPS, type IndexBoardGroup, type IndexBoardItem } from '../../../../../contracts/endpoints/market-data';
import type { CapitalOrIndex } from '../../../../../contracts/market';
import type { MarketDeps } from '../deps';
import { readEnum, type RawParams } from '../../../http/params';
import { roundPrice, roundTo } from '../../../market/read/wire';
import type { IndexSparks } from '../../../market/read/index-sparks';
import { liveRows, ofKind } from '../../../market/read/rows';
import { indexBreadth } from '../../../market/read/index-breadth';

const breadthField = (deps: Pick<MarketDeps, 'market' | 'universe'>, id: string) => {
  const breadth = indexBreadth(deps, id);
  return breadth ? { breadth } : {};
};

const GROUP_KIND: Readonly<Record<IndexBoardGroup, CapitalOrIndex>> = {
  main: 'index_hs',
  industry: 'index_hy',
  concept: 'index_gn',
  hk: 'index_hk_hs',
};

/** Answers dataset `indexBoard`. */
export function indexBoardDataset(deps: Pick<MarketDeps, 'market' | 'universe'>, sparks: IndexSparks, params: RawParams): IndexBoardItem[] {
  const group = readEnum(params, 'group', INDEX_BOARD_GROUPS);
  return liveRows(deps, ofKind(GROUP_KIND[group])).map(({ entry, snap }) => ({
    id: entry.id,
    code: entry.code,
    name: entry.name,
    kind: entry.kind,
    price: roundPrice(entry, snap.price),
    change: roundPrice(entry, snap.change),
    pct: roundTo(snap.pct, 2),
    preClose: roundPrice(entry, snap.preClose),
    amount: Math.round(snap.amount),
    spark: sparks.spark(entry.id),
    ...breadthField(deps, entry.id),
  }));
}
