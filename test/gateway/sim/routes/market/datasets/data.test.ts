import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { KlineAnswer, NewsFlash, RankAnswer } from '../../../../../../contracts/endpoints/market-data';
import { HOSTILE_STRINGS, buildMarketApp, expectError, getOk, request } from '../helpers';

test('getByJson answers like getByconfig, with numbers or strings in params', async (t) => {
  const { app } = await buildMarketApp(t);
  const viaGet = await getOk<KlineAnswer>(app, '/api/v3/data/getByconfig?name=kline&code=600519.SH&period=day&count=5');
  const viaJson = await request<KlineAnswer>(app, 'POST', '/api/v3/data/getByJson', {
    body: { name: 'kline', params: { code: '600519.SH', period: 'day', count: 5 } },
  });
  assert.equal(viaJson.env.code, '000');
  assert.deepEqual(viaJson.env.datas, viaGet);
  const rank = await request<RankAnswer>(app, 'POST', '/api/v3/data/getByJson', { body: { name: 'rank', params: { pageSize: '3' } } });
  assert.equal(rank.env.datas.items.length, 3);
  const noParams = await request<NewsFlash[]>(app, 'POST', '/api/v3/data/getByJson', { body: { name: 'newsFlash' } });
  assert.equal(noParams.env.code, '000');
});

test('unknown dataset names and malformed bodies answer 400 with Chinese messages', async (t) => {
  const { app } = await buildMarketApp(t);
  assert.match(await expectError(app, 'GET', '/api/v3/data/getByconfig', '400'), /name/);
  assert.match(await expectError(app, 'GET', '/api/v3/data/getByconfig?name=users', '400'), /name.*kline/);
  assert.match(await expectError(app, 'GET', '/api/v3/data/getByconfig?name=__proto__', '400'), /name/);
  assert.match(await expectError(app, 'GET', '/api/v3/data/getByconfig?name=constructor', '400'), /name/);
  assert.match(await expectError(app, 'POST', '/api/v3/data/getByJson', '400', { body: { params: {} } }), /name/);
  assert.match(await expectError(app, 'POST', '/api/v3/data/getByJson', '400', { body: { name: 'kline', params: 'code=600519' } }), /params/);
  assert.match(
    await expectError(app, 'POST', '/api/v3/data/getByJson', '400', { body: { name: 'kline', params: { code: ['600519.SH'], period: 'day' } } }),
    /code/,
  );
  assert.match(
    await expectError(app, 'POST', '/api/v3/data/getByJson', '400', { body: { name: 'kline', params: { code: '600519.SH', period: 'day', count: 2.5 } } }),
    /count/,
  );
  const broken = await app.inject({ method: 'POST', url: '/api/v3/data/getByJson', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
  assert.equal(broken.json().code, '400');
  const huge = await app.inject({
    method: 'POST',
    url: '/api/v3/data/getByJson',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'kline', params: { pad: 'x'.repeat(20_000) } }),
  });
  assert.equal(huge.json().code, '400');
});

test('hostile values in any dataset param answer an envelope, never a server error', async (t) => {
  const { app } = await buildMarketApp(t);
  const params = ['code', 'period', 'count', 'adjust', 'end', 'days', 'sort', 'order', 'market', 'board', 'page', 'pageSize', 'type', 'group', 'size'];
  for (const name of ['kline', 'minutes', 'rank', 'breadth', 'sectors', 'indexBoard', 'newsFlash']) {
    for (const p of params) {
      for (const s of HOSTILE_STRINGS) {
        const q = `name=${name}&code=600519.SH&period=day&type=industry&group=main&${p}=${encodeURIComponent(s)}`;
        const res = await app.inject({ method: 'GET', url: `/api/v3/data/getByconfig?${q}` });
        assert.equal(res.statusCode, 200, q);
        assert.ok(['000', '400', '404'].includes(res.json().code), `${q}: ${res.body.slice(0, 200)}`);
      }
    }
  }
});
