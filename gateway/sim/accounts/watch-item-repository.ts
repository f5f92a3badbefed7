/**
 * Followed securities ("items") and their membership in groups. An item exists exactly while it is
 * in the user's 全部 group; user groups hold subsets. Every query is scoped by user id; every write
 * is one transaction, and limits are checked inside it so concurrent writes cannot overshoot.
 */
import type Database from 'better-sqlite3';
import { ALL_GROUP_NAME } from '../../../contracts/entities';
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';
import { badRequest, limitReached, notFound } from '../http/errors';
import type { WatchGroupRepository } from './watch-group-repository';
import { assertDistinct, normalizeRemark, reorder } from './watch-rules';

/** A followed security as stored, with its position in the group it was read from (0 when read outside a group). */
export interface ItemRow {
  id: number;
  code: string;
  addDate: number;
  addPrice: number | null;
  remark: string;
  sort: number;
}

interface RawItem {
  id: number;
  code: string;
  add_date: number;
  add_price: number | null;
  remark: string;
  sort: number;
}

function toItem(raw: RawItem): ItemRow {
  return { id: raw.id, code: raw.code, addDate: raw.add_date, addPrice: raw.add_price, remark: raw.remark, sort: raw.sort };
}

/** Message for a code the user does not follow. */
export const NOT_FOLLOWED = '该证券不在自选中';

/** Watchlist items repository. */
export class WatchItemRepository {
  private readonly inGroup;
  private readonly byCode;
  private readonly byId;
  private readonly memberGroups;
  private readonly countIn;
  private readonly minSortIn;
  private readonly isMember;
  private readonly insertItem;
  private readonly insertMember;
  private readonly deleteItem;
  private readonly deleteMember;
  private readonly setMemberSort;
  private readonly setRemarkStmt;
  private readonly setAddDate;
  private readonly countsStmt;
  private readonly writes;

  constructor(
    db: Database.Database,
    private readonly groups: WatchGroupRepository,
  ) {
    const cols = 'i.id, i.code, i.add_date, i.add_price, i.remark';
    this.inGroup = db.prepare<[number, number], RawItem>(
      `SELECT ${cols}, m.sort FROM watch_members m JOIN watch_items i ON i.id = m.item_id
       WHERE m.group_id = ? AND i.user_id = ? ORDER BY m.sort, i.id DESC`,
    );
    this.byCode = db.prepare<[number, string], RawItem>(`SELECT ${cols}, 0 AS sort FROM watch_items i WHERE i.user_id = ? AND i.code = ?`);
    this.byId = db.prepare<[number, number], RawItem>(`SELECT ${cols}, 0 AS sort FROM watch_items i WHERE i.user_id = ? AND i.id = ?`);
    this.memberGroups = db.prepare<[number, string], { group_id: number }>(
      `SELECT m.group_id FROM watch_members m JOIN watch_items i ON i.id = m.item_id
       JOIN watch_groups g ON g.id = m.group_id
       WHERE i.user_id = ? AND i.code = ? ORDER BY g.is_default DESC, g.sort, g.id`,
    );
    this.countIn = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM watch_members WHERE group_id = ?');
    this.minSortIn = db.prepare<[number], { s: number | null }>('SELECT MIN(sort) AS s FROM watch_members WHERE group_id = ?');
    this.isMember = db.prepare<[number, number], { one: number }>('SELECT 1 AS one FROM watch_members WHERE group_id = ? AND item_id = ?');
    this.insertItem = db.prepare<[number, string, number, number | null]>('INSERT INTO watch_items (user_id, code, add_date, add_price) VALUES (?, ?, ?, ?)');
    this.insertMember = db.prepare<[number, number, number]>('INSERT INTO watch_members (group_id, item_id, sort) VALUES (?, ?, ?)');
    this.deleteItem = db.prepare<[number, number]>('DELETE FROM watch_items WHERE id = ? AND user_id = ?');
    this.deleteMember = db.prepare<[number, number]>('DELETE FROM watch_members WHERE group_id = ? AND item_id = ?');
    this.setMemberSort = db.prepare<[number, number, number]>('UPDATE watch_members SET sort = ? WHERE group_id = ? AND item_id = ?');
    this.setRemarkStmt = db.prepare<[string, number, number]>('UPDATE watch_items SET remark = ? WHERE id = ? AND user_id = ?');
    this.setAddDate = db.prepare<[number, number | null, number, number]>('UPDATE watch_items SET add_date = ?, add_price = ? WHERE id = ? AND user_id = ?');
    this.countsStmt = db.prepare<[number], { group_id: number; n: number }>(
      `SELECT g.id AS group_id, COUNT(m.item_id) AS n FROM watch_groups g
       LEFT JOIN watch_members m ON m.group_id = g.id WHERE g.user_id = ?
       GROUP BY g.id ORDER BY g.is_default DESC, g.sort, g.id`,
    );

    this.writes = {
      add: db.transaction(this.addImpl.bind(this)),
      remove: db.transaction(this.removeImpl.bind(this)),
      batchRemove: db.transaction(this.batchRemoveImpl.bind(this)),
      move: db.transaction(this.moveImpl.bind(this)),
      sort: db.transaction(this.sortImpl.bind(this)),
      remark: db.transaction(this.remarkImpl.bind(this)),
      resetAddDate: db.transaction(this.resetAddDateImpl.bind(this)),
    };
  }

  /** Items of one of the user's groups in the group's order; 404 for another user's group. */
  list(userId: number, groupId: number): ItemRow[] {
    this.groups.get(userId, groupId);
    return this.inGroup.all(groupId, userId).map(toItem);
  }

  /** The user's item for a code, if followed. */
  find(userId: number, code: string): ItemRow | undefined {
    const raw = this.byCode.get(userId, code);
    return raw ? toItem(raw) : undefined;
  }

  /** Ids of the groups holding a code (全部 first); empty when not followed. */
  groupIdsOf(userId: number, code: string): number[] {
    return this.memberGroups.all(userId, code).map((r) => r.group_id);
  }

  /** Which of `codes` the user follows. */
  followed(userId: number, codes: readonly string[]): Set<string> {
    const out = new Set<string>();
    for (const code of codes) if (this.byCode.get(userId, code)) out.add(code);
    return out;
  }

  /** Item count per group (全部 first). */
  counts(userId: number): Array<{ groupId: number; count: number }> {
    return this.countsStmt.all(userId).map((r) => ({ groupId: r.group_id, count: r.n }));
  }

  /** Follows a code in 全部 plus `groupIds`; adding where it already is changes nothing. Returns its groups afterwards. */
  add(userId: number, code: string, groupIds: readonly number[], addPrice: number | null, now: number): number[] {
    return this.writes.add(userId, code, groupIds, addPrice, now);
  }

  /** Removes a code from `groupIds`; null or a list holding 全部 unfollows it entirely. Returns its groups afterwards. */
  remove(userId: number, code: string, groupIds: readonly number[] | null): number[] {
    return this.writes.remove(userId, code, groupIds);
  }

  /** Removes codes from one group (from 全部 = unfollow); codes not in it are skipped. Returns how many were removed. */
  batchRemove(userId: number, groupId: number, codes: readonly string[]): number {
    return this.writes.batchRemove(userId, groupId, codes);
  }

  /** Moves codes from one group to the top of a user group; from 全部 they are copied. Returns how many were new there. */
  move(userId: number, codes: readonly string[], fromGroupId: number, toGroupId: number): number {
    return this.writes.move(userId, codes, fromGroupId, toGroupId);
  }

  /** Reorders a group: listed codes first, the rest keep their order after them. */
  sort(userId: number, groupId: number, codes: readonly string[]): void {
    this.writes.sort(userId, groupId, codes);
  }

  /** Sets an item's remark ('' clears). 404 for another user's item. */
  setRemark(userId: number, itemId: number, remark: string): ItemRow {
    return this.writes.remark(userId, itemId, remark);
  }

  /** Restarts the "since added" clock of a followed code at `now` and `price`. */
  resetAddDate(userId: number, code: string, price: number | null, now: number): ItemRow {
    return this.writes.resetAddDate(userId, code, price, now);
  }

  private requireItem(userId: number, code: string): ItemRow {
    const item = this.find(userId, code);
    if (!item) throw notFound(NOT_FOLLOWED);
    return item;
  }

  /** Puts an item at the top of a group unless already there; checks the group's item limit. */
  private putOnTop(groupId: number, groupName: string, itemId: number): boolean {
    if (this.isMember.get(groupId, itemId)) return false;
    if (this.countIn.get(groupId)!.n >= WATCHLIST_LIMITS.maxItemsPerGroup) {
      throw limitReached(`分组「${groupName}」已满，最多${WATCHLIST_LIMITS.maxItemsPerGroup}只`);
    }
    this.insertMember.run(groupId, itemId, (this.minSortIn.get(groupId)!.s ?? 1) - 1);
    return true;
  }

  private addImpl(userId: number, code: string, groupIds: readonly number[], addPrice: number | null, now: number): number[] {
    const allId = this.groups.defaultId(userId);
    const targets = [allId, ...groupIds.filter((id) => id !== allId)].map((id) => this.groups.get(userId, id));
    const itemId = this.find(userId, code)?.id ?? Number(this.insertItem.run(userId, code, now, addPrice).lastInsertRowid);
    for (const group of targets) this.putOnTop(group.id, group.name, itemId);
    return this.groupIdsOf(userId, code);
  }

  private removeImpl(userId: number, code: string, groupIds: readonly number[] | null): number[] {
    const item = this.requireItem(userId, code);
    const allId = this.groups.defaultId(userId);
    if (groupIds === null || groupIds.includes(allId)) {
      for (const id of groupIds ?? []) this.groups.get(userId, id);
      this.deleteItem.run(item.id, userId);
      return [];
    }
    for (const id of groupIds) this.deleteMember.run(this.groups.get(userId, id).id, item.id);
    return this.groupIdsOf(userId, code);
  }

  private batchRemoveImpl(userId: number, groupId: number, codes: readonly string[]): number {
    const group = this.groups.get(userId, groupId);
    let removed = 0;
    for (const code of new Set(codes)) {
      const item = this.find(userId, code);
      if (!item) continue;
      removed += group.isDefault ? this.deleteItem.run(item.id, userId).changes : this.deleteMember.run(group.id, item.id).changes;
    }
    return removed;
  }

  private moveImpl(userId: number, codes: readonly string[], fromGroupId: number, toGroupId: number): number {
    assertDistinct(codes, '证券代码');
    const from = this.groups.get(userId, fromGroupId);
    const to = this.groups.get(userId, toGroupId);
    if (to.isDefault) throw badRequest(`不能移动到「${ALL_GROUP_NAME}」分组`);
    if (from.id === to.id) throw badRequest('源分组与目标分组相同');
    const items = codes.map((code) => {
      const item = this.find(userId, code);
      if (!item || !this.isMember.get(from.id, item.id)) throw notFound(`${code} 不在分组「${from.name}」中`);
      return item;
    });
    let moved = 0;
    // Insert in reverse so the first listed code ends on top.
    for (const item of [...items].reverse()) if (this.putOnTop(to.id, to.name, item.id)) moved++;
    if (!from.isDefault) for (const item of items) this.deleteMember.run(from.id, item.id);
    return moved;
  }

  private sortImpl(userId: number, groupId: number, codes: readonly string[]): void {
    assertDistinct(codes, '证券代码');
    const current = this.list(userId, groupId);
    const idByCode = new Map(current.map((i) => [i.code, i.id]));
    for (const code of codes) if (!idByCode.has(code)) throw notFound(`${code} 不在该分组中`);
    reorder(
      current.map((i) => i.code),
      codes,
    ).forEach((code, i) => {
      this.setMemberSort.run(i + 1, groupId, idByCode.get(code)!);
    });
  }

  private remarkImpl(userId: number, itemId: number, rawRemark: string): ItemRow {
    const remark = normalizeRemark(rawRemark);
    const raw = this.byId.get(userId, itemId);
    if (!raw) throw notFound(NOT_FOLLOWED);
    this.setRemarkStmt.run(remark, itemId, userId);
    return { ...toItem(raw), remark };
  }

  private resetAddDateImpl(userId: number, code: string, price: number | null, now: number): ItemRow {
    const item = this.requireItem(userId, code);
    this.setAddDate.run(now, price, item.id, userId);
    return { ...item, addDate: now, addPrice: price };
  }
}
