import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classifyCode, SUCCESS_CODES, SESSION_INVALID_CODES, MISSING_RESPONSE_CODE, MISSING_RESPONSE_MESSAGE } from '../../contracts/codes';
import { httpStatusText, HTTP_STATUS_TEXT, REQUEST_ERROR_TITLE, NETWORK_ERROR_TITLE, requestErrorDescription } from '../../contracts/http-status';
import { ok, fail, isEnvelope } from '../../contracts/envelope';

test('spec §8 code sets', () => {
  assert.deepEqual([...SUCCESS_CODES].sort(), ['000', '014', '050', '072']);
  assert.deepEqual([...SESSION_INVALID_CODES].sort(), ['004', '016', '033']);
  for (const c of ['000', '050', '014', '072']) assert.equal(classifyCode(c), 'success');
  for (const c of ['004', '033', '016']) assert.equal(classifyCode(c), 'session-invalid');
  assert.equal(classifyCode('-002'), 'warn');
  assert.equal(classifyCode('-001'), 'error');
  assert.equal(classifyCode('400'), 'error');
  assert.equal(classifyCode(''), 'error');
  assert.equal(MISSING_RESPONSE_CODE, '-001');
  assert.match(MISSING_RESPONSE_MESSAGE, /系统/);
});

test('spec §8 HTTP status catalogue and titles', () => {
  assert.deepEqual(Object.keys(HTTP_STATUS_TEXT).map(Number), [200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 410, 422, 500, 502, 503, 504]);
  assert.equal(httpStatusText(504), '网关超时。');
  assert.match(httpStatusText(418), /418/);
  assert.equal(REQUEST_ERROR_TITLE, '请求错误');
  assert.equal(NETWORK_ERROR_TITLE, '网络异常');
  assert.match(requestErrorDescription(404, '/api/x'), /404.*\/api\/x/);
});

test('envelope helpers', () => {
  assert.deepEqual(ok([1]), { code: '000', message: '成功', datas: [1] });
  assert.deepEqual(fail('400', '参数错误'), { code: '400', message: '参数错误', datas: null });
  assert.equal(isEnvelope({ code: '000', message: '', datas: null }), true);
  assert.equal(isEnvelope({ code: 0, message: '', datas: null }), false);
  assert.equal(isEnvelope(null), false);
});
