import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeSchemaError, schemaErrorFormatter } from '../../../../../gateway/sim/routes/accounts/errors';

test('schema errors read as Chinese messages naming the field', () => {
  const cases: Array<[Parameters<typeof describeSchemaError>[0], string, string]> = [
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'groupId' } }, 'querystring', '缺少参数 groupId'],
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'codes' } }, 'body', '缺少字段 codes'],
    [{ keyword: 'type', instancePath: '/groupId', params: { type: 'integer' } }, 'querystring', '参数 groupId 必须是整数'],
    [{ keyword: 'type', instancePath: '/codes/3', params: { type: 'string' } }, 'body', '字段 codes[3] 必须是字符串'],
    [{ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'body', '请求体必须是对象'],
    [{ keyword: 'pattern', instancePath: '/groupIds', params: {} }, 'querystring', '参数 groupIds 格式错误'],
    [{ keyword: 'maxLength', instancePath: '/name', params: { limit: 200 } }, 'querystring', '参数 name 最多200个字符'],
    [{ keyword: 'minLength', instancePath: '/code', params: { limit: 1 } }, 'querystring', '参数 code 不能为空'],
    [{ keyword: 'minimum', instancePath: '/page', params: {} }, 'body', '字段 page 超出范围'],
    [{ keyword: 'enum', instancePath: '/sortBy', params: {} }, 'body', '字段 sortBy 取值无效'],
    [{ keyword: 'minItems', instancePath: '/codes', params: { limit: 1 } }, 'body', '字段 codes 至少1项'],
    [{ keyword: 'maxItems', instancePath: '/codes', params: { limit: 500 } }, 'body', '字段 codes 最多500项'],
    [{ keyword: 'weird', instancePath: '/x', params: {} }, 'params', '参数 x 无效'],
  ];
  for (const [error, dataVar, message] of cases) assert.equal(describeSchemaError(error, dataVar), message);
});

test('the formatter reports the first error', () => {
  const err = schemaErrorFormatter(
    [
      { keyword: 'required', instancePath: '', params: { missingProperty: 'a' } },
      { keyword: 'required', instancePath: '', params: { missingProperty: 'b' } },
    ],
    'querystring',
  );
  assert.equal(err.message, '缺少参数 a');
  assert.equal(schemaErrorFormatter([], 'body').message, '请求参数错误');
});
