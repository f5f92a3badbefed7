import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import request from 'supertest';
import { startApi, startEdge } from './helpers';

/** A pino destination collecting parsed JSON lines. */
function logSink(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  return { stream, lines };
}

test('one compact access line per request at info, carrying the request id', async (t) => {
  const api = await startApi((app) => app.get('/*', async () => ({ code: '000', message: '', datas: 1 })));
  const sink = logSink();
  const edge = await startEdge({
    upstreamUrl: api.url,
    source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false },
    logger: { level: 'info', stream: sink.stream },
  });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  const before = sink.lines.length;
  await request(edge.url).get('/api/v2/user/isCN?x=1').set('x-request-id', 'req-42').expect(200);
  await request(edge.url).get('/api/../etc/passwd').expect(400);
  await new Promise((r) => setImmediate(r));
  const lines = sink.lines.slice(before).filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
  assert.equal(lines.length, 2, 'one line per request, nothing on arrival');
  const [ok, refused] = lines;
  assert.equal(ok!.reqId, 'req-42');
  assert.equal(ok!.level, 30);
  assert.equal(ok!.method, 'GET');
  assert.equal(ok!.url, '/api/v2/user/isCN?x=1');
  assert.equal(ok!.statusCode, 200);
  assert.equal(typeof ok!.responseTime, 'number');
  assert.equal(refused!.statusCode, 400);
});

test('silent below info: no access lines at warn', async (t) => {
  const api = await startApi((app) => app.get('/*', async () => ({ code: '000', message: '', datas: 1 })));
  const sink = logSink();
  const edge = await startEdge({
    upstreamUrl: api.url,
    source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false },
    logger: { level: 'warn', stream: sink.stream },
  });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  await request(edge.url).get('/api/v2/user/isCN').expect(200);
  assert.equal(sink.lines.filter((l) => l.msg === 'request completed').length, 0);
});

test('logged URLs carry no secrets: page queries dropped, key/token/ticket/SMS code redacted, phone numbers keep their last 4 digits', async (t) => {
  const api = await startApi((app) => app.all('/*', async () => ({ code: '000', message: '', datas: 1 })));
  const sink = logSink();
  const edge = await startEdge({
    upstreamUrl: api.url,
    source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false },
    logger: { level: 'info', stream: sink.stream },
  });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  const KEY = 'U2FsdGVkX1secretsessionkey';
  await request(edge.url).get(`/?key=${KEY}`);
  await request(edge.url).get(`/stock?code=600519.SH&key=${KEY}`);
  await request(edge.url).get('/api/v2/login/getSmsCode?phone=13800001234&challengeId=c-77&randomCode=AB12').expect(200);
  await request(edge.url).get('/api/v2/wx/login/token?code=TICKET-abcdef&timestamp=1700000000000').expect(200);
  await request(edge.url).get('/api/v2/wx/login/confirm?code=TICKET-abcdef&openid=someone').expect(200);
  await request(edge.url).get(`/api/v2/user/info?token=${KEY}&key=${KEY}&note=call%2013912345678`).expect(200);
  await request(edge.url).get('/api/v1/stock/detail?code=600519.SH').expect(200);
  await new Promise((r) => setImmediate(r));
  const text = JSON.stringify(sink.lines);
  for (const secret of [KEY, '13800001234', '13912345678', 'TICKET-abcdef', 'someone', 'AB12', 'c-77']) {
    assert.ok(!text.includes(secret), `${secret} is not in the log`);
  }
  const urls = sink.lines.filter((l) => l.msg === 'request completed').map((l) => l.url);
  assert.ok(urls.includes('/?[redacted]'));
  assert.ok(urls.includes('/api/v2/login/getSmsCode?phone=*******1234&challengeId=[redacted]&randomCode=[redacted]'));
  assert.ok(urls.includes('/api/v2/wx/login/token?code=[redacted]&timestamp=1700000000000'));
  assert.ok(urls.includes('/api/v1/stock/detail?code=600519.SH'), 'market codes stay readable');
  assert.ok(text.includes('*******5678'), 'a phone number inside another value is masked too');
});
