/**
 * Which sim calls are heavy builds, and the preHandler hook that puts them through
 * {@link Admission}: a screen (run / explain) as of a past day reads every company's figures of
 * that day, so it needs a session, and waits for one of the few build slots or is refused at once
 * with 503 + `Retry-After` and a Chinese message (contracts/warming.ts). A queued call whose client
 * disconnects is dropped; the slot is freed when the answer is sent or the client goes away.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../../contracts/codes';
import { fail } from '../../../contracts/envelope';
import { BUSY_CALLER_MESSAGE, BUSY_MESSAGE, BUSY_RETRY_AFTER_S, NOT_YET_STATUS } from '../../../contracts/warming';
import type { SessionChecker } from '../shared/session-check';
import { formatDay, localDay } from '../calendar/days';
import type { MarketView } from '../market/index';
import { Admission, type AdmissionLimits } from './admission';
import { clientIp } from './client-ip';
import { AccountError } from './errors';
import { tokenOf } from './session';

/** Paths of the screener calls that build a past day's table. */
const PAST_DATE_PATHS: ReadonlySet<string> = new Set(['/api/v3/screener/run', '/api/v3/screener/explain']);

/** Message of an anonymous past-date screen. */
export const PAST_SCREEN_NEEDS_SESSION = '按历史日期选股请先登录';

/** Whether a call builds a past day (`today` is the market's YYYY-MM-DD). */
export function isHeavyCall(method: string, url: string, body: unknown, today: string): boolean {
  if (method !== 'POST' || !PAST_DATE_PATHS.has(url.split('?', 1)[0]!)) return false;
  const asOf = typeof body === 'object' && body !== null ? (body as { asOf?: unknown }).asOf : undefined;
  return typeof asOf === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf < today;
}

/** Options of {@link heavyCallAdmission}. */
export interface HeavyCallOptions {
  admission: Admission;
  sessions: SessionChecker;
  now: () => number;
  /** The market's day, YYYY-MM-DD. */
  today: () => string;
  /** A refused or dropped call (logs). */
  onRefused?: (what: 'queue-full' | 'caller-busy' | 'dropped', request: FastifyRequest) => void;
}

/** The preHandler hook (see the module comment). */
export function heavyCallAdmission(opts: HeavyCallOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isHeavyCall(request.method, request.url, request.body, opts.today())) return;
    const token = tokenOf(request);
    const check = opts.sessions.check(token, opts.now());
    if (check.status !== 'ok') throw new AccountError('004', PAST_SCREEN_NEEDS_SESSION);
    // The response closes when it is sent or when the client goes away (the request's own 'close'
    // fires as soon as its body has been read, so it cannot tell).
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const admitted = opts.admission.admit(`${check.userId}`, clientIp(request), gone.signal);
    if (!admitted.ok) {
      opts.onRefused?.(admitted.refusal, request);
      await reply
        .code(NOT_YET_STATUS)
        .header('retry-after', String(BUSY_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send(fail(CODES.BUSY, admitted.refusal === 'queue-full' ? BUSY_MESSAGE : BUSY_CALLER_MESSAGE));
      return;
    }
    const release = await admitted.slot;
    if (release === null) {
      // The client left while queued: nothing is built, nothing answered.
      opts.onRefused?.('dropped', request);
      return reply.hijack();
    }
    reply.raw.once('close', release);
  };
}

/** The hook over the sim's sessions and market clock, logging each refusal (one line in app.ts wires it). */
export function heavyCallsOf(sessions: SessionChecker, market: MarketView, now: () => number, limits: AdmissionLimits, log: FastifyBaseLogger) {
  const admission = new Admission(limits);
  return heavyCallAdmission({
    admission,
    sessions,
    now,
    today: () => formatDay(localDay(market.now())),
    onRefused: (what, request) => log.info({ url: request.url, what, load: admission.load }, 'heavy call not run'),
  });
}
