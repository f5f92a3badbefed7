import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseStoredSelection,
  normalizeGroupSelect,
  resolveSelection,
  defaultGroup,
  sameSelection,
} from '../../../client/state/watchlist-selection';
import type { WatchlistGroup } from '../../../contracts/entities';

const groups: WatchlistGroup[] = [
  { id: 1, name: '我的自选', isDefault: 1, types: 1, count: 3, sort: 0 },
  { id: 7, name: '白酒', isDefault: 0, types: 0, count: 1, sort: 1 },
  { id: 9, name: '银行', isDefault: 0, types: 0, count: 0, sort: 2 },
];

test('stored selection: absent means nothing to remove', () => {
  assert.deepEqual(parseStoredSelection(null), { selection: null, remove: false });
  assert.deepEqual(parseStoredSelection(''), { selection: null, remove: false });
});

test('stored selection: invalid JSON is removed (spec §5)', () => {
  assert.deepEqual(parseStoredSelection('{not json'), { selection: null, remove: true });
  assert.deepEqual(parseStoredSelection('undefined'), { selection: null, remove: true });
});

test('stored selection: valid JSON of the wrong shape is removed too', () => {
  for (const raw of ['42', '[]', 'null', '{"id":"7","name":"x","isDefault":0,"types":0}', '{"id":7,"name":"x","isDefault":2,"types":0}']) {
    assert.deepEqual(parseStoredSelection(raw), { selection: null, remove: true }, raw);
  }
});

test('stored selection: the default all group is forced to 全部 (spec §3)', () => {
  const r = parseStoredSelection(JSON.stringify({ id: 1, name: 'All', isDefault: 1, types: 1 }));
  assert.deepEqual(r, { selection: { id: 1, name: '全部', isDefault: 1, types: 1 }, remove: false });
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
    id: 1, name: '全部', isDefault: 1, types: 1,
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
