/**
 * The ownership endpoints beside getHolderDetails (routes.ts): 基金持股 (getFundHolderDetails),
 * 股东户数 (holderNumDetails), 机构持仓 by type (instholdpct) and the toolbox's market-wide 机构持仓
 * (instPositionList). Params are read with the shared readers (400 naming the param, 404 未找到证券);
 * a fund or an index answers 400 with `notCompanyMessage`; HK stocks have no 股东户数 or 机构持仓.
 *
 * ```ts
 * app.register(ownershipRoutes, { universe, companies, today });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import {
  disclosureEndpoints as E,
  type FundHolderAnswer,
  type HolderNumAnswer,
  INST_CHANGES,
  INST_SORTS,
  INST_TYPES,
  type InstHoldAnswer,
  type InstPositionAnswer,
  type InstPositionRow,
  notCompanyMessage,
} from '../../../../contracts/endpoints/disclosures';
import * as S from '../../../../contracts/endpoints/schemas/ownership';
import { isIndexKind } from '../../../../contracts/market';
import { badRequest, notFound } from '../../http/errors';
import { type RawParams, readEnum, readInt, readSecurity } from '../../http/params';
import { Router } from '../../http/router';
import type { Universe } from '../../market/index';
import type { Companies } from '../../companies/index';
import { parsePeriod, periodString } from '../../companies/index';
import { FundHolderModel } from '../../disclosures/fund-holders';
import { HolderNumModel } from '../../disclosures/holder-num';
import { HolderModel } from '../../disclosures/holders';
import { instPeriodsAt, PriceReader } from '../../disclosures/holders-common';
import { InstitutionModel } from '../../disclosures/institutions';
import { WARM_RANK, type WarmUp } from '../../warmup/index';

/** Options of {@link ownershipRoutes}. */
export interface OwnershipRoutesOptions {
  universe: Universe;
  companies: Companies;
  /** Trading index of the day on show. */
  today: () => number;
  /** Candidates of the market-wide list (slots; default every A-share company). */
  marketMembers?: readonly number[];
  /** The boot's warm-up: the market-wide list's newest quarter is built after ready. */
  warmup?: WarmUp;
}

const PERIOD_HINT = '应为季末日期，如 2025-09-30';

/** Registers the ownership endpoints. */
export async function ownershipRoutes(app: FastifyInstance, opts: OwnershipRoutesOptions): Promise<void> {
  const router = new Router(app, async () => {});
  const cs = opts.companies;
  const holders = new HolderModel(cs);
  const prices = new PriceReader(cs);
  const funds = new FundHolderModel(holders, prices);
  const counts = new HolderNumModel(holders, prices);
  const inst = new InstitutionModel(holders, prices, opts.marketMembers);
  // The toolbox's 机构持仓 opens on the newest quarter: its market-wide rows cost ~0.5 s cold.
  opts.warmup?.add('机构持仓', WARM_RANK.afterReady, async () => {
    const newest = instPeriodsAt(opts.today())[0];
    if (newest !== undefined) await inst.prepareMarket(newest);
  });

  const company = (params: RawParams) => {
    const entry = readSecurity(opts.universe, params, 'stock');
    if (isIndexKind(entry.kind)) throw badRequest(notCompanyMessage('指数', entry.name));
    if (entry.kind !== 'capital' && entry.kind !== 'hk') throw badRequest(notCompanyMessage('基金', entry.name));
    const slot = cs.slotOf(entry.id);
    if (slot === undefined || !cs.isCompany(slot)) throw notFound(`未找到证券：${entry.id}`);
    if (cs.source.profiles[slot]!.listIdx > opts.today()) throw notFound(`${entry.name}尚未上市，暂无股东数据`);
    return { slot, id: entry.id, name: entry.name, hk: entry.kind === 'hk' };
  };
  const aShare = (params: RawParams, what: string) => {
    const c = company(params);
    if (c.hk) throw badRequest(`${c.name}为港股，港股不披露${what}`);
    return c;
  };
  /** The `period` param among the quarters on offer (default the newest); 400 malformed, 404 not on offer. */
  const pickPeriod = (params: RawParams, periods: number[], name: string): number => {
    if (periods.length === 0) throw notFound(`${name}暂无数据`);
    const raw = params.period;
    if (raw === undefined || raw === '') return periods[0]!;
    const g = typeof raw === 'string' ? parsePeriod(raw) : null;
    if (g === null) throw badRequest(`参数 period 取值无效，${PERIOD_HINT}`);
    if (!periods.includes(g)) throw notFound(`${name}在报告期 ${raw} 暂无数据`);
    return g;
  };
  const listIdxOf = (slot: number) => cs.source.profiles[slot]!.listIdx;

  router.add(E.getFundHolderDetails, { querystring: S.FundHolderQuery }, ({ query }): FundHolderAnswer => {
    const { slot, id, name } = company(query as RawParams);
    const periods = instPeriodsAt(opts.today(), listIdxOf(slot));
    const g = pickPeriod(query as RawParams, periods, `${name}基金持股`);
    const q = funds.at(slot, g);
    const sharesHeld = q.rows.reduce((s, r) => s + r.shares, 0);
    return {
      code: id,
      name,
      period: periodString(g),
      periods: periods.map(periodString),
      close: q.close,
      totalShares: q.totalShares,
      floatShares: q.floatShares,
      count: q.rows.length,
      sharesHeld,
      floatRatio: q.floatShares > 0 ? Math.round((sharesHeld / q.floatShares) * 1e6) / 1e4 : 0,
      rows: q.rows,
    };
  });

  router.add(E.holderNumDetails, { querystring: S.HolderNumQuery }, ({ query }): HolderNumAnswer => {
    const { slot, id, name } = aShare(query as RawParams, '股东户数');
    return { code: id, name, rows: counts.rows(slot, opts.today()) };
  });

  router.add(E.instholdpct, { querystring: S.InstHoldQuery }, ({ query }): InstHoldAnswer => {
    const params = query as RawParams;
    const { slot, id, name } = aShare(params, '机构持仓');
    const type = readEnum(params, 'type', INST_TYPES, '基金');
    const periods = instPeriodsAt(opts.today(), listIdxOf(slot));
    const g = pickPeriod(params, periods, `${name}机构持仓`);
    const shown = periods.filter((p) => p <= g).slice(0, 12);
    return {
      code: id,
      name,
      periods: periods.map(periodString),
      rows: shown.map((p) => inst.periodRow(slot, p)),
      holders: { period: periodString(g), type, rows: inst.holderRows(slot, g, type) },
    };
  });

  router.add(E.instPositionList, { querystring: S.InstPositionQuery }, ({ query }): InstPositionAnswer => {
    const params = query as RawParams;
    const type = readEnum(params, 'type', INST_TYPES, '基金');
    const change = params.change === undefined || params.change === '' ? null : readEnum(params, 'change', INST_CHANGES);
    const sort = readEnum(params, 'sort', INST_SORTS, 'value');
    const order = readEnum(params, 'order', ['asc', 'desc'] as const, 'desc');
    const page = readInt(params, 'page', 1, 100_000, 1);
    const pageSize = readInt(params, 'pageSize', 1, 5000, 50);
    const periods = instPeriodsAt(opts.today());
    const g = pickPeriod(params, periods, '机构持仓');
    const all = inst.positions(g, type);
    const tally = Object.fromEntries(INST_CHANGES.map((c) => [c, 0])) as InstPositionAnswer['counts'];
    for (const r of all) tally[r.change]++;
    const rows = change ? all.filter((r) => r.change === change) : all;
    const dir = order === 'asc' ? 1 : -1;
    const key = (r: InstPositionRow) => r[sort] ?? (order === 'asc' ? Infinity : -Infinity);
    rows.sort((a, b) => dir * (key(a) - key(b)) || (a.code < b.code ? -1 : 1));
    return {
      type,
      period: periodString(g),
      periods: periods.map(periodString),
      total: rows.length,
      counts: tally,
      page,
      pageSize,
      rows: rows.slice((page - 1) * pageSize, page * pageSize),
    };
  });
}
