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
