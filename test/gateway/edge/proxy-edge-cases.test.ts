// Issue 11 finding 5: Expect: 100-continue, chunked bodies over the limit, and malformed URLs all
// get the edge's own answers (envelope, x-edge-error, request id, security headers, access line).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect as netConnect } from 'node:net';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { EdgeError } from '../../../gateway/edge/errors';
import { startApi, startEdge } from './helpers';

const REPLAY = { kind: 'replay', file: '/dev/null', speed: 1, loop: false } as const;

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

interface RawAnswer {
  raw: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes (in steps) and reads until the server closes or `until` matches. */
async function raw(url: string, steps: (string | Buffer)[], opts: { waitFor100?: boolean } = {}): Promise<RawAnswer> {
  const u = new URL(url);
  const sock = netConnect(Number(u.port), '127.0.0.1');
  await once(sock, 'connect');
  let chunks: Buffer[] = [];
  sock.on('data', (d: Buffer) => chunks.push(d));
  const textNow = () => Buffer.concat(chunks).toString('utf8');
  sock.on('error', () => {});
  const [head, ...rest] = steps;
  sock.write(head!);
  if (opts.waitFor100) {
    const started = Date.now();
    while (!textNow().includes('100 Continue') && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 5));
    assert.match(textNow(), /^HTTP\/1.1 100 Continue\r\n\r\n/, 'the edge invites the body');
    chunks = [Buffer.from(textNow().replace(/^HTTP\/1.1 100 Continue\r\n\r\n/, ''))];
  }
  for (const s of rest) if (!sock.destroyed) sock.write(s);
  await Promise.race([once(sock, 'close'), new Promise((r) => setTimeout(r, 3000))]);
  sock.destroy();
  const text = textNow();
  const sep = text.indexOf('\r\n\r\n');
  const headLines = text.slice(0, sep).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of headLines.slice(1)) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
  }
  return { raw: text, status: Number(headLines[0]!.slice(9, 12)), headers, body: text.slice(sep + 4) };
}

async function setup(t: { after: (fn: () => Promise<void>) => void }, edgeOpts: Record<string, unknown> = {}) {
  const seen: { url: string; body: string }[] = [];
  const api = await startApi((app) => {
    // Like the sim's signed routes: some answers come before the body is read (here: a 401 at once).
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.startsWith('/api/v2/fund/')) return reply.code(401).send({ code: '401', message: '未登录', datas: null });
    });
    app.all('/*', async (req) => {
      seen.push({ url: req.url, body: req.body ? (req.body as Buffer).toString() : '' });
      return { code: '000', message: '成功', datas: null };
    });
  });
  const sink = logSink();
  const edge = await startEdge({ upstreamUrl: api.url, source: REPLAY, logger: { level: 'info', stream: sink.stream }, ...edgeOpts });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  return { edge, seen, sink };
}

test('Expect: 100-continue is answered by the edge and the call goes through (was 502)', async (t) => {
  const { edge, seen } = await setup(t);
  const body = JSON.stringify({ phone: '13800000000' });
  const res = await raw(
    edge.url,
    [
      `POST /api/v2/up/save2 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      body,
    ],
    { waitFor100: true },
  );
  assert.equal(res.status, 200, res.raw.slice(0, 300));
  assert.deepEqual(JSON.parse(res.body), { code: '000', message: '成功', datas: null });
  assert.deepEqual(
    seen.map((s) => s.body),
    [body],
  );
});

test('a 2 MB chunked JSON body gets the 413 envelope, never a 502, and never reaches the upstream', async (t) => {
  const { edge, seen } = await setup(t);
  const chunk = `{"json":"${'x'.repeat(64 * 1024)}`;
  for (const path of ['/api/v2/fund/getByJson', '/api/v2/index/avgChg', '/api/v2/up/save2']) {
    const steps: string[] = [`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`];
    for (let sent = 0; sent < 2 * 1024 * 1024; sent += chunk.length) steps.push(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    steps.push('0\r\n\r\n');
    const res = await raw(edge.url, steps);
    assert.equal(res.status, 413, `${path}: ${res.raw.slice(0, 200)}`);
    assert.equal(res.headers['x-edge-error'], 'BODY_TOO_LARGE');
    assert.deepEqual(JSON.parse(res.body), { code: '400', message: '请求内容过大', datas: null });
  }
  assert.equal(seen.length, 0);
  // Within the limit a chunked body still goes through whole, now with its length.
  const body = JSON.stringify({ json: 'z'.repeat(100_000) });
  const ok = await raw(edge.url, [
    'POST /api/v2/up/save2 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
    `${(50_000).toString(16)}\r\n${body.slice(0, 50_000)}\r\n`,
    `${(body.length - 50_000).toString(16)}\r\n${body.slice(50_000)}\r\n0\r\n\r\n`,
  ]);
  assert.equal(ok.status, 200, ok.raw.slice(0, 200));
  assert.deepEqual(
    seen.map((s) => s.body),
    [body],
  );
});

test('a malformed URL gets the edge envelope with x-edge-error, a request id, security headers and an access line', async (t) => {
  const { edge, sink } = await setup(t);
  for (const target of ['/%u002e', '/api/v2/%u002e%u002e/x', '/%E0%A4%A']) {
    const res = await raw(edge.url, [`GET ${target} HTTP/1.1\r\nHost: x\r\nx-request-id: bad-url-1\r\nConnection: close\r\n\r\n`]);
    assert.equal(res.status, 400, `${target}: ${res.raw.slice(0, 300)}`);
    assert.equal(res.headers['x-edge-error'], 'BAD_PATH');
    assert.equal(res.headers['x-request-id'], 'bad-url-1');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.ok(res.headers['content-security-policy'], 'CSP header');
    assert.deepEqual(JSON.parse(res.body), { code: '400', message: '请求路径不合法', datas: null });
    assert.ok(!res.body.includes('u002e'), 'the path is not echoed');
  }
  await new Promise((r) => setImmediate(r));
  const lines = sink.lines.filter((l) => l.msg === 'request completed' && l.reqId === 'bad-url-1');
  assert.equal(lines.length, 3, 'one access line each');
  assert.equal(lines[0]!.statusCode, 400);
  assert.equal(typeof lines[0]!.responseTime, 'number');
});

test('a request the HTTP parser refuses (control byte in the target) still gets the envelope and headers', async (t) => {
  const { edge } = await setup(t);
  const res = await raw(edge.url, ['GET /\u0001x HTTP/1.1\r\nHost: x\r\n\r\n']);
  assert.equal(res.status, 400, res.raw.slice(0, 200));
  assert.equal(res.headers['x-edge-error'], 'BAD_REQUEST');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.deepEqual(JSON.parse(res.body), new EdgeError('BAD_REQUEST').toEnvelope());
});

test('headers named in Connection are hop-by-hop and not forwarded; the usual Connection values drop nothing else', async (t) => {
  const seen: Record<string, string | string[] | undefined>[] = [];
  const api = await startApi((app) =>
    app.get('/*', async (req) => {
      seen.push(req.headers);
      return { code: '000', message: '', datas: 1 };
    }),
  );
  const edge = await startEdge({ upstreamUrl: api.url, source: REPLAY });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  const ask = (connection: string) =>
    raw(edge.url, [`GET /api/v2/user/isCN HTTP/1.1\r\nhost: x\r\nconnection: ${connection}\r\nx-hop: secret\r\ntoken: tok\r\n\r\n`]);
  for (const connection of ['keep-alive, x-hop', 'close, X-Hop']) {
    const answer = await ask(connection);
    assert.equal(answer.status, 200);
    const headers = seen.at(-1)!;
    assert.equal(headers['x-hop'], undefined, `${connection}: x-hop dropped`);
    assert.equal(headers.token, 'tok');
  }
  for (const connection of ['keep-alive', 'close']) {
    await ask(connection);
    const headers = seen.at(-1)!;
    assert.equal(headers['x-hop'], 'secret', `${connection}: x-hop forwarded`);
    assert.equal(headers.token, 'tok');
  }
});
