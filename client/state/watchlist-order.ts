/**
 * Pure list reordering for the watchlist: drag to reorder rows and groups, set top.
 */

/**
 * Moves the entry keyed `moving` so it sits just before the entry keyed `before` (or last when
 * `before` is null). Unknown keys leave the order as it was. Returns a new array.
 */
export function moveBefore<T, K>(list: readonly T[], keyOf: (x: T) => K, moving: K, before: K | null): T[] {
  const from = list.findIndex((x) => keyOf(x) === moving);
  if (from < 0 || moving === before) return [...list];
  const rest = list.filter((_, i) => i !== from);
  if (before === null) return [...rest, list[from]!];
  const to = rest.findIndex((x) => keyOf(x) === before);
  if (to < 0) return [...list];
  return [...rest.slice(0, to), list[from]!, ...rest.slice(to)];
}

/**
 * Drops `moving` on `target`: dragged down it lands after the target, dragged up before it (how a
 * row follows the pointer in a table). Unknown keys leave the order as it was. Returns the new order.
 */
export function dropOnto<K>(keys: readonly K[], moving: K, target: K): K[] {
  const from = keys.indexOf(moving);
  const to = keys.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...keys];
  const rest = keys.filter((x) => x !== moving);
  const at = rest.indexOf(target) + (from < to ? 1 : 0);
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}
