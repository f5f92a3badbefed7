import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { WARM_RANK, WarmUp } from '../../../../gateway/sim/warmup/warm-up';
import { waitsForWarmUp, warmingGate } from '../../../../gateway/sim/http/warming-gate';
import type { UpstreamReadiness } from '../../../../contracts/warming';

test('tasks run by rank (today, nav, history), then in the order added; readiness follows them to ready', async () => {
  const order: string[] = [];
  const seen: UpstreamReadiness[] = [];
  const lines: string[] = [];
  const w = new WarmUp((l) => lines.push(l));
  w.onChange((r) => seen.push(r));
  const task = (name: string) => async () => {
    order.push(name);
    await new Promise((r) => setTimeout(r, 1));
  };
  w.add('历史行情', WARM_RANK.history, task('history'));
  w.add('选股数据', WARM_RANK.nav, task('screener'));
  w.add('数据中心', WARM_RANK.nav, async () => {
    throw new Error('boom');
  });
  w.add('今日行情', WARM_RANK.today, task('today'));
  assert.equal(w.warming, true);
  await w.start();
  assert.deepEqual(order, ['today', 'screener', 'history']);
  assert.deepEqual(
    seen.map((r) => [r.phase, r.stage, r.progress]),
    [
      ['warming', '今日行情', 0],
      ['warming', '选股数据', 0.25],
      ['warming', '数据中心', 0.5],
      ['warming', '历史行情', 0.75],
      ['ready', '', 1],
    ],
  );
  assert.equal(w.warming, false);
  assert.ok(
    lines.some((l) => l.includes('数据中心 failed')),
    'a failed task is logged and the warm-up goes on',
  );
  assert.throws(() => w.add('late', 0, async () => {}));
});

test('while warming, calls that would wait get 数据准备中 with progress at once; light calls are served', async (t) => {
  const w = new WarmUp();
  let release!: () => void;
  w.add('选股数据', WARM_RANK.nav, () => new Promise<void>((r) => (release = r)));
  const app = Fastify();
  app.addHook('onRequest', warmingGate(w));
  app.post('/api/v3/screener/run', async () => ({ code: '000', message: '', datas: 'ran' }));
  app.get('/api/v3/dataCenter/days', async () => ({ code: '000', message: '', datas: 'days' }));
  app.get('/api/v2/user/isCN', async () => ({ code: '000', message: '', datas: 'light' }));
  t.after(() => app.close());
  void w.start();
  const busy = await app.inject({ method: 'POST', url: '/api/v3/screener/run', payload: {} });
  assert.equal(busy.statusCode, 503);
  assert.equal(busy.headers['retry-after'], '2');
  assert.deepEqual(busy.json(), { code: '520', message: '数据准备中', datas: { progress: 0, stage: '选股数据', retryAfter: 2 } });
  assert.equal((await app.inject({ url: '/api/v2/user/isCN' })).json().datas, 'light');
  assert.equal((await app.inject({ url: '/api/v3/dataCenter/days' })).json().datas, 'days', 'the day list is light');
  release();
  await w.start();
  assert.equal((await app.inject({ method: 'POST', url: '/api/v3/screener/run', payload: {} })).json().datas, 'ran');
});

test('which calls wait for the warm-up', () => {
  assert.equal(waitsForWarmUp('/api/v3/screener/run'), true);
  assert.equal(waitsForWarmUp('/api/v3/dataCenter/margin?date=2025-01-02'), true);
  assert.equal(waitsForWarmUp('/api/v3/screener/figures'), true, 'the table columns’ figures read the screener’s table');
  assert.equal(waitsForWarmUp('/api/v3/dataCenter/days'), false);
  assert.equal(waitsForWarmUp('/api/v2/opt/listOptV4'), false);
});

test('after-ready tasks run once the sim says ready: they neither count in the progress nor hold the waiting calls', async () => {
  const w = new WarmUp();
  const seen: UpstreamReadiness[] = [];
  w.onChange((r) => seen.push(r));
  let release!: () => void;
  let afterStarted = false;
  w.add('十年指数K线', WARM_RANK.afterReady, () => {
    afterStarted = true;
    assert.equal(w.warming, false, 'ready before the after-ready task starts');
    return new Promise<void>((r) => (release = r));
  });
  w.add('今日行情', WARM_RANK.today, async () => {});
  const done = w.start();
  await new Promise((r) => setImmediate(r));
  assert.equal(afterStarted, true);
  assert.deepEqual(
    seen.map((r) => [r.phase, r.stage, r.progress]),
    [
      ['warming', '今日行情', 0],
      ['ready', '', 1],
      ['ready', '十年指数K线', 1],
    ],
    'ready names what it still builds ahead',
  );
  assert.equal(waitsForWarmUp('/api/v3/screener/run') && w.warming, false, 'screener runs are served meanwhile');
  release();
  await done;
  assert.deepEqual(seen.at(-1), { phase: 'ready', progress: 1, stage: '' });
});
