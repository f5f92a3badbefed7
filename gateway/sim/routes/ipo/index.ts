/**
 * 新股中心 routes (contracts/endpoints/ipo.ts): `capitalIpos` by tab as of the day on show or a
 * past trading day (marking the caller's 打新日历 when a session comes with the call), and the
 * signed-in user's 打新日历 (list, add, remove) with its 申购/缴款/上市 reminders.
 *
 * ```ts
 * app.register(ipoRoutes, { store, universe, market, seed, now, companies });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { IPO_CALENDAR_MAX, IPO_TABS, ipoEndpoints as E, type IpoCalendarAnswer } from '../../../../contracts/endpoints/ipo';
import * as S from '../../../../contracts/endpoints/schemas/ipo';
import { dayOfTradingIndex, dayStart, isTradingDay, localDay, tradingIndexOf } from '../../calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { normaliseSeed } from '../../shared/rng';
import type { MarketView } from '../../market/index';
import type { KlineBar } from '../../market/index';
import type { Universe } from '../../market/index';
import { badRequest, limitReached, notFound } from '../../http/errors';
import { awaitBuild } from '../../http/bounded-build';
import { readEnum } from '../../http/params';
import { Router } from '../../http/router';
import { requireSession, tokenOf, userIdOf } from '../../http/session';
import type { Store } from '../../open-store';
import type { Companies } from '../../companies/index';
import { FALLBACK_SEED, industryOf } from '../../industry/index';
import { Lru } from '../../shared/lru';
import { INDUSTRY_PE_TAB, IpoCentre } from '../../ipo/centre';
import { WARM_RANK, type WarmUp } from '../../warmup/index';
import type { IpoIssue } from '../../ipo/pipeline';
import { pipelineOver } from '../../ipo/listings';
import type { ListedTrading } from '../../ipo/centre';
import { IpoCalendarRepository } from '../../ipo/ipo-calendar-repository';

/** Options of {@link ipoRoutes}. */
export interface IpoRoutesOptions {
  store: Store;
  universe: Universe;
  market: MarketView;
  /** SIM_SEED; default the sim's default seed. */
  seed?: number | string | undefined;
  now: () => number;
  /** The company model (行业市盈率 from the industry model over it). */
  companies?: Companies | undefined;
  /**
   * The sim's warm-up: the 申购 tab's 行业市盈率 of today is read once the sim is ready, not on the
   * first visit of /newStock (its industries' company models, 4.3 s in bench:cold's route tour).
   */
  warmup?: WarmUp;
}

/** A listing's bars as of trading index d from the market: the listing day's and the latest close (null before any bar). */
/**
 * A listing's trading as of trading index d, read from the market: its listing day's bar (kept once
 * that day has closed: it never changes) and the close of day d — one bar each, so the 已上市 tab's
 * hundred-odd rows cost a few milliseconds.
 */
class ListedReader {
  /** Listing-day bars of the days that have closed (the 次新 window's few hundred listings). */
  private readonly firstBars = new Lru<string, ListedTrading['first']>(1_000);

  constructor(
    private readonly market: MarketView,
    private readonly today: () => number,
  ) {}

  traded(issue: IpoIssue, d: number): ListedTrading | null {
    const first = this.firstBar(issue);
    if (!first) return null;
    // The last bar by day d: that day's (live on the day on show), or the day before's before the open.
    const last = d === issue.listIdx ? null : this.lastBar(issue.id, d);
    return { first, latest: last?.close ?? first.close };
  }

  private firstBar(issue: IpoIssue): ListedTrading['first'] | null {
    const kept = this.firstBars.get(issue.id);
    if (kept) return kept;
    const bar = this.lastBar(issue.id, issue.listIdx);
    if (!bar || localDay(bar.ts) !== dayOfTradingIndex(issue.listIdx)) return null;
    const first = { open: bar.open, high: bar.high, low: bar.low, close: bar.close };
    if (issue.listIdx < this.today()) {
      this.firstBars.set(issue.id, first);
    }
    return first;
  }

  /** The last bar on or before trading index d, or null. */
  private lastBar(id: string, d: number): KlineBar | null {
    const [bar] = this.market.kline(id, { period: 'day', adjust: 'none', count: 1, end: dayStart(dayOfTradingIndex(d) + 1) - 1 });
    return bar ?? null;
  }
}

/** Earliest date the centre answers for. */
const FIRST_DATE = '2015-01-05';

/** Registers the 新股中心 endpoints. */
export async function ipoRoutes(app: FastifyInstance, opts: IpoRoutesOptions): Promise<void> {
  const seed = normaliseSeed(opts.seed ?? FALLBACK_SEED);
  const industry = industryOf(opts).model;
  const today = () => tradingIndexOf(localDay(opts.market.now()));
  const listed = new ListedReader(opts.market, today);
  const centre = new IpoCentre({
    pipeline: pipelineOver(seed, opts.universe.byId),
    seed,
    industryPe: (name, t) => industry.industryPeOn(name, t),
    traded: (issue, d) => (opts.universe.byId.get(issue.id)?.offering?.issuePrice === issue.issuePrice ? listed.traded(issue, d) : undefined),
  });
  opts.warmup?.add('新股中心', WARM_RANK.afterReady, () => industry.preparePes(centre.industryPesOf(INDUSTRY_PE_TAB, today())));
  const calendar = new IpoCalendarRepository(opts.store.db);
  const router = new Router(app, requireSession(opts.store.sessions, opts.now));

  const readDate = (raw: string | undefined): number => {
    const t = today();
    if (raw === undefined || raw === '') return t;
    const day = parseDay(raw);
    if (day === null) throw badRequest('参数 date 取值无效，应为 YYYY-MM-DD');
    if (!isTradingDay(day)) throw badRequest(`参数 date 不是交易日：${raw}`);
    const idx = tradingIndexOf(day);
    if (idx > t) throw badRequest(`参数 date 不能晚于 ${formatDay(dayOfTradingIndex(t))}`);
    if (raw < FIRST_DATE) throw badRequest(`参数 date 不能早于 ${FIRST_DATE}`);
    return idx;
  };

  const userOf = (token: string | undefined): number | null => {
    const check = opts.store.sessions.check(token, opts.now());
    return check.status === 'ok' ? check.userId : null;
  };

  const calendarAnswer = (userId: number): IpoCalendarAnswer => {
    const d = today();
    const ids = calendar.list(userId);
    return { date: formatDay(dayOfTradingIndex(d)), ids, reminders: centre.reminders(ids, d) };
  };

  router.add(E.capitalIpos, { querystring: S.CapitalIposQuery }, async ({ query, request }) => {
    const tab = readEnum(query, 'tab', IPO_TABS, 'apply');
    const d = readDate(query.date);
    // 行业市盈率 (申购 tab) needs its industries' company models (seconds when cold): awaited at most the
    // build bound, then 数据准备中 while the build goes on, so the page never shows a column of 「--」.
    const pes = centre.industryPesOf(tab, d);
    if (pes.length > 0) await awaitBuild(industry.preparePes(pes), '行业市盈率');
    const user = userOf(tokenOf(request));
    return centre.answer(tab, d, new Set(user === null ? [] : calendar.list(user)));
  });

  router.add(E.ipoCalendar, {}, ({ request }) => calendarAnswer(userIdOf(request)));

  router.add(E.ipoCalendarAdd, { body: S.IpoCalendarBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    const issue = centre.find(body.id.trim().toUpperCase(), today());
    if (!issue) throw notFound(`未找到新股：${body.id}`);
    if (issue.listIdx < today()) throw badRequest(`${issue.name}已上市，无需加入打新日历`);
    const kept = calendar.list(userId);
    if (!kept.includes(issue.id) && kept.length >= IPO_CALENDAR_MAX) throw limitReached(`打新日历最多保存${IPO_CALENDAR_MAX}只新股`);
    calendar.add(userId, issue.id, opts.now());
    return calendarAnswer(userId);
  });

  router.add(E.ipoCalendarRemove, { body: S.IpoCalendarBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    calendar.remove(userId, body.id.trim().toUpperCase());
    return calendarAnswer(userId);
  });
}
