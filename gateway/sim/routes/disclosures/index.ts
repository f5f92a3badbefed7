/**
 * The disclosure endpoints (contracts/endpoints/disclosures.ts) over the holder model. Params are
 * read with the shared readers (400 naming the param, 404 未找到证券); a fund or an index answers
 * 400 with the Chinese sentence of `notCompanyMessage`.
 *
 * ```ts
 * app.register(disclosureRoutes, { universe, companies, today });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { disclosureEndpoints as E, type HolderAnswer, notCompanyMessage } from '../../../../contracts/endpoints/disclosures';
import { isIndexKind } from '../../../../contracts/market';
import { formatDay } from '../../../../contracts/calendar/index';
import { badRequest, notFound } from '../../http/errors';
import { type RawParams, readSecurity } from '../../http/params';
import { Router } from '../../http/router';
import type { Universe } from '../../market/index';
import type { Companies } from '../../companies/index';
import { parsePeriod, periodString } from '../../companies/index';
import { HolderModel } from '../../disclosures/holders';

/** Options of {@link disclosureRoutes}. */
export interface DisclosureRoutesOptions {
  universe: Universe;
  companies: Companies;
  /** Trading index of the day on show. */
  today: () => number;
}

/** Registers the disclosure endpoints. */
export async function disclosureRoutes(app: FastifyInstance, opts: DisclosureRoutesOptions): Promise<void> {
  const router = new Router(app, async () => {});
  const holders = new HolderModel(opts.companies);
  const cs = opts.companies;

  const slotOf = (params: RawParams): { slot: number; id: string; name: string } => {
    const entry = readSecurity(opts.universe, params, 'stock');
    if (isIndexKind(entry.kind)) throw badRequest(notCompanyMessage('指数', entry.name));
    if (entry.kind !== 'capital' && entry.kind !== 'hk') throw badRequest(notCompanyMessage('基金', entry.name));
    const slot = cs.slotOf(entry.id);
    if (slot === undefined || !cs.isCompany(slot)) throw notFound(`未找到证券：${entry.id}`);
    if (cs.source.profiles[slot]!.listIdx > opts.today()) throw notFound(`${entry.name}尚未上市，暂无股东数据`);
    return { slot, id: entry.id, name: entry.name };
  };

  router.add(E.getHolderDetails, {}, ({ query }): HolderAnswer => {
    const params = query as RawParams;
    const { slot, id, name } = slotOf(params);
    const periods = holders.periods(slot, opts.today());
    if (periods.length === 0) throw notFound(`${name}暂无股东数据`);
    const raw = params.period;
    let pick = periods[0]!;
    if (raw !== undefined && raw !== '') {
      const g = typeof raw === 'string' ? parsePeriod(raw) : null;
      if (g === null) throw badRequest('参数 period 取值无效，应为报告期末日期，如 2025-12-31');
      const found = periods.find((p) => p.g === g);
      if (!found) throw notFound(`${name}在报告期 ${raw} 暂无股东数据`);
      pick = found;
    }
    const h = holders.at(slot, pick.g);
    const sum = (rows: { ratio: number }[]) => Math.round(rows.reduce((s, r) => s + r.ratio, 0) * 1e4) / 1e4;
    return {
      code: id,
      name,
      period: periodString(pick.g),
      periods: periods.map((p) => periodString(p.g)),
      noticeDate: formatDay(pick.notice),
      totalShares: h.totalShares,
      floatShares: h.floatShares,
      top10: h.top10,
      top10Float: h.top10Float,
      top10Ratio: sum(h.top10),
      top10FloatRatio: sum(h.top10Float),
    };
  });
}
