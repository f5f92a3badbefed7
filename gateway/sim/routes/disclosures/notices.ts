/**
 * The notice, event, survey and research endpoints (contracts/endpoints/notices.ts, research.ts)
 * over the disclosure models. Params are read with the shared readers (400 naming the param, 404
 * 未找到证券); a fund or an index answers 400 with the Chinese sentence of `notCompanyMessage`.
 *
 * ```ts
 * app.register(noticeRoutes, { universe, companies, today, livePrice });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { notCompanyMessage } from '../../../../contracts/endpoints/fundamentals';
import {
  EVENT_TYPES,
  type EventAnswer,
  type EventType,
  NOTICE_CATEGORIES,
  type NoticeCategory,
  type NoticeItem,
  noticeListEndpoints as N,
  type SurveyRecord,
} from '../../../../contracts/endpoints/notices';
import { RATINGS, type Rating, researchEndpoints as R, type StarAuthor } from '../../../../contracts/endpoints/research';
import * as S from '../../../../contracts/endpoints/schemas/notices';
import { isIndexKind } from '../../../../contracts/market';
import { dayOfTradingIndex, mainlandIndexAtOrBefore } from '../../calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { badRequest, notFound } from '../../http/errors';
import { type RawParams, readEnum, readInt, readSecurity, type resolveSecurity } from '../../http/params';
import { Router } from '../../http/router';
import type { Universe } from '../../market/index';
import type { Companies } from '../../companies/index';
import { documentOf } from '../../disclosures/documents';
import { DisclosureContext } from '../../disclosures/events-context';
import { DisclosureModel } from '../../disclosures/events';
import type { Disclosure } from '../../disclosures/disclosure';
import { parseNoticeId, surveyNoticeId } from '../../disclosures/notice-ids';
import { HolderModel } from '../../disclosures/holders';
import { ResearchModel } from '../../disclosures/research';
import { type SurveyPlan, surveyPlans, surveyRecord } from '../../disclosures/surveys';

/** Options of {@link noticeRoutes}. */
export interface NoticeRoutesOptions {
  universe: Universe;
  companies: Companies;
  /** Trading index of the day on show. */
  today: () => number;
  /** Live price of a security id (yuan), undefined/null before it trades. */
  livePrice?: (id: string) => number | null | undefined;
}

const KEYWORD_MAX = 20;

/** A `YYYY-MM-DD` parameter, or undefined when absent. */
function readDate(params: RawParams, name: string): number | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  const day = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? parseDay(v) : null;
  if (day === null) throw badRequest(`参数 ${name} 取值无效，应为日期，如 2026-01-31`);
  return day;
}

function readText(params: RawParams, name: string, max: number): string | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw badRequest(`参数 ${name} 必须是字符串`);
  const t = v.trim();
  if (t.length > max) throw badRequest(`参数 ${name} 最多${max}个字符`);
  return t === '' ? undefined : t;
}

/** Registers the endpoints. */
export async function noticeRoutes(app: FastifyInstance, opts: NoticeRoutesOptions): Promise<void> {
  const router = new Router(app, async () => {});
  const cs = opts.companies;
  const live = opts.livePrice;
  const ctx = new DisclosureContext({
    companies: cs,
    today: opts.today,
    livePrice: live ? (slot) => live(cs.source.profiles[slot]!.sec.id) ?? null : undefined,
  });
  const disclosures = new DisclosureModel(ctx, new HolderModel(cs));
  const research = new ResearchModel(ctx);

  const companyOf = (entry: ReturnType<typeof resolveSecurity>, what: string): { slot: number; id: string; name: string } => {
    if (isIndexKind(entry.kind)) throw badRequest(notCompanyMessage('指数', entry.name));
    if (entry.kind !== 'capital' && entry.kind !== 'hk') throw badRequest(notCompanyMessage('基金', entry.name));
    const slot = cs.slotOf(entry.id);
    if (slot === undefined || !cs.isCompany(slot)) throw notFound(`未找到证券：${entry.id}`);
    if (cs.source.profiles[slot]!.listIdx > opts.today()) throw notFound(`${entry.name}尚未上市，暂无${what}`);
    return { slot, id: entry.id, name: entry.name };
  };
  const slotOf = (params: RawParams, what: string) => companyOf(readSecurity(opts.universe, params, 'stock'), what);

  const wire = (code: string, name: string, d: Disclosure): NoticeItem => ({
    id: d.id,
    code,
    name,
    title: d.title,
    category: d.category,
    type: d.type,
    date: formatDay(dayOfTradingIndex(d.idx)),
    eventDate: formatDay(dayOfTradingIndex(d.eventIdx)),
  });

  router.add(N.noticeList, { querystring: S.NoticeListQuery }, ({ query }) => {
    const params = query as RawParams;
    const { slot, id, name } = slotOf(params, '公告');
    const category = readEnum<NoticeCategory | '全部'>(params, 'category', ['全部', ...NOTICE_CATEGORIES], '全部');
    const keyword = readText(params, 'keyword', KEYWORD_MAX);
    const from = readDate(params, 'from');
    const to = readDate(params, 'to');
    if (from !== undefined && to !== undefined && from > to) throw badRequest('参数 from 不能晚于 to');
    const page = readInt(params, 'page', 1, 10_000, 1);
    const size = readInt(params, 'size', 1, 100, 30);
    const inRange = disclosures.of(slot).notices.filter((d) => {
      const day = dayOfTradingIndex(d.idx);
      return (from === undefined || day >= from) && (to === undefined || day <= to) && (keyword === undefined || d.title.includes(keyword));
    });
    const counts = Object.fromEntries([['全部', inRange.length], ...NOTICE_CATEGORIES.map((c) => [c, 0])]) as Record<NoticeCategory | '全部', number>;
    for (const d of inRange) counts[d.category]++;
    const list = category === '全部' ? inRange : inRange.filter((d) => d.category === category);
    return {
      code: id,
      name,
      total: list.length,
      page,
      size,
      counts,
      list: list.slice((page - 1) * size, page * size).map((d) => wire(id, name, d)),
    };
  });

  router.add(N.noticeFile, { querystring: S.NoticeFileQuery }, ({ query }) => {
    const raw = readText(query as RawParams, 'id', 40);
    if (raw === undefined) throw badRequest('缺少参数 id');
    const parsed = parseNoticeId(raw);
    if (!parsed) throw badRequest('参数 id 取值无效');
    const entry = opts.universe.byId.get(parsed.code);
    if (!entry) throw notFound('未找到该公告');
    const { slot } = companyOf(entry, '公告');
    const d = disclosures.find(slot, raw);
    if (!d) throw notFound('未找到该公告');
    return documentOf(ctx, slot, d);
  });

  router.add(N.eventReminders, { querystring: S.EventQuery }, ({ query }): EventAnswer => {
    const params = query as RawParams;
    const { slot, id, name } = slotOf(params, '大事提醒');
    const rawTypes = readText(params, 'types', 200);
    let types: Set<EventType> | null = null;
    if (rawTypes !== undefined) {
      types = new Set();
      for (const t of rawTypes.split(',')) {
        const x = t.trim();
        if (!(EVENT_TYPES as readonly string[]).includes(x)) throw badRequest(`参数 types 取值无效：${x}（可选：${EVENT_TYPES.join('、')}）`);
        types.add(x as EventType);
      }
    }
    const today = opts.today();
    const all = disclosures.of(slot).events;
    const counts: Partial<Record<EventType, number>> = {};
    for (const e of all) counts[e.type] = (counts[e.type] ?? 0) + 1;
    return {
      code: id,
      name,
      today: formatDay(dayOfTradingIndex(today)),
      counts,
      items: all
        .filter((e) => types === null || types.has(e.type))
        .map((e) => ({
          date: formatDay(dayOfTradingIndex(e.idx)),
          type: e.type,
          title: e.title,
          detail: e.detail,
          coming: e.idx > today,
          noticeId: e.notice?.id ?? null,
        })),
    };
  });

  // ─ surveys: the market's schedule, cached for the day on show
  let market: { today: number; plans: SurveyPlan[] } | null = null;
  const allSurveys = (): SurveyPlan[] => {
    const today = opts.today();
    if (market?.today !== today) {
      const plans: SurveyPlan[] = [];
      for (const slot of ctx.aShareSlots()) plans.push(...surveyPlans(ctx, slot));
      plans.sort((a, b) => b.notice - a.notice || a.slot - b.slot || a.n - b.n);
      market = { today, plans };
    }
    return market.plans;
  };
  const surveysOf = (params: RawParams): SurveyPlan[] => {
    if (params.code === undefined || params.code === '') return allSurveys();
    const { slot } = slotOf(params, '调研数据');
    return [...surveyPlans(ctx, slot)].reverse();
  };

  router.add(N.surveyDates, { querystring: S.SurveyDatesQuery }, ({ query }) => {
    const params = query as RawParams;
    const plans = surveysOf(params);
    const hasCode = params.code !== undefined && params.code !== '';
    const days = readInt(params, 'days', 1, 3650, hasCode ? 3650 : 90);
    const todayDay = dayOfTradingIndex(opts.today());
    const by = new Map<number, { count: number; orgs: number }>();
    for (const p of plans) {
      const day = dayOfTradingIndex(p.notice);
      if (day <= todayDay - days) continue;
      const x = by.get(day) ?? { count: 0, orgs: 0 };
      x.count++;
      x.orgs += p.orgCount;
      by.set(day, x);
    }
    return {
      today: formatDay(todayDay),
      dates: [...by.entries()].sort(([a], [b]) => b - a).map(([day, x]) => ({ date: formatDay(day), count: x.count, orgs: x.orgs })),
    };
  });

  router.add(N.surveyData, { querystring: S.SurveyDataQuery }, ({ query }) => {
    const params = query as RawParams;
    const date = readDate(params, 'date');
    const page = readInt(params, 'page', 1, 10_000, 1);
    const size = readInt(params, 'size', 1, 50, 20);
    let plans = surveysOf(params);
    if (date !== undefined) plans = plans.filter((p) => dayOfTradingIndex(p.notice) === date);
    const list: SurveyRecord[] = plans.slice((page - 1) * size, page * size).map((p) => {
      const code = cs.source.profiles[p.slot]!.sec.id;
      return surveyRecord(ctx, p, surveyNoticeId(code, p));
    });
    return { total: plans.length, page, size, list };
  });

  // ─ research
  router.add(R.researchList, { querystring: S.ResearchListQuery }, ({ query }) => {
    const params = query as RawParams;
    const todayDay = dayOfTradingIndex(opts.today());
    const to = Math.min(readDate(params, 'to') ?? todayDay, todayDay);
    const from = readDate(params, 'from') ?? to - 30;
    if (from > to) throw badRequest('参数 from 不能晚于 to');
    if (to - from > 366) throw badRequest('参数 from 与 to 最多相隔一年');
    const rating = params.rating === undefined || params.rating === '' ? undefined : readEnum<Rating>(params, 'rating', RATINGS);
    const industry = readText(params, 'industry', 20);
    const org = readText(params, 'org', 20);
    const page = readInt(params, 'page', 1, 10_000, 1);
    const size = readInt(params, 'size', 1, 100, 30);
    let plans =
      params.code !== undefined && params.code !== ''
        ? research.plansOf(slotOf(params, '研报').slot).slice().reverse()
        : research.market(ctx.indexOf(from - 1) + 1, ctx.indexOf(to));
    plans = plans.filter((p) => {
      const d = dayOfTradingIndex(p.idx);
      return d >= from && d <= to;
    });
    const prof = (slot: number) => cs.source.profiles[slot]!;
    const orgs = [...new Set(plans.map((p) => research.orgOf(p)))].sort();
    const industries = [...new Set(plans.map((p) => prof(p.slot).sec.industry || '综合'))].sort();
    const ratingCounts = Object.fromEntries(RATINGS.map((r) => [r, 0])) as Record<Rating, number>;
    const filtered = plans.filter(
      (p) => (industry === undefined || (prof(p.slot).sec.industry || '综合') === industry) && (org === undefined || research.orgOf(p) === org),
    );
    for (const p of filtered) ratingCounts[p.rating]++;
    const list = rating === undefined ? filtered : filtered.filter((p) => p.rating === rating);
    return {
      from: formatDay(from),
      to: formatDay(to),
      total: list.length,
      page,
      size,
      orgs,
      industries,
      ratingCounts,
      list: list.slice((page - 1) * size, page * size).map((p) => research.report(p)),
    };
  });

  router.add(R.starAuthor, { querystring: S.StarAuthorQuery }, ({ query }) => {
    const params = query as RawParams;
    const sort = readEnum(params, 'sort', ['r3', 'r6', 'r12'] as const, 'r12');
    const org = readText(params, 'org', 20);
    const size = readInt(params, 'size', 1, 100, 50);
    const key = (s: StarAuthor) => s[sort] ?? -1e9;
    const list = research
      .stars()
      .filter((s) => org === undefined || s.org === org)
      .sort((a, b) => key(b) - key(a) || a.rank - b.rank)
      .slice(0, size)
      .map((s, i) => ({ ...s, rank: i + 1 }));
    return { asOf: formatDay(dayOfTradingIndex(mainlandIndexAtOrBefore(opts.today() - 1))), list };
  });

  router.add(R.depthData, { querystring: S.DepthQuery }, ({ query }) => {
    const params = query as RawParams;
    const { slot, id, name } = slotOf(params, '研报');
    const page = readInt(params, 'page', 1, 10_000, 1);
    const size = readInt(params, 'size', 1, 100, 20);
    const plans = research.plansOf(slot).slice().reverse();
    const todayDay = dayOfTradingIndex(opts.today());
    return {
      code: id,
      name,
      industry: cs.source.profiles[slot]!.sec.industry || '综合',
      monthCount: plans.filter((p) => dayOfTradingIndex(p.idx) > todayDay - 30).length,
      total: plans.length,
      page,
      size,
      list: plans.slice((page - 1) * size, page * size).map((p) => research.report(p)),
    };
  });

  router.add(R.institutionPoint, { querystring: S.InstitutionPointQuery }, ({ query }) => {
    const { slot } = slotOf(query as RawParams, '研报');
    return research.consensus(slot);
  });
}
