import { test } from 'node:test';
import assert from 'node:assert/strict';
import request from 'supertest';
import { CLOSE_CODES } from '../../../contracts/ws-protocol';
import { shutdownEdge } from '../../../gateway/edge/shutdown';
import { FAST_FEED, connect, startApi, startEdge, startFeedHost, waitFor } from './helpers';

test('ops live on their own listener: the public port answers /healthz only, never /readyz or /metrics', async (t) => {
  const host = await startFeedHost();
  const edge = await startEdge({ source: { kind: 'upstream', hosts: [`${host.url}?secret=1`], ...FAST_FEED }, staticDir: null });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
  });
  await request(edge.url).get('/healthz').expect(200, { status: 'ok' });
  for (const path of ['/readyz', '/metrics']) {
    const res = await request(edge.url).get(path);
    assert.equal(res.status, 404, `${path} on the public port`);
    assert.ok(!res.text.includes('127.0.0.1:'), 'nothing about the upstream');
  }
  await request(edge.opsUrl).get('/healthz').expect(200, { status: 'ok' });
});

test('readyz means "this gateway can serve": 200 while the feed is down (state in the body and a metric), 503 once shutting down', async (t) => {
  const host = await startFeedHost();
  let arrived = 0;
  const api = await startApi((app) =>
    app.get('/*', async () => {
      arrived++;
      await new Promise((r) => setTimeout(r, 500));
      return { code: '000', message: '', datas: 'late' };
    }),
  );
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'upstream', hosts: [host.url.replace('ws://', 'ws://user:pw@')], ...FAST_FEED } });
  let closed = false;
  t.after(async () => {
    if (!closed) await edge.app.close();
    await api.app.close();
  });
  await waitFor(() => edge.app.edge.source.ready, 2000, 'feed up');
  const up = await request(edge.opsUrl).get('/readyz').expect(200);
  assert.equal(up.body.status, 'ready');
  assert.deepEqual(up.body.feed, { kind: 'upstream', up: true, detail: `${host.url}` }, 'no credentials in the body');
  await host.kill();
  await waitFor(() => !edge.app.edge.source.ready, 2000, 'feed down');
  const down = await request(edge.opsUrl).get('/readyz');
  assert.equal(down.status, 200, 'a feed outage does not take the gateway out of the balancer');
  assert.equal(down.body.feed.up, false);
  const m = await request(edge.opsUrl).get('/metrics');
  assert.match(m.headers['content-type'] ?? '', /text\/plain/);
  for (const name of [
    'zhigu_ws_open_sockets',
    'zhigu_ws_subscriptions',
    'zhigu_ws_frames_out_total',
    'zhigu_ws_bytes_out_total',
    'zhigu_ws_conflated_total',
    'zhigu_ws_dropped_updates_total',
    'zhigu_upstream_reconnects_total',
    'zhigu_proxy_request_duration_seconds',
    'zhigu_rate_limited_total',
    'zhigu_upstream_up 0',
  ]) {
    assert.ok(m.text.includes(name), name);
  }
  // Shutting down: readiness drops while the close waits for an in-flight call.
  const inflight = fetch(`${edge.url}/api/v2/slow`);
  await waitFor(() => arrived === 1, 2000, 'call in flight');
  const closing = shutdownEdge(edge.app, 3000);
  await new Promise((r) => setTimeout(r, 20));
  assert.equal((await fetch(`${edge.opsUrl}/readyz`)).status, 503);
  assert.equal((await inflight).status, 200);
  await closing;
  closed = true;
  await assert.rejects(fetch(`${edge.opsUrl}/healthz`), 'the ops listener closes with the edge');
});

test('proxy latency is recorded by status', async (t) => {
  const api = await startApi((app) => app.get('/*', async () => ({ code: '000', message: '', datas: 1 })));
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  await request(edge.url).get('/api/v2/user/isCN').expect(200);
  const m = await request(edge.opsUrl).get('/metrics');
  assert.match(m.text, /zhigu_proxy_request_duration_seconds_count\{status="200"\} 1/);
});

test('graceful shutdown: sockets get 1001, in-flight requests finish, new ones are refused, within the bound', async (t) => {
  const api = await startApi((app) =>
    app.get('/*', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { code: '000', message: '', datas: 'late' };
    }),
  );
  t.after(() => api.app.close());
  const host = await startFeedHost();
  t.after(() => host.kill());
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED } });
  await waitFor(() => edge.app.edge.source.ready, 2000, 'ready');
  const c = await connect(edge.wsUrl);
  const inflight = fetch(`${edge.url}/api/v2/slow`);
  await new Promise((r) => setTimeout(r, 50));
  const started = Date.now();
  const closing = shutdownEdge(edge.app, 3000);
  assert.equal((await c.closed).code, CLOSE_CODES.GOING_AWAY);
  const res = await inflight;
  assert.equal(res.status, 200);
  assert.equal((await res.json()).datas, 'late');
  assert.equal(await closing, 'clean');
  assert.ok(Date.now() - started < 3000);
  await assert.rejects(fetch(`${edge.url}/healthz`), 'no longer accepting');
  await waitFor(() => host.connections() === 0, 2000, 'upstream socket closed');
});
