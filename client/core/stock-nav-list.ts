/**
 * The list a stock page was opened from, for 通达信's PageUp/PageDown: a market table remembers its
 * rows (in the order shown) when one of them is opened, and the stock page steps through them.
 */
import type { SecurityId } from '../../contracts/market';
import { isSecurityId } from '../../contracts/market';
import { STOCK_NAV_LIST_MAX } from './persisted-schema';
import { persisted } from './persisted';

/** The ids of the `tr[data-id]` rows of the table holding `from`, in order (none outside a table). */
export function tableRowIds(from: Element | null): SecurityId[] {
  const table = from?.closest('table');
  if (!table) return [];
  const ids = [...table.querySelectorAll('tr[data-id]')].map((tr) => tr.getAttribute('data-id'));
  return ids.filter(isSecurityId).slice(0, STOCK_NAV_LIST_MAX);
}

/** Remembers the rows of the table holding `from` as the list the next stock page steps through. */
export function rememberStockList(from: Element | null): void {
  const ids = tableRowIds(from);
  if (ids.length > 1) persisted.set('stockNavList', ids);
}

/** The stock `step` rows from `id` in `list` (−1 previous, +1 next), wrapping round; null when `id` is not in it. */
export function stepInList(list: readonly string[], id: string, step: number): SecurityId | null {
  const i = list.indexOf(id);
  if (i < 0 || list.length < 2) return null;
  const next = list[(((i + step) % list.length) + list.length) % list.length]!;
  return isSecurityId(next) ? next : null;
}

/** The neighbour of `id` in the remembered list. */
export function rememberedNeighbour(id: string, step: number): SecurityId | null {
  return stepInList(persisted.get('stockNavList'), id, step);
}
