/**
 * Watchlist item routes (spec §7): list per group with live quotes, paged sorted list, follow and
 * unfollow, batch delete, move, sort, remark, add date and since-added return, isOpt, groupIds.
 */
import type { FastifyInstance } from 'fastify';
import { watchlistEndpoints as E } from '../../../../contracts/endpoints/watchlist';
import { notFound } from '../../http/errors';
import { NOT_FOLLOWED } from '../../accounts/watch-item-repository';
import { userIdOf } from '../../http/session';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/watchlist';
import { parseCodeList, parseIdList, requireCode, requireCodes } from '../../http/schemas';
import { changePct, sortItems, toWatchlistItem } from './watchlist-view';

/** Registers the item calls. */
export async function watchlistItemRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now, market } = deps;

  const itemsOf = (userId: number, groupId: number | undefined) =>
    store.items.list(userId, groupId ?? store.groups.defaultId(userId)).map((row) => toWatchlistItem(row, market));

  router.add(E.listOptV4, { querystring: S.ListOptQuery }, ({ query, request }) => itemsOf(userIdOf(request), query.groupId));

  router.add(E.listOptionalV5Items, { body: S.ListItemsPageBody }, ({ body, request }) => {
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 50;
    const all = sortItems(itemsOf(userIdOf(request), body.groupId), body.sortBy ?? 'sort', body.order ?? 'asc');
    return { total: all.length, page, pageSize, items: all.slice((page - 1) * pageSize, page * pageSize) };
  });

  router.add(E.sortOpt, { querystring: S.GroupIdQuery, body: S.SortItemsBody }, ({ query, body, request }) => {
    const userId = userIdOf(request);
    store.items.sort(userId, query.groupId, requireCodes(body.codes));
    return itemsOf(userId, query.groupId);
  });

  router.add(E.addOpt, { querystring: S.CodeGroupsQuery }, ({ query, request }) => {
    const code = requireCode(query.code);
    if (!market.exists(code)) throw notFound('证券不存在');
    const groupIds = store.items.add(userIdOf(request), code, parseIdList(query.groupIds), market.quote(code)?.price ?? null, now());
    return { code, groupIds };
  });

  router.add(E.delOptional, { querystring: S.CodeGroupsQuery }, ({ query, request }) => {
    const code = requireCode(query.code);
    const ids = parseIdList(query.groupIds);
    return { code, groupIds: store.items.remove(userIdOf(request), code, ids.length ? ids : null) };
  });

  router.add(E.batchDelOpt, { body: S.BatchDeleteBody }, ({ body, request }) => ({
    removed: store.items.batchRemove(userIdOf(request), body.groupId, requireCodes(body.codes)),
  }));

  router.add(E.moveOpt, { querystring: S.MoveQuery }, ({ query, request }) => ({
    moved: store.items.move(userIdOf(request), parseCodeList(query.codes), query.fromGroupId, query.toGroupId),
  }));

  router.add(E.remark, { params: S.RemarkParams, body: S.RemarkBody }, ({ params, body, request }) => {
    const row = store.items.setRemark(userIdOf(request), params.id, body.remark);
    return { id: row.id, code: row.code, remark: row.remark };
  });

  router.add(E.reSetAddDate, { querystring: S.CodeQuery }, ({ query, request }) => {
    const code = requireCode(query.code);
    const row = store.items.resetAddDate(userIdOf(request), code, market.quote(code)?.price ?? null, now());
    return { code, addDate: row.addDate, addPrice: row.addPrice };
  });

  router.add(E.queryBeginDate, { querystring: S.CodeQuery }, ({ query, request }) => {
    const code = requireCode(query.code);
    const row = store.items.find(userIdOf(request), code);
    if (!row) throw notFound(NOT_FOLLOWED);
    const price = market.quote(code)?.price ?? null;
    return { code, addDate: row.addDate, addPrice: row.addPrice, price, sinceAddPct: changePct(row.addPrice, price) };
  });

  router.add(E.isOpt, { querystring: S.CodeQuery }, ({ query, request }) => {
    const code = requireCode(query.code);
    return { code, isOpt: store.items.find(userIdOf(request), code) ? (1 as const) : (0 as const) };
  });

  router.add(E.groupIds, { querystring: S.CodeQuery }, ({ query, request }) => store.items.groupIdsOf(userIdOf(request), requireCode(query.code)));
}
