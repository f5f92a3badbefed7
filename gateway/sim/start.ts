/**
 * Starts the built-in simulated upstream: the market over the real universe on its clock
 * (SIM_CLOCK live | real | ISO time), the API on a loopback port, the five quote feed hosts,
 * and the pump that steps the market and pushes quotes. `gateway/cli.ts` and `scripts/record.ts`
 * call {@link startSim}; `close()` stops everything it started.
 */
import { LiveRooms } from './courses/index';
import { PriceAlerts } from './alerts/index';
import type { AddressInfo } from 'node:net';
import { build } from './app';
import { startFeed, type Feed, type QuoteSource } from './feed';
import { createClock, parseClockSetting } from './market/index';
import type { CompanyBackedMarket } from './companies/index';
import { NewsDesk } from './news/index';
import { engineView } from './market/index';
import type { AnalyticsRetention } from './accounts/index';
import { openStore } from './open-store';
import type { Quote } from '../../contracts/ws-protocol';
import type { UpstreamReadiness } from '../../contracts/warming';
import { WARM_RANK, WarmUp } from './warmup/index';
import path from 'node:path';
import { bootMarket } from './boot-market';
import { startBuildPool, type BuildPool } from './build-pool';
import type { ScreenerWorker } from './screener/index';
import { ADMISSION_DEFAULTS, type AdmissionLimits } from './http/admission';

/** Options of {@link startSim}. */
export interface StartSimOptions {
  /** Interface for the API and feed hosts; default 127.0.0.1. */
  host?: string;
  /** API port; 0 (default) = any free port. */
  port?: number;
  /** Market seed (SIM_SEED); default {@link DEFAULT_SIM_SEED}. */
  seed?: number | string;
  /** SIM_CLOCK: `live` (default), `real`, an ISO 8601 instant or epoch ms. */
  clock?: string;
  /** SQLite directory (created if missing), or ':memory:'; default ./data. */
  dataDir?: string;
  /**
   * The boot cache's directory (warmup/boot-cache.ts); default `<dataDir>/cache`, none for ':memory:'.
   * Tests that keep their store in memory share one here, so only the first boot of a run solves the market.
   */
  bootCacheDir?: string | null;
  /** Require signed requests; default false. */
  apiLock?: boolean;
  /** Serve the test-only hooks; default false. */
  testHooks?: boolean;
  /** Session lifetime, ms; default 30 days (browser tests shorten it to see 033). */
  sessionTtlMs?: number;
  /** Fastify request log; default false. */
  logger?: boolean;
  /** Analytics retention (SIM_ANALYTICS_MAX_AGE_DAYS, SIM_ANALYTICS_MAX_PER_USER); defaults in accounts/analytics-event-repository.ts. */
  analyticsRetention?: AnalyticsRetention;
  /** Read the day's screener inputs ahead once serving (npm start, npm run sim); default false, so tests do not pay for it. */
  warmUp?: boolean;
  /** With `warmUp`: hears each change of the warm-up's readiness (the sim process tells the gateway). */
  onReadiness?: (r: UpstreamReadiness) => void;
  /** Ports of the five feed hosts (missing or 0 = any free port): a restarted sim process keeps its URLs. */
  feedPorts?: readonly number[];
  /** Per-request log lines when `logger` is on; default true. */
  requestLog?: boolean;
  /** Bounds of heavy builds (http/admission.ts); default {@link ADMISSION_DEFAULTS}, null = unbounded. */
  admission?: AdmissionLimits | null;
  /** Where warm-up progress lines go; default nowhere. */
  log?: (line: string) => void;
  /**
   * Build past-date screener tables, PE 10年分位 histories and computed indexes' ten-year tables on a worker thread (build-pool.ts) rather than in slices on
   * the sim's loop; default: with `warmUp` (npm start, npm run sim), so tests that do not ask do not
   * start a thread.
   */
  buildWorker?: boolean;
}

/** A running sim. */
export interface RunningSim {
  /** `http://host:port` of the API. */
  apiUrl: string;
  /** The five feed hosts' `ws://` URLs, in rotation order. */
  wsUrls: string[];
  feed: Feed;
  /** The market (tests read it directly). */
  market: CompanyBackedMarket;
  /** The users' 价格预警 (tests push quotes to them directly). */
  alerts: PriceAlerts;
  /** Stops the pump, the feed, the API and closes the store. Idempotent. */
  close(): Promise<void>;
}

/** Seed when none is given. */
export const DEFAULT_SIM_SEED = 20_251_128;
/** Default data directory. */
export const DEFAULT_DATA_DIR = './data';
/** Pump period: the market is stepped this often. */
export const PUMP_INTERVAL_MS = 300;
/** The universe is pushed in this many interleaved slices, one per pump tick (so each security about every 3 s). */
export const PUMP_SLICES = 10;
/** News flashes are looked for every this many pump ticks. */
const NEWS_EVERY_TICKS = 10;

function checkOptions(opts: StartSimOptions): void {
  const fail = (m: string): never => {
    throw new Error(`startSim: ${m}`);
  };
  if (opts.host !== undefined && (typeof opts.host !== 'string' || opts.host.trim() === '')) fail('host must be a non-empty string');
  if (opts.port !== undefined && (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65_535)) fail('port must be an integer 0–65535');
  if (opts.seed !== undefined && !(typeof opts.seed === 'number' ? Number.isFinite(opts.seed) : typeof opts.seed === 'string' && opts.seed !== '')) {
    fail('seed must be a finite number or a non-empty string');
  }
  if (opts.clock !== undefined && typeof opts.clock !== 'string') fail('clock must be a string');
  if (opts.dataDir !== undefined && (typeof opts.dataDir !== 'string' || opts.dataDir === '')) fail('dataDir must be a directory path or ":memory:"');
  if (opts.bootCacheDir !== undefined && opts.bootCacheDir !== null && (typeof opts.bootCacheDir !== 'string' || opts.bootCacheDir === ''))
    fail('bootCacheDir must be a directory path or null');
  for (const k of ['apiLock', 'testHooks', 'logger', 'warmUp', 'buildWorker'] as const)
    if (opts[k] !== undefined && typeof opts[k] !== 'boolean') fail(`${k} must be a boolean`);
}

/** The quote pump: steps a market on a timer and hands each slice's changed quotes to listeners. */
export interface QuotePump extends QuoteSource {
  /** Runs one pump tick now (the timer calls this); returns how many quotes were pushed. */
  tick(): number;
  stop(): void;
}

/** Options of {@link startQuotePump}. */
export interface QuotePumpOptions {
  intervalMs?: number;
  slices?: number;
  /** Called after each tick with the tick number (news, metrics). */
  afterTick?: (tick: number) => void;
  /** A tick that threw (the pump keeps going); default: written to stderr. */
  onError?: (err: unknown) => void;
}

/**
 * Steps `market` every `intervalMs` (timer unref'd) and pushes, per tick, the quotes of one
 * interleaved slice of the universe that changed since that slice was last pushed: during a
 * session every security about every `intervalMs × slices`, outside one nothing.
 */
export function startQuotePump(market: CompanyBackedMarket, ids: readonly string[], options: QuotePumpOptions = {}): QuotePump {
  const slices = options.slices ?? PUMP_SLICES;
  const position = new Map(ids.map((id, i) => [id, i]));
  const sliceSeq = new Array<number>(slices).fill(market.seq);
  const listeners = new Set<(quotes: readonly Quote[]) => void>();
  let count = 0;

  const tick = (): number => {
    const slice = count % slices;
    count++;
    market.step();
    const changed = market.changedSince(sliceSeq[slice]!).filter((id) => (position.get(id) ?? -1) % slices === slice);
    sliceSeq[slice] = market.seq;
    let pushed = 0;
    if (changed.length > 0 && listeners.size > 0) {
      const quotes = market.wireQuotes(changed);
      pushed = quotes.length;
      for (const l of listeners) l(quotes);
    }
    options.afterTick?.(count);
    return pushed;
  };
  const onError =
    options.onError ?? ((err: unknown) => process.stderr.write(`sim quote pump: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`));
  // A timer callback that throws would take the whole gateway down; one bad tick must not.
  const timer = setInterval(() => {
    try {
      tick();
    } catch (err) {
      onError(err);
    }
  }, options.intervalMs ?? PUMP_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    stop: () => clearInterval(timer),
    quotes: (wanted) => market.wireQuotes(wanted),
    allIds: () => ids,
    onUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts the sim: market, API and feed. */
export async function startSim(opts: StartSimOptions = {}): Promise<RunningSim> {
  checkOptions(opts);
  const host = opts.host ?? '127.0.0.1';
  const clock = createClock(parseClockSetting(opts.clock));
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const cacheDir = opts.bootCacheDir !== undefined ? opts.bootCacheDir : dataDir === ':memory:' ? null : path.join(dataDir, 'cache');
  const log = opts.log ?? (() => {});
  const { universe, market, anchorAt, memo, keep } = bootMarket(opts.seed ?? DEFAULT_SIM_SEED, clock, cacheDir, log);
  const view = engineView(market);
  const news = new NewsDesk({ universe, market: view }, undefined, { companies: market.companies });
  const store = openStore(dataDir, opts.analyticsRetention ? { analytics: opts.analyticsRetention } : {});
  const liveRooms = new LiveRooms({ sources: { universe, market: view }, seed: market.seed, db: store.db, now: () => view.now() });
  const alerts = new PriceAlerts({ db: store.db, sources: { universe, market: view } });

  const stops: Array<() => Promise<void> | void> = [() => store.close()];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  // The thread starts after the first step has completed the memo it boots from: as the last after-ready warm-up, or on the first past-date screen.
  let pool: BuildPool | null = null;
  const poolOf = () => (pool ??= startBuildPool({ seed: market.seed, anchorAt, memo }, log));
  const buildWorker: ScreenerWorker | null =
    (opts.buildWorker ?? opts.warmUp === true) ? { build: (job) => poolOf().build(job), peHistories: (job) => poolOf().peHistories(job) } : null;
  stops.push(() => pool?.close());
  if (buildWorker) market.offloadCompositeDays((id, first, T) => poolOf().compositeDays({ id, first, T }));
  const warmup = opts.warmUp ? new WarmUp(opts.log) : null;
  if (warmup && opts.onReadiness) warmup.onChange(opts.onReadiness);
  try {
    const app = await build(
      { store, universe, market: view, news, companies: market, seed: market.seed, liveRooms, alerts, ...(buildWorker ? { buildWorker } : {}) },
      {
        apiLock: opts.apiLock ?? false,
        testHooks: opts.testHooks ?? false,
        logger: opts.logger ?? false,
        ...(opts.sessionTtlMs !== undefined ? { sessionTtlMs: opts.sessionTtlMs } : {}),
        warmUp: opts.warmUp ?? false,
        ...(warmup ? { warmup } : {}),
        admission: opts.admission === undefined ? ADMISSION_DEFAULTS : opts.admission,
        ...(opts.requestLog !== undefined ? { requestLog: opts.requestLog } : {}),
      },
    );
    stops.push(() => app.close());
    if (warmup && buildWorker) warmup.add('后台计算线程', WARM_RANK.afterReady, () => poolOf().prepare());
    await app.listen({ host, port: opts.port ?? 0 });
    const { port } = app.server.address() as AddressInfo;

    market.step();
    keep();
    const pump = startQuotePump(
      market,
      universe.all.map((e) => e.id),
      {
        afterTick: (n) => {
          if (n % NEWS_EVERY_TICKS === 0) news.observe();
        },
      },
    );
    stops.push(() => pump.stop());
    // 价格预警 are evaluated on the very quotes the feed pushes; what fires goes out as userEvent frames.
    stops.push(
      pump.onUpdate((quotes) => {
        try {
          alerts.onQuotes(quotes);
        } catch (err) {
          // A failing alert must not cost the feed its batch of quotes.
          process.stderr.write(`sim alerts: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
        }
      }),
    );
    const feed = await startFeed(pump, {
      host,
      news: { recent: () => news.recentItems(30), onPublish: (l) => news.onPublish(l) },
      chat: liveRooms,
      userEvents: alerts,
      ...(opts.feedPorts ? { ports: opts.feedPorts } : {}),
    });
    stops.push(() => feed.close());

    let closing: Promise<void> | null = null;
    return {
      apiUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      wsUrls: [...feed.urls],
      feed,
      market,
      alerts,
      close: () => (closing ??= stopAll()),
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
