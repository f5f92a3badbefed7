/**
 * The sim's "not yet" reply (contracts/warming.ts): 503, `Retry-After` in seconds, never cached,
 * with its envelope. Used by the warm-up gate (数据准备中 with progress), the heavy-call admission
 * (busy) and the error handler (an on-demand build past its wait).
 */
import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../../contracts/envelope';
import { NOT_YET_STATUS } from '../../../contracts/warming';

/** Sends the 503 + `Retry-After` answer. */
export function sendNotYet(reply: FastifyReply, retryAfterS: number, envelope: Envelope<unknown>): FastifyReply {
  return reply.code(NOT_YET_STATUS).header('retry-after', String(retryAfterS)).header('cache-control', 'no-store').send(envelope);
}
