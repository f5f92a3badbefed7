import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { createHttpClient, RequestError, type HttpDeps } from '../../../client/services/http';
import { endpoint, type None } from '../../../contracts/endpoints/define';
import { signRequest, signingHeaders } from '../../../contracts/signing';
import { REQUEST_ERROR_TITLE, NETWORK_ERROR_TITLE, NETWORK_ERROR_MESSAGE, requestErrorDescription } from '../../../contracts/http-status';
import { MISSING_RESPONSE_MESSAGE } from '../../../contracts/codes';

const getUser = endpoint<{ id?: number; tags?: string[]; none?: string }, never, { name: string }>('GET', '/api/v2/user/userinfo', 'optional');
const postRemark = endpoint<None, { text: string }, null>('POST', '/api/v2/opt/remark/:id', 'required');
const analytics = endpoint<None, { json: string }, null>('POST', '/api/v2/up/save2', 'required', false);

interface Harness {
  deps: HttpDeps;
  calls: { url: string; init: RequestInit }[];
  effects: string[];
}

function harness(answer: (url: string, init: RequestInit) => Promise<Response>, lock: string | null = null): Harness {
  const calls: Harness['calls'] = [];
  const effects: string[] = [];
  const deps: HttpDeps = {
    fetch: (url, init) => {
      calls.push({ url, init });
      return answer(url, init);
    },
    now: () => 1_700_000_000_123,
    token: () => 'tok-123456',
    apiLock: () => lock,
    sign: async (l, now) => signingHeaders(l, now),
    warn: (m) => effects.push(`warn:${m}`),
    notify: ({ title, description }) => effects.push(`notify:${title}|${description}`),
    sessionInvalidated: (m) => effects.push(`session:${m}`),
    simulated: () => effects.push('sim'),
  };
  return { deps, calls, effects };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

test('success codes unwrap datas; query and headers follow spec §7', async () => {
  for (const code of ['000', '050', '014', '072']) {
    const h = harness(() => json({ code, message: 'ok', datas: { name: '张三' } }, 200, { 'x-sim': '1' }));
    const http = createHttpClient(h.deps);
    const out = await lastValueFrom(http.request(getUser, { query: { id: 7, tags: ['a', 'b'], none: undefined } }).pipe(toArray()));
    assert.deepEqual(out, [{ name: '张三' }]);
    assert.equal(h.calls[0]!.url, '/api/v2/user/userinfo?id=7&tags=a%2Cb');
    const headers = h.calls[0]!.init.headers as Record<string, string>;
    assert.equal(headers.token, 'tok-123456');
    assert.equal(headers.requestFrom, 'pc');
    assert.equal(headers.timeStamp, '');
    assert.equal(headers.zstokv1, '');
    assert.equal(headers['Content-Type'], undefined);
    assert.deepEqual(h.effects, ['sim']);
  }
});

test('signs with the API lock and sends JSON bodies with path params', async () => {
  const lock = 'abcdefgh'.repeat(10);
  const h = harness(() => json({ code: '000', message: '', datas: null }), lock);
  await createHttpClient(h.deps).requestOnce(postRemark, { params: { id: 42 }, body: { text: '好' } });
  const { url, init } = h.calls[0]!;
  const headers = init.headers as Record<string, string>;
  assert.equal(url, '/api/v2/opt/remark/42');
  assert.equal(init.method, 'POST');
  assert.equal(init.body, JSON.stringify({ text: '好' }));
  assert.equal(headers['Content-Type'], 'application/json');
  assert.equal(headers.timeStamp, '1700000000123');
  assert.equal(headers.zstokv1, signRequest(lock, '1700000000123'));
});

test('004/033/016 invalidate the session and reject', async () => {
  for (const code of ['004', '033', '016']) {
    const h = harness(() => json({ code, message: '登录已失效', datas: null }));
    const err = await firstValueFrom(createHttpClient(h.deps).request(getUser)).catch((e: unknown) => e);
    assert.ok(err instanceof RequestError);
    assert.equal(err.kind, 'session');
    assert.equal(err.code, code);
    assert.equal(err.handled, true);
    assert.deepEqual(h.effects, ['session:登录已失效']);
  }
});

test('-002 and other codes warn with the server message and reject', async () => {
  for (const [code, message] of [
    ['-002', '操作太频繁'],
    ['409', '分组数量已达上限'],
    ['500', '服务器错误'],
  ] as const) {
    const h = harness(() => json({ code, message, datas: null }));
    const err = await createHttpClient(h.deps)
      .requestOnce(getUser)
      .catch((e: unknown) => e);
    assert.ok(err instanceof RequestError);
    assert.equal(err.code, code);
    assert.equal(err.kind, 'code');
    assert.deepEqual(h.effects, [`warn:${message}`]);
  }
});

test('a 2xx without an envelope becomes -001 with the acting-up text', async () => {
  for (const body of ['', 'not json', JSON.stringify({ hello: 1 })]) {
    const h = harness(() => Promise.resolve(new Response(body, { status: 200 })));
    const err = await createHttpClient(h.deps)
      .requestOnce(getUser)
      .catch((e: unknown) => e);
    assert.ok(err instanceof RequestError);
    assert.equal(err.code, '-001');
    assert.deepEqual(h.effects, [`warn:${MISSING_RESPONSE_MESSAGE}`]);
  }
});

test('HTTP error statuses notify 请求错误 with status text and url', async () => {
  const h = harness(() => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })));
  const err = await createHttpClient(h.deps)
    .requestOnce(getUser, { query: { id: 1 } })
    .catch((e: unknown) => e);
  assert.ok(err instanceof RequestError);
  assert.equal(err.kind, 'http');
  assert.equal(err.status, 502);
  assert.deepEqual(h.effects, [`notify:${REQUEST_ERROR_TITLE}|${requestErrorDescription(502, '/api/v2/user/userinfo?id=1')}`]);
});

test('an error status carrying -002 (rate limit) warns with the message instead', async () => {
  const h = harness(() => json({ code: '-002', message: '请求过于频繁，请稍后再试', datas: null }, 429));
  await createHttpClient(h.deps)
    .requestOnce(getUser)
    .catch(() => undefined);
  assert.deepEqual(h.effects, ['warn:请求过于频繁，请稍后再试']);
});

test('no response notifies 网络异常', async () => {
  const h = harness(() => Promise.reject(new TypeError('Failed to fetch')));
  const err = await createHttpClient(h.deps)
    .requestOnce(getUser)
    .catch((e: unknown) => e);
  assert.ok(err instanceof RequestError);
  assert.equal(err.kind, 'network');
  assert.equal(err.status, null);
  assert.deepEqual(h.effects, [`notify:${NETWORK_ERROR_TITLE}|${NETWORK_ERROR_MESSAGE}`]);
});

test('the analytics call never notifies, whatever goes wrong', async () => {
  const answers = [
    () => json({ code: '004', message: 'x', datas: null }),
    () => json({ code: '-002', message: 'x', datas: null }),
    () => Promise.resolve(new Response('', { status: 500 })),
    () => Promise.reject(new TypeError('offline')),
  ];
  for (const a of answers) {
    const h = harness(a);
    const err = await createHttpClient(h.deps)
      .requestOnce(analytics, { body: { json: 'e' } })
      .catch((e: unknown) => e);
    assert.ok(err instanceof RequestError);
    assert.equal(err.handled, false);
    assert.deepEqual(h.effects, []);
  }
});

test('unsubscribing aborts the fetch and reports nothing', async () => {
  let signal: AbortSignal | undefined;
  const h = harness((_, init) => {
    signal = init.signal ?? undefined;
    return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  const sub = createHttpClient(h.deps)
    .request(getUser)
    .subscribe({ error: () => assert.fail('no error after unsubscribe') });
  sub.unsubscribe();
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(signal?.aborted, true);
  assert.deepEqual(h.effects, []);
});

test('an abort while the body is being read reports nothing and leaves no unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);
  process.on('unhandledRejection', onUnhandled);
  try {
    const h = harness(async (_, init) => {
      const response = await json({ code: '000', message: '成功', datas: { name: 'x' } });
      // The headers have arrived; the body is still streaming when the page leaves.
      response.text = () =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('signal is aborted without reason', 'AbortError'))));
      return response;
    });
    const sub = createHttpClient(h.deps)
      .request(getUser)
      .subscribe({ error: () => assert.fail('no error after unsubscribe') });
    await new Promise((r) => setTimeout(r, 5));
    sub.unsubscribe();
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(unhandled, []);
    assert.deepEqual(h.effects, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('数据准备中 (503, code 520) errors with kind preparing and its progress, and tells the user nothing; a busy 503 warns', async () => {
  const h = harness(() => json({ code: '520', message: '数据准备中', datas: { progress: 30, stage: '数据中心', retryAfter: 2 } }, 503, { 'retry-after': '2' }));
  const err = await firstValueFrom(createHttpClient(h.deps).request(getUser)).catch((e: unknown) => e);
  assert.ok(err instanceof RequestError);
  assert.equal(err.kind, 'preparing');
  assert.equal(err.code, '520');
  assert.equal(err.message, '数据准备中（数据中心 30%）');
  assert.deepEqual(err.preparing, { progress: 30, stage: '数据中心', retryAfter: 2 });
  assert.deepEqual(h.effects, []);
  const b = harness(() => json({ code: '521', message: '当前查询较多，请稍后再试', datas: null }, 503, { 'retry-after': '5' }));
  const busy = await firstValueFrom(createHttpClient(b.deps).request(getUser)).catch((e: unknown) => e);
  assert.ok(busy instanceof RequestError && busy.kind === 'code');
  assert.deepEqual(b.effects, ['warn:当前查询较多，请稍后再试']);
});
