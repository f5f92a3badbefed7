/**
 * Response codes of the envelope (spec §8) plus the codes we defined where the spec is silent.
 */

/** Every code the system emits, by meaning. */
export const CODES = {
  /** Success. */
  OK: '000',
  /** Success (alternate upstream code). */
  OK_050: '050',
  /** Success (alternate upstream code). */
  OK_014: '014',
  /** Success (alternate upstream code). */
  OK_072: '072',
  /** Session invalid: token missing or unknown. */
  TOKEN_INVALID: '004',
  /** Session invalid: token expired. */
  TOKEN_EXPIRED: '033',
  /** Session invalid: signed in on another device. */
  SIGNED_IN_ELSEWHERE: '016',
  /** Warning: the client shows the server message as a warning (also used for 429 rate limits). */
  WARN: '-002',
  /** Client-side: no response at all was received. */
  NO_RESPONSE: '-001',
  /** Our code: request parameters or body failed validation. */
  BAD_REQUEST: '400',
  /** Our code: the request signature (zstokv1/timeStamp) is missing, wrong or stale. */
  BAD_SIGNATURE: '401',
  /** Our code: member-only (contracts/membership.ts gating); the client shows its member gate. */
  MEMBER_ONLY: '403',
  /** Our code: the thing asked for does not exist (unknown code, group, item). */
  NOT_FOUND: '404',
  /** Our code: a limit was reached (groups, items, remark length, resend interval, tries). */
  LIMIT: '409',
  /** Our code: the upstream failed (edge answered instead of it). */
  UPSTREAM_ERROR: '502',
  /** Our code: the upstream did not answer in time. */
  UPSTREAM_TIMEOUT: '504',
  /** Our code: unexpected server error. */
  SERVER_ERROR: '500',
  /** Our code: the upstream is still preparing its data (HTTP 503 + Retry-After; contracts/warming.ts); the client shows 数据准备中 and retries. */
  PREPARING: '520',
  /** Our code: too many heavy calls at once (HTTP 503 + Retry-After; contracts/warming.ts); the client warns with the message. */
  BUSY: '521',
} as const;

/** A code value of {@link CODES}. */
export type ResponseCode = (typeof CODES)[keyof typeof CODES];

/** Codes that mean success (spec §8): the payload is unwrapped from `datas`. */
export const SUCCESS_CODES: ReadonlySet<string> = new Set(['000', '050', '014', '072']);

/** Codes that mean the session is invalid (spec §4, §8): clear token and user info, warn, go to login. */
export const SESSION_INVALID_CODES: ReadonlySet<string> = new Set(['004', '033', '016']);

/** The warning code (spec §8): warn with the server message. */
export const WARN_CODE = '-002';

/** The code a missing response becomes (spec §8). */
export const MISSING_RESPONSE_CODE = '-001';

/** The text a missing response carries: the system is acting up. */
export const MISSING_RESPONSE_MESSAGE = '系统开小差了，请稍后再试';

/** Which handling class a code belongs to. */
export type CodeClass = 'success' | 'session-invalid' | 'warn' | 'error';

/** Classifies a response code per spec §8. */
export function classifyCode(code: string): CodeClass {
  if (SUCCESS_CODES.has(code)) return 'success';
  if (SESSION_INVALID_CODES.has(code)) return 'session-invalid';
  if (code === WARN_CODE) return 'warn';
  return 'error';
}
