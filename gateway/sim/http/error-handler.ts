/**
 * How the accounts routes answer failures: always the envelope (contracts/envelope.ts) with HTTP 200
 * and a Chinese message, never Fastify's default error body. The envelope code carries the outcome,
 * as the upstream does; HTTP statuses stay for transport-level trouble the edge reports, and for
 * 数据准备中 (503 + Retry-After) when an on-demand build outlasts its wait.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../../contracts/envelope';
import { buildingEnvelope, PREPARING_RETRY_AFTER_S } from '../../../contracts/warming';
import { StillBuilding } from './bounded-build';
import { SIM_ERRORS, SimError } from './errors';
import { sendNotYet } from './not-yet';

/** The parts of an Ajv error the formatter reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  array: '数组',
  object: '对象',
  boolean: '布尔值',
};

/** `/codes/0` → `codes[0]`. */
function fieldName(path: string): string {
  return path
    .split('/')
    .filter((p) => p.length > 0)
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');
}

/** One schema error in Chinese, e.g. `参数 groupId 必须是整数`. */
export function describeSchemaError(error: SchemaError, dataVar: string): string {
  const field = fieldName(error.instancePath);
  const where = dataVar === 'body' ? '请求体' : '参数';
  if (error.keyword === 'required') return `缺少${where === '请求体' ? '字段' : '参数'} ${String(error.params.missingProperty)}`;
  if (field === '') {
    return error.keyword === 'type' ? `${where}必须是${TYPE_NAMES[String(error.params.type)] ?? '正确的类型'}` : `${where}格式错误`;
  }
  const subject = `${where === '请求体' ? '字段' : '参数'} ${field}`;
  switch (error.keyword) {
    case 'type':
      return `${subject} 必须是${TYPE_NAMES[String(error.params.type)] ?? '正确的类型'}`;
    case 'pattern':
    case 'format':
      return `${subject} 格式错误`;
    case 'minLength':
      return Number(error.params.limit) <= 1 ? `${subject} 不能为空` : `${subject} 至少${String(error.params.limit)}个字符`;
    case 'maxLength':
      return `${subject} 最多${String(error.params.limit)}个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} 超出范围`;
    case 'enum':
    case 'const':
      return `${subject} 取值无效`;
    case 'minItems':
      return `${subject} 至少${String(error.params.limit)}项`;
    case 'maxItems':
      return `${subject} 最多${String(error.params.limit)}项`;
    case 'uniqueItems':
      return `${subject} 有重复项`;
    default:
      return `${subject} 无效`;
  }
}

/** Fastify schemaErrorFormatter: the first error, in Chinese (Ajv stops at the first anyway). */
export function schemaErrorFormatter(errors: readonly SchemaError[], dataVar: string): Error {
  const first = errors[0];
  return new Error(first ? describeSchemaError(first, dataVar) : '请求参数错误');
}

/** Fastify's own client-error codes we translate. */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请求体类型不支持，请使用 application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度错误',
};

/** The plugin's error handler: expected failures become their envelope; anything else is logged and answered 500. */
export function accountErrorHandler(error: FastifyError | SimError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof StillBuilding) {
    // Not a failure: the build goes on and the client asks again (http/bounded-build.ts).
    request.log.info({ stage: error.stage }, 'answered 数据准备中 while building');
    void sendNotYet(reply, PREPARING_RETRY_AFTER_S, buildingEnvelope(error.stage));
    return;
  }
  reply.code(200);
  if (error instanceof SimError) {
    request.log.debug({ simError: error.id }, 'expected failure');
    void reply.header('x-sim-error', error.id).send(fail(error.code, error.message));
    return;
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    request.log.debug({ validation: fe.validation }, 'rejected request parameters');
    void reply.header('x-sim-error', 'BAD_PARAM').send(fail(SIM_ERRORS.BAD_PARAM.code, fe.message));
    return;
  }
  const translated = fe.code ? FASTIFY_CLIENT_ERRORS[fe.code] : undefined;
  if (translated || (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500)) {
    request.log.debug({ code: fe.code }, 'rejected malformed request');
    void reply.header('x-sim-error', 'BAD_PARAM').send(fail(SIM_ERRORS.BAD_PARAM.code, translated ?? '请求格式错误'));
    return;
  }
  request.log.error({ err: error }, 'accounts route failed');
  void reply.header('x-sim-error', 'INTERNAL').send(fail(SIM_ERRORS.INTERNAL.code, SIM_ERRORS.INTERNAL.message));
}
