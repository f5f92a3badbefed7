/**
 * 画线 API over the whole sim app (fake market, in-memory store): signed-in only; save replaces a
 * code's drawings and list reads them back (per user and per code, bare codes resolved); bad bodies
 * are refused in Chinese naming the field and change nothing; the per-code limit answers 409.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DrawingsAnswer } from '../../../../../contracts/endpoints/drawings';
import { DRAWING_LIMITS, type Drawing } from '../../../../../contracts/drawings';
import { buildMarketApp, expectError, getOk, request, signIn } from '../market/helpers';

const T = Date.parse('2025-06-03T00:00:00+08:00');
const trend: Drawing = {
  id: 'd1',
  kind: 'trend',
  points: [
    { t: T, p: 1500 },
    { t: T + 86_400_000 * 20, p: 1600.5 },
  ],
  color: 'red',
};
const note: Drawing = { id: 'd2', kind: 'text', points: [{ t: T, p: 1450 }], color: 'blue', text: '突破' };

test('drawings: signed-in only; save then list, per user and per code', async (t) => {
  const { app, store } = await buildMarketApp(t);
  await expectError(app, 'GET', '/api/v2/drawings/list?code=600519.SH', '004');
  await expectError(app, 'POST', '/api/v2/drawings/save', '004', { body: { code: '600519.SH', drawings: [] } });
  const a = signIn(store, '13800138001');
  const b = signIn(store, '13800138002');
  const empty = await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=600519.SH', a.token);
  assert.deepEqual(empty, { code: '600519.SH', drawings: [], updatedAt: null });

  const saved = await request<DrawingsAnswer>(app, 'POST', '/api/v2/drawings/save', { token: a.token, body: { code: '600519', drawings: [trend, note] } });
  assert.equal(saved.env.code, '000', saved.env.message);
  assert.equal(saved.env.datas.code, '600519.SH', 'a bare code resolves to the stock');
  assert.deepEqual(saved.env.datas.drawings, [trend, note]);
  assert.ok(typeof saved.env.datas.updatedAt === 'number');

  assert.deepEqual((await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=600519.SH', a.token)).drawings, [trend, note]);
  assert.deepEqual((await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=600519.SH', b.token)).drawings, [], 'another user sees none');
  assert.deepEqual((await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=000001.SZ', a.token)).drawings, [], 'another code has none');

  // Saving again replaces; an empty list clears.
  const moved: Drawing = { ...trend, points: [{ t: T, p: 1510 }, trend.points[1]!] };
  await request(app, 'POST', '/api/v2/drawings/save', { token: a.token, body: { code: '600519.SH', drawings: [moved] } });
  assert.deepEqual((await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=600519.SH', a.token)).drawings, [moved]);
  await request(app, 'POST', '/api/v2/drawings/save', { token: a.token, body: { code: '600519.SH', drawings: [] } });
  assert.deepEqual(await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=600519.SH', a.token), { code: '600519.SH', drawings: [], updatedAt: null });
});

test('drawings: bad codes and bodies are refused in Chinese naming the field, and nothing changes', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const { token } = signIn(store);
  await request(app, 'POST', '/api/v2/drawings/save', { token, body: { code: '600519.SH', drawings: [trend] } });
  const save = (body: unknown, code = '400') => expectError(app, 'POST', '/api/v2/drawings/save', code, { token, body });
  assert.match(await expectError(app, 'GET', '/api/v2/drawings/list?code=abc', '400', { token }), /code/);
  assert.match(await expectError(app, 'GET', '/api/v2/drawings/list?code=999999.SH', '404', { token }), /证券/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...trend, kind: 'circle' }] }), /kind/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...trend, points: [trend.points[0]] }] }), /趋势线应有 2 个锚点/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...trend, points: [{ t: T, p: 'x' }, trend.points[1]] }] }), /points\[0\]\.p/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...note, text: '字'.repeat(41) }] }), /text/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...note, text: '   ' }] }), /text 应为 1–40 个字/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...trend, text: '多余' }] }), /text 只用于文字/);
  assert.match(await save({ code: '600519.SH', drawings: [trend, trend] }), /id 重复/);
  assert.match(await save({ code: '600519.SH', drawings: [{ ...trend, color: '#fff' }] }), /color/);
  // 1e400 is Infinity once parsed: not a finite number.
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/drawings/save',
    headers: { token, 'content-type': 'application/json' },
    payload: `{"code":"600519.SH","drawings":[{"id":"x","kind":"hline","points":[{"t":${T},"p":1e400}],"color":"red"}]}`,
  });
  assert.equal(res.json().code, '400');
  assert.match(res.json().message, /drawings\[0\]\.points\[0\]\.p/);
  const tooMany = Array.from({ length: DRAWING_LIMITS.maxPerCode + 1 }, (_, i) => ({ ...trend, id: `d${i}` }));
  assert.match(await save({ code: '600519.SH', drawings: tooMany }, '409'), /最多 200 条画线/);
  assert.deepEqual((await getOk<DrawingsAnswer>(app, '/api/v2/drawings/list?code=600519.SH', token)).drawings, [trend], 'nothing changed');
});

test('drawings: a stored row that no longer parses is refused with a Chinese message and kept as it is', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const { token, userId } = signIn(store);
  store.db.prepare('INSERT INTO chart_drawings (user_id, code, drawings, updated_at) VALUES (?, ?, ?, ?)').run(userId, '600519.SH', '[{"id":"x"}', 1);
  assert.match(await expectError(app, 'GET', '/api/v2/drawings/list?code=600519.SH', '500', { token }), /原数据已保留/);
  const row = store.db.prepare('SELECT drawings FROM chart_drawings WHERE user_id = ?').get(userId) as { drawings: string };
  assert.equal(row.drawings, '[{"id":"x"}');
});
