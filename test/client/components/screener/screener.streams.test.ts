import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Subject, defer, of, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { ScreenRequest, ScreenResult } from '../../../../contracts/screener/endpoints';
import { SCREEN_RETRIES, screenResults, transient, type ScreenLoad } from '../../../../client/components/screener/screener.streams';
import { RequestError } from '../../../../client/services/http';

test('transient: the gateway’s 504 (kind http, empty code), a network failure and 5xx codes retry; a 400 or a 403 stands', () => {
  assert.equal(transient(new RequestError('', '请求错误 504: 网关超时', 'http', 504, true)), true, 'the 504 the screen test waited on forever');
  assert.equal(transient(new RequestError('', '网络错误', 'network', null, true)), true);
  assert.equal(transient(new RequestError('504', '网关超时。', 'code', 504, true)), true);
  assert.equal(transient(new RequestError('400', '条件错误', 'code', 200, true)), false);
  assert.equal(transient(new RequestError('403', '会员专享', 'code', 200, true)), false);
  assert.equal(transient(new RequestError('', '请求错误 404', 'http', 404, true)), false);
});

test('a screen the gateway gave up on (504) is asked again and its answer shown', () => {
  const ts = new TestScheduler((a, b) => assert.deepEqual(a, b));
  ts.run(({ flush }) => {
    const request$ = new Subject<ScreenRequest | null>();
    let calls = 0;
    const result = { total: 3 } as unknown as ScreenResult;
    const run = (): Observable<ScreenResult> =>
      defer(() => (++calls <= 2 ? throwError(() => new RequestError('', '请求错误 504: 网关超时', 'http', 504, true)) : of(result)));
    const seen: ScreenLoad[] = [];
    screenResults(request$, run, 0).subscribe((s) => seen.push(s));
    request$.next({ tree: { all: [{ field: 'peTtm', min: 10, max: 20 }] } });
    flush();
    assert.equal(calls, 3, 'two 504s, then the answer');
    assert.ok(calls <= SCREEN_RETRIES + 1);
    const last = seen.at(-1)!;
    assert.equal(last.status, 'ready');
    assert.equal(last.data, result);
  });
});
