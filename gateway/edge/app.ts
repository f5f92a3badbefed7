/**
 * The gateway edge: `build(opts)` returns a Fastify instance (not listening) serving the /api
 * proxy, the /ws quote fan-out, the static client, and /healthz, /readyz, /metrics. The process
 * entry (gateway/cli.ts) reads the config, listens and handles signals. The edge never imports the
 * simulated upstream: it talks to any upstream over HTTP and WebSocket.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { EdgeLogController } from './access-log';
import { EdgeError, toEdgeError } from './errors';
import { HUB_DEFAULTS, Hub } from './hub/hub';
import { attachQuoteSource, type QuoteSource, type QuoteSourceOptions } from './feed/source';
import { createEdgeMetrics, type EdgeMetrics } from './ops/metrics';
import { opsRoutes } from './ops/routes';
import { PROXY_DEFAULTS, proxyPlugin } from './proxy';
import { QUOTE_STREAM_DEFAULTS, quoteStreamPlugin } from './quote-stream';
import { RATE_LIMIT_DEFAULTS, rateLimitPlugin } from './rate-limit';
import { staticPlugin } from './static';
import { contentSecurityPolicy } from './csp';

/** Everything `build` needs; only `upstreamUrl` and `source` are required. */
export interface EdgeOptions {
  /** Upstream API base URL (http:// or https://). */
  upstreamUrl: string;
  /** Upstream feed hosts, or a replay file. */
  source: QuoteSourceOptions;
  /** Also write every feed frame to this file (NDJSON). */
  recordFile?: string | null;
  /** Built client directory; null serves no static files. */
  staticDir?: string | null;
  /** Fastify's trustProxy: false, true, a hop count, or comma-separated addresses/CIDRs. */
  trustProxy?: boolean | number | string;
  /** Fastify logger options (pino); false silences it. */
  logger?: boolean | FastifyLoggerOptions;
  proxy?: { connectTimeoutMs?: number; timeoutMs?: number; bodyLimit?: number; connections?: number };
  rateLimit?: {
    windowMs?: number;
    ipMax?: number;
    tokenMax?: number;
    loginMax?: number;
    smsMax?: number;
    redisUrl?: string | null;
    redisTimeoutMs?: number;
  };
  ws?: {
    batchMs?: number;
    maxCodesPerSocket?: number;
    slowBytes?: number;
    slowCloseMs?: number;
    maxFrameBytes?: number;
    maxSocketsPerIp?: number;
    idleTimeoutMs?: number;
    maxBadFrames?: number;
  };
  /** Process-level default metrics (CPU, memory, event loop) in /metrics. */
  defaultMetrics?: boolean;
}

/** What the edge exposes to the process entry and tests. */
export interface EdgeHandle {
  hub: Hub;
  source: QuoteSource;
  metrics: EdgeMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The edge's hub, quote source and metrics. */
    edge: EdgeHandle;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's trustProxy; a hop count becomes "trust the nearest N hops" (proxy-addr semantics). */
function fastifyTrustProxy(v: boolean | number | string): boolean | string | ((addr: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_addr, hop) => hop < v : v;
}

/** Builds the gateway edge (see the module comment). */
export async function build(opts: EdgeOptions): Promise<FastifyInstance> {
  const trustProxy = opts.trustProxy ?? false;
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new EdgeLogController(),
    trustProxy: fastifyTrustProxy(trustProxy),
    // Accept a caller's request id when it is sane; otherwise make one. Echoed in x-request-id.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: opts.proxy?.bodyLimit ?? PROXY_DEFAULTS.bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
  });

  const metrics = createEdgeMetrics({ defaultMetrics: opts.defaultMetrics });
  let source: QuoteSource | null = null;
  const w = opts.ws ?? {};
  const hub = new Hub({
    batchMs: w.batchMs ?? HUB_DEFAULTS.batchMs,
    maxCodesPerClient: w.maxCodesPerSocket ?? HUB_DEFAULTS.maxCodesPerClient,
    slowBytes: w.slowBytes ?? HUB_DEFAULTS.slowBytes,
    slowCloseMs: w.slowCloseMs ?? HUB_DEFAULTS.slowCloseMs,
    evictUnwatched: opts.source.kind === 'upstream',
    observer: metrics.hubObserver,
    onInterest: (added, removed) => {
      if (added.length > 0) source?.subscribe(added);
      if (removed.length > 0) source?.unsubscribe(removed);
    },
  });
  source = attachQuoteSource(app, {
    source: opts.source,
    hub,
    recordFile: opts.recordFile ?? null,
    onReconnect: (host) => metrics.upstreamReconnect(host),
  });
  const liveSource = source;
  metrics.setLiveSource(() => ({ ...hub.stats(), upstreamUp: liveSource.ready }));
  app.decorate('edge', { hub, source, metrics });
  app.addHook('onClose', async () => hub.stop());

  // While closing, answers end their connection so keep-alive sockets do not hold the shutdown.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.setErrorHandler((err, request, reply) => {
    const edgeErr = toEdgeError(err);
    if (edgeErr.statusCode >= 500 && edgeErr.id !== 'UPSTREAM_ERROR' && edgeErr.id !== 'UPSTREAM_TIMEOUT') {
      request.log.error({ err }, 'edge error');
    } else {
      request.log.info({ edgeError: edgeErr.id, cause: (err as Error).message }, 'request refused');
    }
    reply.code(edgeErr.statusCode).header('x-edge-error', edgeErr.id).send(edgeErr.toEnvelope());
  });

  // The API answers JSON and gets only nosniff (set by the proxy); helmet's headers, and its two
  // per-request hooks, belong to the pages, assets, ops endpoints and the socket, so helmet lives
  // in their scope only. (Registered globally it costs the proxy about a fifth of its CPU per call,
  // even with the API routes skipped.)
  await app.register(async (pages) => {
    await pages.register(helmet, { contentSecurityPolicy: contentSecurityPolicy() });
    await pages.register(opsRoutes, {
      metrics,
      isReady: () => liveSource.ready,
      describeSource: () => liveSource.describe(),
    });
    await pages.register(quoteStreamPlugin, {
      hub,
      maxFrameBytes: w.maxFrameBytes ?? QUOTE_STREAM_DEFAULTS.maxFrameBytes,
      maxSocketsPerIp: w.maxSocketsPerIp ?? QUOTE_STREAM_DEFAULTS.maxSocketsPerIp,
      idleTimeoutMs: w.idleTimeoutMs ?? QUOTE_STREAM_DEFAULTS.idleTimeoutMs,
      maxBadFrames: w.maxBadFrames ?? QUOTE_STREAM_DEFAULTS.maxBadFrames,
      onClosed: (reason) => metrics.socketClosed(reason),
      onRejected: () => metrics.frameRejected(),
    });
    if (opts.staticDir) {
      await pages.register(staticPlugin, { root: opts.staticDir });
    } else {
      pages.setNotFoundHandler(() => {
        throw new EdgeError('NOT_FOUND');
      });
    }
  });

  const r = opts.rateLimit ?? {};
  await app.register(rateLimitPlugin, {
    windowMs: r.windowMs ?? RATE_LIMIT_DEFAULTS.windowMs,
    ipMax: r.ipMax ?? RATE_LIMIT_DEFAULTS.ipMax,
    tokenMax: r.tokenMax ?? RATE_LIMIT_DEFAULTS.tokenMax,
    loginMax: r.loginMax ?? RATE_LIMIT_DEFAULTS.loginMax,
    smsMax: r.smsMax ?? RATE_LIMIT_DEFAULTS.smsMax,
    redisUrl: r.redisUrl ?? null,
    redisTimeoutMs: r.redisTimeoutMs ?? RATE_LIMIT_DEFAULTS.redisTimeoutMs,
    onLimited: (policy) => metrics.rateLimited(policy),
  });

  const p = opts.proxy ?? {};
  await app.register(proxyPlugin, {
    upstreamUrl: opts.upstreamUrl,
    connectTimeoutMs: p.connectTimeoutMs ?? PROXY_DEFAULTS.connectTimeoutMs,
    timeoutMs: p.timeoutMs ?? PROXY_DEFAULTS.timeoutMs,
    bodyLimit: p.bodyLimit ?? PROXY_DEFAULTS.bodyLimit,
    connections: p.connections ?? PROXY_DEFAULTS.connections,
    trustForwarded: trustProxy !== false,
    onCompleted: (status, seconds) => metrics.proxyCompleted(status, seconds),
  });
  return app;
}
