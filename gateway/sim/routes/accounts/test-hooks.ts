/**
 * Test-only hooks (contracts/endpoints/sim-test-hooks.ts), registered only when the plugin's
 * `testHooks` option is true: read an image challenge's answer, read the last SMS code sent to a
 * phone, set the signed-in account's membership tier, and expire the caller's session.
 */
import type { FastifyInstance } from 'fastify';
import { simTestEndpoints } from '../../../../contracts/endpoints/sim-test-hooks';
import { notFound } from '../../http/errors';
import { tokenOf, userIdOf } from '../../http/session';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/accounts';
import { toUserInfo } from './user';

/** Registers the hooks (call only when enabled). */
export async function testHookRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now } = deps;

  router.add(simTestEndpoints.peekChallenge, { querystring: S.PeekChallengeQuery }, ({ query }) => {
    const answer = store.loginCodes.challengeAnswer(query.challengeId);
    if (answer === undefined) throw notFound('图形验证码不存在');
    return { answer };
  });

  router.add(simTestEndpoints.peekSms, { querystring: S.PeekSmsQuery }, ({ query }) => {
    const code = deps.smsOutbox.last(query.phone);
    if (code === undefined) throw notFound('没有发给该手机号的验证码');
    return { code };
  });

  router.add(simTestEndpoints.setVip, { body: S.SetVipBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    store.users.setVip(userId, body.vipType, body.vipType === 0 || body.vipType === 3 ? 0 : body.vipTime);
    return toUserInfo(store.users.get(userId)!, now());
  });

  router.add(simTestEndpoints.expireSession, {}, ({ request }) => {
    // The guard let the request in, so its token is a live session.
    store.sessions.expire(tokenOf(request)!, now());
    return null;
  });
}
