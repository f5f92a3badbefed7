import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUrl, classifyAnswer } from '../../../client/core/http-outcome';

test('buildUrl fills path params, skips empty query values, joins arrays', () => {
  assert.equal(
    buildUrl('/api/v2/opt/remark/:id', { a: 1, b: undefined, c: null, d: ['x', 'y'], e: 'é' }, { id: 'a/b' }),
    '/api/v2/opt/remark/a%2Fb?a=1&d=x%2Cy&e=%C3%A9',
  );
  assert.equal(buildUrl('/x', undefined), '/x');
  assert.throws(() => buildUrl('/x/:id', {}), /missing path parameter id/);
});

test('classifyAnswer follows spec §8', () => {
  assert.deepEqual(classifyAnswer({ status: 200, url: '/x', body: { code: '050', message: '', datas: 1 } }), { kind: 'success', datas: 1 });
  assert.equal(classifyAnswer({ status: 200, url: '/x', body: { code: '016', message: 'm', datas: null } }).kind, 'session-invalid');
  assert.deepEqual(classifyAnswer({ status: 200, url: '/x', body: undefined }), { kind: 'rejected', code: '-001', message: '系统开小差了，请稍后再试' });
  assert.equal(classifyAnswer({ status: 404, url: '/x', body: { code: '404', message: 'nope', datas: null } }).kind, 'http-error');
  assert.equal(classifyAnswer({ status: 401, url: '/x', body: { code: '004', message: 'm', datas: null } }).kind, 'session-invalid');
});

test('a 503 数据准备中 answer is "preparing" with its progress; a 503 busy answer warns with its Chinese message', () => {
  const prep = classifyAnswer({
    status: 503,
    url: '/api/v3/screener/run',
    body: { code: '520', message: '数据准备中', datas: { progress: 40, stage: '选股数据', retryAfter: 2 } },
  });
  assert.deepEqual(prep, { kind: 'preparing', preparing: { progress: 40, stage: '选股数据', retryAfter: 2 } });
  const odd = classifyAnswer({ status: 503, url: '/x', body: { code: '520', message: '数据准备中', datas: null } });
  assert.deepEqual(odd, { kind: 'preparing', preparing: { progress: 0, stage: '', retryAfter: 2 } }, 'a broken datas still means preparing');
  const busy = classifyAnswer({ status: 503, url: '/x', body: { code: '521', message: '当前查询较多，请稍后再试', datas: null } });
  assert.deepEqual(busy, { kind: 'rejected', code: '521', message: '当前查询较多，请稍后再试' });
  const plain = classifyAnswer({ status: 503, url: '/x', body: { code: '500', message: 'x', datas: null } });
  assert.equal(plain.kind, 'http-error', 'other 503s stay 请求错误');
});
