/**
 * The query parameters each cacheable endpoint declares (issue 33: "cache keys come from each
 * endpoint's declared query parameters only"). The edge builds a cache key, and the upstream call
 * it makes on a miss, from these names alone, sorted: a parameter an endpoint does not declare
 * (`&cb=123`, `&_=…`) changes nothing the upstream would answer, so it makes no new key and never
 * reaches the upstream. The names come from the TypeBox query schemas the sim validates with
 * (contracts/endpoints/schemas); `getByconfig` declares them per dataset (the `Datasets` params).
 * Kept apart from edge-cache.ts so the client, which reads the TTL rules, never bundles TypeBox.
 */
import { DayQuery, FlowQuery, HistoryQuery, HolderChangeQuery, UnlockQuery } from './endpoints/schemas/datacentre';
import { HotCodesQuery, SearchQuery, SecurityQuery } from './endpoints/schemas/market';
import { FundHolderQuery, HolderNumQuery, InstHoldQuery, InstPositionQuery } from './endpoints/schemas/ownership';
import { datacentreEndpoints as DC } from './endpoints/datacentre';
import { detailsEndpoints } from './endpoints/details';
import { disclosureEndpoints as D } from './endpoints/disclosures';
import { type DatasetName, type Datasets, marketDataEndpoints } from './endpoints/market-data';
import { searchEndpoints } from './endpoints/search';

/** A TypeBox object schema's property names. */
const namesOf = (schema: { properties: Record<string, unknown> }): readonly string[] => Object.keys(schema.properties);

/** The parameters of each `getByconfig` dataset (besides `name`), checked against its params type. */
const DATASET_PARAMS: { readonly [N in DatasetName]: ReadonlyArray<keyof Datasets[N]['params'] & string> } = {
  kline: ['code', 'period', 'adjust', 'count', 'end'],
  minutes: ['code', 'days'],
  rank: ['sort', 'order', 'market', 'board', 'page', 'pageSize'],
  breadth: ['market'],
  sectors: ['type'],
  indexBoard: ['group'],
  newsFlash: ['size'],
  adjustFactors: ['code'],
};

/** Declared parameters by path (getByconfig apart: it depends on the dataset). */
const PARAMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  [searchEndpoints.search.path, namesOf(SearchQuery)],
  [searchEndpoints.hotCapCodes.path, namesOf(HotCodesQuery)],
  [detailsEndpoints.detailsStockA.path, namesOf(SecurityQuery)],
  [detailsEndpoints.detailsStockIndex.path, namesOf(SecurityQuery)],
  [marketDataEndpoints.sameIndustry2.path, namesOf(SecurityQuery)],
  [marketDataEndpoints.indexMembers.path, namesOf(SecurityQuery)],
  [D.getHolderDetails.path, ['code', 'period']],
  [D.getFundHolderDetails.path, namesOf(FundHolderQuery)],
  [D.holderNumDetails.path, namesOf(HolderNumQuery)],
  [D.instholdpct.path, namesOf(InstHoldQuery)],
  [D.instPositionList.path, namesOf(InstPositionQuery)],
  [DC.days.path, []],
  [DC.fundFlow.path, namesOf(FlowQuery)],
  [DC.history.path, namesOf(HistoryQuery)],
  [DC.holderChange.path, namesOf(HolderChangeQuery)],
  [DC.unlock.path, namesOf(UnlockQuery)],
  ...(['lhb', 'limitUp', 'margin', 'connect', 'blockTrade', 'suspension', 'pledge', 'buyback'] as const).map((k): [string, readonly string[]] => [
    DC[k].path,
    namesOf(DayQuery),
  ]),
]);

/**
 * The sorted parameter names a cached GET of `path` keys on, or null when the path is not a
 * cacheable endpoint (or names an unknown dataset): the edge then does not cache it.
 */
export function cacheParamsOf(path: string, query: Readonly<Record<string, string | undefined>>): readonly string[] | null {
  if (path === marketDataEndpoints.getByconfig.path) {
    const name = query.name;
    if (name === undefined || !Object.hasOwn(DATASET_PARAMS, name)) return null;
    return ['name', ...DATASET_PARAMS[name as DatasetName]].sort();
  }
  const names = PARAMS.get(path);
  return names ? [...names].sort() : null;
}
