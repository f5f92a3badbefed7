import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { encodeAnalyticsPayload, type AnalyticsPair } from '../../../../../contracts/endpoints/analytics';
import { encryptText } from '../../../../../contracts/crypto';
import { accountRoutes } from '../../../../../gateway/sim/routes/accounts/index';
import { openStore } from '../../../../../gateway/sim/open-store';
import { buildTestApp, callOk, Clock, expectFail, FakeMarket, signIn } from './helpers';

const VISIT: AnalyticsPair[] = [
  { name: 'appVersion', value: '0.1.0' },
  { name: 'container', value: 'pc' },
  { name: 'env', value: 'pro' },
  { name: 'event_name', value: '访问页面' },
  { name: 'event_ext1', value: '自选' },
  { name: 'event_ext2', value: '/favorite' },
];

test('save2 decrypts and stores the pairs of a signed-in user', async (t) => {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  assert.equal(await callOk(ta.app, 'POST', '/api/v2/up/save2', { token, body: { json: encodeAnalyticsPayload(VISIT) } }), null);
  const userId = ta.store.sessions.check(token, ta.clock.t);
  assert.equal(userId.status, 'ok');
  if (userId.status !== 'ok') return;
  const [event] = ta.store.analytics.recent(userId.userId);
  assert.deepEqual(event && { name: event.eventName, pairs: event.pairs, at: event.receivedAt }, { name: '访问页面', pairs: VISIT, at: ta.clock.t });
});

test('save2 needs a session', async (t) => {
  const ta = await buildTestApp(t);
  await expectFail(ta.app, 'POST', '/api/v2/up/save2', '004', { body: { json: encodeAnalyticsPayload(VISIT) } });
});

test('save2 rejects malformed payloads with a quiet 400 and stores nothing', async (t) => {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  const bad: unknown[] = [
    { json: 'not encrypted' },
    { json: encryptText('not json') },
    { json: encryptText('{"name":"a","value":"b"}') },
    { json: encryptText('[]') },
    { json: encodeAnalyticsPayload(VISIT.slice(1)) },
    { json: encodeAnalyticsPayload([...VISIT, { name: 'env', value: 'dev' }]) },
    { json: encodeAnalyticsPayload([...VISIT, { name: "x'; DROP TABLE analytics_events;--", value: '1' }]) },
    { json: encryptText(JSON.stringify([...VISIT, { name: 'n', value: { nested: true } }])) },
    { json: encodeAnalyticsPayload([...VISIT, { name: 'big', value: 'x'.repeat(1001) }]) },
  ];
  for (const body of bad) await expectFail(ta.app, 'POST', '/api/v2/up/save2', '400', { token, body }, /埋点数据格式错误/);
  await expectFail(ta.app, 'POST', '/api/v2/up/save2', '400', { token, body: {} }, /缺少字段 json/);
  await expectFail(ta.app, 'POST', '/api/v2/up/save2', '400', { token, body: { json: 'x'.repeat(20_000) } }, /请求体过大/);
  assert.equal((ta.store.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get() as { n: number }).n, 0);
});

test('malformed analytics payloads make no error-level log noise', async (t) => {
  const levels: number[] = [];
  const store = openStore(':memory:');
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void levels.push((JSON.parse(line) as { level: number }).level) } } });
  const clock = new Clock();
  await app.register(accountRoutes, { store, market: new FakeMarket(), now: clock.now, testHooks: true });
  t.after(async () => {
    await app.close();
    store.close();
  });
  const token = await signIn({ app, clock });
  levels.length = 0;
  await expectFail(app, 'POST', '/api/v2/up/save2', '400', { token, body: { json: 'garbage' } });
  const res = await app.inject({ method: 'POST', url: '/api/v2/up/save2', headers: { token, 'content-type': 'application/json' }, payload: '{oops' });
  assert.equal(res.json().code, '400');
  assert.ok(
    levels.every((l) => l < 40),
    `no warn/error lines, got levels ${levels.join(',')}`,
  );
});
