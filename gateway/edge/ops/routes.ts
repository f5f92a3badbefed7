/**
 * Operations endpoints, served on their own listener (OPS_HOST:OPS_PORT, loopback by default) so
 * the public port exposes neither metrics nor where the upstream is:
 *  - /healthz: the process answers;
 *  - /readyz: this gateway can serve — 200 until it starts shutting down, whatever the quote
 *    feed does (an upstream outage must not pull every gateway out of a load balancer at once;
 *    browsers get status frames instead). The feed's state is in the body and in
 *    `zhigu_upstream_up`;
 *  - /metrics: Prometheus text format.
 * The public port keeps only /healthz (for load balancers that can probe just that port).
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { EdgeMetrics } from './metrics';
import type { UpstreamReadiness } from '../../../contracts/warming';

/** The quote feed as /readyz reports it. */
export interface FeedState {
  kind: 'upstream' | 'replay';
  /** The upstream socket is open, or the replay is playing. */
  up: boolean;
  /** Current host (without credentials or query) or replay file. */
  detail: string;
}

/** Options of {@link opsRoutes}. */
export interface OpsOptions {
  metrics: EdgeMetrics;
  /** False once the gateway is shutting down. */
  canServe: () => boolean;
  feed: () => FeedState;
  /** The upstream's readiness; absent: not reported (a real upstream). */
  upstream?: () => UpstreamReadiness;
}

/** A URL without user info, query or fragment (a feed host may carry credentials). */
export function displayUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return raw;
  }
}

/** /healthz alone, for the public port. */
export async function healthRoute(fastify: FastifyInstance): Promise<void> {
  fastify.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}

/** Registers /healthz, /readyz and /metrics. */
export async function opsRoutes(fastify: FastifyInstance, opts: OpsOptions): Promise<void> {
  await healthRoute(fastify);
  fastify.get('/readyz', async (_req, reply) => {
    const ready = opts.canServe();
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    // A warming upstream keeps the gateway in rotation (pages, quotes and 数据准备中 answers are served); the body says how far it is.
    const upstream = opts.upstream?.();
    const status = !ready ? 'shutting down' : upstream && upstream.phase !== 'ready' ? 'warming' : 'ready';
    return { status, feed: opts.feed(), ...(upstream ? { upstream: { ...upstream, progress: Math.round(upstream.progress * 100) } } : {}) };
  });
  fastify.get('/metrics', async (_req, reply) => {
    reply.header('content-type', opts.metrics.registry.contentType).header('cache-control', 'no-store');
    return opts.metrics.registry.metrics();
  });
}

/** The ops listener's app (not listening; the process entry listens on OPS_HOST:OPS_PORT). */
export async function buildOpsServer(opts: OpsOptions & { log: FastifyBaseLogger }): Promise<FastifyInstance> {
  // Scrapes and probes every few seconds would drown the access log: no request lines here.
  const ops = Fastify({
    loggerInstance: opts.log.child({ listener: 'ops' }),
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
  });
  ops.setNotFoundHandler((_req, reply) => {
    reply.code(404).send({ status: 'not found' });
  });
  await ops.register(opsRoutes, opts);
  return ops;
}
