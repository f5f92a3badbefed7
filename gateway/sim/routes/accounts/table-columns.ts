/**
 * Column-choice routes (contracts/endpoints/table-columns.ts): read and save the caller's chosen
 * columns of the watchlist and 排行榜 tables.
 */
import type { FastifyInstance } from 'fastify';
import { tableColumnEndpoints as T } from '../../../../contracts/endpoints/table-columns';
import * as S from '../../../../contracts/endpoints/schemas/holdings';
import { TableColumnChoiceRepository } from '../../accounts/table-column-choice-repository';
import { Router } from '../../http/router';
import { userIdOf } from '../../http/session';
import type { AccountDeps } from './deps';

/** Registers the column-choice calls. */
export async function tableColumnRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const choices = new TableColumnChoiceRepository(deps.store.db);
  router.add(T.tableColumns, {}, ({ request }) => choices.get(userIdOf(request)));
  router.add(T.setTableColumns, { body: S.SetTableColumnsBody }, ({ body, request }) => choices.set(userIdOf(request), body.table, body.columns, deps.now()));
}
