/**
 * The whole hand-kept catalogue, assembled from the per-category data files in a fixed order:
 * A-shares (SH main, STAR, SZ main, ChiNext, Beijing), HK stocks, funds, indexes.
 */
import { BSE } from './securities/bse';
import { CHINEXT } from './securities/chinext';
import { CONCEPT_INDEXES } from './securities/concepts';
import { FUNDS } from './securities/funds';
import { HK } from './securities/hk';
import { HK_INDEXES, INDUSTRY_INDEXES, MAIN_INDEXES } from './securities/indexes';
import { SH_MAIN_CONSUMER } from './securities/sh-main-consumer';
import { SH_MAIN_FINANCE } from './securities/sh-main-finance';
import { SH_MAIN_INDUSTRY } from './securities/sh-main-industry';
import { SH_MAIN_TECH } from './securities/sh-main-tech';
import { STAR } from './securities/star';
import { SZ_MAIN_CONSUMER } from './securities/sz-main-consumer';
import { SZ_MAIN_INDUSTRY } from './securities/sz-main-industry';
import { SZ_MAIN_TECH } from './securities/sz-main-tech';
import { OTHER_SHARE_CLASSES } from './securities/share-classes';
import { securityId } from '../../../../contracts/market';
import { fromFundRows, fromHkRows, fromIndexRows, fromStockRows, type CatalogEntry } from './rows';
import { UniverseDataError } from './validate';

/** Every row of every data file as catalogue entries (not yet validated), with their other share class (`share-classes.ts`). */
export function buildCatalog(): CatalogEntry[] {
  return withShareClasses([
    ...fromStockRows('sh-main-finance', 'SH', 'main', SH_MAIN_FINANCE),
    ...fromStockRows('sh-main-consumer', 'SH', 'main', SH_MAIN_CONSUMER),
    ...fromStockRows('sh-main-industry', 'SH', 'main', SH_MAIN_INDUSTRY),
    ...fromStockRows('sh-main-tech', 'SH', 'main', SH_MAIN_TECH),
    ...fromStockRows('star', 'SH', 'star', STAR),
    ...fromStockRows('sz-main-consumer', 'SZ', 'main', SZ_MAIN_CONSUMER),
    ...fromStockRows('sz-main-industry', 'SZ', 'main', SZ_MAIN_INDUSTRY),
    ...fromStockRows('sz-main-tech', 'SZ', 'main', SZ_MAIN_TECH),
    ...fromStockRows('chinext', 'SZ', 'chinext', CHINEXT),
    ...fromStockRows('bse', 'BJ', 'bse', BSE),
    ...fromHkRows('hk', HK),
    ...fromFundRows('funds', FUNDS),
    ...fromIndexRows('indexes', MAIN_INDEXES),
    ...fromIndexRows('hk-indexes', HK_INDEXES),
    ...fromIndexRows('industry-indexes', INDUSTRY_INDEXES),
    ...fromIndexRows('concepts', CONCEPT_INDEXES),
  ]);
}

/** Marks the listings of `share-classes.ts`; an id there that no data file lists is a data error. */
function withShareClasses(entries: CatalogEntry[]): CatalogEntry[] {
  const seen = new Set<string>();
  for (const e of entries) {
    const id = securityId(e.security);
    const cls = OTHER_SHARE_CLASSES.get(id);
    if (!cls) continue;
    e.security = { ...e.security, otherClass: cls };
    seen.add(id);
  }
  const missing = [...OTHER_SHARE_CLASSES.keys()].filter((id) => !seen.has(id));
  if (missing.length > 0) throw new UniverseDataError(missing.map((id) => `securities/share-classes.ts: ${id} is not in the universe`));
  return entries;
}
