/**
 * The edge's request log: one compact line per request instead of Fastify's two ("incoming
 * request" + "request completed", each with serialised req/res objects). At info every request
 * gets `{reqId, method, url, statusCode, responseTime}` with the message "request completed",
 * like an nginx access log; failures keep Fastify's error lines. Two lines per request with the
 * full serialisers cost about a fifth of the proxy's CPU per call (bench:proxy).
 *
 * Logged URLs are redacted ({@link redactUrl}): a page URL's query (where `?key=` carries an
 * encrypted session) is dropped whole; in an /api query, secrets (`key`, tokens, tickets, the QR
 * and SMS `code` of the login calls, signatures, captcha answers) become `[redacted]` and phone
 * numbers keep only their last 4 digits.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What replaces a secret value. */
export const REDACTED = '[redacted]';

/** Query parameters never logged, on any /api path (lower case). */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'key',
  'token',
  'zstokv1',
  'ticket',
  'openid',
  'password',
  'pwd',
  'sign',
  'signature',
  'randomcode',
  'challengeid',
  'smscode',
]);
/** Also secret on the login calls, where `code` is the SMS code or the QR ticket. */
const LOGIN_SECRET_PARAMS: ReadonlySet<string> = new Set(['code']);
const PHONE_PARAMS: ReadonlySet<string> = new Set(['phone', 'mobile', 'tel']);
/** A mainland mobile number anywhere in a text (not inside a longer run of digits). */
const PHONE_IN_TEXT = /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/g;

/** `13800001234` → `*******1234`. */
export function maskPhone(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : '*'.repeat(value.length - 4) + value.slice(-4);
}

/** Masks every phone number in a free text (log messages), keeping the last 4 digits. */
export function redactText(text: string): string {
  return text.replace(PHONE_IN_TEXT, maskPhone);
}

/** Masks phone numbers in a query value, read decoded (`%20` before a number must not hide it). */
function redactValue(value: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return redactText(value);
  }
  const masked = redactText(decoded);
  return masked === decoded ? value : encodeURIComponent(masked);
}

function isLoginPath(path: string): boolean {
  const p = path.toLowerCase();
  return p.startsWith('/api/v2/login/') || p.startsWith('/api/v2/wx/login/');
}

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
  const out = redactUrlOnce(url);
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

function redactUrlOnce(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return redactText(url);
  const path = url.slice(0, q);
  if (!path.startsWith('/api/')) return `${redactText(path)}?${REDACTED}`;
  const login = isLoginPath(path);
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return redactText(pair);
      const rawName = pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        // keep the raw name
      }
      const lower = name.toLowerCase();
      if (SECRET_PARAMS.has(lower) || (login && LOGIN_SECRET_PARAMS.has(lower))) return `${rawName}=${REDACTED}`;
      const value = pair.slice(eq + 1);
      if (PHONE_PARAMS.has(lower)) return `${rawName}=${maskPhone(value)}`;
      return `${rawName}=${redactValue(value)}`;
    });
  return `${redactText(path)}?${parts.join('&')}`;
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
