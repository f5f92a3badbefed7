/**
 * The sim's one error catalogue, shaped like the edge's (gateway/edge/errors.ts): every expected
 * failure any domain answers with has a stable id, an envelope code and a Chinese message. Routes
 * and domains throw {@link SimError}s (through the helpers below, whose messages name the field,
 * e.g. `参数 period 取值无效`); the app's error handler turns them into `{code, message, datas: null}`
 * with HTTP 200 and the id in the `x-sim-error` header and the log. Nothing else leaks. Thrown inside
 * a store transaction a SimError also rolls that transaction back.
 */
import { CODES, type ResponseCode } from '../../../contracts/codes';
import { WX_TICKET_GONE_CODE } from '../../../contracts/endpoints/login';

/** One catalogue entry: its envelope code and the default Chinese message. */
export interface SimErrorSpec {
  readonly code: ResponseCode;
  readonly message: string;
}

/** Every failure the sim answers with, by stable id. */
export const SIM_ERRORS = {
  /** A parameter or body field is missing, malformed or not allowed as asked (the message names it). */
  BAD_PARAM: { code: CODES.BAD_REQUEST, message: '请求参数错误' },
  /** The thing asked for does not exist (for this user). */
  NOT_FOUND: { code: CODES.NOT_FOUND, message: '请求的资源不存在' },
  /** A security id that is not in the universe. */
  UNKNOWN_SECURITY: { code: CODES.NOT_FOUND, message: '未找到证券' },
  /** A limit was reached, or the state does not allow it (409). */
  LIMIT: { code: CODES.LIMIT, message: '已达上限' },
  /** Member-only content or action (403): the client shows its member gate. */
  MEMBER_ONLY: { code: CODES.MEMBER_ONLY, message: '开通会员后可用' },
  /** No session, or a token that is not one. */
  TOKEN_INVALID: { code: CODES.TOKEN_INVALID, message: '请先登录' },
  /** A session past its lifetime. */
  TOKEN_EXPIRED: { code: CODES.TOKEN_EXPIRED, message: '登录已过期，请重新登录' },
  /** The account signed in on another device since (spec 016). */
  SIGNED_IN_ELSEWHERE: { code: CODES.SIGNED_IN_ELSEWHERE, message: '您的账号已在其他设备登录，请重新登录' },
  /** A login QR ticket that expired or was used. */
  QR_TICKET_GONE: { code: WX_TICKET_GONE_CODE, message: '二维码已失效，请刷新' },
  /** Anything unexpected inside the sim. */
  INTERNAL: { code: CODES.SERVER_ERROR, message: '服务器内部错误' },
} as const satisfies Record<string, SimErrorSpec>;

/** Stable id of a catalogue entry. */
export type SimErrorId = keyof typeof SIM_ERRORS;

/** The first (most general) entry of each code: what `new SimError(code)` means. */
const ID_OF_CODE: ReadonlyMap<string, SimErrorId> = (() => {
  const out = new Map<string, SimErrorId>();
  for (const [id, spec] of Object.entries(SIM_ERRORS) as [SimErrorId, SimErrorSpec][]) if (!out.has(spec.code)) out.set(spec.code, id);
  return out;
})();

/** An expected failure: a catalogue id, its envelope code and the message shown to the user. */
export class SimError extends Error {
  /** Catalogue id (stable; logged and sent as `x-sim-error`). */
  readonly id: SimErrorId;
  /** Envelope code (400, 404, 409, 004, …). */
  readonly code: ResponseCode;

  /**
   * `new SimError(code, message)` keeps the older call shape: the id is the catalogue's entry for
   * that code (BAD_PARAM for 400, …); pass `id` where several entries share a code.
   */
  constructor(code: ResponseCode, message?: string, id?: SimErrorId) {
    const resolved = id ?? ID_OF_CODE.get(code) ?? 'BAD_PARAM';
    super(message ?? SIM_ERRORS[resolved].message);
    this.name = 'SimError';
    this.id = resolved;
    this.code = code;
  }
}

/** A catalogue error by id, with its default message unless the caller names the field. */
export function simError(id: SimErrorId, message?: string): SimError {
  return new SimError(SIM_ERRORS[id].code, message, id);
}

/** 400: the request is malformed or not allowed as asked. */
export function badRequest(message: string): SimError {
  return simError('BAD_PARAM', message);
}

/** 404: the thing does not exist for this user. */
export function notFound(message: string): SimError {
  return simError('NOT_FOUND', message);
}

/** 409: a limit was reached. */
export function limitReached(message: string): SimError {
  return simError('LIMIT', message);
}

/** 403: member-only. */
export function memberOnly(message: string): SimError {
  return simError('MEMBER_ONLY', message);
}
