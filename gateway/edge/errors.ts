/**
 * The edge's one error catalogue: every error the gateway itself answers with has a stable id,
 * an HTTP status and an envelope (`{code, message, datas: null}`, spec §3/§8). Upstream answers
 * (including the upstream's own 4xx/5xx) are relayed untouched and never pass through here.
 */
import { CODES } from '../../contracts/codes';
import { fail, type Envelope } from '../../contracts/envelope';
import { httpStatusText } from '../../contracts/http-status';

/** One catalogue entry. */
export interface EdgeErrorSpec {
  /** HTTP status of the answer. */
  status: number;
  /** Envelope code (contracts/codes.ts). */
  code: string;
  /** Chinese message shown by the client (warnings show it verbatim). */
  message: string;
}

/** Every error the edge answers with, by stable id. The ids appear in the `x-edge-error` header and logs. */
export const EDGE_ERRORS = {
  /** A path under /api that tries to leave it (dot segments, encoded slashes, absolute URLs). */
  BAD_PATH: { status: 400, code: CODES.BAD_REQUEST, message: '请求路径不合法' },
  /** The request body could not be read (malformed framing, bad content type). */
  BAD_REQUEST: { status: 400, code: CODES.BAD_REQUEST, message: httpStatusText(400) },
  /** Nothing is served at this path. */
  NOT_FOUND: { status: 404, code: CODES.NOT_FOUND, message: '请求的资源不存在' },
  /** Method not served at this path. */
  METHOD_NOT_ALLOWED: { status: 405, code: CODES.BAD_REQUEST, message: httpStatusText(405) },
  /** Request body above BODY_LIMIT_BYTES. */
  BODY_TOO_LARGE: { status: 413, code: CODES.BAD_REQUEST, message: '请求内容过大' },
  /** General per-IP / per-token limit reached. */
  RATE_LIMITED: { status: 429, code: CODES.WARN, message: '操作过于频繁，请稍后再试' },
  /** Login calls limit reached (stricter). */
  LOGIN_RATE_LIMITED: { status: 429, code: CODES.WARN, message: '登录尝试过于频繁，请稍后再试' },
  /** SMS code requests limit reached (strictest). */
  SMS_RATE_LIMITED: { status: 429, code: CODES.WARN, message: '验证码获取过于频繁，请稍后再试' },
  /** Chat messages per session over the chat policy (rate-limit.ts). */
  CHAT_RATE_LIMITED: { status: 429, code: CODES.WARN, message: '发言过于频繁，请稍后再试' },
  /** The upstream refused, reset or broke the connection, or answered garbage. */
  UPSTREAM_ERROR: { status: 502, code: CODES.UPSTREAM_ERROR, message: httpStatusText(502) },
  /** The upstream did not connect or answer in time. */
  UPSTREAM_TIMEOUT: { status: 504, code: CODES.UPSTREAM_TIMEOUT, message: httpStatusText(504) },
  /** The gateway is shutting down. */
  SHUTTING_DOWN: { status: 503, code: CODES.SERVER_ERROR, message: httpStatusText(503) },
  /** Anything unexpected inside the gateway. */
  INTERNAL: { status: 500, code: CODES.SERVER_ERROR, message: httpStatusText(500) },
} as const satisfies Record<string, EdgeErrorSpec>;

/**
 * Headers of an error answered outside every route scope (no helmet hooks run there): what helmet
 * would set for a JSON answer, with a CSP that allows nothing, and never cached.
 */
export const BARE_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

/** Stable id of a catalogue entry. */
export type EdgeErrorId = keyof typeof EDGE_ERRORS;

/** An error the edge answers with; the app's error handler turns it into the envelope. */
export class EdgeError extends Error {
  /** Catalogue id. */
  readonly id: EdgeErrorId;
  /** HTTP status (Fastify reads `statusCode`). */
  readonly statusCode: number;
  /** Envelope code. */
  readonly envelopeCode: string;

  constructor(id: EdgeErrorId, options?: { cause?: unknown; message?: string }) {
    const spec: EdgeErrorSpec = EDGE_ERRORS[id];
    super(options?.message ?? spec.message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EdgeError';
    this.id = id;
    this.statusCode = spec.status;
    this.envelopeCode = spec.code;
  }

  /** The body the client receives. */
  toEnvelope(): Envelope<null> {
    return fail(this.envelopeCode, this.message);
  }
}

/** Fastify's own error codes that map to a catalogue entry. */
const FASTIFY_CODE_MAP: Readonly<Record<string, EdgeErrorId>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_PATH',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/** Upstream failure codes (undici / @fastify/reply-from) that mean "too slow" rather than "broken". */
const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Classifies an upstream failure (from the proxy) as a timeout or a broken upstream. */
export function upstreamFailure(err: unknown): EdgeError {
  let cur: unknown = err;
  for (let depth = 0; depth < 4 && cur; depth++) {
    const code = errorCode(cur);
    if (code && TIMEOUT_CODES.has(code)) return new EdgeError('UPSTREAM_TIMEOUT', { cause: err });
    cur = (cur as { cause?: unknown }).cause;
  }
  return new EdgeError('UPSTREAM_ERROR', { cause: err });
}

/** Turns any error reaching the error handler into a catalogue error. */
export function toEdgeError(err: unknown): EdgeError {
  if (err instanceof EdgeError) return err;
  const code = errorCode(err);
  if (code && FASTIFY_CODE_MAP[code]) return new EdgeError(FASTIFY_CODE_MAP[code], { cause: err });
  const status = typeof err === 'object' && err !== null ? (err as { statusCode?: unknown }).statusCode : undefined;
  if (status === 413) return new EdgeError('BODY_TOO_LARGE', { cause: err });
  if (status === 404) return new EdgeError('NOT_FOUND', { cause: err });
  if (status === 405) return new EdgeError('METHOD_NOT_ALLOWED', { cause: err });
  if (status === 503) return new EdgeError('SHUTTING_DOWN', { cause: err });
  if (typeof status === 'number' && status >= 400 && status < 500) return new EdgeError('BAD_REQUEST', { cause: err });
  return new EdgeError('INTERNAL', { cause: err });
}
