/**
 * While the upstream cannot answer at all (the sim process is starting or restarting), every
 * /api call gets the 数据准备中 answer at once (503 + `Retry-After`, contracts/warming.ts) instead
 * of waiting for a connect timeout or failing with 502: pages, cached assets, /healthz and the
 * live socket are served as usual. Once the upstream serves, calls go through; an upstream that
 * is still warming answers its own heavy calls the same way.
 */
import type { FastifyInstance } from 'fastify';
import { NOT_YET_STATUS, PREPARING_RETRY_AFTER_S, preparingEnvelope, type UpstreamReadiness } from '../../contracts/warming';

/** Options of {@link upstreamGate}. */
export interface UpstreamGateOptions {
  readiness: () => UpstreamReadiness;
}

/** Whether the upstream cannot take calls in this phase. */
export function upstreamDown(r: UpstreamReadiness): boolean {
  return r.phase === 'starting' || r.phase === 'restarting';
}

/** Adds the gate as an onRequest hook of `app` (register before the proxy, outside any scope). */
export function upstreamGate(app: FastifyInstance, opts: UpstreamGateOptions): void {
  if (typeof opts?.readiness !== 'function') throw new Error('upstreamGate: readiness must be a function');
  // Callback form: it runs on every call, and an async hook costs a promise per call.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) {
      done();
      return;
    }
    const r = opts.readiness();
    if (!upstreamDown(r)) {
      done();
      return;
    }
    reply
      .code(NOT_YET_STATUS)
      .header('retry-after', String(PREPARING_RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .header('x-edge-error', 'UPSTREAM_PREPARING')
      .send(preparingEnvelope(r));
  });
}
