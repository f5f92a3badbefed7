/**
 * The 7×24 page's category of a flash, derived from what the desk actually wrote about: every
 * flash is a market observation (index marks, limit moves, sharp moves, session summaries,
 * sector leaders), so it is 看盘 — or 港股 when all it names is Hong Kong, 基金 when it names a
 * fund. 公告 and 解读 come only from the company model (announcements.ts), which sets the flash's
 * `category` itself; market flashes are never relabelled.
 */
import { newsInTab, type DeskFlash, type NewsCategory, type NewsItem, type NewsSecurity, type NewsTab } from '../../../contracts/endpoints/news';
import type { Universe } from '../market/index';

/** The category of a flash from the ids it names. */
export function categoryOf(codes: readonly string[]): NewsCategory {
  if (codes.length > 0 && codes.every((c) => c.endsWith('.HK'))) return 'hk';
  if (codes.some((c) => c.endsWith('.OF'))) return 'fund';
  return 'market';
}

/** A flash as a page item: its category and the named securities the universe knows. */
export function toNewsItem(flash: DeskFlash, universe: Universe): NewsItem {
  const securities: NewsSecurity[] = [];
  for (const id of flash.codes) {
    const e = universe.byId.get(id);
    if (e) securities.push({ id, code: e.code, name: e.name, kind: e.kind });
  }
  return { ...flash, category: flash.category ?? categoryOf(flash.codes), securities };
}

/** True when an item belongs on a tab. */
export function inTab(item: NewsItem, tab: NewsTab): boolean {
  return newsInTab(item, tab);
}
