/**
 * An in-memory watchlist server for the store tests: follows the rules of
 * contracts/endpoints/watchlist.ts (全部 holds every followed code, new items go on top, removing from
 * 全部 unfollows, moving out of 全部 copies). Calls answer synchronously unless `hold` is set, in
 * which case they wait until `release()`, which answers every call waiting at that moment.
 */
import { type Observable, Subject, defer, of, throwError, concatMap, take } from 'rxjs';
import type { WatchlistGroup } from '../../../contracts/entities';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import type { WatchlistApi } from '../../../client/state/watchlist-api';

export interface FakeWatchlist {
  api: WatchlistApi;
  calls: string[];
  /** When true, calls wait for release(). */
  hold: boolean;
  release(): void;
  /** Makes the next call of this name fail with the message. */
  failNext(name: keyof WatchlistApi, message: string): void;
  members: Map<number, string[]>;
  groups: WatchlistGroup[];
}

function item(code: string, id: number): WatchlistItem {
  return {
    id,
    code,
    name: `名称${code}`,
    suffix: code.endsWith('.SH') ? 'SH' : 'SZ',
    kind: 'capital',
    remark: '',
    addDate: 1_700_000_000_000,
    addPrice: 10,
    sort: 0,
    price: 11,
    change: 1,
    pct: 10,
    volume: 100,
    amount: 1000,
    turnover: 1,
    sinceAddPct: 10,
  };
}

export function fakeWatchlist(initial: { groups?: Array<[number, string]>; members?: Record<number, string[]> } = {}): FakeWatchlist {
  const groups: WatchlistGroup[] = [
    { id: 1, name: '全部', isDefault: 1, types: 1, count: 0, sort: 0 },
    ...(initial.groups ?? []).map(([id, name], i) => ({ id, name, isDefault: 0 as const, types: 0 as const, count: 0, sort: i + 1 })),
  ];
  const members = new Map<number, string[]>(groups.map((g) => [g.id, [...(initial.members?.[g.id] ?? [])]]));
  for (const codes of members.values()) for (const c of codes) if (!members.get(1)!.includes(c)) members.get(1)!.push(c);
  const remarks = new Map<string, string>();
  const ids = new Map<string, number>();
  let nextId = 100;
  const idOf = (c: string) => ids.get(c) ?? (ids.set(c, nextId++), ids.get(c)!);
  const failures = new Map<string, string>();
  const gate = new Subject<void>();
  let nextGroupId = 50;

  const listGroups = () => groups.map((g) => ({ ...g, count: members.get(g.id)!.length }));
  const listItems = (gid: number) => {
    const codes = members.get(gid);
    if (!codes) throw Object.assign(new Error('分组不存在'), { code: '404' });
    return codes.map((c) => ({ ...item(c, idOf(c)), remark: remarks.get(c) ?? '' }));
  };

  const fake: FakeWatchlist = {
    calls: [],
    hold: false,
    release: () => gate.next(),
    failNext: (name, message) => void failures.set(name, message),
    members,
    groups,
    api: {} as WatchlistApi,
  };

  function call<T>(name: keyof WatchlistApi, label: string, body: () => T): Observable<T> {
    return defer(() => {
      fake.calls.push(label);
      const failure = failures.get(name);
      const answer = (): Observable<T> => {
        if (failure !== undefined) {
          failures.delete(name);
          return throwError(() => new Error(failure));
        }
        try {
          return of(body());
        } catch (e) {
          return throwError(() => e);
        }
      };
      return fake.hold ? gate.pipe(take(1), concatMap(answer)) : answer();
    });
  }

  const unfollow = (code: string) => {
    for (const codes of members.values()) {
      const i = codes.indexOf(code);
      if (i >= 0) codes.splice(i, 1);
    }
  };

  fake.api = {
    groups: () => call('groups', 'groups', listGroups),
    items: (gid) => call('items', `items ${gid}`, () => listItems(gid)),
    addGroup: (name) =>
      call('addGroup', `addGroup ${name}`, () => {
        const g: WatchlistGroup = { id: nextGroupId++, name, isDefault: 0, types: 0, count: 0, sort: groups.length };
        groups.push(g);
        members.set(g.id, []);
        return g;
      }),
    renameGroup: (gid, name) =>
      call('renameGroup', `renameGroup ${gid} ${name}`, () => {
        const g = groups.find((x) => x.id === gid)!;
        g.name = name;
        return g;
      }),
    deleteGroup: (gid) =>
      call('deleteGroup', `deleteGroup ${gid}`, () => {
        groups.splice(
          groups.findIndex((g) => g.id === gid),
          1,
        );
        members.delete(gid);
        return null;
      }),
    sortGroups: (gids) =>
      call('sortGroups', `sortGroups ${gids.join(',')}`, () => {
        const user = groups.slice(1);
        user.sort((a, b) => (gids.indexOf(a.id) + 1 || 1e9) - (gids.indexOf(b.id) + 1 || 1e9));
        groups.splice(1, groups.length - 1, ...user);
        return listGroups();
      }),
    setGroupTop: (gid) =>
      call('setGroupTop', `setGroupTop ${gid}`, () => {
        const i = groups.findIndex((g) => g.id === gid);
        const [g] = groups.splice(i, 1);
        groups.splice(1, 0, g!);
        return listGroups();
      }),
    sortItems: (gid, codes) =>
      call('sortItems', `sortItems ${gid} ${codes.join(',')}`, () => {
        const list = members.get(gid)!;
        const rest = list.filter((c) => !codes.includes(c));
        members.set(gid, [...codes.filter((c) => list.includes(c)), ...rest]);
        return listItems(gid);
      }),
    add: (code, gids) =>
      call('add', `add ${code}`, () => {
        for (const gid of [1, ...(gids ?? [])]) if (!members.get(gid)!.includes(code)) members.get(gid)!.unshift(code);
        return { code, groupIds: [1, ...(gids ?? [])] };
      }),
    remove: (code, gids) =>
      call('remove', gids?.length ? `remove ${code} from ${gids.join(',')}` : `remove ${code}`, () => {
        if (!gids?.length || gids.includes(1)) unfollow(code);
        else
          for (const gid of gids)
            members.set(
              gid,
              members.get(gid)!.filter((c) => c !== code),
            );
        return { code, groupIds: [...members].filter(([, codes]) => codes.includes(code)).map(([gid]) => gid) };
      }),
    batchDelete: (gid, codes) =>
      call('batchDelete', `batchDelete ${gid} ${codes.join(',')}`, () => {
        if (gid === 1) codes.forEach(unfollow);
        else
          members.set(
            gid,
            members.get(gid)!.filter((c) => !codes.includes(c)),
          );
        return { removed: codes.length };
      }),
    move: (codes, from, to) =>
      call('move', `move ${codes.join(',')} ${from}->${to}`, () => {
        const target = members.get(to)!;
        for (const c of codes) if (!target.includes(c)) target.unshift(c);
        if (from !== 1)
          members.set(
            from,
            members.get(from)!.filter((c) => !codes.includes(c)),
          );
        return { moved: codes.length };
      }),
    remark: (id, remark) =>
      call('remark', `remark ${id} ${remark}`, () => {
        const code = [...ids].find(([, v]) => v === id)![0];
        remarks.set(code, remark);
        return { id, code, remark };
      }),
  };
  return fake;
}
