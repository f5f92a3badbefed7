import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { startApi, startEdge } from '../helpers';

/** An upstream that counts calls per path and answers like the sim (envelope, x-sim, echoed timestamp). */
async function setup(t: { after: (fn: () => Promise<void>) => void }, opts: { delayMs?: number } = {}) {
  const calls = new Map<string, number>();
  let down = false;
  const api = await startApi((app: FastifyInstance) => {
    app.get('/*', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      calls.set(path, (calls.get(path) ?? 0) + 1);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (down) return reply.code(502).send({ code: '502', message: 'down', datas: null });
      const q = req.query as Record<string, string>;
      reply.header('x-sim', '1');
      if (path === '/api/v3/search/all')
        return {
          code: '000',
          message: '成功',
          datas: { timestamp: q.timestamp ?? '', items: [{ code: '600519', n: calls.get(path), follow: req.headers.token ? 1 : 0 }] },
        };
      if (path === '/api/v3/market/hotCapCodes') return { code: '000', message: '成功', datas: [{ code: '600519', n: calls.get(path) }] };
      if (path === '/api/v3/data/getByconfig' && q.sort === 'bad') return { code: '400', message: '参数 sort 取值无效', datas: null };
      return { code: '000', message: '成功', datas: { path, n: calls.get(path) } };
    });
  });
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false }, rateLimit: { ipMax: 10_000 } });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  return { edge, calls, setDown: (v: boolean) => (down = v) };
}

test('public market GETs are served from the cache: one upstream call, x-cache, ETag and Cache-Control', async (t) => {
  const { edge, calls } = await setup(t);
  const first = await request(edge.url).get('/api/v3/market/hotCapCodes?size=5');
  assert.equal(first.status, 200);
  assert.equal(first.headers['x-cache'], 'MISS');
  assert.equal(first.headers['x-sim'], '1');
  assert.match(String(first.headers['cache-control']), /^public, max-age=\d+$/);
  const second = await request(edge.url).get('/api/v3/market/hotCapCodes?size=5');
  assert.equal(second.headers['x-cache'], 'HIT');
  assert.deepEqual(second.body, first.body);
  assert.equal(calls.get('/api/v3/market/hotCapCodes'), 1);
  const revalidated = await request(edge.url).get('/api/v3/market/hotCapCodes?size=5').set('if-none-match', String(first.headers.etag));
  assert.equal(revalidated.status, 304);
});

test('1,000 concurrent identical requests cost the upstream one call (a past K-line: fresh for a minute)', async (t) => {
  const { edge, calls } = await setup(t, { delayMs: 100 });
  const address = new URL(edge.url);
  const all = await Promise.all(
    Array.from({ length: 1000 }, () =>
      fetch(`${address.origin}/api/v3/data/getByconfig?name=kline&code=600519.SH&period=day&end=2020-01-02`).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      })),
    ),
  );
  assert.ok(all.every((r) => r.status === 200));
  assert.equal(calls.get('/api/v3/data/getByconfig'), 1);
});

test('a caller with a token or a signature is never served or stored from the cache', async (t) => {
  const { edge, calls } = await setup(t);
  await request(edge.url).get('/api/v3/search/all?text=mt&timestamp=1');
  const mine = await request(edge.url).get('/api/v3/search/all?text=mt&timestamp=2').set('token', 'tok-1');
  assert.equal(mine.headers['x-cache'], undefined, 'a token goes through the proxy');
  assert.equal(mine.body.datas.items[0].follow, 1);
  const signed = await request(edge.url).get('/api/v3/market/hotCapCodes?size=5').set('zstokv1', 'sig').set('timeStamp', '1');
  assert.equal(signed.headers['x-cache'], undefined, 'a signed call goes through the proxy');
  assert.equal(calls.get('/api/v3/search/all'), 2);
});

test("echoed parameters match each caller's request while the answer is shared", async (t) => {
  const { edge, calls } = await setup(t);
  const a = await request(edge.url).get('/api/v3/search/all?text=mt&timestamp=111');
  const b = await request(edge.url).get('/api/v3/search/all?text=mt&timestamp=222');
  assert.equal(a.body.datas.timestamp, '111');
  assert.equal(b.body.datas.timestamp, '222');
  assert.equal(b.headers['x-cache'], 'HIT');
  assert.equal(b.body.datas.items[0].n, 1);
  assert.equal(calls.get('/api/v3/search/all'), 1);
});

test('error envelopes and unknown endpoints are not cached', async (t) => {
  const { edge, calls } = await setup(t);
  await request(edge.url).get('/api/v3/data/getByconfig?name=rank&sort=bad');
  const again = await request(edge.url).get('/api/v3/data/getByconfig?name=rank&sort=bad');
  assert.equal(again.headers['x-cache'], 'BYPASS');
  assert.equal(again.body.code, '400');
  assert.equal(calls.get('/api/v3/data/getByconfig'), 2);
  const unknown = await request(edge.url).get('/api/v3/data/getByconfig?name=nope');
  assert.equal(unknown.headers['x-cache'], undefined, 'a dataset without a rule goes through the proxy');
  await request(edge.url).get('/api/v2/opt/optGroupListV2');
  const user = await request(edge.url).get('/api/v2/opt/optGroupListV2');
  assert.equal(user.headers['x-cache'], undefined);
  assert.equal(calls.get('/api/v2/opt/optGroupListV2'), 2);
});

test('the cache counts in /metrics', async (t) => {
  const { edge } = await setup(t);
  await request(edge.url).get('/api/v3/market/hotCapCodes?size=5');
  await request(edge.url).get('/api/v3/market/hotCapCodes?size=5');
  const text = (await edge.app.edge.metrics.registry.metrics()).toString();
  assert.match(text, /zhigu_cache_hits 1/);
  assert.match(text, /zhigu_cache_misses 1/);
  assert.match(text, /zhigu_cache_bytes [1-9]/);
});

test('a fresh hit answered early keeps everything a proxied answer has: limits, request id, metrics, access line', async (t) => {
  const { Writable } = await import('node:stream');
  const calls = new Map<string, number>();
  const api = await startApi((app: FastifyInstance) => {
    app.get('/*', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      calls.set(path, (calls.get(path) ?? 0) + 1);
      reply.header('x-sim', '1');
      return { code: '000', message: '成功', datas: { path } };
    });
  });
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  const edge = await startEdge({
    upstreamUrl: api.url,
    source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false },
    rateLimit: { ipMax: 3 },
    logger: { level: 'info', stream },
  });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  const url = '/api/v3/data/getByconfig?name=rank&sort=pct&size=20';
  const miss = await request(edge.url).get(url).expect(200);
  assert.equal(miss.headers['x-cache'], 'MISS');
  const hit = await request(edge.url).get(url).set('x-request-id', 'hit-1').expect(200);
  assert.equal(hit.headers['x-cache'], 'HIT');
  assert.equal(hit.headers['x-request-id'], 'hit-1');
  assert.equal(hit.headers['x-ratelimit-limit'], '3');
  assert.equal(hit.headers['x-ratelimit-remaining'], '1', 'a cached answer still counts against the limit');
  assert.equal(hit.headers['x-content-type-options'], 'nosniff');
  assert.equal(hit.headers['x-sim'], '1');
  assert.match(String(hit.headers['content-type']), /^application\/json/);
  assert.match(String(hit.headers['cache-control']), /^public, max-age=\d+$/);
  assert.equal(hit.headers.etag, miss.headers.etag);
  assert.deepEqual(hit.body, miss.body);
  // The same headers, name for name, as the hit answered through the slower path would carry.
  const names = (h: Record<string, unknown>) =>
    Object.keys(h)
      .filter((n) => !['date', 'x-request-id', 'x-ratelimit-remaining'].includes(n))
      .sort();
  assert.deepEqual(names(hit.headers), names(miss.headers));
  const notModified = await request(edge.url).get(url).set('if-none-match', String(miss.headers.etag));
  assert.equal(notModified.status, 304);
  const limited = await request(edge.url).get(url);
  assert.equal(limited.status, 429, 'the limit holds for cached answers');
  assert.equal(limited.body.code, '-002');
  assert.equal(calls.get('/api/v3/data/getByconfig'), 1);
  await new Promise((r) => setImmediate(r));
  const access = lines.filter((l) => l.msg === 'request completed');
  assert.deepEqual(
    access.map((l) => l.statusCode),
    [200, 200, 304, 429],
  );
  assert.equal(access[1]!.reqId, 'hit-1');
  assert.equal(access[1]!.url, url);
  const text = (await edge.app.edge.metrics.registry.metrics()).toString();
  assert.match(text, /zhigu_cache_hits 2/);
  assert.match(text, /zhigu_proxy_request_duration_seconds_count\{status="200"\} 2/);
  assert.match(text, /zhigu_proxy_request_duration_seconds_count\{status="304"\} 1/);
});

test('a stale entry is not answered early: it goes through serve (STALE, one background refresh)', async (t) => {
  const { edge, calls } = await setup(t);
  const url = '/api/v3/data/getByconfig?name=rank&sort=pct';
  await request(edge.url).get(url).expect(200);
  await new Promise((r) => setTimeout(r, 1_100)); // LIVE: fresh 1 s, then stale for 2 s
  const stale = await request(edge.url).get(url).expect(200);
  assert.equal(stale.headers['x-cache'], 'STALE');
  assert.equal(stale.headers['cache-control'], 'public, max-age=0');
  await new Promise((r) => setTimeout(r, 50));
  const fresh = await request(edge.url).get(url).expect(200);
  assert.equal(fresh.headers['x-cache'], 'HIT');
  assert.equal(calls.get('/api/v3/data/getByconfig'), 2);
});

test('a token still bypasses the early answer for a URL that is cached', async (t) => {
  const { edge, calls } = await setup(t);
  await request(edge.url).get('/api/v3/market/hotCapCodes?size=5');
  await request(edge.url).get('/api/v3/market/hotCapCodes?size=5');
  const mine = await request(edge.url).get('/api/v3/market/hotCapCodes?size=5').set('token', 'tok-1');
  assert.equal(mine.headers['x-cache'], undefined);
  assert.equal(calls.get('/api/v3/market/hotCapCodes'), 2);
});
