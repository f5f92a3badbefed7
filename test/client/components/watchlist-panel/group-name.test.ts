import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canCreateGroup, groupNameError } from '../../../../client/components/watchlist-panel/group-name';

const groups = [
  { id: 1, name: '全部' },
  { id: 7, name: '白酒' },
];

test('group names: required, at most 20 characters, not 全部, unique', () => {
  assert.equal(groupNameError('  ', groups), '请输入分组名称');
  assert.match(groupNameError('一'.repeat(21), groups)!, /20/);
  assert.equal(groupNameError('一'.repeat(20), groups), null);
  assert.match(groupNameError('全部', groups)!, /默认分组/);
  assert.equal(groupNameError(' 白酒 ', groups), '分组名称已存在');
  assert.equal(groupNameError('白酒', groups, 7), null, 'renaming to its own name is fine');
  assert.equal(groupNameError('银行', groups), null);
});

test('at most 50 user groups', () => {
  const many = Array.from({ length: 50 }, () => ({ isDefault: 0 as const }));
  assert.equal(canCreateGroup([{ isDefault: 1 }, ...many]), false);
  assert.equal(canCreateGroup([{ isDefault: 1 }, ...many.slice(1)]), true);
});
