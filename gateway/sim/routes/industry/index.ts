/**
 * Industry routes (contracts/endpoints/industry.ts): the board list of 行业搜索, 行业分析 of a
 * 申万一级 or concept board, and the chain commodities' 现货 K-line (`IndustrialChain/spotKList`).
 *
 * ```ts
 * app.register(industryRoutes, { universe, market, seed, companies });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { ANALYSIS_CODE, ANALYSIS_RANGES, INDUSTRY_TYPES, industryEndpoints as E, SPOT_MAX_COUNT } from '../../../../contracts/endpoints/industry';
import * as S from '../../../../contracts/endpoints/schemas/industry';
import { dayOfTradingIndex, dayStart } from '../../calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import { awaitBuild } from '../../http/bounded-build';
import { badRequest, notFound } from '../../http/errors';
import { readEnum, readInt, readString } from '../../http/params';
import { Router } from '../../http/router';
import { COMMODITY_BY_CODE } from '../../industry/spot';
import { WARM_RANK, type WarmUp } from '../../warmup/index';
import { industryOf, type IndustrySetup } from '../../industry/wiring';

/** Options of {@link industryRoutes}: the market, universe, seed and company model it reads. */
export interface IndustryRoutesOptions extends IndustrySetup {
  /**
   * The sim's ordered warm-up (warmup/warm-up.ts): with it, the 申万一级 list that 行业搜索 opens on
   * is summed over its members as one of its tasks, not on the page's first visit (~0.3 s alone,
   * ~1.9 s on a busy machine, measured on a warm boot).
   */
  warmup?: WarmUp;
}

/** Longest search text. */
const Q_MAX = 20;

/** Registers the industry endpoints. */
export async function industryRoutes(app: FastifyInstance, opts: IndustryRoutesOptions): Promise<void> {
  const router = new Router(app, async () => {});
  const { model, spot } = industryOf(opts);
  opts.warmup?.add('行业列表', WARM_RANK.nav, () => model.warm(model.membersOf('sw1')));

  router.add(E.industryList, { querystring: S.IndustryListQuery }, async ({ query }) => {
    const type = readEnum(query, 'type', INDUSTRY_TYPES, 'sw1');
    const q = (query.q ?? '').trim();
    if (q.length > Q_MAX) throw badRequest(`参数 q 最多${Q_MAX}个字符`);
    await model.warm(model.membersOf(type));
    return { type, date: formatDay(dayOfTradingIndex(model.today())), rows: model.list(type, q) };
  });

  router.add(E.industryAnalysis, { querystring: S.IndustryAnalysisQuery }, async ({ query }) => {
    const code = readString(query, 'code', 20).trim();
    if (!ANALYSIS_CODE.test(code)) throw badRequest(`参数 code 取值无效：${code}（应为申万一级、申万二级或概念板块代码，如 801120、80112001）`);
    const range = readEnum(query, 'range', ANALYSIS_RANGES, '1y');
    const board = model.boardOf(code);
    if (!board) throw notFound(`未找到行业：${code}`);
    await awaitBuild(
      (async () => {
        await model.warm(model.analysisMembers(board.type, board.code));
        if (board.type === 'sw1') await model.warm(model.membersOf('sw1'));
        await model.prepareAnalysis(board.type, board.code, range);
      })(),
      '行业数据',
    );
    return model.analysis(board.type, board.code, range);
  });

  router.add(E.spotKList, { querystring: S.SpotKListQuery }, ({ query }) => {
    const code = readString(query, 'code', 10).trim().toUpperCase();
    const x = COMMODITY_BY_CODE.get(code);
    if (!x) throw notFound(`未找到现货品种：${code}`);
    const count = readInt(query, 'count', 1, SPOT_MAX_COUNT, 120);
    const bars = spot.bars(x, model.spotLast(), count).map((b) => {
      const day = dayOfTradingIndex(b.idx);
      return { t: dayStart(day), date: formatDay(day), o: b.open, h: b.high, l: b.low, c: b.close, v: b.volume };
    });
    return { code: x.code, name: x.name, unit: x.unit, bars };
  });
}
