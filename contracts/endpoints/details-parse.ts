/**
 * Boundary parsers of the stock-detail answers (contracts/endpoints/details.ts and the detail
 * calls of market-data.ts: catalogue, index members, same-industry peers). A malformed answer
 * throws a {@link ShapeError} naming the first bad field.
 */
import { MARKET_LABELS, type MarketLabel } from '../market';
import type { BookLevel, StockDetail, TradeTick } from './details';
import { CATALOG_MODULES, type CatalogEntry, type CatalogKey, type IndexMembers, type SameIndustryAnswer } from './market-data';
import { parseRankItem } from './market-data-parse';
import { ShapeError, array, fields, id, kind, nullableNum, num, object, oneOf, quote, str, suffix } from './shape';

function bookLevel(value: unknown, path: string): BookLevel {
  const v = object(value, path);
  return fields(v, path, ['price', 'volume'], num);
}

function tradeTick(value: unknown, path: string): TradeTick {
  const v = object(value, path);
  return { ...fields(v, path, ['ts', 'price', 'volume'], num), side: oneOf(['B', 'S', 'N'] as const, v.side, `${path}.side`) };
}

/** `detailsStockA` / `detailsStockIndex`. Book and ticks may be absent (indexes): empty lists. */
export function parseStockDetail(value: unknown, path = 'datas'): StockDetail {
  const v = object(value, path);
  const tick = num(v.tick, `${path}.tick`);
  if (tick <= 0) throw new ShapeError(`${path}.tick`, 'positive');
  return {
    id: id(v.id, `${path}.id`),
    ...fields(v, path, ['code', 'name'], str),
    suffix: suffix(v.suffix, `${path}.suffix`),
    kind: kind(v.kind, `${path}.kind`),
    label: oneOf<MarketLabel>(MARKET_LABELS, v.label, `${path}.label`),
    industry: typeof v.industry === 'string' ? v.industry : '',
    tick,
    lot: num(v.lot, `${path}.lot`),
    quote: quote(v.quote, `${path}.quote`),
    ...fields(v, path, ['peTtm', 'pb', 'totalCap', 'floatCap'], nullableNum),
    bids: v.bids === undefined ? [] : array(v.bids, `${path}.bids`, bookLevel),
    asks: v.asks === undefined ? [] : array(v.asks, `${path}.asks`, bookLevel),
    ticks: v.ticks === undefined ? [] : array(v.ticks, `${path}.ticks`, tradeTick),
  };
}

const CATALOG_KEYS = CATALOG_MODULES.map((m) => m.key) as CatalogKey[];

function catalogEntry(value: unknown, path: string): CatalogEntry {
  const v = object(value, path);
  const key = oneOf(CATALOG_KEYS, v.key, `${path}.key`);
  if (typeof v.visible !== 'boolean') throw new ShapeError(`${path}.visible`, 'a boolean');
  return { key, title: str(v.title, `${path}.title`), path: str(v.path, `${path}.path`), visible: v.visible };
}

/** `catalog` / `setCatalog`: entries in the user's order; a key listed twice is rejected. */
export function parseCatalogEntries(value: unknown, path = 'datas'): CatalogEntry[] {
  const entries = array(value, path, catalogEntry);
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (seen.has(e.key)) throw new ShapeError(`${path}[${i}].key`, 'unique');
    seen.add(e.key);
  });
  return entries;
}

/** `memberList`. */
export function parseIndexMembers(value: unknown, path = 'datas'): IndexMembers {
  const v = object(value, path);
  return {
    ...fields(v, path, ['total', 'up', 'down', 'flat'], num),
    leaders: array(v.leaders, `${path}.leaders`, parseRankItem),
    laggards: array(v.laggards, `${path}.laggards`, parseRankItem),
  };
}

/** `sameIndustry2`. */
export function parseSameIndustryAnswer(value: unknown, path = 'datas'): SameIndustryAnswer {
  const v = object(value, path);
  return {
    industry: str(v.industry, `${path}.industry`),
    industryId: id(v.industryId, `${path}.industryId`),
    items: array(v.items, `${path}.items`, parseRankItem),
  };
}
