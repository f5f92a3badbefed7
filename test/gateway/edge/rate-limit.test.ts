import { test } from 'node:test';
import assert from 'node:assert/strict';
import request from 'supertest';
import { createServer, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { startApi, startEdge } from './helpers';

const REPLAY = { kind: 'replay', file: '/dev/null', speed: 1, loop: false } as const;

async function setup(t: { after: (fn: () => Promise<void>) => void }, rateLimit: Record<string, unknown>) {
  const api = await startApi((app) => {
    app.all('/*', async () => ({ code: '000', message: '成功', datas: null }));
  });
  const edge = await startEdge({ upstreamUrl: api.url, source: REPLAY, rateLimit });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  return edge;
}

test('per-IP limit: 429 with the -002 envelope and a Chinese message, then reset after the window', async (t) => {
  const edge = await setup(t, { ipMax: 3, windowMs: 1500 });
  for (let i = 0; i < 3; i++) {
    const ok = await request(edge.url).get('/api/v2/user/isCN');
    assert.equal(ok.status, 200);
    assert.equal(ok.headers['x-ratelimit-remaining'], String(2 - i));
  }
  const res = await request(edge.url).get('/api/v2/user/isCN');
  assert.equal(res.status, 429);
  assert.deepEqual(res.body, { code: '-002', message: '操作过于频繁，请稍后再试', datas: null });
  assert.ok(Number(res.headers['retry-after']) >= 0);
  await new Promise((r) => setTimeout(r, 1600));
  assert.equal((await request(edge.url).get('/api/v2/user/isCN')).status, 200, 'allowed again after the window');
  const metrics = await (await fetch(`${edge.opsUrl}/metrics`)).text();
  assert.match(metrics, /zhigu_rate_limited_total\{policy="ip"\} 1/);
});

test('per-token limit applies to calls carrying that token only', async (t) => {
  const edge = await setup(t, { ipMax: 100, tokenMax: 2 });
  await request(edge.url).get('/api/v2/opt/optGroupListV2').set('token', 'A').expect(200);
  await request(edge.url).get('/api/v2/opt/optGroupListV2').set('token', 'A').expect(200);
  await request(edge.url).get('/api/v2/opt/optGroupListV2').set('token', 'A').expect(429);
  await request(edge.url).get('/api/v2/opt/optGroupListV2').set('token', 'B').expect(200);
  await request(edge.url).get('/api/v2/opt/optGroupListV2').expect(200);
});

test('login and SMS calls have stricter limits with their own messages', async (t) => {
  const edge = await setup(t, { ipMax: 100, loginMax: 3, smsMax: 1 });
  await request(edge.url).get('/api/v2/login/getSmsCode?phone=13800000000').expect(200);
  const sms = await request(edge.url).get('/api/v2/login/getSmsCode?phone=13800000000');
  assert.equal(sms.status, 429);
  assert.deepEqual(sms.body, { code: '-002', message: '验证码获取过于频繁，请稍后再试', datas: null });
  await request(edge.url).post('/api/v2/login/loginByCode').send({ a: 1 }).expect(200);
  await request(edge.url).get('/api/v2/wx/login/qrcode').expect(200);
  const login = await request(edge.url).get('/api/v2/login/getRandomCode');
  assert.equal(login.status, 429);
  assert.equal(login.body.message, '登录尝试过于频繁，请稍后再试');
  await request(edge.url).get('/api/v3/search/all?text=gzmt').expect(200);
});

test('REDIS_URL pointing at a dead Redis fails open quickly', async (t) => {
  // A port with nothing listening.
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as AddressInfo).port;
  probe.close();
  const edge = await setup(t, { ipMax: 1, redisUrl: `redis://127.0.0.1:${port}`, redisTimeoutMs: 100 });
  const started = Date.now();
  for (let i = 0; i < 3; i++) await request(edge.url).get('/api/v2/user/isCN').expect(200);
  assert.ok(Date.now() - started < 1500, `three calls through in ${Date.now() - started} ms`);
});

test('limits cannot be bypassed by spelling the path differently: escapes and ; are refused, case and a trailing slash count as the same path', async (t) => {
  let smsHandled = 0;
  let loginHandled = 0;
  const api = await startApi((app) => {
    // An upstream as lenient as many are: decodes escapes, ignores case and a trailing slash.
    app.all('/*', async (req) => {
      const p = decodeURIComponent(req.url.split('?')[0]!).toLowerCase().replace(/\/$/, '').replace(/;.*$/, '');
      if (p === '/api/v2/login/getsmscode') smsHandled++;
      else if (p.startsWith('/api/v2/login/')) loginHandled++;
      return { code: '000', message: '成功', datas: null };
    });
  });
  const edge = await startEdge({ upstreamUrl: api.url, source: REPLAY, rateLimit: { ipMax: 1000, loginMax: 4, smsMax: 1 } }); // the SMS call counts as a login call too
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  await request(edge.url).get('/api/v2/login/getSmsCode?phone=13800000000').expect(200);
  for (const variant of [
    '/api/v2/login/getSms%43ode',
    '/api/v2/login/getSmsCode%20',
    '/api/v2/%6Cogin/getSmsCode',
    '/api/v2/login/getSmsCode/',
    '/api/v2/login/GETSMSCODE',
    '/api/v2/login/getSmsCode;x=1',
    '/api/v2/login/./getSmsCode',
  ]) {
    const res = await request(edge.url).get(`${variant}?phone=13800000000`);
    assert.ok(res.status === 429 || res.status === 400, `${variant} → ${res.status}`);
  }
  assert.equal(smsHandled, 1, 'the SMS handler ran once, within its limit');

  for (let i = 0; i < 3; i++) await request(edge.url).post('/api/v2/login/loginByCode').send({}).expect(200);
  for (const variant of ['/api/v2/%6Cogin/loginByCode', '/api/v2/Login/loginByCode', '/api/v2/login/loginByCode/']) {
    const res = await request(edge.url).post(variant).send({});
    assert.ok(res.status === 429 || res.status === 400, `${variant} → ${res.status}`);
  }
  assert.equal(loginHandled, 3, 'the login handler ran only within its limit');
});
