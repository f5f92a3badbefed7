/**
 * Session middleware: an onRequest hook that admits a request only with a live session token in the
 * `token` header, and remembers whose it is for the handler. Failures use the session-invalid codes
 * of spec §4/§8, which make the client sign out and go to login.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CODES } from '../../../contracts/codes';
import { SimError } from './errors';
import type { SessionCheck, SessionChecker } from '../shared/session-check';

/** Header carrying the session token (spec §7). */
export const TOKEN_HEADER = 'token';

const userIds = new WeakMap<FastifyRequest, number>();

/** The `token` header as one string, or undefined. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length > 0 ? token : undefined;
}

/** The error for a session that is not live. */
export function sessionError(check: Exclude<SessionCheck, { status: 'ok' }>, hadToken: boolean): SimError {
  switch (check.status) {
    case 'expired':
      return new SimError(CODES.TOKEN_EXPIRED, '登录已过期，请重新登录');
    case 'revoked':
      return new SimError(CODES.SIGNED_IN_ELSEWHERE, '您的账号已在其他设备登录，请重新登录');
    default:
      return new SimError(CODES.TOKEN_INVALID, hadToken ? '登录信息无效，请重新登录' : '请先登录');
  }
}

/** An onRequest hook that requires a live session (004 / 033 / 016 otherwise). */
export function requireSession(sessions: SessionChecker, now: () => number): onRequestAsyncHookHandler {
  return async function sessionGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = tokenOf(request);
    const check = sessions.check(token, now());
    if (check.status !== 'ok') throw sessionError(check, token !== undefined);
    userIds.set(request, check.userId);
  };
}

/** The signed-in user of a request that passed {@link requireSession}. */
export function userIdOf(request: FastifyRequest): number {
  const id = userIds.get(request);
  if (id === undefined) throw new Error(`route ${request.url} reads the user without requireSession`);
  return id;
}
