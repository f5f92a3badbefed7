import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { WHOLE_BODY_LIMIT, readsWhole } from '../../../gateway/edge/relay-body';
import { startEdge } from './helpers';

/** A raw HTTP upstream whose answers a test writes by hand. */
async function rawUpstream(t: { after: (fn: () => Promise<void>) => void }, answer: (url: string, res: ServerResponse) => void): Promise<string> {
  const server: Server = createServer((req, res) => answer(req.url ?? '', res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.after(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function edgeFor(t: { after: (fn: () => Promise<void>) => void }, upstreamUrl: string) {
  const edge = await startEdge({ upstreamUrl, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(() => edge.app.close());
  return edge;
}

test('readsWhole: small known-length bodies only', () => {
  const answer = (statusCode: number, len?: string) => ({ statusCode, headers: len === undefined ? {} : { 'content-length': len }, stream: new PassThrough() });
  assert.equal(readsWhole('GET', answer(200, '120')), true);
  assert.equal(readsWhole('POST', answer(500, String(WHOLE_BODY_LIMIT))), true);
  assert.equal(readsWhole('GET', answer(200, String(WHOLE_BODY_LIMIT + 1))), false, 'large: streamed');
  assert.equal(readsWhole('GET', answer(200)), false, 'unknown length: streamed');
  assert.equal(readsWhole('GET', answer(200, '12x')), false, 'malformed length: streamed');
  assert.equal(readsWhole('HEAD', answer(200, '120')), false);
  for (const s of [101, 204, 304]) assert.equal(readsWhole('GET', answer(s, '0')), false, String(s));
});

test('large and chunked answers stream through intact', async (t) => {
  const big = Buffer.alloc(WHOLE_BODY_LIMIT * 3, 'a');
  const url = await rawUpstream(t, (path, res) => {
    if (path.includes('big')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(big.length) });
      res.end(big);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":"000",');
      setTimeout(() => res.end('"message":"","datas":[1,2]}'), 20);
    }
  });
  const edge = await edgeFor(t, url);
  const bigRes = await request(edge.url)
    .get('/api/v2/big')
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    });
  assert.equal(bigRes.status, 200);
  assert.ok((bigRes.body as Buffer).equals(big));
  const chunked = await request(edge.url).get('/api/v2/chunked').expect(200);
  assert.deepEqual(chunked.body, { code: '000', message: '', datas: [1, 2] });
});

test('an upstream failing in the middle of a small body gets a 502 envelope, without its headers', async (t) => {
  const url = await rawUpstream(t, (_path, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100', 'x-sim': '1' });
    res.write('{"code":"000","mess');
    setTimeout(() => res.socket?.destroy(), 20);
  });
  const edge = await edgeFor(t, url);
  const res = await request(edge.url).get('/api/v2/user/isCN');
  assert.equal(res.status, 502);
  assert.equal(res.headers['x-edge-error'], 'UPSTREAM_ERROR');
  assert.equal(res.headers['x-sim'], undefined);
  assert.equal(res.body.code, '502');
  assert.ok(res.headers['x-request-id']);
});
