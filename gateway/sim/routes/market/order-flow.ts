/**
 * `orderFlow` (contracts/endpoints/order-flow.ts): the stock page's order-flow panel — 量比 from
 * the snapshot, 委比/委差 from the five-level book, 内盘/外盘 and today's 资金流向 from the
 * market's live order flow, and the 申万 industry and concept boards holding the stock.
 */
import type { FastifyInstance } from 'fastify';
import { commissionOf, orderFlowEndpoints, type BoardTag, type OrderFlowAnswer } from '../../../../contracts/endpoints/order-flow';
import { isIndexKind } from '../../../../contracts/market';
import * as S from '../../../../contracts/endpoints/schemas/market';
import { badRequest } from '../../http/errors';
import { readSecurity } from '../../http/params';
import { Router } from '../../http/router';
import type { Universe, UniverseEntry } from '../../market/index';
import { netOf } from '../../market/index';
import { roundTo } from '../../market/read/wire';
import type { MarketDeps } from './deps';
import { snapshotOf } from './details';

/** Industry and concept boards per stock id, built once per universe. */
const boardsCache = new WeakMap<Universe, Map<string, { industry: BoardTag | null; concepts: BoardTag[] }>>();

/** The 申万 industry board (by the stock's industry name) and the concept boards listing the stock. */
export function boardsOf(universe: Universe, entry: UniverseEntry): { industry: BoardTag | null; concepts: BoardTag[] } {
  let byId = boardsCache.get(universe);
  if (!byId) {
    byId = new Map();
    const industries = new Map(universe.all.filter((e) => e.kind === 'index_hy').map((e) => [e.name, { id: e.id, name: e.name }] as const));
    for (const e of universe.all) if (e.kind === 'capital') byId.set(e.id, { industry: industries.get(e.industry) ?? null, concepts: [] });
    for (const board of universe.all) {
      if (board.kind !== 'index_gn') continue;
      for (const member of universe.constituents(board.id)) byId.get(member)?.concepts.push({ id: board.id, name: board.name });
    }
    boardsCache.set(universe, byId);
  }
  return byId.get(entry.id) ?? { industry: null, concepts: [] };
}

/** The panel of one stock now. */
export function orderFlowOf(deps: Pick<MarketDeps, 'market' | 'universe'>, entry: UniverseEntry): OrderFlowAnswer {
  if (isIndexKind(entry.kind)) throw badRequest(`${entry.name}（${entry.id}）是指数，没有盘口与资金流向`);
  const s = snapshotOf(deps, entry);
  const book = deps.market.book(entry.id) ?? { bids: [], asks: [] };
  const bidVolume = book.bids.reduce((sum, l) => sum + Math.round(l.volume), 0);
  const askVolume = book.asks.reduce((sum, l) => sum + Math.round(l.volume), 0);
  const live = deps.market.orderFlow?.(entry.id);
  const net = live ? netOf(live.flow) : { xl: 0, l: 0, m: 0, s: 0 };
  return {
    id: entry.id,
    ts: s.ts,
    volumeRatio: roundTo(s.volumeRatio, 2),
    bidVolume,
    askVolume,
    ...commissionOf(bidVolume, askVolume),
    outer: live?.outer ?? 0,
    inner: live?.inner ?? 0,
    net,
    mainNet: net.xl + net.l,
    ...boardsOf(deps.universe, entry),
  };
}

/** Registers orderFlow. */
export async function orderFlowRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  router.add(orderFlowEndpoints.orderFlow, { querystring: S.SecurityQuery }, ({ query }) => orderFlowOf(deps, readSecurity(deps.universe, query, 'stock')));
}
