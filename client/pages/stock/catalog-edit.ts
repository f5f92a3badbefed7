/**
 * Editing the stock page's module catalogue (spec §7 catalog/setCatalog): reorder and hide
 * entries in a draft (the data-page kit's moveEntry / toggleEntry), then save every key once with
 * its visibility. Pure.
 */
import type { CatalogEntry, SetCatalogBody } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';

/** The setCatalog body entries of a draft. */
export function catalogBody(entries: readonly CatalogEntry[]): SetCatalogBody['entries'] {
  return entries.map((e) => ({ key: e.key, visible: e.visible }));
}

/** The link of a module page for a security (spec §2 module pages take `code`; a path may carry its own query). */
export function moduleHref(entry: Pick<CatalogEntry, 'path'>, id: SecurityId): string {
  return `${entry.path}${entry.path.includes('?') ? '&' : '?'}code=${encodeURIComponent(id)}`;
}
