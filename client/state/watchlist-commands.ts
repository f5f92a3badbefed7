/**
 * The watchlist's commands: each names the call that does it and, where the UI should not wait,
 * an optimistic edit of the state applied when the command starts. The store runs them one at a
 * time and reloads after each (watchlist-store.ts, which imports this module, never the reverse), so an optimistic edit only bridges the wait.
 */
import type { Draft } from 'immer';
import type { Observable } from 'rxjs';
import type { WatchlistGroup } from '../../contracts/entities';
import type { WatchlistItem } from '../../contracts/endpoints/watchlist';
import type { WatchlistApi } from './watchlist-api';
import { moveBefore } from './watchlist-order';
import { defaultGroup } from './watchlist-selection';
import type { WatchlistState, WatchlistStore } from './watchlist-types';

/** An edit of the state applied when a command starts. */
export type Optimistic = (draft: Draft<WatchlistState>) => void;

/** A command: the call, and the optimistic edit. */
export interface Command {
  run: () => Observable<unknown>;
  optimistic?: Optimistic;
}

/** The verbs of {@link WatchlistStore} that change the watchlist. */
export type WatchlistCommands = Omit<WatchlistStore, 'state$' | 'reload' | 'selectGroup'>;

function patchItems(draft: Draft<WatchlistState>, patch: (items: Draft<WatchlistItem>[]) => void): void {
  patch(draft.all);
  if (draft.items) patch(draft.items);
}

/** The commands over an API; `run` queues one. */
export function watchlistCommands(api: WatchlistApi, run: (cmd: Command) => void): WatchlistCommands {
  return {
    add: (code, groupIds) =>
      run({
        run: () => api.add(code, groupIds),
        optimistic: (s) => {
          if (!s.followed.includes(code)) s.followed.push(code);
        },
      }),
    remove: (code) =>
      run({
        run: () => api.remove(code),
        optimistic: (s) => {
          s.followed = s.followed.filter((c) => c !== code);
          patchItems(s, (items) => {
            const i = items.findIndex((x) => x.code === code);
            if (i >= 0) items.splice(i, 1);
          });
        },
      }),
    removeFromGroups: (code, groupIds) =>
      run({
        run: () => api.remove(code, groupIds),
        optimistic: (s) => {
          if (s.itemsGroupId === null || !groupIds.includes(s.itemsGroupId) || !s.items) return;
          const i = s.items.findIndex((x) => x.code === code);
          if (i >= 0) s.items.splice(i, 1);
        },
      }),
    createGroup: (name) => run({ run: () => api.addGroup(name) }),
    renameGroup: (groupId, name) =>
      run({
        run: () => api.renameGroup(groupId, name),
        optimistic: (s) => {
          const g = s.groups.find((x) => x.id === groupId);
          if (g) g.name = name;
          if (s.selection?.id === groupId) s.selection.name = name;
        },
      }),
    deleteGroup: (groupId) =>
      run({
        run: () => api.deleteGroup(groupId),
        optimistic: (s) => {
          s.groups = s.groups.filter((g) => g.id !== groupId);
        },
      }),
    reorderGroups: (groupIds) =>
      run({
        run: () => api.sortGroups(groupIds),
        optimistic: (s) => {
          const rank = new Map(groupIds.map((id, i) => [id, i]));
          const fixed = s.groups.filter((g) => !rank.has(g.id));
          const moved = groupIds.map((id) => s.groups.find((g) => g.id === id)).filter((g): g is Draft<WatchlistGroup> => !!g);
          // 全部 stays first; unlisted user groups keep their order after the listed ones.
          const [first, ...rest] = fixed;
          s.groups = first && first.isDefault === 1 ? [first, ...moved, ...rest] : [...moved, ...fixed];
        },
      }),
    setGroupTop: (groupId) =>
      run({
        run: () => api.setGroupTop(groupId),
        optimistic: (s) => {
          const g = s.groups.find((x) => x.id === groupId);
          if (!g || g.isDefault === 1) return;
          const others = s.groups.filter((x) => x.id !== groupId);
          const head = others[0]?.isDefault === 1 ? 1 : 0;
          others.splice(head, 0, g);
          s.groups = others;
        },
      }),
    reorderItems: (groupId, codes) =>
      run({
        run: () => api.sortItems(groupId, codes),
        optimistic: (s) => {
          if (s.itemsGroupId !== groupId || !s.items) return;
          const byCode = new Map(s.items.map((i) => [i.code, i]));
          const listed = codes.map((c) => byCode.get(c)).filter((i): i is Draft<WatchlistItem> => !!i);
          const rest = s.items.filter((i) => !codes.includes(i.code));
          s.items = [...listed, ...rest];
        },
      }),
    setItemTop: (groupId, code) =>
      run({
        run: () => api.sortItems(groupId, [code]),
        optimistic: (s) => {
          if (s.itemsGroupId !== groupId || !s.items) return;
          const first = s.items[0];
          if (first) s.items = moveBefore(s.items, (i) => i.code, code, first.code);
        },
      }),
    batchDelete: (groupId, codes) =>
      run({
        run: () => api.batchDelete(groupId, codes),
        optimistic: (s) => {
          const gone = new Set(codes);
          if (s.itemsGroupId === groupId && s.items) s.items = s.items.filter((i) => !gone.has(i.code));
          const all = defaultGroup(s.groups);
          if (all && all.id === groupId) {
            s.all = s.all.filter((i) => !gone.has(i.code));
            s.followed = s.followed.filter((c) => !gone.has(c));
          }
        },
      }),
    moveItems: (codes, fromGroupId, toGroupId) =>
      run({
        run: () => api.move(codes, fromGroupId, toGroupId),
        optimistic: (s) => {
          const all = defaultGroup(s.groups);
          // Moving out of 全部 copies; out of a user group removes the rows from it.
          if (all && all.id === fromGroupId) return;
          const gone = new Set(codes);
          if (s.itemsGroupId === fromGroupId && s.items) s.items = s.items.filter((i) => !gone.has(i.code));
        },
      }),
    setRemark: (itemId, remark) =>
      run({
        run: () => api.remark(itemId, remark),
        optimistic: (s) =>
          patchItems(s, (items) => {
            for (const i of items) if (i.id === itemId) i.remark = remark;
          }),
      }),
  };
}
