import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Holding } from '../../../../../contracts/holdings';
import type { HoldingRemoved } from '../../../../../contracts/endpoints/holdings';
import type { ColumnChoices } from '../../../../../contracts/table-columns';
import { buildTestApp, callOk, expectFail, signIn, type TestApp } from './helpers';

type Ctx = TestApp & { tok: { token: string } };

async function setup(t: Parameters<typeof buildTestApp>[0]): Promise<Ctx> {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  for (const code of ['600519.SH', '00700.HK', '000001.SH']) await callOk(ta.app, 'GET', `/api/v2/opt/addOpt?code=${code}`, { token });
  return { ...ta, tok: { token } };
}

const set = (c: Ctx, body: unknown) => callOk<Holding>(c.app, 'POST', '/api/v2/opt/setHolding', { ...c.tok, body });
const list = (c: Ctx, token = c.tok.token) => callOk<Holding[]>(c.app, 'GET', '/api/v2/opt/holdings', { token });

test('setHolding stores a checked holding, listHoldings reads it back, delHolding removes it', async (t) => {
  const c = await setup(t);
  // The helpers' clock: 2026-01-05 10:00 Beijing time.
  const saved = await set(c, { code: '600519.SH', quantity: 300, cost: 1450.25, buyDate: '2026-01-05' });
  assert.deepEqual(saved, { code: '600519.SH', quantity: 300, cost: 1450.25, buyDate: '2026-01-05', updatedAt: c.clock.t });
  await set(c, { code: '00700.HK', quantity: 150, cost: 320, buyDate: '2025-06-30' });
  assert.deepEqual(
    (await list(c)).map((h) => [h.code, h.quantity]),
    [
      ['600519.SH', 300],
      ['00700.HK', 150],
    ],
  );
  assert.deepEqual(await callOk<HoldingRemoved>(c.app, 'POST', '/api/v2/opt/delHolding', { ...c.tok, body: { code: '600519.SH' } }), {
    code: '600519.SH',
    removed: true,
  });
  assert.deepEqual(
    (await list(c)).map((h) => h.code),
    ['00700.HK'],
  );
});

test('a bad entry answers 400 with the Chinese rule it breaks and stores nothing', async (t) => {
  const c = await setup(t);
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ code: '600519.SH', quantity: 150, cost: 10, buyDate: '2026-01-05' }, /^A股持仓应为整手：100 股的整数倍$/],
    [{ code: '600519.SH', quantity: -100, cost: 10, buyDate: '2026-01-05' }, /^持仓数量应大于 0$/],
    [{ code: '600519.SH', quantity: 100, cost: 0, buyDate: '2026-01-05' }, /^成本价应大于 0$/],
    [{ code: '600519.SH', quantity: 100, cost: 10, buyDate: '2026-01-06' }, /^买入日期不能晚于今天（2026-01-05）$/],
    [{ code: '600519.SH', quantity: 100, cost: 10, buyDate: '2026-02-30' }, /^买入日期应为有效日期/],
    [{ code: '00700.HK', quantity: 10.5, cost: 300, buyDate: '2026-01-05' }, /^港股持仓应为正整数股$/],
    [{ code: '000001.SH', quantity: 100, cost: 3000, buyDate: '2026-01-05' }, /^指数不能录入持仓$/],
    [{ code: 'nope', quantity: 100, cost: 10, buyDate: '2026-01-05' }, /代码/],
  ];
  for (const [body, message] of cases) await expectFail(c.app, 'POST', '/api/v2/opt/setHolding', '400', { ...c.tok, body }, message);
  // Wrong types are refused by the schema, in Chinese too.
  await expectFail(c.app, 'POST', '/api/v2/opt/setHolding', '400', {
    ...c.tok,
    body: { code: '600519.SH', quantity: 'lots', cost: 10, buyDate: '2026-01-05' },
  });
  await expectFail(c.app, 'POST', '/api/v2/opt/setHolding', '400', { ...c.tok, body: { code: '600519.SH', cost: 10, buyDate: '2026-01-05' } });
  assert.deepEqual(await list(c), []);
});

test('only followed securities of the caller: 404 otherwise; unfollowing removes the holding', async (t) => {
  const c = await setup(t);
  await expectFail(
    c.app,
    'POST',
    '/api/v2/opt/setHolding',
    '404',
    { ...c.tok, body: { code: '300750.SZ', quantity: 100, cost: 200, buyDate: '2026-01-05' } },
    /不在自选中/,
  );
  await set(c, { code: '600519.SH', quantity: 100, cost: 1400, buyDate: '2026-01-05' });
  const other = await signIn(c, '13900139000');
  assert.deepEqual(await list(c, other), [], 'another user sees none');
  await expectFail(c.app, 'POST', '/api/v2/opt/setHolding', '404', {
    token: other,
    body: { code: '600519.SH', quantity: 100, cost: 1, buyDate: '2026-01-05' },
  });
  assert.equal((await callOk<HoldingRemoved>(c.app, 'POST', '/api/v2/opt/delHolding', { token: other, body: { code: '600519.SH' } })).removed, false);
  await callOk(c.app, 'GET', '/api/v2/capital/delOptional?code=600519.SH', c.tok);
  assert.deepEqual(await list(c), []);
});

test('holdings and column choices need a session', async (t) => {
  const c = await setup(t);
  await expectFail(c.app, 'GET', '/api/v2/opt/holdings', '004');
  await expectFail(c.app, 'POST', '/api/v2/opt/setHolding', '004', { body: { code: '600519.SH', quantity: 100, cost: 1, buyDate: '2026-01-05' } });
  await expectFail(c.app, 'GET', '/api/v2/user/tableColumns', '004');
});

test('column choices: saved per table and read back; a bad choice answers 400 naming the column', async (t) => {
  const c = await setup(t);
  assert.deepEqual(await callOk<ColumnChoices>(c.app, 'GET', '/api/v2/user/tableColumns', c.tok), {});
  assert.deepEqual(
    await callOk<ColumnChoices>(c.app, 'POST', '/api/v2/user/setTableColumns', { ...c.tok, body: { table: 'watchlist', columns: ['holdPnl', 'price'] } }),
    { watchlist: ['holdPnl', 'price'] },
  );
  await expectFail(c.app, 'POST', '/api/v2/user/setTableColumns', '400', { ...c.tok, body: { table: 'rank', columns: ['holdPnl'] } }, /^未知的列：holdPnl$/);
  await expectFail(c.app, 'POST', '/api/v2/user/setTableColumns', '400', { ...c.tok, body: { table: 'rank', columns: [] } }, /^请至少选择一列$/);
  await expectFail(c.app, 'POST', '/api/v2/user/setTableColumns', '400', { ...c.tok, body: { table: 'elsewhere', columns: ['price'] } });
  assert.deepEqual(await callOk<ColumnChoices>(c.app, 'GET', '/api/v2/user/tableColumns', c.tok), { watchlist: ['holdPnl', 'price'] });
});
