/**
 * Dataset `breadth` (contracts BreadthParams → BreadthAnswer): the `market` parameter read here,
 * the counting done once in the read layer (`market/read/breadth.ts`).
 */
import type { BreadthAnswer } from '../../../../../contracts/endpoints/market-data';
import { readEnum, type RawParams } from '../../../http/params';
import { marketBreadth } from '../../../market/read/breadth';
import type { MarketSources } from '../../../market/read/market-view';

/** Answers dataset `breadth`. */
export function breadthDataset(sources: MarketSources, params: RawParams): BreadthAnswer {
  return marketBreadth(sources, readEnum(params, 'market', ['all', 'sh', 'sz', 'bj'] as const, 'all'));
}
