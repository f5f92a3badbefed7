/**
 * Test-only hooks (contracts/endpoints/sim-test-hooks.ts), registered only when the plugin's
 * `testHooks` option is true: read an image challenge's answer, read the last SMS code sent to a
 * phone, and set the signed-in account's membership tier.
 */
import type { FastifyInstance } from 'fastify';
import { VIP_TYPES } from '../../../../contracts/entities';
import { simTestEndpoints } from '../../../../contracts/endpoints/sim-test-hooks';
import { notFound } from '../../store/account-error';
import { userIdOf } from './auth';
import type { AccountDeps } from './deps';
import { Router } from './router';
import { object } from './schemas';
import { toUserInfo } from './user';

/** Registers the hooks (call only when enabled). */
export async function testHookRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now } = deps;

  router.add(simTestEndpoints.peekChallenge, { querystring: object({ challengeId: { type: 'string', maxLength: 64 } }, ['challengeId']) }, ({ query }) => {
    const answer = store.loginCodes.challengeAnswer(query.challengeId);
    if (answer === undefined) throw notFound('图形验证码不存在');
    return { answer };
  });

  router.add(simTestEndpoints.peekSms, { querystring: object({ phone: { type: 'string', maxLength: 20 } }, ['phone']) }, ({ query }) => {
    const code = deps.smsOutbox.last(query.phone);
    if (code === undefined) throw notFound('没有发给该手机号的验证码');
    return { code };
  });

  router.add(
    simTestEndpoints.setVip,
    {
      body: object(
        { vipType: { type: 'integer', enum: VIP_TYPES }, vipTime: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
        ['vipType', 'vipTime'],
      ),
    },
    ({ body, request }) => {
      const userId = userIdOf(request);
      store.users.setVip(userId, body.vipType, body.vipType === 0 || body.vipType === 3 ? 0 : body.vipTime);
      return toUserInfo(store.users.get(userId)!, now());
    },
  );
}
