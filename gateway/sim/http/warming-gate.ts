/**
 * While the sim warms up, calls that would wait for a build (the screener's runs, the data
 * centre's datasets) are answered at once with 503 + `Retry-After` and the 数据准备中 envelope
 * (contracts/warming.ts) carrying the progress; everything else is served as usual.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREPARING_RETRY_AFTER_S, preparingEnvelope } from '../../../contracts/warming';
import type { WarmUp } from '../warmup/index';
import { sendNotYet } from './not-yet';

/** Path prefixes whose first answer reads what the warm-up builds. */
export const WAITING_PREFIXES: readonly string[] = [
  '/api/v3/screener/run',
  '/api/v3/screener/explain',
  '/api/v3/screener/screens',
  '/api/v3/screener/figures',
  '/api/v3/dataCenter/',
];

/** Whether a path (query ignored) would wait for the warm-up. */
export function waitsForWarmUp(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path !== '/api/v3/dataCenter/days' && WAITING_PREFIXES.some((p) => path.startsWith(p));
}

/** onRequest hook answering the waiting calls while `warmup` runs. */
export function warmingGate(warmup: WarmUp) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!warmup.warming || !waitsForWarmUp(request.url)) return;
    await sendNotYet(reply, PREPARING_RETRY_AFTER_S, preparingEnvelope(warmup.readiness()));
  };
}
