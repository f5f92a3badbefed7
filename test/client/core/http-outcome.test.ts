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
