/**
 * Stock detail (spec §7 "Stock detail"): `detailsStockA` (stocks and funds) and
 * `detailsStockIndex` (indexes) answer the full {@link StockDetail}; `memberList` summarises an
 * index's members (up/down/flat, top and bottom ten by change).
 */
import type { FastifyInstance } from 'fastify';
import { detailsEndpoints, type StockDetail } from '../../../../contracts/endpoints/details';
import { marketDataEndpoints, type IndexMembers, type RankItem } from '../../../../contracts/endpoints/market-data';
import { isIndexKind, marketLabel, priceTick } from '../../../../contracts/market';
import type { Snapshot } from '../../market/types';
import type { UniverseEntry } from '../../market/universe/index';
import { badRequest, notFound } from '../../http/errors';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/market';
import { rowsOf } from '../../market/read/rows';
import type { MarketDeps } from './deps';
import { readSecurity, type CodePreference, type RawParams } from '../../http/params';
import { roundPrice, roundTo, toQuote, toRankItem } from '../../market/read/wire';
import { shownName } from '../../market/read/names';

/** Trade ticks a detail carries. */
export const DETAIL_TICKS = 20;
/** Members listed at each end of memberList. */
export const MEMBER_LIST_SIZE = 10;

/** The live snapshot of an entry, or 404 when the market has none (e.g. listed in the future). */
export function snapshotOf(deps: Pick<MarketDeps, 'market'>, entry: UniverseEntry): Snapshot {
  const s = deps.market.snapshot(entry.id);
  if (!s) throw notFound(`暂无行情：${entry.id}`);
  return s;
}

/** The full detail of one security. */
export function stockDetail(deps: Pick<MarketDeps, 'market'>, entry: UniverseEntry): StockDetail {
  const s = snapshotOf(deps, entry);
  const f = deps.market.fundamentals(entry.id);
  const book = isIndexKind(entry.kind) ? undefined : deps.market.book(entry.id);
  const level = (l: { price: number; volume: number }) => ({ price: roundPrice(entry, l.price), volume: Math.round(l.volume) });
  return {
    id: entry.id,
    code: entry.code,
    name: shownName(entry, s.ts),
    suffix: entry.suffix,
    kind: entry.kind,
    label: marketLabel(entry),
    industry: entry.industry,
    tick: priceTick(entry, s.price),
    lot: entry.lot,
    quote: toQuote(entry, s),
    peTtm: f?.peTtm == null ? null : roundTo(f.peTtm, 2),
    pb: f?.pb == null ? null : roundTo(f.pb, 2),
    totalCap: f?.totalCap == null ? null : Math.round(f.totalCap),
    floatCap: f?.floatCap == null ? null : Math.round(f.floatCap),
    bids: (book?.bids ?? []).map(level),
    asks: (book?.asks ?? []).map(level),
    ticks: isIndexKind(entry.kind)
      ? []
      : deps.market.ticks(entry.id, DETAIL_TICKS).map((t) => ({ ts: t.ts, price: roundPrice(entry, t.price), volume: Math.round(t.volume), side: t.side })),
  };
}

/** Members of an index as ranking rows (members without a quote are left out). */
export function memberRows(deps: Pick<MarketDeps, 'market' | 'universe'>, index: UniverseEntry): RankItem[] {
  return rowsOf(deps, deps.universe.constituents(index.id)).map((r) => toRankItem(r.entry, r.snap));
}

/** Counts of members up, down and flat (suspended members count as flat). */
export function upDownFlat(rows: readonly Pick<RankItem, 'pct' | 'status'>[]): { up: number; down: number; flat: number } {
  let up = 0;
  let down = 0;
  for (const r of rows) {
    if (r.status === 'suspended') continue;
    if (r.pct > 0) up++;
    else if (r.pct < 0) down++;
  }
  return { up, down, flat: rows.length - up - down };
}

/** The members summary of an index. */
export function indexMembers(deps: Pick<MarketDeps, 'market' | 'universe'>, index: UniverseEntry): IndexMembers {
  if (!isIndexKind(index.kind)) throw badRequest(`${index.name}（${index.id}）不是指数`);
  const rows = memberRows(deps, index);
  const byPct = [...rows].sort((a, b) => b.pct - a.pct || a.id.localeCompare(b.id));
  return {
    total: rows.length,
    ...upDownFlat(rows),
    leaders: byPct.slice(0, MEMBER_LIST_SIZE),
    laggards: byPct.slice(-MEMBER_LIST_SIZE).reverse(),
  };
}

/** Registers detailsStockA, detailsStockIndex and memberList. */
export async function detailRoutes(app: FastifyInstance, deps: MarketDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const read = (query: RawParams, prefer: CodePreference) => readSecurity(deps.universe, query, prefer);

  router.add(detailsEndpoints.detailsStockA, { querystring: S.SecurityQuery }, ({ query }) => {
    const entry = read(query, 'stock');
    if (isIndexKind(entry.kind)) throw badRequest(`${entry.name}（${entry.id}）是指数，请查看指数详情`);
    return stockDetail(deps, entry);
  });

  router.add(detailsEndpoints.detailsStockIndex, { querystring: S.SecurityQuery }, ({ query }) => {
    const entry = read(query, 'index');
    if (!isIndexKind(entry.kind)) throw badRequest(`${entry.name}（${entry.id}）不是指数`);
    return stockDetail(deps, entry);
  });

  router.add(marketDataEndpoints.indexMembers, { querystring: S.SecurityQuery }, ({ query }) => indexMembers(deps, read(query, 'index')));
}
