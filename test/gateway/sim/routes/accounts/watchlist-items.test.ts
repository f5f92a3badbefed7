import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { WatchlistGroup } from '../../../../../contracts/entities';
import {
  WATCHLIST_LIMITS,
  type AddDateReset,
  type BeginDate,
  type CodeGroups,
  type IsOpt,
  type ItemsPage,
  type RemarkResult,
  type WatchlistItem,
} from '../../../../../contracts/endpoints/watchlist';
import { buildTestApp, callOk, expectFail, signIn, type TestApp } from './helpers';

type Ctx = TestApp & { token: string; allId: number; tok: { token: string } };

async function setup(t: Parameters<typeof buildTestApp>[0]): Promise<Ctx> {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  const [all] = await callOk<WatchlistGroup[]>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', { token });
  return { ...ta, token, allId: all!.id, tok: { token } };
}

const group = (c: Ctx, name: string) => callOk<WatchlistGroup>(c.app, 'GET', `/api/v2/opt/addOptGroup?name=${encodeURIComponent(name)}`, c.tok);
const add = (c: Ctx, code: string, groupIds = '') =>
  callOk<CodeGroups>(c.app, 'GET', `/api/v2/opt/addOpt?code=${code}${groupIds ? `&groupIds=${groupIds}` : ''}`, c.tok);
const list = (c: Ctx, groupId?: number) => callOk<WatchlistItem[]>(c.app, 'GET', `/api/v2/opt/listOptV4${groupId ? `?groupId=${groupId}` : ''}`, c.tok);
const codes = async (c: Ctx, groupId?: number) => (await list(c, groupId)).map((i) => i.code);

test('addOpt puts a code in 全部 and the given groups, newest on top, with add price and quote fields', async (t) => {
  const c = await setup(t);
  const g = await group(c, '白酒');
  assert.deepEqual(await add(c, '600519.SH', `${g.id}`), { code: '600519.SH', groupIds: [c.allId, g.id] });
  c.clock.advance(1000);
  assert.deepEqual(await add(c, '000001.SZ'), { code: '000001.SZ', groupIds: [c.allId] });
  assert.deepEqual(await codes(c), ['000001.SZ', '600519.SH']);
  assert.deepEqual(await codes(c, g.id), ['600519.SH']);
  const [item] = await list(c, g.id);
  assert.deepEqual(
    { ...item, id: 0, sort: 0 },
    {
      id: 0,
      code: '600519.SH',
      name: '贵州茅台',
      suffix: 'SH',
      kind: 'capital',
      remark: '',
      addDate: c.clock.t - 1000,
      addPrice: 1500,
      sort: 0,
      price: 1500,
      change: item!.change,
      pct: 1.2,
      volume: 1_000_000,
      amount: 1_500_000_000,
      turnover: 0.5,
      sinceAddPct: 0,
    },
  );
  // Adding again (to another group) keeps the item, its add date and price.
  const h = await group(c, '核心');
  c.market.setPrice('600519.SH', 1650);
  assert.deepEqual((await add(c, '600519.SH', `${h.id},${g.id}`)).groupIds, [c.allId, g.id, h.id]);
  const again = (await list(c, h.id))[0]!;
  assert.deepEqual([again.addPrice, again.price, again.sinceAddPct, again.id], [1500, 1650, 10, item!.id]);
});

test('addOpt validates: unknown code 404, malformed code 400, SQL-looking strings 400, foreign group 404', async (t) => {
  const c = await setup(t);
  await expectFail(c.app, 'GET', '/api/v2/opt/addOpt?code=123456.SH', '404', c.tok, /证券不存在/);
  for (const bad of ['600519', '600519.sh', "600519.SH' OR '1'='1", '600519.SH;DROP TABLE watch_items', '']) {
    await expectFail(c.app, 'GET', `/api/v2/opt/addOpt?code=${encodeURIComponent(bad)}`, '400', c.tok);
  }
  await expectFail(c.app, 'GET', '/api/v2/opt/addOpt?code=600519.SH&groupIds=1;2', '400', c.tok, /groupIds 格式错误/);
  await expectFail(c.app, 'GET', '/api/v2/opt/addOpt?code=600519.SH&groupIds=424242', '404', c.tok, /分组不存在/);
  // The failed add left nothing behind (one transaction).
  assert.deepEqual(await codes(c), []);
  // A code without a quote can be followed; its price fields are null.
  await add(c, '999999.SZ');
  const [item] = await list(c);
  assert.deepEqual([item!.price, item!.addPrice, item!.sinceAddPct, item!.pct], [null, null, null, null]);
});

test('delOptional: from a group keeps it in 全部; without groups or with 全部 it unfollows', async (t) => {
  const c = await setup(t);
  const g = await group(c, 'A');
  await add(c, '600519.SH', `${g.id}`);
  assert.deepEqual(await callOk(c.app, 'GET', `/api/v2/capital/delOptional?code=600519.SH&groupIds=${g.id}`, c.tok), {
    code: '600519.SH',
    groupIds: [c.allId],
  });
  assert.deepEqual(await codes(c, g.id), []);
  assert.deepEqual(await codes(c), ['600519.SH']);
  await add(c, '600519.SH', `${g.id}`);
  assert.deepEqual(await callOk(c.app, 'GET', `/api/v2/capital/delOptional?code=600519.SH&groupIds=${c.allId}`, c.tok), { code: '600519.SH', groupIds: [] });
  assert.deepEqual(await codes(c, g.id), []);
  await add(c, '000001.SZ', `${g.id}`);
  await callOk(c.app, 'GET', '/api/v2/capital/delOptional?code=000001.SZ', c.tok);
  assert.deepEqual(await codes(c), []);
  await expectFail(c.app, 'GET', '/api/v2/capital/delOptional?code=000001.SZ', '404', c.tok, /不在自选中/);
  await expectFail(c.app, 'GET', '/api/v2/capital/delOptional?code=bad', '400', c.tok);
});

test('deleting a group keeps its items in 全部', async (t) => {
  const c = await setup(t);
  const g = await group(c, 'A');
  await add(c, '600519.SH', `${g.id}`);
  await callOk(c.app, 'GET', `/api/v2/opt/delOptGroup?groupId=${g.id}`, c.tok);
  assert.deepEqual(await codes(c), ['600519.SH']);
  assert.deepEqual(await callOk(c.app, 'GET', '/api/v2/opt/groupIds?code=600519.SH', c.tok), [c.allId]);
});

test('batchDelOpt removes from one group, skipping codes not in it; from 全部 it unfollows', async (t) => {
  const c = await setup(t);
  const g = await group(c, 'A');
  for (const code of ['600519.SH', '000001.SZ', '300750.SZ']) await add(c, code, `${g.id}`);
  assert.deepEqual(await callOk(c.app, 'POST', '/api/v2/opt/batchDelOpt', { ...c.tok, body: { groupId: g.id, codes: ['600519.SH', '00700.HK'] } }), {
    removed: 1,
  });
  assert.deepEqual(await codes(c, g.id), ['300750.SZ', '000001.SZ']);
  assert.equal((await codes(c)).length, 3);
  assert.deepEqual(await callOk(c.app, 'POST', '/api/v2/opt/batchDelOpt', { ...c.tok, body: { groupId: c.allId, codes: ['300750.SZ', '000001.SZ'] } }), {
    removed: 2,
  });
  assert.deepEqual(await codes(c), ['600519.SH']);
  assert.deepEqual(await codes(c, g.id), []);
  await expectFail(c.app, 'POST', '/api/v2/opt/batchDelOpt', '400', { ...c.tok, body: { groupId: g.id, codes: [] } }, /至少1项/);
  await expectFail(
    c.app,
    'POST',
    '/api/v2/opt/batchDelOpt',
    '400',
    { ...c.tok, body: { groupId: g.id, codes: ["'; DELETE FROM watch_items;--"] } },
    /codes\[0\] 最多20个字符/,
  );
  await expectFail(c.app, 'POST', '/api/v2/opt/batchDelOpt', '400', { ...c.tok, body: { groupId: g.id, codes: ["1' OR 1=1"] } }, /证券代码格式错误/);
  await expectFail(c.app, 'POST', '/api/v2/opt/batchDelOpt', '400', { ...c.tok, body: { codes: ['600519.SH'] } }, /缺少字段 groupId/);
  assert.deepEqual(await codes(c), ['600519.SH']);
});

test('moveOpt moves between user groups (to the top), copies out of 全部, refuses into 全部', async (t) => {
  const c = await setup(t);
  const a = await group(c, 'A');
  const b = await group(c, 'B');
  await add(c, '600519.SH', `${a.id}`);
  await add(c, '000001.SZ', `${a.id}`);
  await add(c, '300750.SZ', `${b.id}`);
  assert.deepEqual(await callOk(c.app, 'GET', `/api/v2/opt/moveOpt?codes=600519.SH,000001.SZ&fromGroupId=${a.id}&toGroupId=${b.id}`, c.tok), { moved: 2 });
  assert.deepEqual(await codes(c, a.id), []);
  assert.deepEqual(await codes(c, b.id), ['600519.SH', '000001.SZ', '300750.SZ']);
  await add(c, '00700.HK');
  assert.deepEqual(await callOk(c.app, 'GET', `/api/v2/opt/moveOpt?codes=00700.HK&fromGroupId=${c.allId}&toGroupId=${a.id}`, c.tok), { moved: 1 });
  assert.deepEqual(await codes(c, a.id), ['00700.HK']);
  assert.ok((await codes(c)).includes('00700.HK'));
  await expectFail(c.app, 'GET', `/api/v2/opt/moveOpt?codes=00700.HK&fromGroupId=${a.id}&toGroupId=${c.allId}`, '400', c.tok, /不能移动到/);
  await expectFail(c.app, 'GET', `/api/v2/opt/moveOpt?codes=00700.HK&fromGroupId=${a.id}&toGroupId=${a.id}`, '400', c.tok, /相同/);
  await expectFail(c.app, 'GET', `/api/v2/opt/moveOpt?codes=300750.SZ&fromGroupId=${a.id}&toGroupId=${b.id}`, '404', c.tok, /不在分组「A」中/);
  await expectFail(c.app, 'GET', `/api/v2/opt/moveOpt?codes=00700.HK,00700.HK&fromGroupId=${a.id}&toGroupId=${b.id}`, '400', c.tok, /重复/);
  await expectFail(c.app, 'GET', `/api/v2/opt/moveOpt?codes=00700.HK&fromGroupId=${a.id}`, '400', c.tok, /缺少参数 toGroupId/);
  // Failed moves changed nothing.
  assert.deepEqual(await codes(c, a.id), ['00700.HK']);
});

test('sortOpt reorders a group: listed codes first, the rest keep their order', async (t) => {
  const c = await setup(t);
  for (const code of ['600519.SH', '000001.SZ', '300750.SZ', '00700.HK']) await add(c, code);
  assert.deepEqual(await codes(c), ['00700.HK', '300750.SZ', '000001.SZ', '600519.SH']);
  const sorted = await callOk<WatchlistItem[]>(c.app, 'POST', `/api/v2/opt/sortOpt?groupId=${c.allId}`, {
    ...c.tok,
    body: { codes: ['600519.SH', '300750.SZ'] },
  });
  assert.deepEqual(
    sorted.map((i) => i.code),
    ['600519.SH', '300750.SZ', '00700.HK', '000001.SZ'],
  );
  assert.deepEqual(
    sorted.map((i) => i.sort),
    [1, 2, 3, 4],
  );
  assert.deepEqual(await codes(c), ['600519.SH', '300750.SZ', '00700.HK', '000001.SZ']);
  await expectFail(c.app, 'POST', `/api/v2/opt/sortOpt?groupId=${c.allId}`, '404', { ...c.tok, body: { codes: ['000001.SH'] } }, /不在该分组中/);
  await expectFail(c.app, 'POST', `/api/v2/opt/sortOpt?groupId=${c.allId}`, '400', { ...c.tok, body: { codes: ['600519.SH', '600519.SH'] } }, /重复/);
  await expectFail(c.app, 'POST', '/api/v2/opt/sortOpt', '400', { ...c.tok, body: { codes: [] } }, /缺少参数 groupId/);
  await expectFail(c.app, 'POST', `/api/v2/opt/sortOpt?groupId=${c.allId}`, '400', { ...c.tok, body: { codes: 'x' } }, /格式错误/);
});

test('remark: set, clear, ≤ 100 characters, only on my own items', async (t) => {
  const c = await setup(t);
  await add(c, '600519.SH');
  const [item] = await list(c);
  const remark = "长期持有\n估值合理 <script>alert(1)</script> '; DROP TABLE watch_items;--";
  const r = await callOk<RemarkResult>(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, { ...c.tok, body: { remark } });
  assert.deepEqual(r, { id: item!.id, code: '600519.SH', remark });
  assert.equal((await list(c))[0]!.remark, remark);
  await callOk(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, { ...c.tok, body: { remark: '字'.repeat(100) } });
  await expectFail(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, '409', { ...c.tok, body: { remark: '字'.repeat(101) } }, /不能超过100个字/);
  await expectFail(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, '400', { ...c.tok, body: { remark: 'a\u0000b' } }, /非法字符/);
  await expectFail(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, '400', { ...c.tok, body: {} }, /缺少字段 remark/);
  await expectFail(c.app, 'POST', '/api/v2/opt/remark/abc', '400', { ...c.tok, body: { remark: 'x' } }, /id 必须是整数/);
  await expectFail(c.app, 'POST', '/api/v2/opt/remark/9999', '404', { ...c.tok, body: { remark: 'x' } });
  assert.equal((await list(c))[0]!.remark, '字'.repeat(100));
  await callOk(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, { ...c.tok, body: { remark: '' } });
  assert.equal((await list(c))[0]!.remark, '');

  const other = await signIn(c, '13700000000');
  await expectFail(c.app, 'POST', `/api/v2/opt/remark/${item!.id}`, '404', { token: other, body: { remark: 'mine now' } });
});

test('queryBeginDate and reSetAddDate: the return since added restarts from now', async (t) => {
  const c = await setup(t);
  const addedAt = c.clock.t;
  await add(c, '000001.SZ');
  c.clock.advance(86_400_000);
  c.market.setPrice('000001.SZ', 11);
  const begin = await callOk<BeginDate>(c.app, 'GET', '/api/v2/opt/queryBeginDate?code=000001.SZ', c.tok);
  assert.deepEqual(begin, { code: '000001.SZ', addDate: addedAt, addPrice: 10, price: 11, sinceAddPct: 10 });
  const reset = await callOk<AddDateReset>(c.app, 'GET', '/api/v2/opt/reSetAddDate?code=000001.SZ', c.tok);
  assert.deepEqual(reset, { code: '000001.SZ', addDate: c.clock.t, addPrice: 11 });
  const after = await callOk<BeginDate>(c.app, 'GET', '/api/v2/opt/queryBeginDate?code=000001.SZ', c.tok);
  assert.equal(after.sinceAddPct, 0);
  await expectFail(c.app, 'GET', '/api/v2/opt/queryBeginDate?code=600519.SH', '404', c.tok);
  await expectFail(c.app, 'GET', '/api/v2/opt/reSetAddDate?code=600519.SH', '404', c.tok);
});

test('isOpt and groupIds', async (t) => {
  const c = await setup(t);
  const g = await group(c, 'A');
  await add(c, '600519.SH', `${g.id}`);
  assert.deepEqual(await callOk<IsOpt>(c.app, 'GET', '/api/v2/opt/isOpt?code=600519.SH', c.tok), { code: '600519.SH', isOpt: 1 });
  assert.deepEqual(await callOk<IsOpt>(c.app, 'GET', '/api/v2/opt/isOpt?code=000001.SZ', c.tok), { code: '000001.SZ', isOpt: 0 });
  assert.deepEqual(await callOk(c.app, 'GET', '/api/v2/opt/groupIds?code=600519.SH', c.tok), [c.allId, g.id]);
  assert.deepEqual(await callOk(c.app, 'GET', '/api/v2/opt/groupIds?code=000001.SZ', c.tok), []);
  await expectFail(c.app, 'GET', '/api/v2/opt/isOpt', '400', c.tok, /缺少参数 code/);
  const other = await signIn(c, '13700000000');
  assert.equal((await callOk<IsOpt>(c.app, 'GET', '/api/v2/opt/isOpt?code=600519.SH', { token: other })).isOpt, 0);
});

test('listOptionalV5Items pages and sorts server-side, nulls last', async (t) => {
  const c = await setup(t);
  for (const code of ['600519.SH', '000001.SZ', '000001.SH', '300750.SZ', '00700.HK', '999999.SZ']) await add(c, code);
  const byPct = await callOk<ItemsPage>(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', { ...c.tok, body: { sortBy: 'pct', order: 'desc', pageSize: 4 } });
  assert.equal(byPct.total, 6);
  assert.deepEqual(
    byPct.items.map((i) => i.code),
    ['300750.SZ', '600519.SH', '000001.SH', '000001.SZ'],
  );
  const page2 = await callOk<ItemsPage>(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', {
    ...c.tok,
    body: { sortBy: 'pct', order: 'desc', pageSize: 4, page: 2 },
  });
  assert.deepEqual(
    page2.items.map((i) => i.code),
    ['00700.HK', '999999.SZ'],
  );
  const asc = await callOk<ItemsPage>(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', { ...c.tok, body: { sortBy: 'price' } });
  assert.deepEqual(
    asc.items.map((i) => i.code),
    ['000001.SZ', '300750.SZ', '00700.HK', '600519.SH', '000001.SH', '999999.SZ'],
  );
  const plain = await callOk<ItemsPage>(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', { ...c.tok, body: {} });
  assert.deepEqual(
    plain.items.map((i) => i.code),
    await codes(c),
  );
  assert.deepEqual([plain.page, plain.pageSize], [1, 50]);
  await expectFail(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', '400', { ...c.tok, body: { sortBy: 'name; DROP' } }, /sortBy 取值无效/);
  await expectFail(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', '400', { ...c.tok, body: { pageSize: 1000 } }, /超出范围/);
});

test(`at most ${WATCHLIST_LIMITS.maxItemsPerGroup} items per group, checked in the same transaction`, async (t) => {
  const c = await setup(t);
  const g = await group(c, 'A');
  // Fill 全部 to the limit directly through the store (500 HTTP round trips add nothing to the test).
  const userId = c.store.sessions.check(c.token, c.clock.t);
  assert.equal(userId.status, 'ok');
  if (userId.status !== 'ok') return;
  for (let i = 0; i < WATCHLIST_LIMITS.maxItemsPerGroup - 1; i++) c.store.items.add(userId.userId, `${String(i).padStart(6, '0')}.BJ`, [], null, c.clock.t);
  await add(c, '600519.SH', `${g.id}`);
  await expectFail(c.app, 'GET', '/api/v2/opt/addOpt?code=000001.SZ', '409', c.tok, /分组「全部」已满，最多500只/);
  assert.equal((await codes(c)).length, WATCHLIST_LIMITS.maxItemsPerGroup);
  // Re-adding a followed code to another group is still fine.
  const h = await group(c, 'B');
  await add(c, '600519.SH', `${h.id}`);
  await callOk(c.app, 'GET', '/api/v2/capital/delOptional?code=600519.SH', c.tok);
  await add(c, '000001.SZ');
});

test("another user's items are unreachable through every item call", async (t) => {
  const c = await setup(t);
  const g = await group(c, 'A');
  await add(c, '600519.SH', `${g.id}`);
  const other = { token: await signIn(c, '13700000000') };
  await expectFail(c.app, 'GET', `/api/v2/opt/listOptV4?groupId=${g.id}`, '404', other);
  await expectFail(c.app, 'POST', '/api/v2/opt/listOptionalV5Items', '404', { ...other, body: { groupId: g.id } });
  await expectFail(c.app, 'POST', `/api/v2/opt/sortOpt?groupId=${g.id}`, '404', { ...other, body: { codes: ['600519.SH'] } });
  await expectFail(c.app, 'POST', '/api/v2/opt/batchDelOpt', '404', { ...other, body: { groupId: g.id, codes: ['600519.SH'] } });
  await expectFail(c.app, 'GET', `/api/v2/opt/moveOpt?codes=600519.SH&fromGroupId=${g.id}&toGroupId=${g.id + 1}`, '404', other);
  await expectFail(c.app, 'GET', `/api/v2/capital/delOptional?code=600519.SH&groupIds=${g.id}`, '404', other);
  await expectFail(c.app, 'GET', '/api/v2/opt/queryBeginDate?code=600519.SH', '404', other);
  assert.deepEqual(await callOk(c.app, 'GET', '/api/v2/opt/listOptV4', other), []);
  assert.deepEqual(await codes(c, g.id), ['600519.SH']);
});
