/**
 * User routes (spec §7): profile, tier, region flag, API lock token, and stock-code unlocks.
 */
import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '../../../../contracts/entities';
import { IS_CN_MESSAGE, NOT_CN_MESSAGE, userEndpoints } from '../../../../contracts/endpoints/user';
import { notFound } from '../../http/errors';
import type { UserRow } from '../../accounts/user-repository';
import { effectiveVip } from '../../../../contracts/membership';
import { userIdOf } from '../../http/session';
import { clientIp, isMainlandChina } from '../../http/client-ip';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import { requireCode } from '../../http/schemas';
import * as S from '../../../../contracts/endpoints/schemas/accounts';

/** The user info the client shows, with the tier as of `now`. */
export function toUserInfo(user: UserRow, now: number): UserInfo {
  return { portrait: user.portrait, nickName: user.nickName, ...effectiveVip(user, now), uid: user.id };
}

/** Registers userinfo, vipType, isCN, apiOuth, userCodes and unLock. */
export async function userRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now, market } = deps;

  const currentUser = (userId: number): UserRow => {
    const user = store.users.get(userId);
    // A live session always has its account (ON DELETE CASCADE); reaching this is a bug.
    if (!user) throw new Error(`session of missing user ${userId}`);
    return user;
  };
  const isMember = (user: UserRow, at: number): boolean => effectiveVip(user, at).vipType > 0;

  router.add(userEndpoints.userinfo, {}, ({ request }) => toUserInfo(currentUser(userIdOf(request)), now()));

  router.add(userEndpoints.vipType, {}, ({ request }) => effectiveVip(currentUser(userIdOf(request)), now()).vipType);

  router.add(userEndpoints.isCN, {}, ({ request }) => {
    const isCN = isMainlandChina(clientIp(request));
    return { isCN, msg: isCN ? IS_CN_MESSAGE : NOT_CN_MESSAGE };
  });

  router.add(userEndpoints.apiOuth, {}, () => store.meta.lockToken());

  router.add(userEndpoints.userCodes, {}, ({ request }) => {
    const userId = userIdOf(request);
    const t = now();
    const member = isMember(currentUser(userId), t);
    return { codes: store.unlocks.list(userId), unlimited: member, remainingToday: store.unlocks.remainingToday(userId, member, t) };
  });

  router.add(userEndpoints.unLock, { querystring: S.UnlockQuery }, ({ query, request }) => {
    const code = requireCode(query.code);
    if (!market.exists(code)) throw notFound('证券不存在');
    const userId = userIdOf(request);
    const t = now();
    const remainingToday = store.unlocks.unlock(userId, code, isMember(currentUser(userId), t), t);
    return { code, unlocked: true as const, remainingToday };
  });
}
