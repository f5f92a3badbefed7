import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SimError } from '../../../../gateway/sim/http/errors';
import { openStore, type Store } from '../../../../gateway/sim/open-store';

const CODES = ['600519.SH', '000001.SZ', '300750.SZ', '00700.HK', '000001.SH'];

function snapshot(store: Store): string {
  return JSON.stringify([
    store.db.prepare('SELECT * FROM watch_groups ORDER BY id').all(),
    store.db.prepare('SELECT * FROM watch_items ORDER BY id').all(),
    store.db.prepare('SELECT * FROM watch_members ORDER BY group_id, item_id').all(),
  ]);
}

/** Invariants of the model (contracts/endpoints/watchlist.ts). */
function checkInvariants(store: Store, userIds: number[]): void {
  for (const userId of userIds) {
    const groups = store.groups.list(userId);
    assert.equal(groups.filter((g) => g.isDefault).length, 1, 'exactly one 全部');
    assert.equal(groups[0]!.isDefault, 1, '全部 first');
    const all = new Set(store.items.list(userId, groups[0]!.id).map((i) => i.code));
    for (const g of groups) {
      const codes = store.items.list(userId, g.id).map((i) => i.code);
      assert.equal(codes.length, g.count);
      assert.equal(new Set(codes).size, codes.length, 'no duplicates in a group');
      for (const c of codes) assert.ok(all.has(c), `${c} of ${g.name} is in 全部`);
    }
  }
  const foreign = store.db
    .prepare(
      'SELECT COUNT(*) AS n FROM watch_members m JOIN watch_groups g ON g.id = m.group_id JOIN watch_items i ON i.id = m.item_id WHERE g.user_id <> i.user_id',
    )
    .get() as { n: number };
  assert.equal(foreign.n, 0, 'no membership crosses users');
}

type Op =
  | { kind: 'addGroup'; user: number; name: string }
  | { kind: 'renameGroup'; user: number; group: GroupRef; name: string }
  | { kind: 'removeGroup'; user: number; group: GroupRef }
  | { kind: 'setTop'; user: number; group: GroupRef }
  | { kind: 'add'; user: number; code: number; groups: GroupRef[] }
  | { kind: 'remove'; user: number; code: number; groups: GroupRef[] | null }
  | { kind: 'batchRemove'; user: number; group: GroupRef; codes: number[] }
  | { kind: 'move'; user: number; codes: number[]; from: GroupRef; to: GroupRef }
  | { kind: 'sort'; user: number; group: GroupRef; codes: number[] };

const user = fc.integer({ min: 0, max: 1 });
/** A group: mostly one of the user's own (by index), sometimes the other user's 全部, sometimes none at all. */
type GroupRef = number | 'foreign' | 'missing';
const groupRef: fc.Arbitrary<GroupRef> = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 4 }) },
  { weight: 1, arbitrary: fc.constant('foreign' as const) },
  { weight: 1, arbitrary: fc.constant('missing' as const) },
);
const codeRef = fc.integer({ min: 0, max: CODES.length - 1 });
const name = fc.constantFrom('A', 'B', 'C', '全部', '', 'x'.repeat(25), "'; DROP TABLE watch_items;--".slice(0, 18));
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('addGroup' as const), user, name }),
  fc.record({ kind: fc.constant('renameGroup' as const), user, group: groupRef, name }),
  fc.record({ kind: fc.constant('removeGroup' as const), user, group: groupRef }),
  fc.record({ kind: fc.constant('setTop' as const), user, group: groupRef }),
  fc.record({ kind: fc.constant('add' as const), user, code: codeRef, groups: fc.array(groupRef, { maxLength: 2 }) }),
  fc.record({ kind: fc.constant('add' as const), user, code: codeRef, groups: fc.constant<GroupRef[]>([]) }),
  fc.record({ kind: fc.constant('remove' as const), user, code: codeRef, groups: fc.option(fc.array(groupRef, { maxLength: 2 }), { nil: null }) }),
  fc.record({ kind: fc.constant('batchRemove' as const), user, group: groupRef, codes: fc.array(codeRef, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('move' as const), user, codes: fc.array(codeRef, { maxLength: 3 }), from: groupRef, to: groupRef }),
  fc.record({ kind: fc.constant('sort' as const), user, group: groupRef, codes: fc.array(codeRef, { maxLength: 4 }) }),
);

function apply(store: Store, users: number[], o: Op, now: number): void {
  const u = users[o.user]!;
  const gid = (ref: GroupRef): number => {
    if (ref === 'missing') return 999_999;
    if (ref === 'foreign') return store.groups.defaultId(users[1 - o.user]!);
    const own = store.groups
      .list(u)
      .map((g) => g.id)
      .sort((x, y) => x - y);
    return own[ref % own.length]!;
  };
  switch (o.kind) {
    case 'addGroup':
      return void store.groups.add(u, o.name, now);
    case 'renameGroup':
      return void store.groups.rename(u, gid(o.group), o.name);
    case 'removeGroup':
      return store.groups.remove(u, gid(o.group));
    case 'setTop':
      return void store.groups.setTop(u, gid(o.group));
    case 'add':
      return void store.items.add(u, CODES[o.code]!, o.groups.map(gid), 1, now);
    case 'remove':
      return void store.items.remove(u, CODES[o.code]!, o.groups === null ? null : o.groups.map(gid));
    case 'batchRemove':
      return void store.items.batchRemove(
        u,
        gid(o.group),
        o.codes.map((c) => CODES[c]!),
      );
    case 'move':
      return void store.items.move(
        u,
        o.codes.map((c) => CODES[c]!),
        gid(o.from),
        gid(o.to),
      );
    case 'sort':
      return store.items.sort(
        u,
        gid(o.group),
        o.codes.map((c) => CODES[c]!),
      );
  }
}

test('any sequence of writes keeps the invariants, and a refused write changes nothing', () => {
  fc.assert(
    fc.property(fc.array(op, { minLength: 10, maxLength: 50 }), (ops) => {
      const store = openStore(':memory:');
      try {
        const users = ['13800000001', '13800000002'].map((phone) => store.users.findOrCreate({ kind: 'phone', phone }, 0).user.id);
        ops.forEach((o, i) => {
          const before = snapshot(store);
          try {
            apply(store, users, o, i + 1);
          } catch (err) {
            if (!(err instanceof SimError)) throw err;
            assert.equal(snapshot(store), before, `refused ${o.kind} must not change anything`);
          }
          checkInvariants(store, users);
        });
      } finally {
        store.close();
      }
    }),
    { numRuns: 150 },
  );
});

test("a user's write never touches another user's data", () => {
  const store = openStore(':memory:');
  try {
    const [a, b] = ['13800000001', '13800000002'].map((phone) => store.users.findOrCreate({ kind: 'phone', phone }, 0).user.id) as [number, number];
    const ga = store.groups.add(a, 'A', 1);
    store.items.add(a, '600519.SH', [ga.id], 1, 1);
    const before = JSON.stringify([store.groups.list(a), store.items.list(a, ga.id)]);
    for (const attempt of [
      () => store.groups.rename(b, ga.id, 'hijack'),
      () => store.groups.remove(b, ga.id),
      () => store.items.add(b, '000001.SZ', [ga.id], 1, 2),
      () => store.items.batchRemove(b, ga.id, ['600519.SH']),
      () => store.items.setRemark(b, store.items.find(a, '600519.SH')!.id, 'x'),
      () => store.items.sort(b, ga.id, ['600519.SH']),
    ]) {
      assert.throws(attempt, (e: unknown) => e instanceof SimError && e.code === '404');
    }
    assert.equal(JSON.stringify([store.groups.list(a), store.items.list(a, ga.id)]), before);
    assert.deepEqual(
      store.groups.list(b).map((g) => g.name),
      ['全部'],
    );
  } finally {
    store.close();
  }
});
