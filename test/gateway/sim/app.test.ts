import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StockDetail } from '../../../contracts/endpoints/details';
import type { KlineAnswer, MinutesAnswer } from '../../../contracts/endpoints/market-data';
import type { SearchAnswer } from '../../../contracts/endpoints/search';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import { signingHeaders } from '../../../contracts/signing';
import { build } from '../../../gateway/sim/app';
import { fixedClock } from '../../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket } from '../../../gateway/sim/companies/company-backed-market';
import { loadUniverse } from '../../../gateway/sim/market/universe/index';
import { engineView } from '../../../gateway/sim/market/read/engine-view';
import { openStore } from '../../../gateway/sim/open-store';
import { buildMarketApp, expectError, getOk, request, signIn } from './routes/market/helpers';

test('every answer carries x-sim: 1 — success, error envelope, unknown path, unparsable body, accounts', async (t) => {
  const { app } = await buildMarketApp(t);
  const urls: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/v3/search/all?text=gzmt'],
    ['GET', '/api/v3/details/detailsStockA?code=123'],
    ['GET', '/api/nowhere'],
    ['GET', '/not-api'],
    ['POST', '/api/v3/data/getByJson', '{broken'],
    ['GET', '/api/v2/login/getRandomCode'],
    ['GET', '/api/v2/user/userinfo'],
  ];
  for (const [method, url, body] of urls) {
    const res = await app.inject({ method, url, ...(body ? { payload: body as string, headers: { 'content-type': 'application/json' } } : {}) });
    assert.equal(res.headers['x-sim'], '1', `${method} ${url}`);
    const env = res.json();
    assert.equal(typeof env.code, 'string', `${method} ${url} answers an envelope`);
    assert.ok('datas' in env);
  }
});

test('unknown /api paths and methods: HTTP 404 with envelope code 404', async (t) => {
  const { app } = await buildMarketApp(t);
  for (const [method, url] of [
    ['GET', '/api/v3/nothing/here'],
    ['POST', '/api/v3/search/all?text=gzmt'],
    ['GET', '/api/v3/data/getByJson'],
  ] as const) {
    const { status, env } = await request(app, method, url);
    assert.equal(status, 404, `${method} ${url}`);
    assert.deepEqual(env, { code: '404', message: '请求的资源不存在', datas: null });
  }
});

test('schema errors of the market routes are 400 envelopes in Chinese', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const { token } = signIn(store);
  assert.match(
    await expectError(app, 'POST', '/api/v3/details/setCatalog', '400', { token, body: { client: 'pcv2', entries: [{ visible: true }] } }),
    /缺少字段 key/,
  );
  assert.match(
    await expectError(app, 'POST', '/api/v3/details/setCatalog', '400', { token, body: { client: 'pcv2', entries: [{ key: 'events', visible: 3 }] } }),
    /visible.*布尔值/,
  );
  assert.match(await expectError(app, 'POST', '/api/v3/data/getByJson', '400', { body: [] }), /请求体|对象/);
});

test('the API lock guards market routes too; apiOuth stays open', async (t) => {
  const { app, store } = await buildMarketApp(t, { apiLock: true });
  assert.equal((await request(app, 'GET', '/api/v3/search/all?text=gzmt')).env.code, '401');
  assert.equal((await request(app, 'GET', '/api/v3/data/getByconfig?name=breadth')).env.code, '401');
  const lock = await getOk<string>(app, '/api/v2/system/apiOuth');
  assert.equal(lock, store.meta.lockToken());
  const { timeStamp, zstokv1 } = signingHeaders(lock, Date.now());
  const signed = await request<SearchAnswer>(app, 'GET', '/api/v3/search/all?text=gzmt', { headers: { timestamp: timeStamp, zstokv1 } });
  assert.equal(signed.env.code, '000');
  assert.equal(signed.env.datas.list[0]!.id, '600519.SH');
});

test('the accounts routes read quotes, names and kinds from the same market', async (t) => {
  const { app, store, market } = await buildMarketApp(t);
  const { token } = signIn(store);
  market.set('600519.SH', { price: 1688.88 });
  await getOk(app, '/api/v2/opt/addOpt?code=600519.SH', token);
  const items = await getOk<WatchlistItem[]>(app, '/api/v2/opt/listOptV4', token);
  assert.equal(items.length, 1);
  assert.deepEqual([items[0]!.name, items[0]!.kind, items[0]!.price, items[0]!.addPrice], ['贵州茅台', 'capital', 1688.88, 1688.88]);
  await expectError(app, 'GET', '/api/v2/opt/addOpt?code=699999.SH', '404', { token });
});

test("real engine: today's daily bar is the live quote; the last minute point is the price; gzmt first", async (t) => {
  const universe = loadUniverse();
  const market = createCompanyBackedMarket({
    securities: universe.all,
    constituents: (id) => universe.constituents(id),
    seed: 7,
    clock: fixedClock(Date.parse('2025-11-27T10:30:00+08:00')),
  });
  const store = openStore(':memory:');
  const app = await build({ store, universe, market: engineView(market) });
  t.after(async () => {
    await app.close();
    store.close();
  });
  for (const [id, details] of [
    ['600519.SH', 'detailsStockA'],
    ['300750.SZ', 'detailsStockA'],
    ['000001.SH', 'detailsStockIndex'],
  ] as const) {
    const { quote } = await getOk<StockDetail>(app, `/api/v3/details/${details}?code=${id}`);
    const k = await getOk<KlineAnswer>(app, `/api/v3/data/getByconfig?name=kline&code=${id}&period=day&count=5`);
    const today = k.bars.at(-1)!;
    assert.equal(today.t, Date.parse('2025-11-27T00:00:00+08:00'), id);
    assert.deepEqual([today.c, today.h, today.l, today.o, today.v], [quote.price, quote.high, quote.low, quote.open, quote.volume], id);
    const m = await getOk<MinutesAnswer>(app, `/api/v3/data/getByconfig?name=minutes&code=${id}`);
    const points = m.days.at(-1)!.points;
    assert.equal(points.at(-1)!.price, quote.price, id);
    assert.equal(points.at(-1)!.t, Date.parse('2025-11-27T10:29:00+08:00'), `${id}: the minute under way`);
    if (details === 'detailsStockA')
      assert.equal(
        points.reduce((s, p) => s + p.volume, 0),
        quote.volume,
        `${id}: minute volumes add up`,
      );
    assert.ok(points.every((p, i) => i === 0 || p.t > points[i - 1]!.t));
  }
  const hits = await getOk<SearchAnswer>(app, '/api/v3/search/all?text=gzmt&types=all');
  assert.equal(hits.list[0]!.name, '贵州茅台');
  const flashes = await getOk<Array<{ title: string }>>(app, '/api/v3/data/getByconfig?name=newsFlash');
  assert.ok(flashes.length > 0 && flashes.every((f) => f.title.startsWith('【模拟】')));
});
