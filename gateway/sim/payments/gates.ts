/**
 * Where the sim enforces membership for modules that exist today (decisions in
 * contracts/membership.ts): a hook run before the handlers of the gated calls, so gated data is
 * never computed or sent to a caller who may not see it. Other domains gate their own answers by
 * calling entitlements.ts directly (see README.md); this table covers calls owned elsewhere.
 *
 * Member-only datasets (PE/PB 通道, 机构调研, 成长能力, …) are gated from the entitlement table
 * (contracts/member-datasets.ts) by dataset-gates.ts.
 *  - `opt/addOptGroup`: a non-member may hold FREE_LIMITS.watchGroups user groups.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { watchlistEndpoints } from '../../../contracts/endpoints/watchlist';
import { memberOnlyMessage } from '../../../contracts/membership';
import type { Entitlements } from './entitlements';
import { memberOnly } from './errors';

/** What the gates need from the accounts side. */
export interface GateDeps {
  entitlements: Entitlements;
  /** The caller's user id from its session token, or null. */
  callerOf(request: FastifyRequest): number | null;
  /** How many user groups (not 全部) a user holds. */
  userGroupCount(userId: number): number;
}

/** A preHandler hook for the app root enforcing the gates above. */
export function memberGates(deps: GateDeps): preHandlerAsyncHookHandler {
  const addGroup = watchlistEndpoints.addOptGroup.path;
  return async function enforceMembership(request: FastifyRequest): Promise<void> {
    const path = request.url.split('?', 1)[0];
    if (path === addGroup) {
      const userId = deps.callerOf(request);
      if (userId === null) return; // the route's own session guard answers
      const quota = deps.entitlements.quota('watchGroups', userId);
      if (quota !== null && deps.userGroupCount(userId) >= quota) throw memberOnly(`${memberOnlyMessage('watchGroups')}（非会员最多${quota}个分组）`);
    }
  };
}
