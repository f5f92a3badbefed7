import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, type Subscription } from 'rxjs';
import type { FavoriteGroupSelect } from '../../../contracts/entities';
import { createWatchlistStore, type WatchlistState } from '../../../client/state/watchlist-store';
import { fakeWatchlist, type FakeWatchlist } from './watchlist-fake-api';

interface Harness {
  fake: FakeWatchlist;
  token: BehaviorSubject<string | null>;
  stored: BehaviorSubject<FavoriteGroupSelect | null>;
  changed: BehaviorSubject<number>;
  saves: FavoriteGroupSelect[];
  store: ReturnType<typeof createWatchlistStore>;
  states: WatchlistState[];
  last(): WatchlistState;
  sub: Subscription;
}

function harness(opts: { token?: string | null; stored?: FavoriteGroupSelect | null; fake?: FakeWatchlist } = {}): Harness {
  const fake =
    opts.fake ??
    fakeWatchlist({
      groups: [
        [7, '白酒'],
        [9, '银行'],
      ],
      members: { 1: ['600519.SH', '000001.SZ'], 7: ['600519.SH'] },
    });
  const token = new BehaviorSubject<string | null>(opts.token === undefined ? 't1' : opts.token);
  const stored = new BehaviorSubject<FavoriteGroupSelect | null>(opts.stored ?? null);
  const changed = new BehaviorSubject(0);
  const saves: FavoriteGroupSelect[] = [];
  const store = createWatchlistStore({
    api: fake.api,
    token$: token,
    storedSelection$: stored,
    saveSelection: (s) => {
      saves.push(s);
      stored.next(s);
    },
    changed$: changed,
    markChanged: () => changed.next(changed.value + 1),
  });
  const states: WatchlistState[] = [];
  const sub = store.state$.subscribe((s) => states.push(s));
  return { fake, token, stored, changed, saves, store, states, last: () => states[states.length - 1]!, sub };
}

test('signed out: anonymous and no calls', (t) => {
  const h = harness({ token: null });
  t.after(() => h.sub.unsubscribe());
  assert.equal(h.last().status, 'anonymous');
  assert.deepEqual(h.fake.calls, []);
});

test('signed in: loads groups and 全部, follows its codes, selects and stores 全部', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  const s = h.last();
  assert.equal(s.status, 'ready');
  assert.deepEqual(
    s.groups.map((g) => g.name),
    ['全部', '白酒', '银行'],
  );
  assert.deepEqual(s.followed, ['600519.SH', '000001.SZ']);
  assert.deepEqual(s.selection, { id: 1, name: '全部', isDefault: 1, types: 1 });
  assert.deepEqual(h.saves, [{ id: 1, name: '全部', isDefault: 1, types: 1 }]);
  assert.deepEqual(
    s.items?.map((i) => i.code),
    ['600519.SH', '000001.SZ'],
  );
  assert.ok(
    h.states.some((x) => x.status === 'loading'),
    'passes through loading',
  );
  // 全部's items are not fetched twice.
  assert.deepEqual(h.fake.calls, ['groups', 'items 1']);
});

test('a stored user group is selected and its items fetched', (t) => {
  const h = harness({ stored: { id: 7, name: '旧名', isDefault: 0, types: 0 } });
  t.after(() => h.sub.unsubscribe());
  assert.deepEqual(h.last().selection, { id: 7, name: '白酒', isDefault: 0, types: 0 });
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['600519.SH'],
  );
  assert.equal(h.last().itemsGroupId, 7);
  assert.ok(h.fake.calls.includes('items 7'));
  // The refreshed name is stored back.
  assert.deepEqual(h.saves.at(-1), { id: 7, name: '白酒', isDefault: 0, types: 0 });
});

test('a stored group that no longer exists falls back to 全部', (t) => {
  const h = harness({ stored: { id: 404, name: 'gone', isDefault: 0, types: 0 } });
  t.after(() => h.sub.unsubscribe());
  assert.equal(h.last().selection?.id, 1);
  assert.equal(h.stored.value?.id, 1);
});

test('selectGroup stores the choice, shows loading, then the group items', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.fake.hold = true;
  h.store.selectGroup(h.last().groups[2]!);
  assert.deepEqual(h.stored.value, { id: 9, name: '银行', isDefault: 0, types: 0 });
  assert.equal(h.last().items, null, 'loading the new group');
  h.fake.release();
  assert.deepEqual(h.last().items, []);
  assert.equal(h.last().itemsGroupId, 9);
});

test('add: optimistic 已添加 at once, then favoriteChange is refreshed and the store reloads', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.fake.hold = true;
  const before = h.changed.value;
  h.store.add('300750.SZ');
  assert.ok(h.last().followed.includes('300750.SZ'));
  assert.equal(h.last().busy, 1);
  assert.equal(h.changed.value, before, 'not marked before the server answered');
  h.fake.release(); // add
  assert.equal(h.changed.value, before + 1, 'favoriteChange refreshed');
  h.fake.release(); // groups
  h.fake.release(); // items 1
  const s = h.last();
  assert.equal(s.busy, 0);
  assert.deepEqual(
    s.all.map((i) => i.code),
    ['300750.SZ', '600519.SH', '000001.SZ'],
  );
  assert.deepEqual(s.followed, ['300750.SZ', '600519.SH', '000001.SZ']);
});

test('a failed command records the error and the reload undoes the optimistic edit', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.fake.failNext('add', '自选股数量已达上限');
  h.store.add('300750.SZ');
  const s = h.last();
  assert.equal(s.busy, 0);
  assert.equal(s.lastError, '自选股数量已达上限');
  assert.ok(!s.followed.includes('300750.SZ'));
});

test('a failed load shows error, and a reload recovers', (t) => {
  const fake = fakeWatchlist();
  fake.failNext('groups', '系统开小差了');
  const h = harness({ fake });
  t.after(() => h.sub.unsubscribe());
  assert.equal(h.last().status, 'error');
  assert.equal(h.last().lastError, '系统开小差了');
  h.store.reload();
  assert.equal(h.last().status, 'ready');
  assert.equal(h.last().lastError, null);
});

test('favoriteChange from another tab or page reloads', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.fake.members.get(1)!.unshift('601318.SH');
  h.changed.next(Date.now());
  assert.deepEqual(h.last().followed, ['601318.SH', '600519.SH', '000001.SZ']);
});

test('logout resets to anonymous; login again reloads', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.token.next(null);
  assert.equal(h.last().status, 'anonymous');
  assert.deepEqual(h.last().followed, []);
  assert.deepEqual(h.last().groups, []);
  h.token.next('t2');
  assert.equal(h.last().status, 'ready');
  assert.equal(h.last().followed.length, 2);
});

test('groups: create, rename, reorder, set top, delete', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.store.createGroup('科技');
  assert.deepEqual(
    h.last().groups.map((g) => g.name),
    ['全部', '白酒', '银行', '科技'],
  );
  h.store.renameGroup(7, '消费');
  assert.deepEqual(
    h.last().groups.map((g) => g.name),
    ['全部', '消费', '银行', '科技'],
  );
  h.store.reorderGroups([9, 7]);
  assert.deepEqual(
    h.last().groups.map((g) => g.id),
    [1, 9, 7, 50],
  );
  h.store.setGroupTop(50);
  assert.deepEqual(
    h.last().groups.map((g) => g.id),
    [1, 50, 9, 7],
  );
  h.store.selectGroup(h.last().groups.find((g) => g.id === 9)!);
  h.store.deleteGroup(9);
  assert.deepEqual(
    h.last().groups.map((g) => g.id),
    [1, 50, 7],
  );
  assert.equal(h.last().selection?.id, 1, 'deleting the selected group selects 全部');
});

test('optimistic group edits show before the server answers', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.fake.hold = true;
  h.store.renameGroup(7, '消费');
  assert.equal(h.last().groups[1]!.name, '消费');
  h.store.reorderGroups([9, 7]);
  h.store.setGroupTop(7);
  h.store.deleteGroup(9);
  // Commands run one at a time; the optimistic edits apply as each starts.
  assert.deepEqual(
    h.last().groups.map((g) => g.id),
    [1, 7, 9],
  );
});

test('items: reorder (drag), set top, remark, move, batch delete', (t) => {
  const h = harness({ fake: fakeWatchlist({ groups: [[7, '白酒']], members: { 1: ['600519.SH', '000001.SZ', '300750.SZ'] } }) });
  t.after(() => h.sub.unsubscribe());
  h.store.reorderItems(1, ['300750.SZ', '600519.SH', '000001.SZ']);
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['300750.SZ', '600519.SH', '000001.SZ'],
  );
  h.store.setItemTop(1, '000001.SZ');
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['000001.SZ', '300750.SZ', '600519.SH'],
  );
  const id = h.last().items!.find((i) => i.code === '600519.SH')!.id;
  h.store.setRemark(id, '长期持有');
  assert.equal(h.last().items!.find((i) => i.code === '600519.SH')!.remark, '长期持有');
  // Move two out of 全部 = copy into 白酒.
  h.store.moveItems(['600519.SH', '300750.SZ'], 1, 7);
  assert.equal(h.last().items?.length, 3);
  h.store.selectGroup(h.last().groups[1]!);
  assert.deepEqual(new Set(h.last().items?.map((i) => i.code)), new Set(['600519.SH', '300750.SZ']));
  // Removing from a user group keeps the code followed.
  h.store.batchDelete(7, ['300750.SZ']);
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['600519.SH'],
  );
  assert.ok(h.last().followed.includes('300750.SZ'));
  // Removing from 全部 unfollows.
  h.store.selectGroup(h.last().groups[0]!);
  h.store.batchDelete(1, ['600519.SH']);
  assert.ok(!h.last().followed.includes('600519.SH'));
  assert.deepEqual(h.fake.members.get(7), []);
});

test('optimistic row edits: reorder and remark apply before the answer; remove drops the row', (t) => {
  const h = harness();
  t.after(() => h.sub.unsubscribe());
  h.fake.hold = true;
  h.store.reorderItems(1, ['000001.SZ']);
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['000001.SZ', '600519.SH'],
  );
  h.store.remove('600519.SH');
  // Queued behind the reorder: not applied yet.
  assert.equal(h.last().items?.length, 2);
  h.fake.release(); // answers sortItems; the remove starts (optimistic) and the reload begins
  h.fake.release(); // answers every waiting call: remove and the reload's groups
  h.fake.release(); // the items of the final reload
  assert.ok(!h.last().followed.includes('600519.SH'));
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['000001.SZ'],
  );
});

test('removeFromGroups takes a code out of a user group only: the open group loses the row, 全部 keeps it followed', (t) => {
  const h = harness({ stored: { id: 7, name: '白酒', isDefault: 0, types: 0 } });
  t.after(() => h.sub.unsubscribe());
  assert.deepEqual(
    h.last().items?.map((i) => i.code),
    ['600519.SH'],
  );
  h.store.removeFromGroups('600519.SH', [7]);
  assert.deepEqual(h.last().items, []);
  assert.ok(h.last().followed.includes('600519.SH'), 'still followed in 全部');
  assert.deepEqual(h.fake.members.get(7), []);
  assert.deepEqual(h.fake.members.get(1), ['600519.SH', '000001.SZ']);
});
