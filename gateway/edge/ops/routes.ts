/**
 * Operations endpoints: /healthz (the process answers), /readyz (the quote source delivers: the
 * upstream socket is open, or a replay is running) and /metrics (Prometheus text format).
 */
import type { FastifyInstance } from 'fastify';
import type { EdgeMetrics } from './metrics';

/** Options of {@link opsRoutes}. */
export interface OpsOptions {
  metrics: EdgeMetrics;
  /** True when the gateway can serve live quotes. */
  isReady: () => boolean;
  /** What the quote source is, for /readyz's body. */
  describeSource: () => { kind: 'upstream' | 'replay'; detail: string };
}

/** Registers /healthz, /readyz and /metrics. */
export async function opsRoutes(fastify: FastifyInstance, opts: OpsOptions): Promise<void> {
  fastify.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  fastify.get('/readyz', async (_req, reply) => {
    const ready = opts.isReady();
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'not ready', source: opts.describeSource() };
  });
  fastify.get('/metrics', async (_req, reply) => {
    reply.header('content-type', opts.metrics.registry.contentType).header('cache-control', 'no-store');
    return opts.metrics.registry.metrics();
  });
}
