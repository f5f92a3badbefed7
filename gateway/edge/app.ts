/**
 * The gateway edge: `build(opts)` returns a Fastify instance (not listening) serving the /api
 * proxy, the /ws quote fan-out, the static client, and /healthz, /readyz, /metrics. The process
 * entry (gateway/cli.ts) reads the config, listens and handles signals. The edge never imports the
 * simulated upstream: it talks to any upstream over HTTP and WebSocket.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { EdgeLogController, redactText } from './access-log';
import { type BufferedLogDestination, bufferedLogDestination } from './log-destination';
import { BARE_ERROR_HEADERS, EdgeError, toEdgeError } from './errors';
import { HUB_DEFAULTS, Hub } from './hub/hub';
import { attachQuoteSource, type QuoteSource, type QuoteSourceOptions } from './feed/source';
import { createEdgeMetrics, type EdgeMetrics } from './ops/metrics';
import { buildOpsServer, displayUrl, healthRoute } from './ops/routes';
import { PROXY_DEFAULTS, proxyPlugin } from './proxy';
import { COMPRESS_OPTIONS } from './compression';
import { CACHE_DEFAULTS, createEdgeCache } from './cache/edge-cache';
import { CHAT_ROOMS_DEFAULTS, ChatRooms } from './hub/chat-rooms';
import { LIVE_STREAM_DEFAULTS, liveStreamPlugin } from './live-stream';
import { createPersonalChannel } from './personal/attach';
import type { UserBus } from './personal/user-bus';
import { RATE_LIMIT_DEFAULTS, rateLimitPlugin } from './rate-limit';
import { staticPlugin } from './static';
import { contentSecurityPolicy } from './csp';
import { upstreamGate } from './upstream-gate';
import type { UpstreamReadiness } from '../../contracts/warming';

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
  /** Micro-cache of public market answers (contracts/edge-cache.ts): its memory bound in bytes; 0 turns it off. */
  cache?: { maxBytes?: number };
  rateLimit?: {
    windowMs?: number;
    ipMax?: number;
    tokenMax?: number;
    loginMax?: number;
    smsMax?: number;
    redisUrl?: string | null;
    redisTimeoutMs?: number;
  };
  /**
   * The personal channel's bus: given (tests share one between edges as a fake of Redis), or
   * Redis pub/sub when rateLimit.redisUrl is set, else in-process.
   */
  userBus?: UserBus;
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
  /** The upstream's readiness (the supervised sim process reports it): /readyz shows it, and /api answers 数据准备中 while it is down. Absent: always ready. */
  upstreamReadiness?: () => UpstreamReadiness;
}

/** What the edge exposes to the process entry and tests. */
export interface EdgeHandle {
  hub: Hub;
  source: QuoteSource;
  metrics: EdgeMetrics;
  /** The ops listener's app (/healthz, /readyz, /metrics): the caller listens on OPS_HOST:OPS_PORT; closed with the edge. */
  ops: FastifyInstance;
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

/**
 * The logger options with the buffered stdout destination (log-destination.ts) when the caller
 * named no stream or file of its own.
 */
function withLogDestination(logger: boolean | FastifyLoggerOptions | undefined): {
  logger: boolean | FastifyLoggerOptions;
  destination: BufferedLogDestination | null;
} {
  if (!logger) return { logger: false, destination: null };
  const given: FastifyLoggerOptions = logger === true ? {} : logger;
  if (given.stream || given.file) return { logger: given, destination: null };
  const destination = bufferedLogDestination();
  return { logger: { ...given, stream: destination.stream }, destination };
}

/** Builds the gateway edge (see the module comment). */
export async function build(opts: EdgeOptions): Promise<FastifyInstance> {
  const trustProxy = opts.trustProxy ?? false;
  const logController = new EdgeLogController();
  const log = withLogDestination(opts.logger);
  const app = Fastify({
    logger: log.logger,
    logController,
    trustProxy: fastifyTrustProxy(trustProxy),
    // Accept a caller's request id when it is sane; otherwise make one. Echoed in x-request-id.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: opts.proxy?.bodyLimit ?? PROXY_DEFAULTS.bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Requests the router cannot read (bad percent-encoding such as /%u002e) never reach a route's
    // hooks: answer them with the edge's envelope and headers here, without echoing the path.
    frameworkErrors: (err, request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply; // typed for a route schema it does not have
      const edgeErr = toEdgeError(err);
      request.log.info({ edgeError: edgeErr.id }, 'request refused');
      // No route context, so Fastify writes no access line for it: the edge does.
      reply.raw.once('finish', () => logController.requestCompleted(null, request, reply));
      reply
        .code(edgeErr.statusCode)
        .headers(BARE_ERROR_HEADERS)
        .header('x-edge-error', edgeErr.id)
        .header('x-request-id', request.id)
        .send(edgeErr.toEnvelope());
    },
    // Requests Node's HTTP parser refuses (control bytes in the target, broken framing): the same
    // envelope and headers, written on the socket since there is no request to answer through.
    clientErrorHandler: (err, socket) => {
      const code = (err as { code?: string }).code;
      if (code === 'ECONNRESET' || code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
        socket.destroy();
        return;
      }
      const edgeErr = new EdgeError('BAD_REQUEST');
      const body = JSON.stringify(edgeErr.toEnvelope());
      const headers = { ...BARE_ERROR_HEADERS, 'content-type': 'application/json; charset=utf-8', 'x-edge-error': edgeErr.id };
      let head = `HTTP/1.1 ${edgeErr.statusCode} Bad Request\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      socket.end(`${head}content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
      app.log.info({ edgeError: edgeErr.id, cause: code }, 'request refused by the HTTP parser');
    },
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
  const rooms = new ChatRooms({
    hub,
    batchMs: CHAT_ROOMS_DEFAULTS.batchMs,
    maxRoomsPerClient: CHAT_ROOMS_DEFAULTS.maxRoomsPerClient,
    onInterest: (room, joined) => (joined ? source?.joinRoom(room) : source?.leaveRoom(room)),
  });
  const personal = createPersonalChannel(app, hub, opts);
  source = attachQuoteSource(app, {
    onUserEvent: (uid, event) => personal.relay(uid, event),
    source: opts.source,
    hub,
    onChat: (frame) => rooms.ingest(frame),
    recordFile: opts.recordFile ?? null,
    onReconnect: (host) => metrics.upstreamReconnect(host),
  });
  const liveSource = source;
  metrics.setLiveSource(() => ({ ...hub.stats(), upstreamUp: liveSource.ready }));
  // While closing, answers end their connection so keep-alive sockets do not hold the shutdown.
  let closing = false;
  const ops = await buildOpsServer({
    log: app.log,
    metrics,
    canServe: () => !closing,
    ...(opts.upstreamReadiness ? { upstream: opts.upstreamReadiness } : {}),
    feed: () => {
      const d = liveSource.describe();
      return { kind: d.kind, up: liveSource.ready, detail: d.kind === 'upstream' ? displayUrl(d.detail) : d.detail };
    },
  });
  app.decorate('edge', { hub, source, metrics, ops });
  app.addHook('onClose', async () => {
    hub.stop();
    rooms.stop();
  });
  // Lines still buffered are written before close resolves (the process may exit right after).
  const destination = log.destination;
  if (destination) app.addHook('onClose', () => destination.flush());
  // After the public server has closed (in-flight calls done: readiness says 503 meanwhile), not in
  // onClose, which runs before Fastify closes its own server.
  app.server.once('close', () => void ops.close());
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback form: runs on every answer, and an async hook costs a promise and a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setErrorHandler((err, request, reply) => {
    const edgeErr = toEdgeError(err);
    if (edgeErr.statusCode >= 500 && edgeErr.id !== 'UPSTREAM_ERROR' && edgeErr.id !== 'UPSTREAM_TIMEOUT') {
      request.log.error({ err }, 'edge error');
    } else {
      request.log.info({ edgeError: edgeErr.id, cause: redactText(String((err as Error).message)) }, 'request refused');
    }
    reply.code(edgeErr.statusCode).header('x-edge-error', edgeErr.id).send(edgeErr.toEnvelope());
  });

  // The API answers JSON and gets only nosniff (set by the proxy); helmet's headers, and its two
  // per-request hooks, belong to the pages, assets, ops endpoints and the socket, so helmet lives
  // in their scope only. (Registered globally it costs the proxy about a fifth of its CPU per call,
  // even with the API routes skipped.)
  await app.register(async (pages) => {
    await pages.register(helmet, { contentSecurityPolicy: contentSecurityPolicy() });
    await pages.register(healthRoute);
    await pages.register(liveStreamPlugin, {
      hub,
      rooms,
      personal,
      maxFrameBytes: w.maxFrameBytes ?? LIVE_STREAM_DEFAULTS.maxFrameBytes,
      maxSocketsPerIp: w.maxSocketsPerIp ?? LIVE_STREAM_DEFAULTS.maxSocketsPerIp,
      idleTimeoutMs: w.idleTimeoutMs ?? LIVE_STREAM_DEFAULTS.idleTimeoutMs,
      maxBadFrames: w.maxBadFrames ?? LIVE_STREAM_DEFAULTS.maxBadFrames,
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

  if (opts.upstreamReadiness) upstreamGate(app, { readiness: opts.upstreamReadiness });
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
  const cacheBytes = opts.cache?.maxBytes ?? CACHE_DEFAULTS.maxBytes;
  if (!Number.isInteger(cacheBytes) || cacheBytes < 0) throw new Error(`cache maxBytes must be a whole number ≥ 0 (got ${cacheBytes})`);
  const cache =
    cacheBytes > 0
      ? createEdgeCache({
          upstreamUrl: opts.upstreamUrl,
          maxBytes: cacheBytes,
          connectTimeoutMs: p.connectTimeoutMs ?? PROXY_DEFAULTS.connectTimeoutMs,
          timeoutMs: p.timeoutMs ?? PROXY_DEFAULTS.timeoutMs,
        })
      : null;
  if (cache) {
    metrics.setCacheSource(() => ({ ...cache.cache.stats, bytes: cache.cache.bytes, entries: cache.cache.size }));
    app.addHook('onClose', async () => cache.close());
  }
  // The API's large answers are compressed (compression.ts); the scope keeps it off the pages and the socket.
  await app.register(async (api) => {
    await api.register(compress, COMPRESS_OPTIONS);
    await api.register(proxyPlugin, {
      cache,
      upstreamUrl: opts.upstreamUrl,
      connectTimeoutMs: p.connectTimeoutMs ?? PROXY_DEFAULTS.connectTimeoutMs,
      timeoutMs: p.timeoutMs ?? PROXY_DEFAULTS.timeoutMs,
      bodyLimit: p.bodyLimit ?? PROXY_DEFAULTS.bodyLimit,
      connections: p.connections ?? PROXY_DEFAULTS.connections,
      trustForwarded: trustProxy !== false,
      onCompleted: (status, seconds) => metrics.proxyCompleted(status, seconds),
    });
  });
  return app;
}
