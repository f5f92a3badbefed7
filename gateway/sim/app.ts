/**
 * The built-in simulated upstream's HTTP API: `build(deps, opts)` returns a Fastify instance (not
 * listening) serving every `/api` call of spec §7 — accounts (login, user, watchlist, analytics)
 * and market (search, details, datasets, peers, catalogue, notice) — over one store and one market.
 *
 * Every answer carries `x-sim: 1` and is an envelope `{code, message, datas}`: parameter and
 * schema errors are code 400 with a Chinese message, unknown securities 404 (HTTP 200, as the
 * upstream answers), and an unknown path is HTTP 404 with envelope code 404.
 */
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CODES } from '../../contracts/codes';
import { SIM_HEADER } from '../../contracts/constants';
import { fail } from '../../contracts/envelope';
import type { Universe } from './market/index';
import { MarketError } from './market/index';
import { courseRoutes } from './routes/courses/index';
import { normaliseSeed } from './shared/rng';
import { LiveRooms } from './courses/index';
import { NewsDesk } from './news/index';
import { newsRoutes } from './routes/news/index';
import { accountRoutes, signatureGuard, type MarketReader } from './routes/accounts/index';
import { accountErrorHandler, schemaErrorFormatter } from './http/error-handler';
import { simError } from './http/errors';
import { simLoggerOptions } from './http/log-options';
import { marketRoutes } from './routes/market/index';
import { screenerRoutes } from './routes/screener/index';
import { alertRoutes } from './routes/alerts/index';
import { PriceAlerts } from './alerts/index';
import { Screener, screenHitsSource, type ScreenerWorker } from './screener/index';
import { companyAccessOf, companyRoutes } from './routes/companies/index';
import { disclosureRoutes } from './routes/disclosures/index';
import { reportRoutes } from './routes/datacentre/reports';
import { datacentreRoutes } from './routes/datacentre/index';
import { ipoRoutes } from './routes/ipo/index';
import { drawingsRoutes } from './routes/drawings/index';
import { industryRoutes } from './routes/industry/index';
import { ownershipRoutes } from './routes/disclosures/ownership';
import { answersForMarket, type MarketForAnswers } from './companies/index';
import { datasetGatesOf, memberGatesOf, paymentRoutes } from './routes/payments/index';
import { requestOrigin } from './http/request-origin';
import { noticeRoutes } from './routes/disclosures/notices';
import type { MarketView } from './market/index';
import { shownName, toQuote } from './market/index';
import type { Store } from './open-store';
import { WARM_RANK, WarmUp } from './warmup/index';
import { addMarketWarmUp } from './warmup/index';
import { warmingGate } from './http/warming-gate';
import type { AdmissionLimits } from './http/admission';
import { heavyCallsOf } from './http/heavy-calls';

/** What the API is built over. The caller owns (and closes) the store. */
export interface SimDeps {
  store: Store;
  universe: Universe;
  market: MarketView;
  /** The day's news flashes; default: a desk over `market`. */
  news?: NewsDesk;
  /** Wall clock for sessions and login codes, epoch ms; default Date.now. */
  now?: () => number;
  /** The live rooms (chat, commentary; the feed pushes their chat); default: rooms over `market` and `store`. */
  liveRooms?: LiveRooms;
  /** The company model over the running market (serves the fundamentals routes); absent: those routes are not served. */
  companies?: MarketForAnswers;
  /** SIM_SEED of the market (IPO pipeline, industry flows, spot prices); default the sim's default seed. */
  seed?: number | string;
  /** The users' 价格预警 (start.ts feeds them the pump's quotes and relays their events); default: alerts over `store` and `market`. */
  alerts?: PriceAlerts;
  /** Builds past days' screener tables off the sim's loop (build-pool.ts); default none: they are built on it, in slices. */
  buildWorker?: ScreenerWorker;
}

/** Switches of the API. */
export interface SimAppOptions {
  /** Require signed requests (spec §7 API lock); default false. */
  apiLock?: boolean;
  /** Serve the test-only hooks (/api/sim-test/*); default false. Never on in a demo. */
  testHooks?: boolean;
  /** Fastify's JSON request log; default false. */
  logger?: boolean;
  /** Origin put into the QR confirm URL; default from the request headers. */
  publicOrigin?: string;
  /** Collect the routes' schemas into an OpenAPI document (`app.swagger()`; scripts/openapi.ts); default false. */
  openapi?: boolean;
  /** Session lifetime, ms; default 30 days (browser tests shorten it to see 033). */
  sessionTtlMs?: number;
  /** Read the day's screener inputs ahead at start (npm start, npm run sim); default false. */
  warmUp?: boolean;
  /** With `warmUp`: the ordered warm-up to run (its readiness goes to the gateway); default a new one. */
  warmup?: WarmUp;
  /** Admission control of heavy builds (http/heavy-calls.ts): past-date screens need a session and a build slot, past-day data-centre datasets a build slot; default off (tests), on in startSim. */
  admission?: AdmissionLimits | null;
  /** Fastify's per-request log lines (with `logger`); default true. The sim process turns them off: the gateway logs each call. */
  requestLog?: boolean;
}

/** How often the saved screens of screen alerts (进入/退出) are run again. */
export const SCREEN_ALERT_CHECK_MS = 60_000;

/** Message of an unknown path. */
export const NOT_FOUND_MESSAGE = '请求的资源不存在';

/** The accounts routes' view of the market: quotes, names and kinds of the universe. */
export function marketReader(universe: Universe, market: MarketView): MarketReader {
  return {
    quote(id) {
      const entry = universe.byId.get(id);
      const snap = entry ? market.snapshot(id) : undefined;
      return entry && snap ? toQuote(entry, snap) : undefined;
    },
    exists: (id) => universe.byId.has(id),
    name: (id) => {
      const entry = universe.byId.get(id);
      return entry && shownName(entry, market.now());
    },
    kind: (id) => universe.byId.get(id)?.kind,
  };
}

/** Error handler of the whole app: engine refusals become 400/404, the rest as the accounts plugin answers them. */
function simErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof MarketError) {
    // Routes validate before asking the engine; reaching this means a gap in that validation.
    request.log.warn({ err: error }, 'market refused a request the route let through');
    accountErrorHandler(simError(error.code === 'unknown-security' ? 'UNKNOWN_SECURITY' : 'BAD_PARAM'), request, reply);
    return;
  }
  accountErrorHandler(error, request, reply);
}

function validate(deps: SimDeps, opts: SimAppOptions): void {
  if (!deps || typeof deps !== 'object') throw new Error('sim build: deps are required');
  for (const k of ['apiLock', 'testHooks', 'logger'] as const) {
    if (opts[k] !== undefined && typeof opts[k] !== 'boolean') throw new Error(`sim build: ${k} must be a boolean`);
  }
}

/** Builds the sim's API (not listening). */
export async function build(deps: SimDeps, opts: SimAppOptions = {}): Promise<FastifyInstance> {
  validate(deps, opts);
  const now = deps.now ?? Date.now;
  const news = deps.news ?? new NewsDesk({ universe: deps.universe, market: deps.market });
  const warmup = opts.warmUp ? (opts.warmup ?? new WarmUp()) : null;
  const app = Fastify({
    logger: simLoggerOptions(opts.logger ?? false),
    ...(opts.requestLog === false ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
  });
  if (opts.openapi) {
    const { default: swagger } = await import('@fastify/swagger');
    await app.register(swagger, { openapi: { info: { title: '知股 simulated upstream', version: '1' } } });
  }

  // First hook, so even answers ended early (signature guard, 404, parse errors) say they are simulated.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(SIM_HEADER, '1');
  });
  if (warmup) app.addHook('onRequest', warmingGate(warmup));
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  app.setErrorHandler(simErrorHandler);
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(fail(CODES.NOT_FOUND, NOT_FOUND_MESSAGE));
  });
  if (opts.apiLock) app.addHook('onRequest', signatureGuard({ store: deps.store, now }));
  // Membership gates for calls other domains own (payments/gates.ts); added before the routes so every scope inherits it.
  app.addHook('preHandler', memberGatesOf(deps.store, now));
  if (opts.admission) app.addHook('preHandler', heavyCallsOf(deps.store.sessions, deps.market, now, opts.admission, app.log));
  // Every member-only dataset of contracts/member-datasets.ts: refused or narrowed before its route, stripped after.
  const datasetGate = datasetGatesOf(deps.store, now);
  app.addHook('preHandler', datasetGate.preHandler);
  app.addHook('preSerialization', datasetGate.preSerialization);

  await app.register(accountRoutes, {
    store: deps.store,
    market: marketReader(deps.universe, deps.market),
    now,
    apiLock: opts.apiLock ?? false,
    testHooks: opts.testHooks ?? false,
    ...(opts.publicOrigin !== undefined ? { publicOrigin: opts.publicOrigin } : {}),
    ...(opts.sessionTtlMs !== undefined ? { sessionTtlMs: opts.sessionTtlMs } : {}),
  });
  await app.register(marketRoutes, { store: deps.store, universe: deps.universe, market: deps.market, news, now });
  await app.register(newsRoutes, { news, universe: deps.universe });
  await app.register(courseRoutes, {
    store: deps.store,
    rooms:
      deps.liveRooms ??
      new LiveRooms({ sources: { universe: deps.universe, market: deps.market }, seed: normaliseSeed(deps.seed ?? 0), db: deps.store.db, now }),
    sources: { universe: deps.universe, market: deps.market },
    now,
  });
  // One screener for the screener's routes and the screen alerts (one day's inputs read once).
  const screener = new Screener(
    { universe: deps.universe, market: deps.market, ...(deps.companies ? { companies: deps.companies.companies } : {}) },
    deps.buildWorker ?? null,
  );
  await app.register(screenerRoutes, {
    store: deps.store,
    universe: deps.universe,
    market: deps.market,
    now,
    screener,
    warmOnStart: opts.warmUp ?? false,
    ...(warmup ? { warmup } : {}),
  });
  const alerts = deps.alerts ?? new PriceAlerts({ db: deps.store.db, sources: { universe: deps.universe, market: deps.market }, now });
  alerts.attachScreens(screenHitsSource(screener, deps.store.db));
  const screenCheck = setInterval(() => {
    alerts.checkScreens().catch((err: unknown) => app.log.warn({ err }, 'screen alerts check failed'));
  }, SCREEN_ALERT_CHECK_MS);
  screenCheck.unref();
  app.addHook('onClose', async () => clearInterval(screenCheck));
  await app.register(alertRoutes, { store: deps.store, alerts, now });
  const companies = deps.companies;
  if (companies) {
    await app.register(companyRoutes, { universe: deps.universe, answers: answersForMarket(companies), access: companyAccessOf(deps.store, now) });
    await app.register(disclosureRoutes, { universe: deps.universe, companies: companies.companies, today: () => companies.tradingIndex() });
    await app.register(datacentreRoutes, {
      universe: deps.universe,
      companies: companies.companies,
      market: deps.market,
      today: () => companies.tradingIndex(),
      warmOnStart: opts.warmUp ?? false,
      ...(warmup ? { warmup } : {}),
    });
    await app.register(reportRoutes, { companies: companies.companies, market: deps.market, today: () => companies.tradingIndex() });
    await app.register(ownershipRoutes, {
      universe: deps.universe,
      companies: companies.companies,
      today: () => companies.tradingIndex(),
      ...(warmup ? { warmup } : {}),
    });
    await app.register(noticeRoutes, {
      universe: deps.universe,
      companies: companies.companies,
      today: () => companies.tradingIndex(),
      livePrice: (id) => companies.quote(id)?.price,
    });
  }
  await app.register(industryRoutes, {
    universe: deps.universe,
    market: deps.market,
    seed: deps.seed,
    companies: deps.companies?.companies,
    ...(warmup ? { warmup } : {}),
  });
  await app.register(ipoRoutes, {
    store: deps.store,
    universe: deps.universe,
    market: deps.market,
    seed: deps.seed,
    now,
    companies: deps.companies?.companies,
    ...(warmup ? { warmup } : {}),
  });
  await app.register(drawingsRoutes, { store: deps.store, universe: deps.universe, now });
  await app.register(paymentRoutes, {
    store: deps.store,
    now,
    // An order is dated by the clock the quotes carry, not the wall's (the demo clock shows the last trading day).
    marketNow: () => deps.market.now(),
    testHooks: opts.testHooks ?? false,
    origin: (r) => requestOrigin(r, opts.publicOrigin ?? null),
  });
  if (warmup) {
    // 7×24 快讯's first history read writes the past sessions' 早报 and 收评 from day bars (~1 s alone,
    // ~2.8 s on a busy machine, measured on a warm boot): done here, not on the first visit of /sevenEleven.
    warmup.add('7×24快讯', WARM_RANK.nav, async () => void news.history({ size: 1 }));
    addMarketWarmUp(warmup, deps.universe, deps.market);
    app.addHook('onReady', async () => void warmup.start());
  }
  return app;
}
