import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lastValueFrom, of, throwError, toArray } from 'rxjs';
import { ShapeError } from '../../../contracts/endpoints/market-data-parse';
import { applyKeyedLoad, applyLoad, idle, loadErrorMessage, track } from '../../../client/core/loadable';

test('track emits start then ok, or fail with a message instead of erroring', async () => {
  assert.deepEqual(await lastValueFrom(track(of(1)).pipe(toArray())), [{ kind: 'start' }, { kind: 'ok', data: 1 }]);
  assert.deepEqual(await lastValueFrom(track(throwError(() => new Error('网关超时'))).pipe(toArray())), [
    { kind: 'start' },
    { kind: 'fail', error: '网关超时' },
  ]);
  assert.deepEqual(await lastValueFrom(track(of(2), { quiet: true }).pipe(toArray())), [{ kind: 'ok', data: 2 }]);
});

test('a load keeps the shown data while loading and after a failed refresh', () => {
  let v = applyLoad(idle<number>(), { kind: 'start' });
  assert.deepEqual({ ...v }, { status: 'loading', data: null, error: null });
  v = applyLoad(v, { kind: 'fail', error: 'x' });
  assert.deepEqual({ ...v }, { status: 'error', data: null, error: 'x' });
  v = applyLoad(v, { kind: 'ok', data: 5 });
  v = applyLoad(v, { kind: 'start' });
  assert.deepEqual({ ...v }, { status: 'loading', data: 5, error: null });
  v = applyLoad(v, { kind: 'fail', error: 'y' });
  assert.deepEqual({ ...v }, { status: 'ready', data: 5, error: 'y' });
});

test('messages: shape errors get a friendly text', () => {
  assert.equal(loadErrorMessage(new ShapeError('datas', 'an array')), '数据格式有误，暂时无法显示');
  assert.equal(loadErrorMessage('weird'), '加载失败');
});

test('keyed load: the same key keeps its data while reloading, a new key starts from nothing', () => {
  const ready = applyKeyedLoad({ ...idle<number[]>(), for: '' }, 'day', { kind: 'ok', data: [1, 2] });
  assert.deepEqual(ready, { status: 'ready', data: [1, 2], error: null, for: 'day' });
  assert.deepEqual(applyKeyedLoad(ready, 'day', { kind: 'start' }), { status: 'loading', data: [1, 2], error: null, for: 'day' });
  assert.deepEqual(applyKeyedLoad(ready, 'week', { kind: 'start' }), { status: 'loading', data: null, error: null, for: 'week' });
  assert.deepEqual(applyKeyedLoad(ready, 'week', { kind: 'fail', error: 'x' }), { status: 'error', data: null, error: 'x', for: 'week' });
});

test('数据准备中: track shows the progress and asks again after Retry-After, until the data comes', async () => {
  const { RequestError } = await import('../../../client/services/http');
  const { defer, VirtualTimeScheduler } = await import('rxjs');
  const preparing = (progress: number) => new RequestError('520', '数据准备中', 'preparing', 503, false, { progress, stage: '选股数据', retryAfter: 2 });
  const answers: Array<() => unknown> = [
    () => {
      throw preparing(10);
    },
    () => {
      throw preparing(60);
    },
    () => 42,
  ];
  let calls = 0;
  const scheduler = new VirtualTimeScheduler();
  const events: unknown[] = [];
  track(
    defer(() => of(answers[calls++]!())),
    { scheduler },
  ).subscribe((e) => events.push(e));
  scheduler.flush();
  assert.equal(calls, 3);
  assert.deepEqual(events, [
    { kind: 'start' },
    { kind: 'preparing', label: '数据准备中（选股数据 10%）' },
    { kind: 'preparing', label: '数据准备中（选股数据 60%）' },
    { kind: 'ok', data: 42 },
  ]);
  let v = applyLoad(idle<number>(), events[0] as never);
  v = applyLoad(v, events[1] as never);
  assert.deepEqual({ ...v }, { status: 'loading', data: null, error: null, preparing: '数据准备中（选股数据 10%）' });
  v = applyLoad(v, events[3] as never);
  assert.equal(v.status, 'ready');
  assert.equal(v.preparing, undefined);
});

test('数据准备中 for too long ends as a failure with the label; other errors never retry', async () => {
  const { RequestError } = await import('../../../client/services/http');
  const { defer, VirtualTimeScheduler } = await import('rxjs');
  const { MAX_PREPARING_RETRIES } = await import('../../../client/core/loadable');
  let calls = 0;
  const scheduler = new VirtualTimeScheduler();
  const events: Array<{ kind: string }> = [];
  track(
    defer(() => {
      calls++;
      return throwError(() => new RequestError('520', '数据准备中（5%）', 'preparing', 503, false, { progress: 5, stage: '', retryAfter: 2 }));
    }),
    { scheduler, quiet: true },
  ).subscribe((e) => events.push(e));
  scheduler.flush();
  assert.equal(calls, MAX_PREPARING_RETRIES + 1);
  assert.deepEqual(events.at(-1), { kind: 'fail', error: '数据准备中（5%）' });
  let other = 0;
  const out = await lastValueFrom(
    track(defer(() => (other++, throwError(() => new RequestError('521', '当前查询较多，请稍后再试', 'code', 503, true))))).pipe(toArray()),
  );
  assert.equal(other, 1);
  assert.deepEqual(out.at(-1), { kind: 'fail', error: '当前查询较多，请稍后再试' });
});
