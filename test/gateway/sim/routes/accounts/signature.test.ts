import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { signingHeaders, signRequest, SIGNATURE_MAX_SKEW_MS } from '../../../../../contracts/signing';
import { accountRoutes, needsSignature, signatureGuard } from '../../../../../gateway/sim/routes/accounts/index';
import { openStore } from '../../../../../gateway/sim/open-store';
import { buildTestApp, callOk, expectFail, FakeMarket, type TestApp } from './helpers';

async function lockedApp(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp & { lock: string; signed: (at?: number) => Record<string, string> }> {
  const ta = await buildTestApp(t, { apiLock: true });
  const lock = await callOk<string>(ta.app, 'GET', '/api/v2/system/apiOuth');
  return { ...ta, lock, signed: (at = ta.clock.t) => signingHeaders(lock, at) };
}

test('with the lock on, apiOuth stays open and everything else must be signed', async (t) => {
  const ta = await lockedApp(t);
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', {}, /缺少签名/);
  await expectFail(ta.app, 'GET', '/api/v2/login/getRandomCode', '401', { headers: { timeStamp: '', zstokv1: '' } }, /缺少签名/);
  await callOk(ta.app, 'GET', '/api/v2/user/isCN', { headers: ta.signed() });
  await callOk(ta.app, 'GET', '/api/v2/login/getRandomCode', { headers: ta.signed() });
});

test('a signature is checked before the session, and the signed request still needs its session', async (t) => {
  const ta = await lockedApp(t);
  await expectFail(ta.app, 'GET', '/api/v2/opt/optGroupListV2', '401');
  await expectFail(ta.app, 'GET', '/api/v2/opt/optGroupListV2', '004', { headers: ta.signed() });
});

test('mis-signed, stale and malformed requests are refused', async (t) => {
  const ta = await lockedApp(t);
  const ts = String(ta.clock.t);
  const good = signRequest(ta.lock, ts);
  const flipped = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', { headers: { timeStamp: ts, zstokv1: flipped } }, /签名错误/);
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', { headers: { timeStamp: ts, zstokv1: signRequest('x'.repeat(80), ts) } }, /签名错误/);
  // A signature made for another timestamp does not carry over.
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', { headers: { timeStamp: String(ta.clock.t + 1), zstokv1: good } }, /签名错误/);
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', { headers: { timeStamp: 'soon', zstokv1: good } }, /签名错误/);
  const old = ta.clock.t - SIGNATURE_MAX_SKEW_MS - 1;
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', { headers: ta.signed(old) }, /已过期/);
  const future = ta.clock.t + SIGNATURE_MAX_SKEW_MS + 1;
  await expectFail(ta.app, 'GET', '/api/v2/user/isCN', '401', { headers: ta.signed(future) }, /已过期/);
  await callOk(ta.app, 'GET', '/api/v2/user/isCN', { headers: ta.signed(ta.clock.t - SIGNATURE_MAX_SKEW_MS) });
});

test('the QR confirm page is exempt (a phone has no lock token)', async (t) => {
  const ta = await lockedApp(t);
  const q = await callOk<{ url: string }>(ta.app, 'GET', '/api/v2/wx/login/qrcode', { headers: ta.signed() });
  const u = new URL(q.url);
  const res = await ta.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  assert.equal(res.statusCode, 200);
});

test('with the lock off, unsigned requests pass', async (t) => {
  const ta = await buildTestApp(t);
  await callOk(ta.app, 'GET', '/api/v2/user/isCN');
});

test('signatureGuard can guard an app globally', async (t) => {
  const store = openStore(':memory:');
  const app = Fastify();
  let now = 1_800_000_000_000;
  app.addHook('onRequest', signatureGuard({ store, now: () => now }));
  app.get('/api/v3/search/all', async () => ({ code: '000', message: '成功', datas: [] }));
  app.get('/healthz', async () => 'ok');
  t.after(async () => {
    await app.close();
    store.close();
  });
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).body, 'ok');
  assert.equal((await app.inject({ method: 'GET', url: '/api/v3/search/all' })).json().code, '401');
  const headers = signingHeaders(store.meta.lockToken(), now);
  assert.equal((await app.inject({ method: 'GET', url: '/api/v3/search/all', headers })).json().code, '000');
  now += SIGNATURE_MAX_SKEW_MS + 1;
  assert.equal((await app.inject({ method: 'GET', url: '/api/v3/search/all', headers })).json().code, '401');
});

test('a request guarded both globally and by the plugin is verified once', async (t) => {
  const store = openStore(':memory:');
  const lock = store.meta.lockToken();
  let reads = 0;
  store.meta.lockToken = () => {
    reads++;
    return lock;
  };
  const now = 1_800_000_000_000;
  const app = Fastify();
  app.addHook('onRequest', signatureGuard({ store, now: () => now }));
  await app.register(accountRoutes, { store, market: new FakeMarket(), now: () => now, apiLock: true });
  t.after(async () => {
    await app.close();
    store.close();
  });
  const res = await app.inject({ method: 'GET', url: '/api/v2/user/isCN', headers: signingHeaders(lock, now) });
  assert.equal(res.json().code, '000');
  assert.equal(reads, 1);
});

test('needsSignature: /api paths except the exempt ones', () => {
  assert.equal(needsSignature('/api/v2/opt/addOpt?code=1'), true);
  assert.equal(needsSignature('/api/v2/system/apiOuth'), false);
  assert.equal(needsSignature('/api/v2/system/apiOuth?x=1'), false);
  assert.equal(needsSignature('/api/v2/wx/login/confirm?ticket=abc'), false);
  assert.equal(needsSignature('/ws'), false);
  assert.equal(needsSignature('/'), false);
});
