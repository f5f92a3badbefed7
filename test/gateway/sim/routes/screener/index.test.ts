import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  SAVED_SCREEN_LIMITS,
  type SavedScreen,
  type SavedScreenRun,
  type ScreenExplanation,
  type ScreenResult,
} from '../../../../../contracts/screener/endpoints';
import type { GrowAnswer, PepbAnswer } from '../../../../../contracts/endpoints/fundamentals';
import { FREE_LIMITS, MEMBER_ONLY_CODE, MEMBER_SCREEN_FIELDS, memberOnlyMessage } from '../../../../../contracts/membership';
import { screenLockMessage } from '../../../../../contracts/screener/gating';
import { build } from '../../../../../gateway/sim/app';
import { screenerRoutes } from '../../../../../gateway/sim/routes/screener/index';
import { openStore, type Store } from '../../../../../gateway/sim/open-store';
import { expectError, request, signIn } from '../market/helpers';
import { sliceMarket, sliceUniverse } from '../../screener/helpers';

const universe = sliceUniverse(10);
let app: FastifyInstance;
let store: Store;

before(async () => {
  const { view, market } = sliceMarket(universe);
  store = openStore(':memory:');
  app = await build({ store, universe, market: view, companies: market });
  if (!app.hasRoute({ method: 'POST', url: '/api/v3/screener/run' })) await app.register(screenerRoutes, { store, universe, market: view });
  await app.ready();
});
after(async () => {
  await app.close();
  store.close();
});

const RUN = '/api/v3/screener/run';

async function ok<T>(url: string, body: unknown, token?: string): Promise<T> {
  const { env } = await request<T>(app, url.endsWith('/screens') ? 'GET' : 'POST', url, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ...(token ? { token } : {}),
  });
  assert.equal(env.code, '000', `${url}: ${env.code} ${env.message}`);
  return env.datas;
}
async function bad(body: unknown, code = '400', url = RUN, token?: string): Promise<string> {
  const { status, env } = await request(app, 'POST', url, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ...(token ? { token } : {}),
  });
  assert.equal(status, 200);
  assert.equal(env.code, code, `${url} ${JSON.stringify(body)}: expected ${code}, got ${env.code} ${env.message}`);
  assert.equal(env.datas, null);
  return env.message;
}

test('every validation path answers 400 naming the part', async () => {
  const cases: Array<[unknown, RegExp]> = [
    [{ tree: { all: [{ field: 'nope', min: 1 }] } }, /^tree\.all\[0\]\.field: 未知字段 "nope"/],
    [{ tree: { all: [{ field: 'price', min: 1, unit: '%' }] } }, /^tree\.all\[0\]\.unit: 「最新价」的单位应为 元/],
    [{ tree: { all: [{ field: 'price', min: 10, max: 1 }] } }, /^tree\.all\[0\]\.min: 「最新价」的下限 10 大于上限 1/],
    [{ tree: { all: Array.from({ length: 31 }, () => ({ field: 'notSt' })) } }, /^tree\.all\[30\]: 条件最多 30 个/],
    [{ tree: { all: [{ any: [{ field: 'notSt' }, { field: 'board', values: ['火星板'] }] }] } }, /^tree\.all\[0\]\.any\[1\]\.values\[0\]/],
    [{ tree: {} }, /^tree\.all: 条件树缺少 all/],
    // Shapes the body schema (contracts/endpoints/schemas/screener.ts) refuses before the screener sees them.
    [{ tree: { all: 'x' } }, /tree/],
    [{ tree: { all: [{ field: 5 }] } }, /tree/],
    [{ tree: { all: [] }, page: 'two' }, /page/],
    [{ tree: { all: [] }, sort: { field: 'x', order: 'desc' } }, /^sort\.field: 不能按未知字段 "x"/],
    [{ tree: { all: [] }, sort: { field: 'price', order: 'up' } }, /^sort\.order/],
    [{ tree: { all: [] }, page: 0 }, /^page: /],
    [{ tree: { all: [] }, size: 1000 }, /^size: /],
    [{ tree: { all: [] }, limit: 0 }, /^limit: /],
    [{ tree: { all: [] }, asOf: '2025/01/01' }, /^asOf: 日期 asOf 应为 YYYY-MM-DD/],
    [{ tree: { all: [] }, asOf: '2099-01-05' }, /^asOf: 日期 2099-01-05 还未到来/],
    [{ tree: { all: [] }, asOf: '2025-06-08' }, /^asOf: 2025-06-08 不是交易日/],
    [{ tree: { all: [] }, scope: { kind: 'mine' } }, /^scope: /],
  ];
  for (const [body, message] of cases) assert.match(await bad(body), message, JSON.stringify(body));
  await bad({ tree: { all: [] }, scope: { kind: 'watchlist' } }, '004');
});

test('a screen answers total, counts, the funnel, sorted pages and one column per condition', async () => {
  const tree = { all: [{ field: 'notSt' }, { field: 'price', min: 5 }, { field: 'board', values: ['沪主板', '深主板'] }] };
  const r = await ok<ScreenResult>(RUN, { tree, sort: { field: 'price', order: 'asc' }, size: 5 });
  assert.equal(r.live, true);
  assert.deepEqual(r.columns, ['notSt', 'price', 'board']);
  assert.equal(r.counts.length, 3);
  assert.equal(r.funnel[2], r.total);
  assert.ok(r.total > 5 && r.rows.length === 5);
  const prices = r.rows.map((x) => x.price ?? 0);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  for (const row of r.rows) {
    assert.ok(row.values.price !== null && (row.values.price as number) >= 5);
    assert.match(String(row.values.board), /主板/);
  }
  const page2 = await ok<ScreenResult>(RUN, { tree, sort: { field: 'price', order: 'asc' }, size: 5, page: 2 });
  assert.ok((page2.rows[0]!.price ?? 0) >= prices[4]!);
  const top = await ok<ScreenResult>(RUN, { tree, sort: { field: 'price', order: 'desc' }, limit: 3 });
  assert.equal(top.total, 3);
});

test('company fields answer the numbers the fundamentals endpoints show for the same day', async () => {
  const tree = {
    all: [
      { field: 'peTtm', min: 0 },
      { field: 'pb', min: 0 },
      { field: 'revenueYoy', min: -1000 },
      { field: 'dividendYield', min: 0 },
    ],
  };
  const r = await ok<ScreenResult>(RUN, { tree, sort: { field: 'totalCap', order: 'desc' }, size: 6 });
  assert.ok(r.rows.length >= 3);
  for (const row of r.rows) {
    const { env: pepb } = await request<PepbAnswer>(app, 'GET', `/api/v3/details/pepb?code=${row.id}&metric=peTtm&range=3y`);
    assert.equal(pepb.code, '000', pepb.message);
    const stat = (m: string) => pepb.datas.stats.find((s) => s.metric === m)!.current;
    assert.equal(row.values.peTtm, stat('peTtm'), `${row.id} peTtm`);
    assert.equal(row.values.pb, stat('pb'), `${row.id} pb`);
    const { env: grow } = await request<GrowAnswer>(app, 'GET', `/api/v3/details/growAbility?code=${row.id}&type=report`);
    assert.equal(grow.code, '000', grow.message);
    assert.equal(row.values.revenueYoy, grow.datas.rows[0]!.revenueYoy, `${row.id} revenueYoy`);
  }
  const past = await ok<ScreenResult>(RUN, { tree: { all: [{ field: 'pb', max: 1.5 }] }, asOf: '2025-06-10', size: 50 });
  assert.equal(past.asOf, '2025-06-10');
  for (const row of past.rows) assert.ok((row.values.pb as number) <= 1.5 && (row.values.pb as number) > 0);
});

test('explain says why a stock is out', async () => {
  const id = universe.all.find((e) => e.kind === 'capital' && e.board === 'chinext')!.id;
  const x = await ok<ScreenExplanation>('/api/v3/screener/explain', {
    id,
    tree: {
      all: [
        { field: 'board', values: ['科创板'] },
        { field: 'price', min: 0 },
      ],
    },
  });
  assert.equal(x.passed, false);
  assert.deepEqual(
    x.checks.map((c) => [c.pass, c.values]),
    [
      [false, { board: '创业板' }],
      [true, { price: x.checks[1]!.values.price }],
    ],
  );
  assert.match(await bad({ id: '999999.SH', tree: { all: [] } }, '400', '/api/v3/screener/explain'), /^id: /);
});

test('saved screens: anonymous callers are refused; save, list with hits, rename, copy, run on a group with entered/left, delete', async () => {
  await expectError(app, 'GET', '/api/v3/screener/screens', '004');
  const { token, userId } = signIn(store);
  const tree = { all: [{ field: 'notSt' }, { field: 'price', min: 1 }] };
  const s = await ok<SavedScreen>('/api/v3/screener/screens/save', { name: ' 低价活跃 ', tree }, token);
  assert.equal(s.name, '低价活跃');
  assert.equal(typeof s.hits, 'number');
  assert.equal(typeof s.hitsChange, 'number');
  assert.equal(s.lastRun, null);
  const list = await ok<SavedScreen[]>('/api/v3/screener/screens', undefined, token);
  assert.deepEqual(
    list.map((x) => x.id),
    [s.id],
  );
  const renamed = await ok<SavedScreen>('/api/v3/screener/screens/rename', { id: s.id, name: '新名字' }, token);
  assert.equal(renamed.name, '新名字');
  const copy = await ok<SavedScreen>('/api/v3/screener/screens/copy', { id: s.id }, token);
  assert.equal(copy.name, '新名字 副本');
  assert.deepEqual(copy.tree, tree);

  // One group with two stocks: the run on it finds at most those two; the run on all then shows who entered.
  const ids = universe.all
    .filter((e) => e.kind === 'capital' && !e.st)
    .slice(0, 2)
    .map((e) => e.id);
  const group = store.groups.add(userId, '测试组', Date.now());
  store.items.add(userId, ids[0]!, [group.id], null, Date.now());
  store.items.add(userId, ids[1]!, [group.id], null, Date.now());
  const first = await ok<SavedScreenRun>('/api/v3/screener/screens/run', { id: s.id, scope: { kind: 'watchlist', groupId: group.id } }, token);
  assert.equal(first.universe, 2);
  assert.ok(first.total <= 2);
  const second = await ok<SavedScreenRun>('/api/v3/screener/screens/run', { id: s.id }, token);
  assert.ok(second.total > first.total);
  assert.equal(second.screen.lastRun?.total, second.total);
  assert.equal(second.screen.lastRun?.entered.length, second.total - first.total);
  assert.deepEqual(second.screen.lastRun?.left, []);

  await bad({ id: 9999 }, '404', '/api/v3/screener/screens/delete', token);
  await bad({ name: '', tree }, '400', '/api/v3/screener/screens/save', token);
  await ok('/api/v3/screener/screens/delete', { id: copy.id }, token);
  const other = signIn(store, '13900139000');
  await bad({ id: s.id }, '404', '/api/v3/screener/screens/run', other.token);
});

test(`at most ${SAVED_SCREEN_LIMITS.maxScreens} saved screens per user`, async () => {
  const { token, userId } = signIn(store, '13700137000');
  store.users.setVip(userId, 3, 0);
  for (let i = 0; i < SAVED_SCREEN_LIMITS.maxScreens; i++)
    store.db.prepare('INSERT INTO saved_screens (user_id, name, tree, created_at, updated_at) VALUES (?, ?, ?, 0, 0)').run(userId, `s${i}`, '{"all":[]}');
  assert.match(await bad({ name: '第51个', tree: { all: [] } }, '409', '/api/v3/screener/screens/save', token), /最多保存 50 个/);
});

test(`non-members keep at most ${FREE_LIMITS.savedScreens} screens: the 6th save or copy is member-only (403), a member may go on`, async () => {
  const { token, userId } = signIn(store, '13600136000');
  store.users.setVip(userId, 0, 0);
  const tree = { all: [{ field: 'notSt' }] };
  let first: SavedScreen | null = null;
  for (let i = 0; i < FREE_LIMITS.savedScreens; i++) {
    const s = await ok<SavedScreen>('/api/v3/screener/screens/save', { name: `方案${i}`, tree }, token);
    first ??= s;
  }
  const message = await bad({ name: '第6个', tree }, MEMBER_ONLY_CODE, '/api/v3/screener/screens/save', token);
  assert.equal(message, memberOnlyMessage('savedScreens'));
  assert.equal(await bad({ id: first!.id }, MEMBER_ONLY_CODE, '/api/v3/screener/screens/copy', token), memberOnlyMessage('savedScreens'));
  // Editing an existing screen is not a new one.
  await ok<SavedScreen>('/api/v3/screener/screens/save', { id: first!.id, name: '改名', tree }, token);
  store.users.setVip(userId, 2, Date.now() + 30 * 86_400_000);
  const sixth = await ok<SavedScreen>('/api/v3/screener/screens/save', { name: '第6个', tree }, token);
  assert.equal(sixth.name, '第6个');
});

test('PE 10年分位 is member-only: anonymous, non-member and expired callers get 403 naming the field on run, sort, explain, save and a saved run; members are served', async () => {
  const pct = { field: 'peTtmPct', max: 100 };
  const message = screenLockMessage(['peTtmPct']);
  assert.equal(message, '选股条件「PE 10年分位」为会员专享，开通会员后可查看');
  assert.equal(MEMBER_SCREEN_FIELDS.peTtmPct, 'valuationHistory');
  const id = universe.all.find((e) => e.kind === 'capital' && !e.st)!.id;
  const refusals = (token?: string) =>
    Promise.all([
      bad({ tree: { all: [{ field: 'notSt' }, pct] } }, MEMBER_ONLY_CODE, RUN, token),
      bad({ tree: { all: [{ any: [{ field: 'price', min: 1 }, pct] }] } }, MEMBER_ONLY_CODE, RUN, token),
      bad({ tree: { all: [{ field: 'notSt' }] }, sort: { field: 'peTtmPct', order: 'asc' } }, MEMBER_ONLY_CODE, RUN, token),
      bad({ tree: { all: [pct] }, asOf: '2025-06-10' }, MEMBER_ONLY_CODE, RUN, token),
      bad({ id, tree: { all: [pct] } }, MEMBER_ONLY_CODE, '/api/v3/screener/explain', token),
    ]);
  for (const m of await refusals()) assert.equal(m, message, 'anonymous');

  const { token, userId } = signIn(store, '13500135000');
  store.users.setVip(userId, 2, Date.now() + 30 * 86_400_000);
  // A member saves a screen on it, sees its hits, and runs it.
  const saved = await ok<SavedScreen>('/api/v3/screener/screens/save', { name: '估值低位', tree: { all: [pct, { field: 'notSt' }] } }, token);
  assert.equal(typeof saved.hits, 'number');
  const r = await ok<ScreenResult>(RUN, { tree: { all: [pct] }, sort: { field: 'peTtmPct', order: 'asc' }, size: 5 }, token);
  assert.ok(r.total > 0);
  for (const row of r.rows) assert.ok((row.values.peTtmPct as number) <= 100);
  await ok<ScreenExplanation>('/api/v3/screener/explain', { id, tree: { all: [pct] } }, token);
  await ok<SavedScreenRun>('/api/v3/screener/screens/run', { id: saved.id }, token);

  for (const [who, vipType, vipTime] of [
    ['non-member', 0, 0],
    ['expired member', 2, Date.now() - 86_400_000],
  ] as const) {
    store.users.setVip(userId, vipType, vipTime);
    for (const m of await refusals(token)) assert.equal(m, message, who);
    assert.equal(await bad({ id: saved.id }, MEMBER_ONLY_CODE, '/api/v3/screener/screens/run', token), message, who);
    assert.equal(await bad({ name: '再存一个', tree: { all: [pct] } }, MEMBER_ONLY_CODE, '/api/v3/screener/screens/save', token), message, who);
    // The saved screen is still listed (to explain why it cannot run), its hits not counted.
    const listed = (await ok<SavedScreen[]>('/api/v3/screener/screens', undefined, token)).find((s) => s.id === saved.id)!;
    assert.deepEqual([listed.hits, listed.hitsChange], [null, null], who);
    // Free fields still run.
    await ok<ScreenResult>(RUN, { tree: { all: [{ field: 'notSt' }] }, size: 1 }, token);
  }
});
