/**
 * Group name validation (contracts/endpoints/watchlist.ts: 1–20 characters after trimming, not
 * 全部, unique per user), checked before asking the server.
 */
import { ALL_GROUP_NAME, type WatchlistGroup } from '../../../contracts/entities';
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';

/** The error of a group name, or null when it may be used. `renaming` is the group being renamed. */
export function groupNameError(raw: string, groups: readonly Pick<WatchlistGroup, 'id' | 'name'>[], renaming?: number): string | null {
  const name = raw.trim();
  if (name === '') return '请输入分组名称';
  if ([...name].length > WATCHLIST_LIMITS.maxGroupNameLength) return `分组名称最多${WATCHLIST_LIMITS.maxGroupNameLength}个字`;
  if (name === ALL_GROUP_NAME) return '该名称已被默认分组使用';
  if (groups.some((g) => g.name === name && g.id !== renaming)) return '分组名称已存在';
  return null;
}

/** True when another user group may be created. */
export function canCreateGroup(groups: readonly Pick<WatchlistGroup, 'isDefault'>[]): boolean {
  return groups.filter((g) => g.isDefault !== 1).length < WATCHLIST_LIMITS.maxGroups;
}
