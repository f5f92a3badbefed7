/**
 * The edge compresses the API's large answers (gateway/edge/compression.ts): brotli when asked,
 * gzip otherwise, for answers relayed whole or streamed by the proxy and for those the micro-cache
 * answers (stored, hit and bypassed alike, cache/encoded-bodies.ts); each decodes to the upstream's
 * bytes exactly. Small answers, and clients that ask for no coding, get the body as it is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from '../../../gateway/edge/compression';
import { startApi, startEdge } from './helpers';

/** A JSON answer of about `bytes` bytes. */
const answerOf = (bytes: number) => ({
  code: '000',
  message: '成功',
  datas: { rows: Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: `${600000 + i}.SH`, v: i * 1.25 })) },
});

async function setup(t: { after: (fn: () => Promise<void>) => void }) {
  const api = await startApi((app: FastifyInstance) => {
    app.get('/api/v2/small', async () => answerOf(200));
    // Under the proxy's read-whole limit (64 KB): relayed as one Buffer.
    app.get('/api/v2/medium', async () => answerOf(20_000));
    // Past it: relayed as a stream.
    app.get('/api/v2/large', async () => answerOf(400_000));
    // Cached endpoints (contracts/edge-cache.ts): 资金流向 of a past day; its 行业 scope here says
    // no-store, so the cache passes it through (bypass).
    app.get('/api/v3/dataCenter/fundFlow', async (req, reply) => {
      if (req.url.includes('industry')) reply.header('cache-control', 'no-store');
      return answerOf(300_000);
    });
  });
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  return { edge, api };
}

/** A GET with exactly these headers, the body as sent (not decoded). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

test('large answers go out brotli- or gzip-coded, a fraction of the size, and decode to the upstream bytes', async (t) => {
  const { edge, api } = await setup(t);
  const paths = [
    '/api/v2/medium',
    '/api/v2/large',
    '/api/v3/dataCenter/fundFlow?date=2026-11-20&scope=stock',
    '/api/v3/dataCenter/fundFlow?date=2026-11-20&scope=industry',
  ];
  for (const path of paths) {
    const upstream = await rawGet(`${api.url}${path}`, {});
    // Twice each: the cached path answers a miss, then a hit from the stored copy.
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=1.0, gzip;q=0.5', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await rawGet(`${edge.url}${path}`, { 'accept-encoding': accept });
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['content-encoding'], coding, `${path} asked ${accept}`);
      assert.match(String(res.headers.vary), /accept-encoding/i, path);
      assert.deepEqual(DECODE[coding](res.body), upstream.body, `${path} ${coding} decodes to the upstream's bytes`);
      assert.ok(res.body.length < upstream.body.length / 4, `${path}: ${res.body.length} bytes for ${upstream.body.length}`);
    }
  }
});

test('small answers, and clients that ask for no coding, get the body as it is', async (t) => {
  const { edge } = await setup(t);
  const small = await rawGet(`${edge.url}/api/v2/small`, { 'accept-encoding': 'br, gzip' });
  assert.ok(small.body.length < COMPRESS_THRESHOLD);
  assert.equal(small.headers['content-encoding'], undefined);
  assert.equal(JSON.parse(small.body.toString()).code, '000');
  for (const path of ['/api/v2/medium', '/api/v3/dataCenter/fundFlow?date=2026-11-19&scope=stock']) {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await rawGet(`${edge.url}${path}`, headers);
      assert.equal(res.headers['content-encoding'], undefined, `${path} ${JSON.stringify(headers)}`);
      assert.equal(JSON.parse(res.body.toString()).code, '000');
    }
  }
});

test('a cached coded answer has a weak ETag, and either form of it gets a 304', async (t) => {
  const { edge } = await setup(t);
  const url = `${edge.url}/api/v3/dataCenter/fundFlow?date=2026-11-18&scope=stock`;
  const plain = await rawGet(url, {});
  const coded = await rawGet(url, { 'accept-encoding': 'br' });
  const strong = String(plain.headers.etag);
  assert.match(strong, /^"/);
  assert.equal(coded.headers.etag, `W/${strong}`);
  for (const held of [strong, `W/${strong}`]) {
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': held });
    assert.equal(again.status, 304, held);
    assert.equal(again.body.length, 0);
  }
});
