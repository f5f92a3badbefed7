/**
 * The watchlist group selection rules of spec §3 and §5 (`favoriteGroupSelect`), as pure functions.
 *
 * - The stored value is a JSON string of `{id, name, isDefault, types}`; a value that is not valid
 *   JSON (or not that shape) is removed.
 * - When `isDefault` is set and `types` equals 1, the name is forced to the text for All (全部).
 * - A stored selection whose group no longer exists falls back to the default group.
 */
import { ALL_GROUP_NAME, type FavoriteGroupSelect, type WatchlistGroup } from '../../contracts/entities';

/** What reading the stored selection found: the selection, and whether the stored text must be removed. */
export interface StoredSelection {
  /** The valid selection, or null. */
  selection: FavoriteGroupSelect | null;
  /** True when something was stored but it was not a valid selection (spec §5: remove it). */
  remove: boolean;
}

/** True when a value has the shape of a {@link FavoriteGroupSelect}. */
export function isGroupSelect(value: unknown): value is FavoriteGroupSelect {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' && Number.isInteger(v.id) &&
    typeof v.name === 'string' &&
    (v.isDefault === 0 || v.isDefault === 1) &&
    (v.types === 0 || v.types === 1)
  );
}

/** Applies the naming rule: the default all-items group (isDefault set, types 1) is always called 全部. */
export function normalizeGroupSelect(selection: FavoriteGroupSelect): FavoriteGroupSelect {
  if (selection.isDefault === 1 && selection.types === 1 && selection.name !== ALL_GROUP_NAME) {
    return { ...selection, name: ALL_GROUP_NAME };
  }
  return selection;
}

/** Parses the stored text (spec §3/§5); invalid JSON or shape → remove. Absent → nothing to do. */
export function parseStoredSelection(raw: string | null): StoredSelection {
  if (raw === null || raw === '') return { selection: null, remove: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { selection: null, remove: true };
  }
  if (!isGroupSelect(value)) return { selection: null, remove: true };
  return { selection: normalizeGroupSelect(value), remove: false };
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
export function resolveSelection(
  stored: FavoriteGroupSelect | null,
  groups: readonly WatchlistGroup[],
): FavoriteGroupSelect | null {
  const match = stored ? groups.find((g) => g.id === stored.id) : undefined;
  const group = match ?? defaultGroup(groups);
  return group ? selectionOf(group) : null;
}

/** True when two selections name the same group the same way (avoids needless writes). */
export function sameSelection(a: FavoriteGroupSelect | null, b: FavoriteGroupSelect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.name === b.name && a.isDefault === b.isDefault && a.types === b.types;
}
