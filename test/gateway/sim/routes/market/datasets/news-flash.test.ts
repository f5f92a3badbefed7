import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { NewsFlash } from '../../../../../../contracts/endpoints/market-data';
import { buildMarketApp, expectError, getOk } from '../helpers';

test('newsFlash: newest first, each marked 【模拟】, size bounded', async (t) => {
  const { app, market } = await buildMarketApp(t);
  market.t = Date.parse('2025-11-27T10:00:00+08:00');
  const list = await getOk<NewsFlash[]>(app, '/api/v3/data/getByconfig?name=newsFlash&size=3');
  assert.ok(list.length > 0 && list.length <= 3);
  assert.ok(list.every((f, i) => f.title.startsWith('【模拟】') && (i === 0 || list[i - 1]!.ts >= f.ts)));
  assert.ok((await getOk<NewsFlash[]>(app, '/api/v3/data/getByconfig?name=newsFlash')).length <= 20);
  for (const size of ['0', '101', 'x']) assert.match(await expectError(app, 'GET', `/api/v3/data/getByconfig?name=newsFlash&size=${size}`, '400'), /size/);
});
