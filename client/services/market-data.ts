/**
 * Market data I/O (spec §7 "Search and market", "Stock detail"): the named datasets of
 * `v3/data/getByconfig`, the stock/index detail, the detail catalogue, index members, same-industry
 * peers and hot codes, each bound to the request layer and validated at the boundary
 * (contracts/endpoints/market-data-parse.ts, details-parse.ts). Pages take these functions as their store's I/O
 * dependencies, so their streams are tested with fakes.
 */
import { map, type Observable } from 'rxjs';
import { HOT_STOCKS_SIZE } from '../../contracts/constants';
import type { SearchResult } from '../../contracts/entities';
import { detailsEndpoints, type StockDetail } from '../../contracts/endpoints/details';
import {
  marketDataEndpoints as M,
  type CatalogEntry,
  type Datasets,
  type DatasetName,
  type IndexMembers,
  type SameIndustryAnswer,
  type SetCatalogBody,
} from '../../contracts/endpoints/market-data';
import { parseCatalogEntries, parseIndexMembers, parseSameIndustryAnswer, parseStockDetail } from '../../contracts/endpoints/details-parse';
import { DATASET_PARSERS, ShapeError } from '../../contracts/endpoints/market-data-parse';
import { searchEndpoints } from '../../contracts/endpoints/search';
import { parseSearchResults } from '../core/validators';
import { request } from './http';

/** Flattens dataset params into getByconfig's string query (undefined values left out). */
export function datasetQuery<N extends DatasetName>(name: N, params: Datasets[N]['params']): { name: N } & Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(params as Record<string, unknown>)) {
    if (v !== undefined && v !== null) query[k] = String(v);
  }
  return { ...query, name };
}

/** One dataset's answer, validated. */
export function fetchDataset<N extends DatasetName>(name: N, params: Datasets[N]['params']): Observable<Datasets[N]['answer']> {
  return request(M.getByconfig, { query: datasetQuery(name, params) }).pipe(map((datas) => DATASET_PARSERS[name](datas) as Datasets[N]['answer']));
}

/** The detail of a stock (`detailsStockA`) or an index (`detailsStockIndex`). */
export function fetchStockDetail(id: string, index: boolean): Observable<StockDetail> {
  const endpoint = index ? detailsEndpoints.detailsStockIndex : detailsEndpoints.detailsStockA;
  return request(endpoint, { query: { code: id } }).pipe(map((d) => parseStockDetail(d)));
}

/** The user's detail catalogue (spec §7: client=pcv2). */
export function fetchCatalog(): Observable<CatalogEntry[]> {
  return request(M.catalog, { query: { client: 'pcv2' } }).pipe(map((d) => parseCatalogEntries(d)));
}

/** Saves the catalogue's order and visibility; answers the saved catalogue. */
export function saveCatalog(entries: SetCatalogBody['entries']): Observable<CatalogEntry[]> {
  return request(M.setCatalog, { body: { client: 'pcv2', entries } }).pipe(map((d) => parseCatalogEntries(d)));
}

/** Members summary of an index (`memberList`). */
export function fetchIndexMembers(id: string): Observable<IndexMembers> {
  return request(M.indexMembers, { query: { code: id } }).pipe(map((d) => parseIndexMembers(d)));
}

/** The stock's 申万 industry and its peers (`sameIndustry2`). */
export function fetchSameIndustry(id: string): Observable<SameIndustryAnswer> {
  return request(M.sameIndustry2, { query: { code: id } }).pipe(map((d) => parseSameIndustryAnswer(d)));
}

/** Hot stocks (`hotCapCodes`), `size` 1–50 (default the spec's 5). */
export function fetchHotStocks(size = HOT_STOCKS_SIZE): Observable<SearchResult[]> {
  return request(searchEndpoints.hotCapCodes, { query: { size: String(size) } }).pipe(
    map((list) => {
      const parsed = parseSearchResults(list);
      if (!parsed) throw new ShapeError('datas', 'an array of search results');
      return parsed;
    }),
  );
}
