import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Notice } from '../../../../../contracts/entities';
import { parseNotice } from '../../../../../contracts/endpoints/notice';
import { buildMarketApp, getOk } from './helpers';

test('the current notice says the data is simulated and passes the client validator', async (t) => {
  const { app } = await buildMarketApp(t);
  const notice = await getOk<Notice>(app, '/api/v2/notice/current');
  assert.deepEqual(parseNotice(notice), notice);
  assert.match(notice.message, /模拟行情/);
  assert.match(notice.message, /不构成任何投资建议/);
  assert.deepEqual(await getOk(app, '/api/v2/notice/current'), notice, 'stable id and text');
});
