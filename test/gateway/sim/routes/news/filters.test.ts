/** news/history's include/exclude/digests filters and news/item (the detail view), over the news routes alone. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import type { NewsHistoryAnswer, NewsItem } from '../../../../../contracts/endpoints/news';
import { accountErrorHandler, schemaErrorFormatter } from '../../../../../gateway/sim/http/error-handler';
import { loadUniverse } from '../../../../../gateway/sim/market/universe/index';
import { NewsDesk } from '../../../../../gateway/sim/news/news-desk';
import { newsRoutes } from '../../../../../gateway/sim/routes/news/index';
import { DAY0, FakeMarket } from '../market/helpers';

const at = (h: number, m: number) => DAY0 + (h * 60 + m) * 60_000;

async function setup(t: { after: (fn: () => Promise<void>) => void }) {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  const news = new NewsDesk({ universe, market });
  const app = Fastify();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  app.setErrorHandler(accountErrorHandler);
  await app.register(newsRoutes, { news, universe });
  t.after(() => app.close());
  for (const [h, m] of [
    [10, 0],
    [11, 40],
    [15, 5],
  ] as const) {
    market.t = at(h, m);
    news.observe();
  }
  const get = async <T>(url: string): Promise<{ status: number; body: { code: string; message: string; datas: T } }> => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  return { get };
}

test('digests=1 gives the session digests; include/exclude words filter title and text', async (t) => {
  const { get } = await setup(t);
  const digests = (await get<NewsHistoryAnswer>('/api/v3/news/history?digests=1&size=10')).body.datas.list;
  // Today's 收评 and 午评, its 早报 (written late, stamped 08:30), then past sessions' digests.
  assert.deepEqual(
    digests.slice(0, 3).map((d) => d.digest),
    ['收评', '午评', '早报'],
  );
  assert.ok(digests.every((d) => d.level === 'important' && /沪指(涨|跌|平盘)/.test(d.content)));
  const inc = (await get<NewsHistoryAnswer>(`/api/v3/news/history?size=50&include=${encodeURIComponent('午评,收评')}`)).body.datas.list;
  assert.ok(inc.length >= 2 && inc.every((i) => /午评|收评/.test(i.title + i.content)));
  const exc = (await get<NewsHistoryAnswer>(`/api/v3/news/history?size=50&exclude=${encodeURIComponent('板块，午评')}`)).body.datas.list;
  assert.ok(exc.length > 0 && exc.every((i) => !/板块|午评/.test(i.title + i.content)));
});

test('news/item answers a kept item, a refusal for an unknown one, 400 naming a bad id; bad filter params answer 400', async (t) => {
  const { get } = await setup(t);
  const [first] = (await get<NewsHistoryAnswer>('/api/v3/news/history?size=1')).body.datas.list;
  const one = await get<NewsItem>(`/api/v3/news/item?id=${first!.id}`);
  assert.equal(one.status, 200);
  assert.deepEqual(one.body.datas, first);
  const gone = await get<null>('/api/v3/news/item?id=2020-01-01-1');
  assert.notEqual(gone.body.code, '000');
  assert.equal(gone.body.message, '资讯不存在或已过期');
  assert.match((await get<null>('/api/v3/news/item?id=abc')).body.message, /参数 id/);
  assert.match((await get<null>('/api/v3/news/item')).body.message, /id/);
  assert.match((await get<null>(`/api/v3/news/history?include=${Array.from({ length: 11 }, (_, i) => `w${i}`).join(',')}`)).body.message, /参数 include/);
  assert.match((await get<null>(`/api/v3/news/history?exclude=${'长'.repeat(21)}`)).body.message, /参数 exclude/);
  assert.match((await get<null>('/api/v3/news/history?digests=yes')).body.message, /参数 digests/);
});
