/**
 * The fundamentals endpoints (contracts/endpoints/fundamentals.ts) over the company model. Params
 * are read with the shared readers (400 naming the param, 404 未找到证券); a fund or an index asked
 * for one of these company-only modules answers 400 with a Chinese sentence saying so. Queries are
 * validated by their TypeBox schemas (contracts/endpoints/schemas/fundamentals.ts; Chinese messages
 * naming the parameter) and documented in docs/openapi.json.
 *
 * Member gates (decisions in contracts/membership.ts, checks by payments/entitlements.ts): 估值分位
 * beyond 3 years answers code 403 (nothing computed or sent); 财务报表 beyond the latest 4 periods
 * is trimmed to them and says how many were held back (`withheld`). PE/PB 通道 is gated for every
 * range by payments/gates.ts.
 *
 * ```ts
 * app.register(companyRoutes, { universe, answers, access: companyAccessOf(store, now) });
 * ```
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fundamentalsEndpoints as E, notCompanyMessage } from '../../../../contracts/endpoints/fundamentals';
import * as S from '../../../../contracts/endpoints/schemas/fundamentals';
import { isIndexKind } from '../../../../contracts/market';
import type { ValuationRange } from '../../../../contracts/endpoints/fundamentals-params';
import { badRequest, notFound } from '../../http/errors';
import { type RawParams, readSecurity } from '../../http/params';
import { Router } from '../../http/router';
import { tokenOf } from '../../http/session';
import type { Universe } from '../../market/index';
import { createEntitlements, type Entitlements } from '../../payments/index';
import type { Store } from '../../open-store';
import type { Answers } from '../../companies/answers';
import { parsePeriod } from '../../companies/periods';

/** Who is asking and what their membership opens (payments/entitlements.ts). */
export interface CompanyAccess {
  entitlements: Entitlements;
  /** The caller's user id from its session token, or null (anonymous callers are non-members). */
  callerOf(request: FastifyRequest): number | null;
}

/** Options of {@link companyRoutes}. */
export interface CompanyRoutesOptions {
  universe: Universe;
  answers: Answers;
  /** Member gates; without it every caller is served in full (tools that build the document, unit tests of the answers). */
  access?: CompanyAccess;
}

/** The access checks over the accounts' user repository and the sim clock. */
export function companyAccessOf(store: Store, now: () => number): CompanyAccess {
  return {
    entitlements: createEntitlements((id) => store.users.get(id), now),
    callerOf: (request) => {
      const check = store.sessions.check(tokenOf(request), now());
      return check.status === 'ok' ? check.userId : null;
    },
  };
}

const RANGE_YEARS: Readonly<Record<ValuationRange, number>> = { '3y': 3, '5y': 5, '10y': 10, all: Number.POSITIVE_INFINITY };

/** Resolves `code` to a company slot: 404 unknown, 400 for a fund or an index, 404 before its listing. */
export function companySlot(opts: CompanyRoutesOptions, params: RawParams): number {
  const entry = readSecurity(opts.universe, params, 'stock');
  if (isIndexKind(entry.kind)) throw badRequest(notCompanyMessage('指数', entry.name));
  if (entry.kind !== 'capital' && entry.kind !== 'hk') throw badRequest(notCompanyMessage('基金', entry.name));
  const cs = opts.answers.ctx.companies;
  const slot = cs.slotOf(entry.id);
  if (slot === undefined || !cs.isCompany(slot)) throw notFound(`未找到证券：${entry.id}`);
  if (cs.source.profiles[slot]!.listIdx > opts.answers.ctx.today()) throw notFound(`${entry.name}尚未上市，暂无财务数据`);
  return slot;
}

/** Registers the ten fundamentals endpoints. */
export async function companyRoutes(app: FastifyInstance, opts: CompanyRoutesOptions): Promise<void> {
  // None of these calls needs a session: the guard is never used.
  const router = new Router(app, async () => {});
  const a = opts.answers;
  const slotOf = (q: { code: string }) => companySlot(opts, q as unknown as RawParams);
  const access = opts.access;
  const caller = (request: FastifyRequest) => (access ? access.callerOf(request) : null);

  router.add(E.pepb, { querystring: S.PepbQuery }, ({ query, request }) => {
    const slot = slotOf(query);
    const range = query.range ?? '10y';
    // 估值分位 beyond 3 years is member-only: refused before anything is computed.
    if (access) {
      const years = access.entitlements.valuationYears(caller(request));
      if (years !== null && RANGE_YEARS[range] > years) access.entitlements.require('valuationHistory', caller(request));
    }
    return a.pepb(slot, query.metric ?? 'peTtm', range);
  });
  router.add(E.pepbBand, { querystring: S.PepbBandQuery }, ({ query }) =>
    a.pepbBand(slotOf(query), query.kind ?? 'pe', query.range ?? '10y', query.mode ?? 'auto'),
  );
  router.add(E.growAbility, { querystring: S.GrowQuery }, ({ query }) => a.growAbility(slotOf(query), query.type ?? 'report', query.count ?? 20));
  router.add(E.financialStatement, { querystring: S.StatementQuery }, ({ query, request }) => {
    const slot = slotOf(query);
    // A non-member sees the latest FREE_LIMITS.statementPeriods periods; older ones are never built.
    const limit = access ? access.entitlements.quota('statementPeriods', caller(request)) : null;
    return a.financialStatement(slot, query.statement, query.view ?? 'report', query.count ?? 12, limit);
  });
  router.add(E.divi, { querystring: S.CompanyQuery }, ({ query }) => a.divi(slotOf(query)));
  router.add(E.diviFund, { querystring: S.CompanyQuery }, ({ query }) => a.diviFund(slotOf(query)));
  router.add(E.getSegments, { querystring: S.SegmentsQuery }, ({ query }) => {
    const slot = slotOf(query);
    const periods = a.segmentPeriods(slot);
    const raw = query.period;
    if (raw === undefined || raw === '') {
      if (periods.length === 0) throw notFound('暂无主营构成数据');
      return a.getSegments(slot, periods[0]!);
    }
    const g = parsePeriod(raw);
    if (g === null || !periods.includes(g))
      throw badRequest(
        `参数 period 无效：${raw.slice(0, 20)}（须为已披露的中报或年报报告期，如 ${periods[0] !== undefined ? a.getSegments(slot, periods[0]).period : '2024-12-31'}）`,
      );
    return a.getSegments(slot, g);
  });
  router.add(E.forecast, { querystring: S.CompanyQuery }, ({ query }) => a.forecast(slotOf(query)));
  router.add(E.industryCompare, { querystring: S.CompareQuery }, ({ query }) => a.industryCompare(slotOf(query), query.tab));
  router.add(E.industryCompareMore, { querystring: S.CompareMoreQuery }, ({ query }) => {
    const slot = slotOf(query);
    const sort = query.sort === undefined || query.sort === '' ? undefined : query.sort;
    const out = a.industryCompareMore(slot, query.tab, sort, query.order ?? 'desc', query.page ?? 1, query.size ?? 20);
    if ('badSort' in out)
      throw badRequest(
        `参数 sort 取值无效：${String(sort).slice(0, 20)}（可选：${a
          .compareColumns(query.tab, 2000)
          .map((c) => c.key.replace(/\d{4}$/, 'YYYY'))
          .join('、')}）`,
      );
    return out;
  });
}
