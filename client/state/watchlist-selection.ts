/**
 * The watchlist group selection rules of spec §3 and §5 (`favoriteGroupSelect`), as pure functions.
 *
 * - The stored value is a JSON string of `{id, name, isDefault, types}`; a value that is not valid
 *   JSON (or not that shape) is removed — client/core/persisted.ts does this on every read.
 * - When `isDefault` is set and `types` equals 1, the name is forced to the text for All (全部):
 *   the persisted parser applies it to stored values, {@link normalizeGroupSelect} to new ones.
 * - A stored selection whose group no longer exists falls back to the default group.
 */
import { ALL_GROUP_NAME, type FavoriteGroupSelect, type WatchlistGroup } from '../../contracts/entities';

/** Applies the naming rule: the default all-items group (isDefault set, types 1) is always called 全部. */
export function normalizeGroupSelect(selection: FavoriteGroupSelect): FavoriteGroupSelect {
  if (selection.isDefault === 1 && selection.types === 1 && selection.name !== ALL_GROUP_NAME) {
    return { ...selection, name: ALL_GROUP_NAME };
  }
  return selection;
}

/** The selection record for a group. */
export function selectionOf(group: WatchlistGroup): FavoriteGroupSelect {
  return normalizeGroupSelect({ id: group.id, name: group.name, isDefault: group.isDefault, types: group.types });
}

/** The default all-items group of a list (isDefault 1, else types 1, else the first group). */
export function defaultGroup(groups: readonly WatchlistGroup[]): WatchlistGroup | null {
  return groups.find((g) => g.isDefault === 1) ?? groups.find((g) => g.types === 1) ?? groups[0] ?? null;
}

/**
 * The selection to use against the current groups: the stored one while its group exists (its name
 * refreshed from the server, e.g. after a rename), else the default group; null without groups.
 */
export function resolveSelection(stored: FavoriteGroupSelect | null, groups: readonly WatchlistGroup[]): FavoriteGroupSelect | null {
  const match = stored ? groups.find((g) => g.id === stored.id) : undefined;
  const group = match ?? defaultGroup(groups);
  return group ? selectionOf(group) : null;
}

/** True when two selections name the same group the same way (avoids needless writes). */
export function sameSelection(a: FavoriteGroupSelect | null, b: FavoriteGroupSelect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.name === b.name && a.isDefault === b.isDefault && a.types === b.types;
}

/**
 * The open user group — the one selected on /favorite and in the home panel — while it exists; null
 * when 全部 (or nothing) is open. 加自选 from search, the stock page and tables goes into it too.
 */
export function openUserGroupId(selection: FavoriteGroupSelect | null, groups: readonly WatchlistGroup[]): number | null {
  if (selection === null) return null;
  const all = defaultGroup(groups);
  if (all === null || selection.id === all.id) return null;
  return groups.some((g) => g.id === selection.id) ? selection.id : null;
}
