import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { CODES } from '../../../../contracts/codes';
import { accountErrorHandler, describeSchemaError, schemaErrorFormatter } from '../../../../gateway/sim/http/error-handler';
import { badRequest, limitReached, memberOnly, notFound, SIM_ERRORS, SimError, simError } from '../../../../gateway/sim/http/errors';

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

test('the catalogue: every entry has a known envelope code and a Chinese message; helpers carry stable ids', () => {
  const known = new Set<string>(Object.values(CODES));
  for (const [id, spec] of Object.entries(SIM_ERRORS)) {
    assert.ok(known.has(spec.code), `${id}: ${spec.code}`);
    assert.match(spec.message, /[\u4e00-\u9fff]/, id);
  }
  assert.deepEqual(
    [badRequest('参数 x 取值无效'), notFound('未找到'), limitReached('上限'), memberOnly('会员')].map((e) => [e.id, e.code]),
    [
      ['BAD_PARAM', CODES.BAD_REQUEST],
      ['NOT_FOUND', CODES.NOT_FOUND],
      ['LIMIT', CODES.LIMIT],
      ['MEMBER_ONLY', CODES.MEMBER_ONLY],
    ],
  );
  // The older call shape resolves the most general entry of its code.
  assert.equal(new SimError(CODES.TOKEN_EXPIRED, '登录已过期').id, 'TOKEN_EXPIRED');
  assert.equal(new SimError(CODES.NOT_FOUND).id, 'NOT_FOUND');
  assert.equal(simError('UNKNOWN_SECURITY').message, '未找到证券');
});

test('answers: the envelope with HTTP 200, the id in x-sim-error; validation and unexpected errors too, nothing internal leaks', async () => {
  const app = Fastify({ logger: false, schemaErrorFormatter });
  app.setErrorHandler(accountErrorHandler);
  app.get('/member', async () => {
    throw memberOnly('开通会员后可查看10年估值分位');
  });
  app.get('/typed', { schema: { querystring: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } } }, async () => 'ok');
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  try {
    const member = await app.inject('/member');
    assert.equal(member.statusCode, 200);
    assert.equal(member.headers['x-sim-error'], 'MEMBER_ONLY');
    assert.deepEqual(member.json(), { code: CODES.MEMBER_ONLY, message: '开通会员后可查看10年估值分位', datas: null });
    const typed = await app.inject('/typed');
    assert.equal(typed.headers['x-sim-error'], 'BAD_PARAM');
    assert.deepEqual(typed.json(), { code: CODES.BAD_REQUEST, message: '缺少参数 code', datas: null });
    const boom = await app.inject('/boom');
    assert.equal(boom.headers['x-sim-error'], 'INTERNAL');
    assert.deepEqual(boom.json(), { code: CODES.SERVER_ERROR, message: '服务器内部错误', datas: null });
  } finally {
    await app.close();
  }
});
