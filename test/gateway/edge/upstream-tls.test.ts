import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { startEdge } from './helpers';

const fixtures = path.join(import.meta.dirname, 'fixtures');

test('an https upstream with an untrusted certificate is refused (502), its answer never relayed', async (t) => {
  let reached = 0;
  const server = createServer(
    { key: readFileSync(path.join(fixtures, 'self-signed.key')), cert: readFileSync(path.join(fixtures, 'self-signed.crt')) },
    (_req, res) => {
      reached++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"000","message":"","datas":"secret"}');
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.after(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  const upstreamUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const edge = await startEdge({ upstreamUrl, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(() => edge.app.close());
  const res = await request(edge.url).get('/api/v2/user/isCN').set('token', 'tok-1');
  assert.equal(res.status, 502);
  assert.equal(res.headers['x-edge-error'], 'UPSTREAM_ERROR');
  assert.equal(reached, 0, 'the request (and its token) never reached the impostor');
});
