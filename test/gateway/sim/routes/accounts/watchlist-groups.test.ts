import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { WatchlistGroup } from '../../../../../contracts/entities';
import { WATCHLIST_LIMITS, type GroupAvgChg, type GroupItemNum } from '../../../../../contracts/endpoints/watchlist';
import { buildTestApp, callOk, expectFail, signIn, type TestApp } from './helpers';

async function setup(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp & { token: string; allId: number }> {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  const [all] = await callOk<WatchlistGroup[]>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', { token });
  return { ...ta, token, allId: all!.id };
}

const addGroup = (ta: TestApp & { token: string }, name: string) =>
  callOk<WatchlistGroup>(ta.app, 'GET', `/api/v2/opt/addOptGroup?name=${encodeURIComponent(name)}`, { token: ta.token });
const names = async (ta: TestApp & { token: string }) =>
  (await callOk<WatchlistGroup[]>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', { token: ta.token })).map((g) => g.name);

test('add, rename and delete groups; 全部 stays first and fixed', async (t) => {
  const ta = await setup(t);
  const a = await addGroup(ta, '  白酒 ');
  assert.deepEqual(a, { id: a.id, name: '白酒', isDefault: 0, types: 0, count: 0, sort: 1 });
  const b = await addGroup(ta, '银行');
  assert.deepEqual(await names(ta), ['全部', '白酒', '银行']);
  const renamed = await callOk<WatchlistGroup>(ta.app, 'GET', `/api/v2/opt/renameOptGroup?groupId=${b.id}&name=${encodeURIComponent('大金融')}`, {
    token: ta.token,
  });
  assert.equal(renamed.name, '大金融');
  assert.equal(await callOk(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${a.id}`, { token: ta.token }), null);
  assert.deepEqual(await names(ta), ['全部', '大金融']);
  await expectFail(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${ta.allId}`, '400', { token: ta.token }, /不能删除/);
  await expectFail(ta.app, 'GET', `/api/v2/opt/renameOptGroup?groupId=${ta.allId}&name=x`, '400', { token: ta.token }, /不能重命名/);
  await expectFail(ta.app, 'GET', `/api/v2/opt/setTop?groupId=${ta.allId}`, '400', { token: ta.token });
  await expectFail(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${a.id}`, '404', { token: ta.token }, /分组不存在/);
});

test('group names: trimmed, 1–20 characters, unique, not 全部, no control characters', async (t) => {
  const ta = await setup(t);
  const token = { token: ta.token };
  await addGroup(ta, '自选一');
  await expectFail(ta.app, 'GET', '/api/v2/opt/addOptGroup?name=%20%20', '400', token, /不能为空/);
  await expectFail(ta.app, 'GET', `/api/v2/opt/addOptGroup?name=${encodeURIComponent('自选一')}`, '400', token, /已存在/);
  await expectFail(ta.app, 'GET', `/api/v2/opt/addOptGroup?name=${encodeURIComponent('全部')}`, '400', token, /不能使用/);
  await expectFail(ta.app, 'GET', `/api/v2/opt/addOptGroup?name=${'a'.repeat(21)}`, '400', token, /不能超过20个字/);
  await expectFail(ta.app, 'GET', '/api/v2/opt/addOptGroup?name=a%0Ab', '400', token, /非法字符/);
  await expectFail(ta.app, 'GET', '/api/v2/opt/addOptGroup', '400', token, /缺少参数 name/);
  await addGroup(ta, '🚀'.repeat(20));
  const sqlish = "x'); DROP TABLE watch_groups;--";
  await expectFail(ta.app, 'GET', `/api/v2/opt/addOptGroup?name=${encodeURIComponent(sqlish)}`, '400', token, /不能超过/);
  const stored = await addGroup(ta, "'; DROP TABLE x;--");
  assert.equal(stored.name, "'; DROP TABLE x;--");
  assert.deepEqual(await names(ta), ['全部', '自选一', '🚀'.repeat(20), "'; DROP TABLE x;--"]);
  // Renaming to a taken name fails; renaming to its own name is fine.
  await expectFail(ta.app, 'GET', `/api/v2/opt/renameOptGroup?groupId=${stored.id}&name=${encodeURIComponent('自选一')}`, '400', token, /已存在/);
  await callOk(ta.app, 'GET', `/api/v2/opt/renameOptGroup?groupId=${stored.id}&name=${encodeURIComponent(stored.name)}`, token);
});

test(`at most ${WATCHLIST_LIMITS.maxGroups} user groups`, async (t) => {
  const ta = await setup(t);
  for (let i = 0; i < WATCHLIST_LIMITS.maxGroups; i++) await addGroup(ta, `g${i}`);
  await expectFail(ta.app, 'GET', '/api/v2/opt/addOptGroup?name=one-more', '409', { token: ta.token }, /最多只能创建50个分组/);
  const groups = await callOk<WatchlistGroup[]>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', { token: ta.token });
  assert.equal(groups.length, WATCHLIST_LIMITS.maxGroups + 1);
  await callOk(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${groups[1]!.id}`, { token: ta.token });
  await addGroup(ta, 'one-more');
});

test('setTop and sortOptGroup reorder user groups; unlisted groups keep their order', async (t) => {
  const ta = await setup(t);
  const [a, b, c, d] = [await addGroup(ta, 'A'), await addGroup(ta, 'B'), await addGroup(ta, 'C'), await addGroup(ta, 'D')];
  const top = await callOk<WatchlistGroup[]>(ta.app, 'GET', `/api/v2/opt/setTop?groupId=${c!.id}`, { token: ta.token });
  assert.deepEqual(
    top.map((g) => g.name),
    ['全部', 'C', 'A', 'B', 'D'],
  );
  const sorted = await callOk<WatchlistGroup[]>(ta.app, 'POST', '/api/v2/opt/sortOptGroup', { token: ta.token, body: { groupIds: [d!.id, b!.id] } });
  assert.deepEqual(
    sorted.map((g) => g.name),
    ['全部', 'D', 'B', 'C', 'A'],
  );
  assert.deepEqual(
    sorted.map((g) => g.sort),
    [0, 1, 2, 3, 4],
  );
  assert.deepEqual(await names(ta), ['全部', 'D', 'B', 'C', 'A']);
  await expectFail(ta.app, 'POST', '/api/v2/opt/sortOptGroup', '400', { token: ta.token, body: { groupIds: [a!.id, a!.id] } }, /重复/);
  await expectFail(ta.app, 'POST', '/api/v2/opt/sortOptGroup', '400', { token: ta.token, body: { groupIds: [ta.allId] } });
  await expectFail(ta.app, 'POST', '/api/v2/opt/sortOptGroup', '404', { token: ta.token, body: { groupIds: [999] } });
  await expectFail(ta.app, 'POST', '/api/v2/opt/sortOptGroup', '400', { token: ta.token, body: { groupIds: ['x'] } }, /groupIds\[0\] 必须是整数/);
  await expectFail(ta.app, 'POST', '/api/v2/opt/sortOptGroup', '400', { token: ta.token, body: {} }, /缺少字段 groupIds/);
  // A failed sort changed nothing.
  assert.deepEqual(await names(ta), ['全部', 'D', 'B', 'C', 'A']);
});

test('optGroupItemNum and avgChg', async (t) => {
  const ta = await setup(t);
  const g = await addGroup(ta, '成长');
  const tok = { token: ta.token };
  for (const code of ['600519.SH', '000001.SZ', '000001.SH', '999999.SZ']) await callOk(ta.app, 'GET', `/api/v2/opt/addOpt?code=${code}`, tok);
  await callOk(ta.app, 'GET', `/api/v2/opt/addOpt?code=300750.SZ&groupIds=${g.id}`, tok);
  const num = await callOk<GroupItemNum>(ta.app, 'GET', '/api/v2/opt/optGroupItemNum', tok);
  assert.deepEqual(num, {
    total: 5,
    max: WATCHLIST_LIMITS.maxItemsPerGroup,
    groups: [
      { groupId: ta.allId, count: 5 },
      { groupId: g.id, count: 1 },
    ],
  });
  const avg = await callOk<GroupAvgChg[]>(ta.app, 'POST', '/api/v2/opt/avgChg', { ...tok, body: {} });
  // 全部: 1.2, -0.5, 0, 3.4 (999999.SZ has no quote) → mean 1.025 → 1.03 (2 decimals).
  assert.deepEqual(avg, [
    { groupId: ta.allId, avgPct: 1.03, count: 5, up: 2, down: 1, flat: 1 },
    { groupId: g.id, avgPct: 3.4, count: 1, up: 1, down: 0, flat: 0 },
  ]);
  const empty = await addGroup(ta, '空');
  const one = await callOk<GroupAvgChg[]>(ta.app, 'POST', '/api/v2/opt/avgChg', { ...tok, body: { groupIds: [empty.id] } });
  assert.deepEqual(one, [{ groupId: empty.id, avgPct: null, count: 0, up: 0, down: 0, flat: 0 }]);
  await expectFail(ta.app, 'POST', '/api/v2/opt/avgChg', '404', { ...tok, body: { groupIds: [12345] } });
});

test("another user's groups are unreachable", async (t) => {
  const ta = await setup(t);
  const mine = await addGroup(ta, '我的');
  const other = await signIn(ta, '13700000000');
  const o = { token: other };
  await expectFail(ta.app, 'GET', `/api/v2/opt/renameOptGroup?groupId=${mine.id}&name=x`, '404', o);
  await expectFail(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${mine.id}`, '404', o);
  await expectFail(ta.app, 'GET', `/api/v2/opt/setTop?groupId=${mine.id}`, '404', o);
  await expectFail(ta.app, 'GET', `/api/v2/opt/listOptV4?groupId=${mine.id}`, '404', o);
  await expectFail(ta.app, 'GET', `/api/v2/opt/addOpt?code=600519.SH&groupIds=${mine.id}`, '404', o);
  await expectFail(ta.app, 'POST', '/api/v2/opt/sortOptGroup', '404', { ...o, body: { groupIds: [mine.id] } });
  await expectFail(ta.app, 'POST', '/api/v2/opt/avgChg', '404', { ...o, body: { groupIds: [mine.id] } });
  await expectFail(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${ta.allId}`, '404', o);
  const theirs = await callOk<WatchlistGroup[]>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', o);
  assert.deepEqual(
    theirs.map((g) => g.name),
    ['全部'],
  );
  assert.deepEqual(await names(ta), ['全部', '我的']);
});

test('group ids must be positive integers', async (t) => {
  const ta = await setup(t);
  const tok = { token: ta.token };
  await expectFail(ta.app, 'GET', '/api/v2/opt/delOptGroup?groupId=abc', '400', tok, /groupId 必须是整数/);
  await expectFail(ta.app, 'GET', '/api/v2/opt/delOptGroup?groupId=0', '400', tok, /超出范围/);
  await expectFail(ta.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${encodeURIComponent('1 OR 1=1')}`, '400', tok);
  await expectFail(ta.app, 'GET', '/api/v2/opt/delOptGroup?groupId=99999999999999999999', '400', tok);
  await expectFail(ta.app, 'GET', '/api/v2/opt/delOptGroup', '400', tok, /缺少参数 groupId/);
});
