/**
 * Watchlist group routes (spec §7): list with counts, add, rename, delete, set top, sort, item
 * counts and group average change. Rules and limits live in the store (gateway/sim/store/watch-groups.ts).
 */
import type { FastifyInstance } from 'fastify';
import { WATCHLIST_LIMITS, watchlistEndpoints as E } from '../../../../contracts/endpoints/watchlist';
import { userIdOf } from '../../http/session';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/watchlist';
import { groupAvgChg, toWatchlistItem } from './watchlist-view';

/** Registers the group calls. */
export async function watchlistGroupRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now, market } = deps;

  router.add(E.optGroupListV2, {}, ({ request }) => store.groups.list(userIdOf(request)));

  router.add(E.addOptGroup, { querystring: S.AddGroupQuery }, ({ query, request }) => store.groups.add(userIdOf(request), query.name, now()));

  router.add(E.renameOptGroup, { querystring: S.RenameGroupQuery }, ({ query, request }) => store.groups.rename(userIdOf(request), query.groupId, query.name));

  router.add(E.delOptGroup, { querystring: S.GroupIdQuery }, ({ query, request }) => {
    store.groups.remove(userIdOf(request), query.groupId);
    return null;
  });

  router.add(E.setTop, { querystring: S.GroupIdQuery }, ({ query, request }) => store.groups.setTop(userIdOf(request), query.groupId));

  router.add(E.sortOptGroup, { body: S.SortGroupsBody }, ({ body, request }) => store.groups.sort(userIdOf(request), body.groupIds));

  router.add(E.optGroupItemNum, {}, ({ request }) => {
    const groups = store.items.counts(userIdOf(request));
    return { total: groups[0]?.count ?? 0, max: WATCHLIST_LIMITS.maxItemsPerGroup, groups };
  });

  router.add(E.avgChg, { body: S.AvgChgBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    const ids = body.groupIds ?? store.groups.list(userId).map((g) => g.id);
    return ids.map((id) =>
      groupAvgChg(
        id,
        store.items.list(userId, id).map((row) => toWatchlistItem(row, market)),
      ),
    );
  });
}
