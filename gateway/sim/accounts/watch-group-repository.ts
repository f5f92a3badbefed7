/**
 * Watchlist groups of one user: the undeletable default 全部 group plus up to
 * {@link WATCHLIST_LIMITS.maxGroups} user groups. Every query is scoped by user id, so another
 * user's group id reads as "not found". Every write is one transaction.
 */
import type Database from 'better-sqlite3';
import { ALL_GROUP_NAME, type WatchlistGroup } from '../../../contracts/entities';
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';
import { badRequest, limitReached, notFound } from '../http/errors';
import { assertDistinct, normalizeGroupName, reorder } from './watch-rules';

interface RawGroup {
  id: number;
  name: string;
  is_default: number;
  sort: number;
  count: number;
}

function toGroup(raw: RawGroup): WatchlistGroup {
  const isDefault = raw.is_default === 1 ? 1 : 0;
  return { id: raw.id, name: raw.name, isDefault, types: isDefault, count: raw.count, sort: raw.sort };
}

const SELECT_GROUPS = `
  SELECT g.id, g.name, g.is_default, g.sort, COUNT(m.item_id) AS count
  FROM watch_groups g LEFT JOIN watch_members m ON m.group_id = g.id
  WHERE g.user_id = ?`;

/** Message for a group id that is not the caller's. */
export const GROUP_NOT_FOUND = '分组不存在';

/** Watchlist groups repository. */
export class WatchGroupRepository {
  private readonly listStmt;
  private readonly oneStmt;
  private readonly defaultIdStmt;
  private readonly userGroupCount;
  private readonly nameTaken;
  private readonly maxSort;
  private readonly minSort;
  private readonly insert;
  private readonly renameStmt;
  private readonly deleteStmt;
  private readonly setSort;
  private readonly addTx;
  private readonly renameTx;
  private readonly removeTx;
  private readonly setTopTx;
  private readonly sortTx;

  constructor(db: Database.Database) {
    this.listStmt = db.prepare<[number], RawGroup>(`${SELECT_GROUPS} GROUP BY g.id ORDER BY g.is_default DESC, g.sort, g.id`);
    this.oneStmt = db.prepare<[number, number], RawGroup>(`${SELECT_GROUPS} AND g.id = ? GROUP BY g.id`);
    this.defaultIdStmt = db.prepare<[number], { id: number }>('SELECT id FROM watch_groups WHERE user_id = ? AND is_default = 1');
    this.userGroupCount = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM watch_groups WHERE user_id = ? AND is_default = 0');
    this.nameTaken = db.prepare<[number, string, number], { id: number }>('SELECT id FROM watch_groups WHERE user_id = ? AND name = ? AND id <> ?');
    this.maxSort = db.prepare<[number], { s: number | null }>('SELECT MAX(sort) AS s FROM watch_groups WHERE user_id = ? AND is_default = 0');
    this.minSort = db.prepare<[number], { s: number | null }>('SELECT MIN(sort) AS s FROM watch_groups WHERE user_id = ? AND is_default = 0');
    this.insert = db.prepare<[number, string, number, number, number]>(
      'INSERT INTO watch_groups (user_id, name, is_default, sort, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.renameStmt = db.prepare<[string, number, number]>('UPDATE watch_groups SET name = ? WHERE id = ? AND user_id = ?');
    this.deleteStmt = db.prepare<[number, number]>('DELETE FROM watch_groups WHERE id = ? AND user_id = ? AND is_default = 0');
    this.setSort = db.prepare<[number, number, number]>('UPDATE watch_groups SET sort = ? WHERE id = ? AND user_id = ?');

    this.addTx = db.transaction((userId: number, rawName: string, now: number): WatchlistGroup => {
      const name = normalizeGroupName(rawName);
      if (this.userGroupCount.get(userId)!.n >= WATCHLIST_LIMITS.maxGroups) {
        throw limitReached(`最多只能创建${WATCHLIST_LIMITS.maxGroups}个分组`);
      }
      this.assertNameFree(userId, name, 0);
      const sort = (this.maxSort.get(userId)!.s ?? 0) + 1;
      const id = Number(this.insert.run(userId, name, 0, sort, now).lastInsertRowid);
      return this.get(userId, id);
    });
    this.renameTx = db.transaction((userId: number, groupId: number, rawName: string): WatchlistGroup => {
      const group = this.get(userId, groupId);
      if (group.isDefault) throw badRequest(`「${ALL_GROUP_NAME}」分组不能重命名`);
      const name = normalizeGroupName(rawName);
      this.assertNameFree(userId, name, groupId);
      this.renameStmt.run(name, groupId, userId);
      return this.get(userId, groupId);
    });
    this.removeTx = db.transaction((userId: number, groupId: number): void => {
      const group = this.get(userId, groupId);
      if (group.isDefault) throw badRequest(`「${ALL_GROUP_NAME}」分组不能删除`);
      // Members go with the group (ON DELETE CASCADE); the items stay in 全部.
      this.deleteStmt.run(groupId, userId);
    });
    this.setTopTx = db.transaction((userId: number, groupId: number): WatchlistGroup[] => {
      const group = this.get(userId, groupId);
      if (group.isDefault) throw badRequest(`「${ALL_GROUP_NAME}」分组固定在最前`);
      this.setSort.run((this.minSort.get(userId)!.s ?? 1) - 1, groupId, userId);
      return this.list(userId);
    });
    this.sortTx = db.transaction((userId: number, groupIds: readonly number[]): WatchlistGroup[] => {
      assertDistinct(groupIds, '分组');
      const userGroups = this.list(userId).filter((g) => !g.isDefault);
      const known = new Set(userGroups.map((g) => g.id));
      for (const id of groupIds) {
        if (id === this.defaultId(userId)) throw badRequest(`「${ALL_GROUP_NAME}」分组固定在最前`);
        if (!known.has(id)) throw notFound(GROUP_NOT_FOUND);
      }
      reorder(
        userGroups.map((g) => g.id),
        groupIds,
      ).forEach((id, i) => {
        this.setSort.run(i + 1, id, userId);
      });
      return this.list(userId);
    });
  }

  private assertNameFree(userId: number, name: string, exceptId: number): void {
    if (this.nameTaken.get(userId, name, exceptId)) throw badRequest('分组名称已存在');
  }

  /** Creates the default 全部 group of a new account (inside its creation transaction). */
  createDefault(userId: number, now: number): number {
    return Number(this.insert.run(userId, ALL_GROUP_NAME, 1, 0, now).lastInsertRowid);
  }

  /** The user's groups with item counts: 全部 first, then by sort. */
  list(userId: number): WatchlistGroup[] {
    return this.listStmt.all(userId).map(toGroup);
  }

  /** One of the user's groups; throws 404 when it is not theirs or does not exist. */
  get(userId: number, groupId: number): WatchlistGroup {
    const raw = this.oneStmt.get(userId, groupId);
    if (!raw) throw notFound(GROUP_NOT_FOUND);
    return toGroup(raw);
  }

  /** Id of the user's 全部 group. */
  defaultId(userId: number): number {
    const row = this.defaultIdStmt.get(userId);
    if (!row) throw new Error(`user ${userId} has no default watchlist group`);
    return row.id;
  }

  /** Adds a user group at the end. 400 bad/duplicate name, 409 too many groups. */
  add(userId: number, name: string, now: number): WatchlistGroup {
    return this.addTx(userId, name, now);
  }

  /** Renames a user group (not 全部). */
  rename(userId: number, groupId: number, name: string): WatchlistGroup {
    return this.renameTx(userId, groupId, name);
  }

  /** Deletes a user group (not 全部); its items stay followed. */
  remove(userId: number, groupId: number): void {
    this.removeTx(userId, groupId);
  }

  /** Moves a user group to the top of the user groups (全部 stays first). */
  setTop(userId: number, groupId: number): WatchlistGroup[] {
    return this.setTopTx(userId, groupId);
  }

  /** Reorders user groups: listed ones first, others keep their order after them. */
  sort(userId: number, groupIds: readonly number[]): WatchlistGroup[] {
    return this.sortTx(userId, groupIds);
  }
}
