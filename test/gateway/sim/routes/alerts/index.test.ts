/**
 * The 价格预警 routes on the whole sim app (fake market, in-memory store): sign-in required; list,
 * create, update, pause, delete and 预警记录 with the contract's shapes; malformed input and the
 * 50 cap answered with Chinese envelopes that change nothing; another user's alert is not found.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_ALERTS_PER_USER } from '../../../../../contracts/alerts';
import { alertEndpoints, type AlertHistoryPage, type AlertList, type PriceAlert } from '../../../../../contracts/endpoints/alerts';
import { parseAlertHistory, parseAlertList, parsePriceAlert } from '../../../../../contracts/endpoints/alerts-parse';
import { HOSTILE_STRINGS, buildMarketApp, expectError, request, signIn } from '../market/helpers';

const E = alertEndpoints;
const MOUTAI = '600519.SH';

async function post<T>(app: Parameters<typeof request>[0], path: string, token: string, body: unknown): Promise<T> {
  const { env } = await request<T>(app, 'POST', path, { token, body });
  assert.equal(env.code, '000', `${path}: ${env.code} ${env.message}`);
  return env.datas;
}

async function list(app: Parameters<typeof request>[0], token: string): Promise<AlertList> {
  const { env } = await request<AlertList>(app, 'GET', E.alertList.path, { token });
  assert.equal(env.code, '000');
  return parseAlertList(env.datas);
}

test('every call needs a session', async (t) => {
  const { app } = await buildMarketApp(t);
  for (const e of Object.values(E)) await expectError(app, e.method, e.path, '004', e.method === 'POST' ? { body: {} } : {});
});

test('create, list, update, pause, delete and 预警记录 answer the contract’s shapes', async (t) => {
  const { app, store, market } = await buildMarketApp(t);
  market.set(MOUTAI, { price: 1500, preClose: 1490 });
  const { token } = signIn(store);
  const created = parsePriceAlert(await post<PriceAlert>(app, E.alertCreate.path, token, { code: MOUTAI, kind: 'priceAbove', threshold: 1520.5 }));
  assert.deepEqual(
    { ...created, createdAt: 0 },
    {
      id: created.id,
      code: MOUTAI,
      name: '贵州茅台',
      kind: 'priceAbove',
      threshold: 1520.5,
      screenId: null,
      screenName: null,
      paused: false,
      cooldownMinutes: 5,
      createdAt: 0,
      lastFiredAt: null,
      firedCount: 0,
    },
  );
  await post(app, E.alertCreate.path, token, { code: MOUTAI, kind: 'limitUp', cooldownMinutes: 60 });
  const listed = await list(app, token);
  assert.equal(listed.max, MAX_ALERTS_PER_USER);
  assert.deepEqual(
    listed.items.map((a) => a.kind),
    ['limitUp', 'priceAbove'],
  );
  const updated = parsePriceAlert(await post(app, E.alertUpdate.path, token, { id: created.id, threshold: 1530, cooldownMinutes: 15 }));
  assert.equal(updated.threshold, 1530);
  assert.equal(updated.cooldownMinutes, 15);
  assert.equal(parsePriceAlert(await post(app, E.alertPause.path, token, { id: created.id, paused: true })).paused, true);
  assert.equal(await post(app, E.alertDelete.path, token, { id: created.id }), null);
  await expectError(app, 'POST', E.alertDelete.path, '404', { token, body: { id: created.id } });
  const { env } = await request<AlertHistoryPage>(app, 'GET', `${E.alertHistory.path}?page=1&pageSize=10`, { token });
  assert.deepEqual(parseAlertHistory(env.datas), { total: 0, page: 1, pageSize: 10, items: [] });
});

test('bad input gets a Chinese 400 naming the problem, and nothing is kept', async (t) => {
  const { app, store, market } = await buildMarketApp(t);
  market.set(MOUTAI, { price: 1500, preClose: 1490 });
  const { token } = signIn(store);
  const bad = [
    { body: { code: MOUTAI, kind: 'bogus', threshold: 1 }, message: /kind/ },
    { body: { code: MOUTAI, kind: 'priceAbove', threshold: 'high' }, message: /threshold/ },
    { body: { code: MOUTAI, kind: 'priceAbove' }, message: /请输入股价涨到的数值/ },
    { body: { code: MOUTAI, kind: 'priceAbove', threshold: 1400 }, message: /应高于现价 1500\.00/ },
    { body: { code: MOUTAI, kind: 'pctBelow', threshold: 5 }, message: /应低于当前涨跌幅/ },
    { body: { code: MOUTAI, kind: 'limitUp', threshold: 5 }, message: /不需要数值/ },
    { body: { code: MOUTAI, kind: 'priceAbove', threshold: 1600, cooldownMinutes: 7 }, message: /冷却时间/ },
    { body: { kind: 'priceAbove', threshold: 1600 }, message: /请选择股票/ },
    ...HOSTILE_STRINGS.map((code) => ({ body: { code, kind: 'priceAbove', threshold: 1600 }, message: /证券代码|code/ })),
  ];
  for (const { body, message } of bad) {
    const text = await expectError(app, 'POST', E.alertCreate.path, '400', { token, body });
    assert.match(text, message, JSON.stringify(body));
  }
  await expectError(app, 'POST', E.alertCreate.path, '404', { token, body: { code: '123456.SH', kind: 'priceAbove', threshold: 1 } });
  await expectError(app, 'POST', E.alertCreate.path, '404', { token, body: { kind: 'screenEnter', screenId: 99 } });
  await expectError(app, 'POST', E.alertPause.path, '400', { token, body: { id: 1 } });
  await expectError(app, 'GET', `${E.alertHistory.path}?pageSize=1000`, '400', { token });
  assert.equal((await list(app, token)).items.length, 0);
});

test('at most 50 alerts (最多50条预警); another user’s alert is not found', async (t) => {
  const { app, store, market } = await buildMarketApp(t);
  market.set(MOUTAI, { price: 1500, preClose: 1490 });
  const alice = signIn(store, '13800000001').token;
  const bob = signIn(store, '13800000002').token;
  for (let i = 0; i < MAX_ALERTS_PER_USER; i++) await post(app, E.alertCreate.path, alice, { code: MOUTAI, kind: 'priceAbove', threshold: 1501 + i });
  const message = await expectError(app, 'POST', E.alertCreate.path, '409', { token: alice, body: { code: MOUTAI, kind: 'priceAbove', threshold: 1700 } });
  assert.equal(message, '最多50条预警');
  assert.equal((await list(app, alice)).items.length, MAX_ALERTS_PER_USER);
  const theirs = (await list(app, alice)).items[0]!;
  await expectError(app, 'POST', E.alertPause.path, '404', { token: bob, body: { id: theirs.id, paused: true } });
  await expectError(app, 'POST', E.alertUpdate.path, '404', { token: bob, body: { id: theirs.id, threshold: 1600 } });
  await expectError(app, 'POST', E.alertDelete.path, '404', { token: bob, body: { id: theirs.id } });
  assert.equal((await list(app, bob)).items.length, 0);
  assert.equal((await list(app, alice)).items[0]!.paused, false);
});
