/**
 * The edge's request log: one compact line per request instead of Fastify's two ("incoming
 * request" + "request completed", each with serialised req/res objects). At info every request
 * gets `{reqId, method, url, statusCode, responseTime}` with the message "request completed",
 * like an nginx access log; failures keep Fastify's error lines. Two lines per request with the
 * full serialisers cost about a fifth of the proxy's CPU per call (bench:proxy).
 *
 * Logged URLs are redacted ({@link redactUrl}) by the rule the sim's log shares
 * (contracts/log-redaction.ts): page queries dropped, secrets (sessions, tickets, codes,
 * signatures, payment secrets such as the cashier's prepayId) `[redacted]`, phones masked.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { maskPhone, REDACTED, redactLoggedUrl, redactText } from '../../contracts/log-redaction';

export { maskPhone, REDACTED, redactText };

/**
 * URLs recently seen with nothing to redact, so a hot URL (the same cached ranking asked thousands
 * of times a second) is checked once instead of on every access line. Only URLs that log as they
 * are go in: one carrying a secret is redacted afresh each time and never kept in memory.
 * Insertion-ordered, the oldest dropped past the bound.
 */
const CLEAN_URLS = new Set<string>();
/** Bound of {@link CLEAN_URLS}, entries. */
export const CLEAN_URL_MEMO = 4096;
/** Longer URLs are not remembered (bounds the memo's bytes as well as its entries). */
const MEMO_URL_MAX = 512;

/** A request URL as it may be logged (see the module comment). */
export function redactUrl(url: string): string {
  if (CLEAN_URLS.has(url)) return url;
  const out = redactLoggedUrl(url);
  if (out === url && url.length <= MEMO_URL_MAX) {
    if (CLEAN_URLS.size >= CLEAN_URL_MEMO) CLEAN_URLS.delete(CLEAN_URLS.values().next().value as string);
    CLEAN_URLS.add(url);
  }
  return out;
}

/** URLs currently remembered as clean (tests). */
export function cleanUrlMemoSize(): number {
  return CLEAN_URLS.size;
}

/** Fastify log controller writing the single access line described in the module comment. */
export class EdgeLogController extends LogController {
  /** Nothing on arrival: the completion line says everything. */
  override incomingRequest(): void {}

  /** One line per finished request; `error` level when the request errored. */
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
