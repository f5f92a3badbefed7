/**
 * Dataset `sectors` (contracts SectorsParams → SectorItem[]): the board type read here, the
 * aggregation done once in the read layer (`market/read/sectors.ts`).
 */
import type { SectorItem } from '../../../../../contracts/endpoints/market-data';
import { readEnum, type RawParams } from '../../../http/params';
import type { MarketSources } from '../../../market/read/market-view';
import { sectorList } from '../../../market/read/sectors';

/** Answers dataset `sectors`. */
export function sectorsDataset(sources: MarketSources, params: RawParams): SectorItem[] {
  return sectorList(sources, readEnum(params, 'type', ['industry', 'concept'] as const));
}
