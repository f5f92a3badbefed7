/**
 * Same-industry peers (`GET /api/v2/capital/sameIndustry2?code=`): the stock's 申万 level-1
 * industry, its industry index, and the 20 largest stocks of that industry by total market value
 * (the stock itself always included, last when it is not among them). HK stocks are
 * compared with HK stocks of the same industry.
 */
import type { FastifyInstance } from 'fastify';
import { marketDataEndpoints, type SameIndustryAnswer } from '../../../../contracts/endpoints/market-data';
import { badRequest } from '../../http/errors';
import type { UniverseEntry } from '../../market/universe/index';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/market';
import { liveRows } from '../../market/read/rows';
import type { MarketDeps } from './deps';
import { readSecurity } from '../../http/params';
import { toRankItem } from '../../market/read/wire';

/** Peers listed. */
export const PEERS_SIZE = 20;

/** The peers answer of one stock. */
export function sameIndustry(deps: Pick<MarketDeps, 'market' | 'universe'>, stock: UniverseEntry): SameIndustryAnswer {
  if ((stock.kind !== 'capital' && stock.kind !== 'hk') || stock.industry === '') {
    throw badRequest(`${stock.name}（${stock.id}）不是股票，没有所属行业`);
  }
  const index = deps.universe.all.find((e) => e.kind === 'index_hy' && e.name === stock.industry);
  const ranked = liveRows(deps, (e) => e.kind === stock.kind && e.industry === stock.industry)
    .map((r) => toRankItem(r.entry, r.snap))
    .sort((a, b) => b.totalCap - a.totalCap || a.id.localeCompare(b.id));
  const top = ranked.slice(0, PEERS_SIZE);
  const self = ranked.find((r) => r.id === stock.id);
  // A small company is still shown among its industry's leaders: it takes the last place.
  const items = self && !top.includes(self) ? [...top.slice(0, PEERS_SIZE - 1), self] : top;
  return { industry: stock.industry, industryId: index?.id ?? '', items };
}

/** Registers sameIndustry2. */
export async function peerRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  router.add(marketDataEndpoints.sameIndustry2, { querystring: S.SecurityQuery }, ({ query }) =>
    sameIndustry(deps, readSecurity(deps.universe, query, 'stock')),
  );
}
