import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect as netConnect } from 'node:net';
import { once } from 'node:events';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { startApi, startEdge } from './helpers';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}

async function setup(t: { after: (fn: () => Promise<void>) => void }, edgeOpts: Parameters<typeof startEdge>[0] extends infer O ? Partial<O> : never = {}) {
  const seen: Seen[] = [];
  const api = await startApi((app: FastifyInstance) => {
    app.all('/*', async (req, reply) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: req.body ? (req.body as Buffer).toString() : '' });
      if (req.url.startsWith('/api/v2/slow')) await new Promise((r) => setTimeout(r, 2500));
      if (req.url.startsWith('/api/v2/broken')) return reply.code(500).send({ code: '500', message: 'upstream says no', datas: null });
      reply.header('x-sim', '1').header('keep-alive', 'timeout=5');
      return { code: '000', message: '成功', datas: { method: req.method, url: req.url } };
    });
  });
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false }, ...edgeOpts });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  return { seen, edge, api };
}

test('forwards method, query, body and the spec headers; strips hop-by-hop; sets x-forwarded-*', async (t) => {
  const { seen, edge } = await setup(t);
  const res = await request(edge.url)
    .post('/api/v2/opt/sortOpt?groupId=7&x=%E4%B8%AD')
    .set('token', 'tok-1')
    .set('zstokv1', 'sig')
    .set('timeStamp', '1712345678901')
    .set('requestFrom', 'pc')
    .set('x-forwarded-for', '6.6.6.6')
    .set('Connection', 'keep-alive, x-secret')
    .set('x-secret', 'do-not-forward')
    .set('te', 'trailers')
    .set('proxy-authorization', 'Basic Zm9v')
    .set('content-type', 'application/json')
    .send('{"codes":["600519.SH"]}');
  assert.equal(res.status, 200);
  assert.equal(res.body.datas.url, '/api/v2/opt/sortOpt?groupId=7&x=%E4%B8%AD');
  assert.equal(res.headers['x-sim'], '1', 'upstream headers relayed');
  assert.notEqual(res.headers['keep-alive'], 'timeout=5', "the upstream's hop-by-hop keep-alive is not relayed");
  const s = seen[0]!;
  assert.equal(s.method, 'POST');
  assert.equal(s.body, '{"codes":["600519.SH"]}');
  for (const [k, v] of Object.entries({ token: 'tok-1', zstokv1: 'sig', timestamp: '1712345678901', requestfrom: 'pc' })) {
    assert.equal(s.headers[k], v, k);
  }
  assert.equal(s.headers['x-secret'], undefined);
  assert.equal(s.headers['proxy-authorization'], undefined);
  assert.equal(s.headers.te, undefined);
  assert.equal(s.headers['x-forwarded-for'], '127.0.0.1', 'incoming x-forwarded-for ignored without TRUST_PROXY');
  assert.equal(s.headers['x-forwarded-proto'], 'http');
  assert.equal(s.headers['x-request-id'], res.headers['x-request-id']);
});

test('with TRUST_PROXY the incoming forwarded chain is kept and the peer appended', async (t) => {
  const { seen, edge } = await setup(t, { trustProxy: true });
  await request(edge.url).get('/api/v2/user/isCN').set('x-forwarded-for', '203.0.113.9').set('x-forwarded-proto', 'https').expect(200);
  assert.equal(seen[0]!.headers['x-forwarded-for'], '203.0.113.9, 127.0.0.1');
  assert.equal(seen[0]!.headers['x-forwarded-proto'], 'https');
});

test('upstream 5xx answers are relayed unchanged', async (t) => {
  const { edge } = await setup(t);
  const res = await request(edge.url).get('/api/v2/broken');
  assert.equal(res.status, 500);
  assert.equal(res.body.message, 'upstream says no');
});

test('upstream down: 502 with the envelope', async (t) => {
  const edge = await startEdge({ upstreamUrl: 'http://127.0.0.1:9', source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(() => edge.app.close());
  const res = await request(edge.url).get('/api/v2/user/isCN');
  assert.equal(res.status, 502);
  assert.deepEqual(res.body, { code: '502', message: '网关错误。', datas: null });
  assert.equal(res.headers['x-edge-error'], 'UPSTREAM_ERROR');
});

test('upstream too slow: 504 with the envelope after the configured timeout', async (t) => {
  const { edge } = await setup(t, { proxy: { timeoutMs: 150 } });
  const started = Date.now();
  const res = await request(edge.url).get('/api/v2/slow');
  assert.equal(res.status, 504);
  assert.deepEqual(res.body, { code: '504', message: '网关超时。', datas: null });
  // undici checks response timeouts on a coarse (~0.5–1 s) timer wheel.
  assert.ok(Date.now() - started < 2000, 'answered at the timeout, not when the upstream finished');
});

test('bodies above the limit get 413, declared or chunked, and never reach the upstream', async (t) => {
  const { seen, edge } = await setup(t, { proxy: { bodyLimit: 1024 } });
  const declared = await request(edge.url)
    .post('/api/v2/up/save2')
    .set('content-type', 'application/json')
    .send(JSON.stringify({ json: 'x'.repeat(2000) }));
  assert.equal(declared.status, 413);
  assert.equal(declared.body.code, '400');
  assert.equal(seen.length, 0);

  // Chunked: no content-length, the limit is enforced while streaming.
  const port = new URL(edge.url).port;
  const sock = netConnect(Number(port), '127.0.0.1');
  await once(sock, 'connect');
  const chunk = 'y'.repeat(800);
  sock.write('POST /api/v2/up/save2 HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n');
  sock.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  sock.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`);
  let raw = '';
  sock.on('data', (d) => (raw += d.toString()));
  await once(sock, 'close');
  assert.match(raw, /^HTTP\/1.1 413/);
  assert.match(raw, /"code":"400"/);

  const small = await request(edge.url).post('/api/v2/up/save2').set('content-type', 'application/json').send('{"json":"ok"}');
  assert.equal(small.status, 200);
});

async function rawRequest(url: string, line: string): Promise<string> {
  const u = new URL(url);
  const sock = netConnect(Number(u.port), '127.0.0.1');
  await once(sock, 'connect');
  sock.write(`${line}\r\nHost: ${u.host}\r\nConnection: close\r\n\r\n`);
  let raw = '';
  sock.on('data', (d) => (raw += d.toString()));
  await once(sock, 'close');
  return raw;
}

test('path tricks are refused and nothing outside /api is ever forwarded', async (t) => {
  const { seen, edge } = await setup(t);
  const tricks = [
    'GET /api/../secret HTTP/1.1',
    'GET /api/v2/../../secret HTTP/1.1',
    'GET /api/%2e%2e/secret HTTP/1.1',
    'GET /api/v2%2f..%2f..%2fsecret HTTP/1.1',
    'GET /api/v2/..%5c..%5csecret HTTP/1.1',
    'GET /api//evil.example/x HTTP/1.1',
    'GET /api/http://evil.example/x HTTP/1.1',
    'GET http://evil.example/api/v2/user/isCN HTTP/1.1',
    'GET /secret HTTP/1.1',
    'GET /x/../api/v2/user/isCN HTTP/1.1',
  ];
  for (const line of tricks) {
    const raw = await rawRequest(edge.url, line);
    const status = Number(raw.slice(9, 12));
    assert.ok(status >= 400 && status < 500, `${line} → ${status}`);
  }
  assert.deepEqual(
    seen.map((s) => s.url),
    [],
    'the upstream saw none of them',
  );
  const ok = await request(edge.url).get('/api/v2/user/isCN');
  assert.equal(ok.status, 200);
  assert.equal(seen.length, 1);
});
