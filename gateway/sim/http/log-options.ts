/**
 * The sim's Fastify logger options: its request lines show the URL redacted by the rule the
 * edge's access log uses (contracts/log-redaction.ts), so a cashier URL's prepayId, a signature
 * or a login code never reaches the sim's log either.
 */
import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import { redactLoggedUrl } from '../../../contracts/log-redaction';

/** Logger options for `Fastify({ logger })`: false when logging is off; `stream` for tests. */
export function simLoggerOptions(enabled: boolean, stream?: NodeJS.WritableStream): false | FastifyLoggerOptions {
  if (!enabled) return false;
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactLoggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
