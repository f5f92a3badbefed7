import { test } from 'node:test';
import assert from 'node:assert/strict';
import request from 'supertest';
import type { UpstreamReadiness } from '../../../contracts/warming';
import { FAST_FEED, startApi, startEdge, startFeedHost } from './helpers';

test('while the upstream process is starting, /api answers 数据准备中 at once (503 + Retry-After); /readyz says warming; then calls go through', async (t) => {
  const host = await startFeedHost();
  let arrived = 0;
  const api = await startApi((app) =>
    app.get('/*', async () => {
      arrived++;
      return { code: '000', message: '', datas: 'from upstream' };
    }),
  );
  let readiness: UpstreamReadiness = { phase: 'starting', progress: 0, stage: '启动模拟行情' };
  const edge = await startEdge({
    upstreamUrl: api.url,
    source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED },
    staticDir: null,
    upstreamReadiness: () => readiness,
  });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
    await host.kill();
  });
  const t0 = performance.now();
  const res = await request(edge.url).get('/api/v3/dataCenter/days');
  assert.ok(performance.now() - t0 < 1_000, 'answered at once');
  assert.equal(res.status, 503);
  assert.equal(res.headers['retry-after'], '2');
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.deepEqual(res.body, { code: '520', message: '数据准备中', datas: { progress: 0, stage: '启动模拟行情', retryAfter: 2 } });
  assert.equal(arrived, 0, 'nothing reached the upstream');
  await request(edge.url).get('/healthz').expect(200);
  const warming = await request(edge.opsUrl).get('/readyz').expect(200);
  assert.equal(warming.body.status, 'warming');
  assert.deepEqual(warming.body.upstream, { phase: 'starting', progress: 0, stage: '启动模拟行情' });

  readiness = { phase: 'warming', progress: 0.4, stage: '选股数据' };
  const through = await request(edge.url).get('/api/v2/user/isCN').expect(200);
  assert.equal(through.body.datas, 'from upstream', 'a warming upstream takes calls');
  const still = await request(edge.opsUrl).get('/readyz').expect(200);
  assert.deepEqual(still.body.upstream, { phase: 'warming', progress: 40, stage: '选股数据' });

  readiness = { phase: 'restarting', progress: 0, stage: '启动模拟行情' };
  await request(edge.url).get('/api/v2/user/isCN').expect(503);
  readiness = { phase: 'ready', progress: 1, stage: '' };
  await request(edge.url).get('/api/v2/user/isCN').expect(200);
  assert.equal((await request(edge.opsUrl).get('/readyz')).body.status, 'ready');
});
