import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchAnswer } from '../../../../../contracts/endpoints/search';
import type { SearchResult } from '../../../../../contracts/entities';
import { HOSTILE_STRINGS, buildMarketApp, expectError, getOk, request, signIn } from './helpers';

const search = (text: string, extra = '') => `/api/v3/search/all?text=${encodeURIComponent(text)}${extra}`;

test('gzmt finds 贵州茅台 (600519, SH) first, with the contract fields', async (t) => {
  const { app } = await buildMarketApp(t);
  const answer = await getOk<SearchAnswer>(app, search('gzmt', '&types=all&timestamp=1732670000123'));
  assert.equal(answer.timestamp, '1732670000123');
  assert.deepEqual(answer.list[0], {
    code: '600519',
    codePre: 'sh',
    name: '贵州茅台',
    codeSuff: 'SH',
    capitalOrIndex: 'capital',
    isFollow: 0,
    id: '600519.SH',
    pinyin: 'gzmt',
  });
});

test('code, name and full-width input; 000001 lists 平安银行 and 上证指数; tabs filter kinds', async (t) => {
  const { app } = await buildMarketApp(t);
  const all = await getOk<SearchAnswer>(app, search('000001'));
  const ids = all.list.map((r) => r.id);
  assert.ok(ids.includes('000001.SZ') && ids.includes('000001.SH'), ids.join());
  assert.equal(all.list[0]!.capitalOrIndex, 'capital', 'exact-code A-share ranks before the index');

  const stocks = await getOk<SearchAnswer>(app, search('000001', '&types=stock'));
  assert.ok(stocks.list.every((r) => r.capitalOrIndex === 'capital' || r.capitalOrIndex === 'hk'));
  const indexes = await getOk<SearchAnswer>(app, search('000001', '&types=index'));
  assert.ok(indexes.list.length > 0 && indexes.list.every((r) => r.capitalOrIndex.startsWith('index_')));
  assert.equal(indexes.list[0]!.id, '000001.SH');

  const byName = await getOk<SearchAnswer>(app, search('茅台'));
  assert.equal(byName.list[0]!.id, '600519.SH');
  const fullWidth = await getOk<SearchAnswer>(app, search('６００５１９'));
  assert.equal(fullWidth.list[0]!.id, '600519.SH');
});

test('at most 50 results; the timestamp defaults to empty', async (t) => {
  const { app } = await buildMarketApp(t);
  const answer = await getOk<SearchAnswer>(app, search('6'));
  assert.equal(answer.list.length, 50);
  assert.equal(answer.timestamp, '');
});

test('isFollow is 1 for followed securities when a live token is sent, 0 otherwise', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const { token, userId } = signIn(store);
  store.items.add(userId, '600519.SH', [], 1500, Date.now());
  const mine = await getOk<SearchAnswer>(app, search('gzmt'), token);
  assert.equal(mine.list.find((r) => r.id === '600519.SH')!.isFollow, 1);
  const anon = await getOk<SearchAnswer>(app, search('gzmt'));
  assert.equal(anon.list.find((r) => r.id === '600519.SH')!.isFollow, 0);
  const badToken = await getOk<SearchAnswer>(app, search('gzmt'), 'not-a-token');
  assert.equal(badToken.list.find((r) => r.id === '600519.SH')!.isFollow, 0, 'a bad token is not an error here');
  const hot = await getOk<SearchResult[]>(app, '/api/v3/market/hotCapCodes?size=50', token);
  assert.ok(hot.every((r) => r.isFollow === (r.id === '600519.SH' ? 1 : 0)));
});

test('bad search params answer 400 naming the parameter', async (t) => {
  const { app } = await buildMarketApp(t);
  assert.match(await expectError(app, 'GET', '/api/v3/search/all', '400'), /text/);
  assert.match(await expectError(app, 'GET', search(''), '400'), /text/);
  assert.match(await expectError(app, 'GET', search('x'.repeat(21)), '400'), /text.*20/);
  assert.match(await expectError(app, 'GET', search('gzmt', '&types=fund'), '400'), /types/);
  assert.match(await expectError(app, 'GET', search('gzmt', `&timestamp=${'9'.repeat(30)}`), '400'), /timestamp/);
  assert.match(await expectError(app, 'GET', '/api/v3/search/all?text=a&text=b', '400'), /text/);
});

test('hostile search text is answered with an envelope: 400 when too long, else a (usually empty) list', async (t) => {
  const { app } = await buildMarketApp(t);
  for (const text of HOSTILE_STRINGS) {
    const { status, env } = await request<SearchAnswer>(app, 'GET', search(text));
    assert.equal(status, 200, text);
    if (text.length > 20) assert.equal(env.code, '400', text);
    else {
      assert.equal(env.code, '000', text);
      assert.ok(Array.isArray(env.datas.list));
    }
  }
});

test('hotCapCodes: the most active A-shares by amount, default 5, deterministic; size bounds', async (t) => {
  const { app, market, universe } = await buildMarketApp(t);
  market.set('601318.SH', { amount: 9e12 });
  market.set('000001.SZ', { amount: 8e12 });
  market.set('00700.HK', { amount: 1e14 }); // not an A-share
  market.set('600000.SH', { amount: 9.5e12, status: 'suspended' });
  const hot = await getOk<SearchResult[]>(app, '/api/v3/market/hotCapCodes');
  assert.equal(hot.length, 5);
  assert.deepEqual(
    hot.slice(0, 2).map((r) => r.id),
    ['601318.SH', '000001.SZ'],
  );
  assert.ok(hot.every((r) => r.capitalOrIndex === 'capital'));
  const amounts = hot.map((r) => market.snapshot(r.id)!.amount);
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => b - a),
  );
  assert.deepEqual(await getOk(app, '/api/v3/market/hotCapCodes'), hot, 'same answer twice');
  assert.equal((await getOk<SearchResult[]>(app, '/api/v3/market/hotCapCodes?size=1')).length, 1);
  assert.equal((await getOk<SearchResult[]>(app, '/api/v3/market/hotCapCodes?size=50')).length, 50);
  assert.ok(universe.all.length > 50);
  for (const size of ['0', '51', '-1', 'abc', '1.5', '5;DROP']) {
    assert.match(await expectError(app, 'GET', `/api/v3/market/hotCapCodes?size=${encodeURIComponent(size)}`, '400'), /size/);
  }
});
