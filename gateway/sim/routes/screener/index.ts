/**
 * The screener's HTTP routes (contracts/screener/endpoints.ts): run and explain a screen, and the
 * signed-in user's saved screens (list with today's hits and the change since yesterday, save,
 * rename, copy, delete, run on the universe / the watchlist / one group with 新进/退出 since the
 * last run). Refusals are envelopes: 400 naming the bad part, 404 unknown screen, 409 over 50.
 *
 * Member gates (contracts/membership.ts): a condition or a sort on a member-only field
 * (MEMBER_SCREEN_FIELDS, e.g. PE 10年分位, /pepChat's 10-year 估值分位) from a caller who is not a
 * member now (anonymous, vipType 0 or expired) answers 403 naming the field, before anything is
 * computed — on run, explain, save and running a saved screen; a saved screen's hits are not
 * counted for such a caller (null). Saving beyond FREE_LIMITS.savedScreens is member-only too.
 *
 * ```ts
 * app.register(screenerRoutes, { store, universe, market, now });
 * ```
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { screenerEndpoints, type SavedScreen, type ScreenRequest, type ScreenScope } from '../../../../contracts/screener/endpoints';
import { treeProblem, type ScreenSort, type ScreenTree } from '../../../../contracts/screener/tree';
import * as S from '../../../../contracts/endpoints/schemas/screener';
import { memberOnlyMessage, type VipState } from '../../../../contracts/membership';
import { lockedFieldsOf, screenLockMessage } from '../../../../contracts/screener/gating';
import { awaitBuild } from '../../http/bounded-build';
import { SimError, badRequest, limitReached, notFound } from '../../http/errors';
import { createEntitlements } from '../../payments/index';
import { memberOnly } from '../../payments/index';
import { Router } from '../../http/router';
import { requireSession, tokenOf, userIdOf } from '../../http/session';
import type { Companies } from '../../companies/index';
import { isTradingDay, localDay } from '../../calendar/days';
import type { MarketView } from '../../market/index';
import type { Universe } from '../../market/index';
import type { Store } from '../../open-store';
import { ScreenError, Screener } from '../../screener/screener';
import { SavedScreenRepository, SavedScreenError, type ScreenRow } from '../../screener/saved-screen-repository';
import { WARM_RANK, type WarmUp } from '../../warmup/index';
import { addFiguresRoute, SCREENER_STAGE } from './figures';

/** Options of {@link screenerRoutes}. */
export interface ScreenerRoutesOptions {
  store: Store;
  universe: Universe;
  market: MarketView;
  /** Wall clock for sessions and saved-screen times, epoch ms; default Date.now. */
  now?: () => number;
  /** The market's company model (valuation, financial and holder fields); absent: those fields answer 400. */
  companies?: Companies;
  /** A screener to share (tests, the benchmark); default one over `universe`, `market` and `companies`. */
  screener?: Screener;
  /**
   * Read today's inputs ahead once the app is ready, and each new trading day's as the day turns (in
   * yielding slices), so the day's first screen a user runs does not wait for every company's
   * figures; default false (tests do not pay for it).
   */
  warmOnStart?: boolean;
  /** The sim's ordered warm-up (warmup/warm-up.ts): with it, today's inputs are read as one of its tasks rather than at once. */
  warmup?: WarmUp;
}

/** How often a warmed-up screener looks whether the market's day has turned. */
export const DAY_WATCH_MS = 60_000;

function refuse(e: unknown): never {
  if (e instanceof ScreenError) throw badRequest(`${e.path}: ${e.message}`);
  if (e instanceof SavedScreenError) {
    if (e.kind === 'member') throw memberOnly(memberOnlyMessage('savedScreens'));
    throw e.kind === 'not-found' ? notFound(e.message) : e.kind === 'limit' ? limitReached(e.message) : badRequest(`name: ${e.message}`);
  }
  throw e;
}

function guard<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    refuse(e);
  }
}

/** A screen's day read past the bound answers 数据准备中; the read goes on (http/bounded-build.ts). */
const built = (build: Promise<void>) => awaitBuild(build, SCREENER_STAGE);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const readId = (body: unknown): number => {
  const id = isObject(body) ? body.id : undefined;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest('id: 方案 id 应为正整数');
  return id;
};

/** Fastify plugin of the screener. */
export async function screenerRoutes(app: FastifyInstance, opts: ScreenerRoutesOptions): Promise<void> {
  if (!opts?.store?.db || !opts.universe?.all || typeof opts.market?.kline !== 'function')
    throw new Error('screenerRoutes: store, universe and market are required');
  const now = opts.now ?? Date.now;
  const screener = opts.screener ?? new Screener({ universe: opts.universe, market: opts.market, ...(opts.companies ? { companies: opts.companies } : {}) });
  const saved = new SavedScreenRepository(opts.store.db);
  // Saving beyond the free allowance is member-only (contracts/membership.ts FREE_LIMITS.savedScreens).
  const entitlements = createEntitlements((id) => opts.store.users.get(id), now);
  const router = new Router(app, requireSession(opts.store.sessions, now));
  /** The caller's membership in force (anonymous: none). */
  const vipOf = (request: FastifyRequest): VipState => {
    const check = opts.store.sessions.check(tokenOf(request), now());
    return entitlements.vipOf(check.status === 'ok' ? check.userId : null);
  };
  /** 403 naming the member-only fields of a screen the caller may not use (nothing is computed first). */
  const requireFields = (vip: VipState, req: { tree?: unknown; sort?: unknown }): void => {
    const locked = lockedFieldsOf(req, vip);
    if (locked.length > 0) throw memberOnly(screenLockMessage(locked));
  };
  if (opts.warmOnStart) {
    const warm = () =>
      void screener.prepare({}).catch((err: unknown) => app.log.warn({ err }, 'screener warm-up failed; the first screen will read on demand'));
    // A long-running sim reads each new day ahead as the day turns, as it did the first day at start:
    // the investor who comes back the next morning does not wait for every company's figures.
    let day = localDay(opts.market.now());
    const watch = setInterval(() => {
      const d = localDay(opts.market.now());
      if (d === day) return;
      day = d;
      if (isTradingDay(d)) warm();
    }, DAY_WATCH_MS);
    watch.unref();
    if (opts.warmup) opts.warmup.add(SCREENER_STAGE, WARM_RANK.nav, () => screener.prepare({}));
    else app.addHook('onReady', async () => warm());
    app.addHook('onClose', async () => clearInterval(watch));
  }

  function scopeIds(request: FastifyRequest, scope: unknown): readonly string[] | undefined {
    if (scope === undefined) return undefined;
    if (!isObject(scope) || (scope.kind !== 'all' && scope.kind !== 'watchlist'))
      throw badRequest('scope: 范围应为 {kind: "all"} 或 {kind: "watchlist", groupId?}');
    if (scope.kind === 'all') return undefined;
    const check = opts.store.sessions.check(tokenOf(request), now());
    if (check.status !== 'ok') throw new SimError('004', '请先登录');
    const groupId = scope.groupId ?? opts.store.groups.defaultId(check.userId);
    if (typeof groupId !== 'number' || !Number.isInteger(groupId)) throw badRequest('scope.groupId: 分组 id 应为整数');
    try {
      return opts.store.items.list(check.userId, groupId).map((i) => i.code);
    } catch {
      throw notFound('分组不存在');
    }
  }

  function hitsOf(tree: ScreenTree): { hits: number | null; yesterday: number | null } {
    try {
      const hits = screener.evaluate(tree, screener.today()).rows.length;
      let yesterday: number | null = null;
      try {
        const table = screener.yesterday();
        if (table) yesterday = screener.evaluate(tree, table).rows.length;
      } catch {
        yesterday = null;
      }
      return { hits, yesterday };
    } catch {
      return { hits: null, yesterday: null };
    }
  }

  const names = (ids: readonly string[]) => ids.map((id) => ({ id, name: opts.universe.byId.get(id)?.name ?? id }));

  /** A saved screen as answered to a caller with membership `vip` (a screen it may not run is not counted). */
  function view(row: ScreenRow, vip: VipState): SavedScreen {
    const locked = lockedFieldsOf({ tree: row.tree, sort: row.sort }, vip).length > 0;
    const { hits, yesterday } = locked ? { hits: null, yesterday: null } : hitsOf(row.tree);
    const prev = new Set(row.prevIds ?? []);
    const cur = new Set(row.runIds ?? []);
    return {
      id: row.id,
      name: row.name,
      tree: row.tree,
      sort: row.sort,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      hits,
      hitsChange: hits !== null && yesterday !== null ? hits - yesterday : null,
      lastRun:
        row.runAt === null
          ? null
          : {
              at: row.runAt,
              total: cur.size,
              entered: row.prevIds ? names([...cur].filter((id) => !prev.has(id))) : [],
              left: row.prevIds ? names([...prev].filter((id) => !cur.has(id))) : [],
            },
    };
  }

  function readTree(body: unknown): { name: string; tree: ScreenTree; sort: ScreenSort | null } {
    if (!isObject(body)) throw badRequest('请求体应为 JSON 对象');
    const p = treeProblem(body.tree);
    if (p) throw badRequest(`tree.${p.path}: ${p.message}`);
    const sort = body.sort ?? null;
    if (sort !== null && (!isObject(sort) || typeof sort.field !== 'string' || (sort.order !== 'asc' && sort.order !== 'desc')))
      throw badRequest('sort: 排序应为 {field, order}');
    return { name: typeof body.name === 'string' ? body.name : '', tree: body.tree as ScreenTree, sort: sort as ScreenSort | null };
  }

  // Each screen first reads its day ahead in slices that yield (shared by concurrent callers), then runs synchronously.
  router.add(screenerEndpoints.screenerRun, { body: S.ScreenRunBody }, async ({ body, request }) => {
    const req = body as ScreenRequest;
    if (isObject(req)) requireFields(vipOf(request), req);
    const ids = scopeIds(request, isObject(req) ? req.scope : undefined);
    if (isObject(req)) await built(screener.prepare(req));
    return guard(() => screener.run(req, ids ? { scopeIds: ids } : {}));
  });

  addFiguresRoute(router, screener, opts.universe);

  router.add(screenerEndpoints.screenerExplain, { body: S.ScreenExplainBody }, async ({ body, request }) => {
    if (!isObject(body) || typeof body.id !== 'string') throw badRequest('id: 缺少股票代码');
    const { id, tree, asOf } = body as { id: string; tree: ScreenTree; asOf?: string };
    requireFields(vipOf(request), { tree });
    await built(screener.prepare({ tree, asOf }));
    return guard(() => screener.explain(tree, id, asOf));
  });

  router.add(screenerEndpoints.screenerList, {}, async ({ request }) => {
    const rows = saved.list(userIdOf(request));
    const vip = vipOf(request);
    const counted = rows.filter((row) => lockedFieldsOf({ tree: row.tree, sort: row.sort }, vip).length === 0);
    await built(
      (async () => {
        for (const row of counted) await screener.prepare({ tree: row.tree });
        if (counted.length > 0) await screener.prepareYesterday();
      })(),
    );
    return rows.map((row) => view(row, vip));
  });

  router.add(screenerEndpoints.screenerSave, { body: S.ScreenSaveBody }, async ({ body, request }) => {
    const user = userIdOf(request);
    const { name, tree, sort } = readTree(body);
    const vip = vipOf(request);
    requireFields(vip, { tree, sort });
    // The answer carries today's hits and the change since yesterday: read both days ahead without holding the loop.
    await built(screener.prepare({ tree, sort }).then(() => screener.prepareYesterday()));
    const id = (body as { id?: unknown }).id;
    return view(
      guard(() =>
        id === undefined || id === null
          ? saved.create(user, name, tree, sort, now(), entitlements.quota('savedScreens', user))
          : saved.update(user, readId(body), name, tree, sort, now()),
      ),
      vip,
    );
  });

  router.add(screenerEndpoints.screenerRename, { body: S.ScreenRenameBody }, ({ body, request }) =>
    view(
      guard(() => saved.rename(userIdOf(request), readId(body), (body as { name?: string }).name ?? '', now())),
      vipOf(request),
    ),
  );

  router.add(screenerEndpoints.screenerCopy, { body: S.ScreenIdBody }, ({ body, request }) =>
    view(
      guard(() => saved.copy(userIdOf(request), readId(body), now(), entitlements.quota('savedScreens', userIdOf(request)))),
      vipOf(request),
    ),
  );

  router.add(screenerEndpoints.screenerDelete, { body: S.ScreenIdBody }, ({ body, request }) => {
    guard(() => saved.remove(userIdOf(request), readId(body)));
    return null;
  });

  router.add(screenerEndpoints.screenerRunSaved, { body: S.ScreenRunSavedBody }, async ({ body, request }) => {
    const user = userIdOf(request);
    const id = readId(body);
    const b = body as { scope?: ScreenScope; page?: number; size?: number };
    const row = guard(() => saved.get(user, id));
    const vip = vipOf(request);
    requireFields(vip, { tree: row.tree, sort: row.sort });
    const ids = scopeIds(request, b.scope);
    await built(screener.prepare({ tree: row.tree, sort: row.sort }));
    const req: ScreenRequest = {
      tree: row.tree,
      ...(row.sort ? { sort: row.sort } : {}),
      ...(b.page !== undefined ? { page: b.page } : {}),
      ...(b.size !== undefined ? { size: b.size } : {}),
    };
    const result = guard(() => screener.run(req, ids ? { scopeIds: ids } : {}));
    const hitIds = screener.matchedIds(row.tree, ids);
    const updated = saved.recordRun(user, id, hitIds, now());
    return { ...result, screen: view(updated, vip) };
  });
}
