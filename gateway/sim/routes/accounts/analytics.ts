/**
 * `POST /api/v2/up/save2` (spec §7): signed-in users only; the encrypted pair array is decrypted,
 * validated by the contract's parser and stored. Malformed payloads get a quiet 400 envelope (logged
 * at debug level only), since the client never shows errors for this call.
 */
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_LIMITS, analyticsEndpoints, parseAnalyticsPayload } from '../../../../contracts/endpoints/analytics';
import { badRequest } from '../../http/errors';
import { userIdOf } from '../../http/session';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/accounts';

/** Body limit of save2: the cipher plus JSON overhead. */
const BODY_LIMIT = ANALYTICS_LIMITS.maxCipherLength + 1_024;

const ANALYTICS_BODY = S.analyticsBody(ANALYTICS_LIMITS.maxCipherLength);

/** Registers save2. */
export async function analyticsRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  router.add(
    analyticsEndpoints.save2,
    { body: ANALYTICS_BODY },
    ({ body, request }) => {
      const parsed = parseAnalyticsPayload(body.json);
      if (!parsed.ok) {
        request.log.debug({ reason: parsed.reason }, 'dropped malformed analytics payload');
        throw badRequest('埋点数据格式错误');
      }
      deps.store.analytics.save(userIdOf(request), parsed.eventName, parsed.pairs, deps.now());
      return null;
    },
    { bodyLimit: BODY_LIMIT },
  );
}
