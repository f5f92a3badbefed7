/**
 * Editing the stock page's module catalogue (spec §7 catalog/setCatalog): reorder and hide
 * entries in a draft, then save every key once with its visibility. Pure.
 */
import type { CatalogEntry, SetCatalogBody } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';

/** The draft with the entry `key` moved to position `to` (clamped); unchanged for an unknown key. */
export function moveEntry(entries: readonly CatalogEntry[], key: string, to: number): CatalogEntry[] {
  const from = entries.findIndex((e) => e.key === key);
  if (from < 0) return entries.slice();
  const out = entries.slice();
  const [moved] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, moved!);
  return out;
}

/** The draft with `key` shown ↔ hidden. */
export function toggleEntry(entries: readonly CatalogEntry[], key: string): CatalogEntry[] {
  return entries.map((e) => (e.key === key ? { ...e, visible: !e.visible } : e));
}

/** The setCatalog body entries of a draft. */
export function catalogBody(entries: readonly CatalogEntry[]): SetCatalogBody['entries'] {
  return entries.map((e) => ({ key: e.key, visible: e.visible }));
}

/** The link of a module page for a security (spec §2 module pages take `code`; a path may carry its own query). */
export function moduleHref(entry: Pick<CatalogEntry, 'path'>, id: SecurityId): string {
  return `${entry.path}${entry.path.includes('?') ? '&' : '?'}code=${encodeURIComponent(id)}`;
}
