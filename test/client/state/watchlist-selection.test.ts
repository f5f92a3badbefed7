import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY } from 'rxjs';
import { createPersisted, memoryStorage } from '../../../client/core/persisted';
import { normalizeGroupSelect, openUserGroupId, resolveSelection, defaultGroup, sameSelection } from '../../../client/state/watchlist-selection';
import type { WatchlistGroup } from '../../../contracts/entities';

const groups: WatchlistGroup[] = [
  { id: 1, name: '我的自选', isDefault: 1, types: 1, count: 3, sort: 0 },
  { id: 7, name: '白酒', isDefault: 0, types: 0, count: 1, sort: 1 },
  { id: 9, name: '银行', isDefault: 0, types: 0, count: 0, sort: 2 },
];

function storageWith(raw: string | null) {
  const local = memoryStorage();
  if (raw !== null) local.setItem('favoriteGroupSelect', raw);
  const persisted = createPersisted({ local, session: memoryStorage(), externalChanges$: EMPTY });
  return { local, persisted };
}

test('stored selection: absent reads as null', () => {
  const { persisted } = storageWith(null);
  assert.equal(persisted.get('favoriteGroupSelect'), null);
});

test('stored selection: invalid JSON is removed (spec §5)', () => {
  for (const raw of ['{not json', 'undefined', '42', '[]', '{"id":"7","name":"x","isDefault":0,"types":0}', '{"id":7,"name":"x","isDefault":2,"types":0}']) {
    const { local, persisted } = storageWith(raw);
    assert.equal(persisted.get('favoriteGroupSelect'), null, raw);
    assert.equal(local.getItem('favoriteGroupSelect'), null, `${raw} removed`);
  }
});

test('stored selection: the default all group is forced to 全部 (spec §3)', () => {
  const { persisted } = storageWith(JSON.stringify({ id: 1, name: 'All', isDefault: 1, types: 1 }));
  assert.deepEqual(persisted.get('favoriteGroupSelect'), { id: 1, name: '全部', isDefault: 1, types: 1 });
  assert.equal(normalizeGroupSelect({ id: 1, name: 'All', isDefault: 1, types: 1 }).name, '全部');
  // isDefault alone, or types alone, does not force the name.
  assert.equal(normalizeGroupSelect({ id: 2, name: '白酒', isDefault: 1, types: 0 }).name, '白酒');
  assert.equal(normalizeGroupSelect({ id: 2, name: '白酒', isDefault: 0, types: 1 }).name, '白酒');
});

test('resolve: keeps an existing group and refreshes its name after a rename', () => {
  const sel = resolveSelection({ id: 7, name: '旧名', isDefault: 0, types: 0 }, groups);
  assert.deepEqual(sel, { id: 7, name: '白酒', isDefault: 0, types: 0 });
});

test('resolve: a deleted group falls back to the default group named 全部', () => {
  assert.deepEqual(resolveSelection({ id: 99, name: 'gone', isDefault: 0, types: 0 }, groups), {
    id: 1,
    name: '全部',
    isDefault: 1,
    types: 1,
  });
  assert.deepEqual(resolveSelection(null, groups)?.id, 1);
  assert.equal(resolveSelection(null, []), null);
});

test('defaultGroup prefers isDefault, then types 1, then the first', () => {
  assert.equal(defaultGroup(groups)?.id, 1);
  assert.equal(defaultGroup([groups[1]!, { ...groups[2]!, types: 1 }])?.id, 9);
  assert.equal(defaultGroup([groups[2]!, groups[1]!])?.id, 9);
});

test('sameSelection compares every field', () => {
  const a = { id: 7, name: '白酒', isDefault: 0 as const, types: 0 as const };
  assert.ok(sameSelection(a, { ...a }));
  assert.ok(!sameSelection(a, { ...a, name: 'x' }));
  assert.ok(sameSelection(null, null));
  assert.ok(!sameSelection(a, null));
});

test('the open user group (issue 27: 加自选 goes into it): a selected user group that exists; null for 全部, nothing, or a deleted group', () => {
  assert.equal(openUserGroupId({ id: 7, name: '白酒', isDefault: 0, types: 0 }, groups), 7);
  assert.equal(openUserGroupId({ id: 1, name: '全部', isDefault: 1, types: 1 }, groups), null);
  assert.equal(openUserGroupId(null, groups), null);
  assert.equal(openUserGroupId({ id: 42, name: '已删除', isDefault: 0, types: 0 }, groups), null);
  assert.equal(openUserGroupId({ id: 7, name: '白酒', isDefault: 0, types: 0 }, []), null);
});
