/**
 * The data-centre endpoints (contracts/endpoints/datacentre.ts) over {@link DataCentre}. `date`
 * must be a mainland trading day from {@link DC_FIRST_DATE} to the last closed day (default: that day);
 * a bad one answers code 400 naming the field.
 *
 * ```ts
 * app.register(datacentreRoutes, { universe, companies, market, today });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import {
  DC_FIRST_DATE,
  DC_HISTORY_DEFAULT,
  DC_HISTORY_MAX,
  datacentreEndpoints as E,
  FLOW_SCOPES,
  HOLDER_CHANGE_PERIODS,
  UNLOCK_RANGES,
} from '../../../../contracts/endpoints/datacentre';
import { DayQuery, FlowQuery, HistoryQuery, HolderChangeQuery, UnlockQuery } from '../../../../contracts/endpoints/schemas/datacentre';
import type { Companies } from '../../companies/index';
import { awaitBuild } from '../../http/bounded-build';
import { badRequest } from '../../http/errors';
import { type RawParams, readEnum, readInt } from '../../http/params';
import { Router } from '../../http/router';
import { dayOfTradingIndex, dayStart, isTradingDay, localDay, mainlandIndexAtOrBefore, msOfLocalDay, tradingIndexOf } from '../../calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import type { MarketView } from '../../market/index';
import type { Universe } from '../../market/index';
import { DataCentre } from '../../datacentre/datacentre';
import { daysUpTo } from '../../datacentre/days';
import { WARM_RANK, type WarmUp } from '../../warmup/index';

/** Options of {@link datacentreRoutes}. */
export interface DatacentreRoutesOptions {
  universe: Universe;
  companies: Companies;
  market: MarketView;
  /** Trading index of the day on show. */
  today: () => number;
  /** Read the last closed day's datasets and charts ahead once the app is ready (npm start); default false. */
  warmOnStart?: boolean;
  /** The sim's ordered warm-up (warmup/warm-up.ts): with it, the data centre warms as one of its tasks. */
  warmup?: WarmUp;
}

/** Local time after which the day on show counts as closed (the exchanges publish 龙虎榜 after the close). */
const PUBLISHED_MS = (15 * 60 + 30) * 60_000;

/**
 * The last closed mainland trading day: today once past 15:30 on a mainland trading day, else the
 * mainland day before (an HK-only day of 春节/国庆 weeks is no day of the A-share data centre).
 */
export function lastClosedOf(now: number, today: number): number {
  const day = localDay(now);
  return isTradingDay(day) && tradingIndexOf(day) === today && msOfLocalDay(now) >= PUBLISHED_MS ? today : mainlandIndexAtOrBefore(today - 1);
}

/** Reads `date` (default the last closed day) as a trading index. */
export function readDate(params: RawParams, last: number): number {
  const raw = params.date;
  if (raw === undefined || raw === '') return last;
  const day = typeof raw === 'string' ? parseDay(raw) : null;
  if (day === null || typeof raw !== 'string') throw badRequest('参数 date 取值无效，应为 YYYY-MM-DD 格式的日期');
  if (!isTradingDay(day)) throw badRequest(`参数 date 取值无效：${raw} 不是交易日`);
  if (raw < DC_FIRST_DATE) throw badRequest(`参数 date 取值无效：最早可查 ${DC_FIRST_DATE}`);
  const t = tradingIndexOf(day);
  if (t > last) throw badRequest(`参数 date 取值无效：最近交易日为 ${formatDay(dayOfTradingIndex(last))}`);
  return t;
}

/** Registers the data-centre endpoints. */
export async function datacentreRoutes(app: FastifyInstance, opts: DatacentreRoutesOptions): Promise<void> {
  const router = new Router(app, async () => {});
  const last = () => lastClosedOf(opts.market.now(), opts.today());
  const closesQuery = (from: number, to: number) =>
    ({ period: 'day', adjust: 'none', count: to - from + 1, end: dayStart(dayOfTradingIndex(to) + 1) - 1 }) as const;
  const centre = new DataCentre({
    prepareIndexCloses: (id, from, to) => opts.market.prepareKline?.(id, closesQuery(from, to)) ?? Promise.resolve(),
    universe: opts.universe,
    companies: opts.companies,
    lastClosed: last,
    indexCloses(id, from, to) {
      const bars = opts.market.kline(id, closesQuery(from, to));
      const out = new Map<number, number>();
      for (const b of bars) out.set(tradingIndexOf(localDay(b.ts)), b.close);
      return out;
    },
  });
  // A cold day or window builds in slices; past the bound the call answers 数据准备中 and the build goes on (http/bounded-build.ts).
  const built = (build: Promise<void>) => awaitBuild(build, '数据中心');
  const first = tradingIndexOf(parseDay(DC_FIRST_DATE)!);
  if (opts.warmOnStart && opts.warmup) opts.warmup.add('数据中心', WARM_RANK.nav, () => centre.warm());
  else if (opts.warmOnStart) {
    app.addHook('onReady', async () => {
      void centre.warm().catch((err: unknown) => app.log.warn({ err }, 'data centre warm-up failed; the first reads will build on demand'));
    });
  }

  router.add(E.days, {}, () => {
    const recent = daysUpTo(last(), DC_HISTORY_MAX, first)
      .reverse()
      .map((d) => formatDay(dayOfTradingIndex(d)));
    return { latest: recent[0]!, first: DC_FIRST_DATE, recent };
  });
  router.add(E.fundFlow, { querystring: FlowQuery }, async ({ query }) => {
    const t = readDate(query, last());
    const scope = readEnum(query, 'scope', FLOW_SCOPES, 'stock');
    await built(centre.prepare(t));
    return centre.fundFlow(t, scope);
  });
  router.add(E.lhb, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t));
    return centre.lhb(t);
  });
  router.add(E.limitUp, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t, 1, true));
    return centre.limitUp(t);
  });
  router.add(E.valuation, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    const from = centre.valuationFirst();
    if (t < from) throw badRequest(`参数 date 取值无效：全A估值最早可查 ${formatDay(dayOfTradingIndex(from))}`);
    await built(centre.prepare(t));
    return centre.valuation(t);
  });
  router.add(E.margin, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t));
    return centre.margin(t);
  });
  router.add(E.connect, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t));
    return centre.connect(t);
  });
  router.add(E.blockTrade, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t));
    return centre.blockTrade(t);
  });
  router.add(E.suspension, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t));
    return centre.suspension(t);
  });
  router.add(E.holderChange, { querystring: HolderChangeQuery }, async ({ query }) => {
    const t = readDate(query, last());
    const period = readEnum(query, 'period', HOLDER_CHANGE_PERIODS, '3m');
    await built(centre.prepare(t).then(() => centre.prepareHolders()));
    return centre.holderChange(t, period);
  });
  router.add(E.pledge, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t).then(() => centre.preparePledges(t)));
    return centre.pledge(t);
  });
  router.add(E.buyback, { querystring: DayQuery }, async ({ query }) => {
    const t = readDate(query, last());
    await built(centre.prepare(t).then(() => centre.prepareBuybacks(t)));
    return centre.buyback(t);
  });
  router.add(E.unlock, { querystring: UnlockQuery }, async ({ query }) => {
    const t = readDate(query, last());
    const range = readEnum(query, 'range', UNLOCK_RANGES, 'next1m');
    await built(centre.prepare(t));
    return centre.unlock(t, range);
  });
  router.add(E.history, { querystring: HistoryQuery }, async ({ query }) => {
    const t = readDate(query, last());
    const days = readInt(query, 'days', 1, DC_HISTORY_MAX, DC_HISTORY_DEFAULT);
    await built(centre.prepare(t, days).then(() => centre.preparePoints(t, days)));
    return centre.history(t, days);
  });
}
