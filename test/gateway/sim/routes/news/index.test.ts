import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { NewsHistoryAnswer } from '../../../../../contracts/endpoints/news';
import { buildMarketApp, DAY0, expectError, getOk } from '../market/helpers';

const at = (h: number, m: number) => DAY0 + (h * 60 + m) * 60_000;
const URL0 = '/api/v3/news/history';

test('news/history: kept flashes as items, newest first, paged by time without gaps or repeats, 【模拟】 everywhere', async (t) => {
  const { app, market } = await buildMarketApp(t);
  // Let the desk see several moments of the day, so there are checkpoints and moves at many times.
  for (const [h, m] of [
    [9, 30],
    [10, 0],
    [10, 30],
    [11, 0],
    [11, 30],
    [13, 30],
    [14, 0],
  ] as const) {
    market.t = at(h, m);
    market.set('399006.SZ', { pct: (h - 9) * 0.6, price: 2000 + h });
    await getOk<NewsHistoryAnswer>(app, `${URL0}?size=1`);
  }
  const all = await getOk<NewsHistoryAnswer>(app, `${URL0}?size=50`);
  assert.ok(all.list.length >= 8, `items: ${all.list.length}`);
  assert.ok(
    all.list.every((f, i) => i === 0 || all.list[i - 1]!.ts >= f.ts),
    'newest first',
  );
  assert.ok(all.list.every((f) => f.title.startsWith('【模拟】') && f.content.startsWith('【模拟】')));
  assert.ok(all.list.every((f) => f.category === 'market' || f.category === 'hk'));
  const withSec = all.list.find((f) => f.codes.includes('000001.SH'))!;
  assert.deepEqual(
    withSec.securities.find((s) => s.id === '000001.SH'),
    { id: '000001.SH', code: '000001', name: '上证指数', kind: 'index_hs' },
  );

  // Page through with size 3: the concatenation is the whole list, and no page splits a timestamp.
  const paged: string[] = [];
  let before: number | null = null;
  for (let i = 0; i < 50; i++) {
    const page: NewsHistoryAnswer = await getOk<NewsHistoryAnswer>(app, `${URL0}?size=3${before === null ? '' : `&before=${before}`}`);
    paged.push(...page.list.map((f) => f.id));
    if (page.next === null) break;
    assert.ok(page.list.length >= 3);
    assert.equal(page.next, page.list.at(-1)!.ts);
    before = page.next;
  }
  assert.deepEqual(
    paged,
    all.list.map((f) => f.id),
  );

  // after = the newest seen: nothing new until the market moves on.
  const newest = all.list[0]!.ts;
  assert.deepEqual((await getOk<NewsHistoryAnswer>(app, `${URL0}?after=${newest}`)).list, []);
  market.t = at(14, 30);
  const fresh = await getOk<NewsHistoryAnswer>(app, `${URL0}?after=${newest}`);
  assert.ok(fresh.list.length > 0 && fresh.list.every((f) => f.ts > newest));
});

test('news/history: tabs and keyword filter on the server', async (t) => {
  const { app, market } = await buildMarketApp(t);
  market.t = at(11, 30);
  const all = await getOk<NewsHistoryAnswer>(app, `${URL0}?size=50`);
  const important = await getOk<NewsHistoryAnswer>(app, `${URL0}?size=50&tab=important`);
  assert.ok(important.list.length > 0);
  assert.deepEqual(
    important.list.map((f) => f.id),
    all.list.filter((f) => f.level === 'important').map((f) => f.id),
  );
  const hk = await getOk<NewsHistoryAnswer>(app, `${URL0}?size=50&tab=hk`);
  assert.ok(hk.list.every((f) => f.codes.every((c) => c.endsWith('.HK'))));
  assert.deepEqual((await getOk<NewsHistoryAnswer>(app, `${URL0}?tab=notice`)).list, [], 'the desk writes no announcements');
  const kw = await getOk<NewsHistoryAnswer>(app, `${URL0}?size=50&keyword=${encodeURIComponent('午间收盘')}`);
  assert.ok(kw.list.length > 0 && kw.list.every((f) => `${f.title}${f.content}`.includes('午间收盘')));
});

test('news/history: bad parameters answer 400 naming them', async (t) => {
  const { app } = await buildMarketApp(t);
  assert.match(await expectError(app, 'GET', `${URL0}?size=0`, '400'), /size/);
  assert.match(await expectError(app, 'GET', `${URL0}?size=51`, '400'), /size/);
  assert.match(await expectError(app, 'GET', `${URL0}?size=abc`, '400'), /size/);
  assert.match(await expectError(app, 'GET', `${URL0}?before=yesterday`, '400'), /before/);
  assert.match(await expectError(app, 'GET', `${URL0}?after=-5`, '400'), /after/);
  assert.match(await expectError(app, 'GET', `${URL0}?tab=sports`, '400'), /tab/);
  assert.match(await expectError(app, 'GET', `${URL0}?keyword=${'长'.repeat(21)}`, '400'), /keyword/);
});
