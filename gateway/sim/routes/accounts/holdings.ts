/**
 * Holdings routes (contracts/endpoints/holdings.ts): list, set and remove the caller's 持仓 of
 * followed securities. The entry is checked with contracts/holdings.ts `checkHolding` against the
 * security's counting rule (整手 for A-shares, whole shares for HK, …) and today — the later of the
 * wall clock's date and the date of the security's latest quote — and refused with its Chinese
 * message; nothing is stored then.
 */
import type { FastifyInstance } from 'fastify';
import { holdingsEndpoints as H } from '../../../../contracts/endpoints/holdings';
import * as S from '../../../../contracts/endpoints/schemas/holdings';
import { checkHolding, firstHoldingError, holdingToday, lotRuleOf } from '../../../../contracts/holdings';
import { HoldingRepository } from '../../accounts/holding-repository';
import { NOT_FOLLOWED } from '../../accounts/watch-item-repository';
import { badRequest, notFound } from '../../http/errors';
import { Router } from '../../http/router';
import { requireCode } from '../../http/schemas';
import { userIdOf } from '../../http/session';
import type { AccountDeps } from './deps';

/** Registers the holdings calls. */
export async function holdingRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now, market } = deps;
  const holdings = new HoldingRepository(store.db);

  const todayOf = (code: string): string => holdingToday(now(), market.quote(code)?.ts);

  router.add(H.holdings, {}, ({ request }) => holdings.list(userIdOf(request)));

  router.add(H.setHolding, { body: S.SetHoldingBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    const code = requireCode(body.code);
    if (!store.items.find(userId, code)) throw notFound(NOT_FOLLOWED);
    const check = checkHolding(body, { rule: lotRuleOf(code, market.kind?.(code) ?? null), today: todayOf(code) });
    if (!check.ok) throw badRequest(firstHoldingError(check.errors));
    return holdings.set(userId, code, check.value, now());
  });

  router.add(H.delHolding, { body: S.HoldingCodeBody }, ({ body, request }) => {
    const code = requireCode(body.code);
    return { code, removed: holdings.remove(userIdOf(request), code) };
  });
}
