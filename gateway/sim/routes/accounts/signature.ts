/**
 * The API lock (spec §7, §9): when on, a request must carry `timeStamp` and `zstokv1` headers signed
 * with the lock token from `apiOuth` (contracts/signing.ts verifies; ±5 minutes of skew). The lock
 * token itself and the QR confirm page (opened by a phone) are exempt; so is anything outside /api.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CODES } from '../../../../contracts/codes';
import { fail } from '../../../../contracts/envelope';
import { WX_CONFIRM_PATH } from '../../../../contracts/endpoints/login';
import { CASHIER_PATH, CASHIER_PAY_PATH, paymentEndpoints } from '../../../../contracts/endpoints/payments';
import { userEndpoints } from '../../../../contracts/endpoints/user';
import { verifyRequest, type SignatureProblem } from '../../../../contracts/signing';
import type { Store } from '../../open-store';

/** Paths that never need a signature. */
// The payment provider's cashier pages are opened by a phone, and its notifications carry their own HMAC signature.
export const UNSIGNED_PATHS: ReadonlySet<string> = new Set([
  userEndpoints.apiOuth.path,
  WX_CONFIRM_PATH,
  CASHIER_PATH,
  CASHIER_PAY_PATH,
  paymentEndpoints.notify.path,
]);

const MESSAGES: Readonly<Record<Exclude<SignatureProblem, null>, string>> = {
  missing: '请求缺少签名',
  'malformed-timestamp': '请求签名错误',
  mismatch: '请求签名错误',
  stale: '请求已过期，请检查设备时间',
};

/** Requests already verified (the guard may sit both at the app root and in a plugin). */
const verified = new WeakSet<FastifyRequest>();

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** True when a request path needs a signature under the lock. */
export function needsSignature(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/') && !UNSIGNED_PATHS.has(path);
}

/**
 * An onRequest hook rejecting unsigned, mis-signed or stale requests with code 401. Add it with
 * `app.addHook('onRequest', signatureGuard({ store }))` where the lock is on.
 */
export function signatureGuard(options: { store: Pick<Store, 'meta'>; now?: () => number }): onRequestAsyncHookHandler {
  const now = options.now ?? Date.now;
  return async function verifySignature(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (verified.has(request) || !needsSignature(request.url)) return undefined;
    const problem = verifyRequest(options.store.meta.lockToken(), header(request, 'timestamp'), header(request, 'zstokv1'), now());
    if (problem === null) {
      verified.add(request);
      return undefined;
    }
    request.log.debug({ problem }, 'rejected unsigned request');
    // Returning the reply after send() ends the request here (Fastify's early-response rule for async hooks).
    return reply.code(200).send(fail(CODES.BAD_SIGNATURE, MESSAGES[problem]));
  };
}
