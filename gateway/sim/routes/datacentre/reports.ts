/**
 * The 年报季报 endpoints (contracts/endpoints/datacentre-reports.ts) over {@link ReportCentre}.
 * `date` is read as every data-centre endpoint reads it (a trading day up to the last closed one);
 * `period` must be a quarter end the table offers on that day (default its newest). A request
 * waits up to {@link WAIT_MS} for the company models it needs, then answers (not ready while the
 * build goes on in the background).
 *
 * ```ts
 * app.register(reportRoutes, { companies, market, today });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../../../contracts/endpoints/define';
import { type ReportAnswer, type ReportRows, type ReportTable, reportEndpoints as E } from '../../../../contracts/endpoints/datacentre-reports';
import { ReportQuery } from '../../../../contracts/endpoints/schemas/datacentre-reports';
import { parsePeriod, periodString, quarterOfPeriod } from '../../companies/index';
import type { Companies } from '../../companies/index';
import { badRequest } from '../../http/errors';
import type { RawParams } from '../../http/params';
import { Router } from '../../http/router';
import type { MarketView } from '../../market/index';
import { ReportCentre } from '../../datacentre/reports';
import { lastClosedOf, readDate } from './index';

/** Longest a request waits for the models it needs before answering with the build's progress, ms. */
export const WAIT_MS = 2_000;

/** Options of {@link reportRoutes}. */
export interface ReportRoutesOptions {
  companies: Companies;
  market: Pick<MarketView, 'now'>;
  /** Trading index of the day on show. */
  today: () => number;
  /** Longest a request waits for the models it needs (default {@link WAIT_MS}). */
  waitMs?: number;
}

/** Reads `period` (default the newest the table offers on day t). */
export function readPeriod(centre: ReportCentre, table: ReportTable, params: RawParams, t: number): number {
  const offered = centre.periods(table, t);
  const raw = params.period;
  if (raw === undefined || raw === '') return offered[0]!;
  const g = typeof raw === 'string' ? parsePeriod(raw) : null;
  if (g === null) throw badRequest('参数 period 取值无效，应为报告期（YYYY-03-31、YYYY-06-30、YYYY-09-30 或 YYYY-12-31）');
  if ((table === 'express' || table === 'dividend') && quarterOfPeriod(g) !== 3) throw badRequest(`参数 period 取值无效：${raw} 不是年报报告期`);
  if (!offered.includes(g))
    throw badRequest(`参数 period 取值无效：可查的报告期为 ${periodString(offered[offered.length - 1]!)} 至 ${periodString(offered[0]!)}`);
  return g;
}

/** Registers the 年报季报 endpoints. */
export async function reportRoutes(app: FastifyInstance, opts: ReportRoutesOptions): Promise<void> {
  const router = new Router(app, async () => {});
  const centre = new ReportCentre({ companies: opts.companies, lastClosed: () => lastClosedOf(opts.market.now(), opts.today()) });
  const add = <T extends ReportTable>(table: T, endpoint: Endpoint<ReportQuery, never, ReportAnswer<ReportRows[T]>>) =>
    router.add(endpoint, { querystring: ReportQuery }, async ({ query }) => {
      const t = readDate(query, centre.last());
      const g = readPeriod(centre, table, query, t);
      await centre.prepare(table, t, g, opts.waitMs ?? WAIT_MS);
      return centre.answer(table, t, g);
    });
  add('performance', E.performance);
  add('express', E.express);
  add('forecast', E.forecast);
  add('schedule', E.schedule);
  add('dividend', E.dividend);
}
