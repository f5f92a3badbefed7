/**
 * Cache keys come from each endpoint's declared query parameters only (issue 33, finding 4): junk
 * parameters (`&cb=N`) make no new key, so they can neither flush another caller's entry nor reach
 * the upstream.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { cacheParamsOf } from '../../../../contracts/edge-cache-params';
import { EDGE_CACHE } from '../../../../contracts/edge-cache';
import { startApi, startEdge } from '../helpers';

test('1,000 junk variants (&cb=N) make one key and one upstream call; the upstream never sees cb', async (t) => {
  const seen: string[] = [];
  const api = await startApi((app: FastifyInstance) => {
    app.get('/*', async (req, reply) => {
      seen.push(req.url);
      reply.header('x-sim', '1');
      return { code: '000', message: '成功', datas: { n: seen.length } };
    });
  });
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false }, rateLimit: { ipMax: 100_000 } });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  const origin = new URL(edge.url).origin;
  const path = '/api/v3/data/getByconfig';
  for (let i = 0; i < 1000; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        // Declared parameters in a shuffled order, junk around them.
        fetch(`${origin}${path}?cb=${i + j}&period=day&zz${j}=x&name=kline&end=2020-01-02&code=600519.SH`).then(async (r) => {
          assert.equal(r.status, 200);
          await r.arrayBuffer();
        }),
      ),
    );
  }
  assert.equal(seen.length, 1, `the upstream was called ${seen.length} times`);
  assert.equal(seen[0], `${path}?code=600519.SH&end=2020-01-02&name=kline&period=day`);
});

test('every cached endpoint declares its query parameters', () => {
  for (const entry of EDGE_CACHE) {
    const declared = cacheParamsOf(entry.endpoint.path, { name: 'kline' });
    assert.ok(declared, `${entry.endpoint.path} declares no parameters`);
  }
  assert.deepEqual(cacheParamsOf('/api/v3/data/getByconfig', { name: 'rank' }), ['board', 'market', 'name', 'order', 'page', 'pageSize', 'sort']);
});
