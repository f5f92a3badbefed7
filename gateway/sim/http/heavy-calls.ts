/**
 * Which sim calls are heavy builds, and the preHandler hook that puts them through one
 * {@link Admission} (one bound on the builds running at once, whatever they build):
 * - a screen (run / explain) as of a past day reads every company's figures of that day, so it
 *   needs a session;
 * - a data-centre dataset of a past day (or a long `history` window) builds that day's frames of
 *   every stock — cold, seconds of CPU (股票回购 ~6–12 s, 历史 250 days ~8 s) — and is open to anyone,
 *   so it is bounded per IP (and per session when there is one).
 * Each waits for one of the few build slots or is refused at once with 503 + `Retry-After` and a
 * Chinese message (contracts/warming.ts). A queued call whose client disconnects is dropped; the
 * slot is freed when the answer is sent or the client goes away. A call waits in the queue at most
 * {@link MAX_QUEUE_WAIT_MS}: the edge gives up on an upstream after 15 s (a 504 the user can do
 * nothing with), so a call still queued then is answered with the same 503 + `Retry-After` instead.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../../contracts/codes';
import { fail } from '../../../contracts/envelope';
import { DC_HISTORY_DEFAULT } from '../../../contracts/endpoints/datacentre';
import { BUSY_CALLER_MESSAGE, BUSY_MESSAGE, BUSY_RETRY_AFTER_S } from '../../../contracts/warming';
import type { SessionChecker } from '../shared/session-check';
import { localDay } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { MarketView } from '../market/index';
import { Admission, type AdmissionLimits } from './admission';
import { clientIp } from './client-ip';
import { sendNotYet } from './not-yet';
import { SimError } from './errors';
import { tokenOf } from './session';

/** Paths of the screener calls that build a past day's table. */
const PAST_DATE_PATHS: ReadonlySet<string> = new Set(['/api/v3/screener/run', '/api/v3/screener/explain']);

/** Message of an anonymous past-date screen. */
export const PAST_SCREEN_NEEDS_SESSION = '按历史日期选股请先登录';

/** Data-centre datasets that build a day's frames of every stock (`days` and the reports are lists). */
const DATASET_PATHS: ReadonlySet<string> = new Set(
  ['fundFlow', 'lhb', 'limitUp', 'valuation', 'margin', 'connect', 'blockTrade', 'suspension', 'holderChange', 'pledge', 'buyback', 'unlock', 'history'].map(
    (n) => `/api/v3/dataCenter/${n}`,
  ),
);

/**
 * Longest a heavy call waits for a build slot. A build takes up to ~12 s (股票回购 cold), and the
 * edge's proxy gives up after 15 s (gateway/edge/proxy.ts), so a call that has not started after
 * this long could not be answered in time anyway.
 */
export const MAX_QUEUE_WAIT_MS = 3_000;

/** A heavy build: a past-date screen (needs a session) or a cold data-centre dataset (anyone). */
export type HeavyKind = 'screen' | 'dataset';

const isPastDay = (v: unknown, today: string): boolean => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && v < today;
const field = (o: unknown, k: string): unknown => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined);

/**
 * What heavy build a call is, or null (`today` is the market's YYYY-MM-DD). The last closed day's
 * datasets are warmed at start (and the default `history` window), so only a past `date` or a
 * longer window counts; a malformed one is left for the route to refuse.
 */
export function heavyKindOf(method: string, url: string, body: unknown, query: unknown, today: string): HeavyKind | null {
  const path = url.split('?', 1)[0]!;
  if (method === 'POST' && PAST_DATE_PATHS.has(path)) return isPastDay(field(body, 'asOf'), today) ? 'screen' : null;
  if (method !== 'GET' || !DATASET_PATHS.has(path)) return null;
  const days = field(query, 'days');
  const longWindow = path.endsWith('/history') && typeof days === 'string' && /^\d+$/.test(days) && Number(days) > DC_HISTORY_DEFAULT;
  return isPastDay(field(query, 'date'), today) || longWindow ? 'dataset' : null;
}

/** Options of {@link heavyCallAdmission}. */
export interface HeavyCallOptions {
  admission: Admission;
  sessions: SessionChecker;
  now: () => number;
  /** The market's day, YYYY-MM-DD. */
  today: () => string;
  /** A refused or dropped call (logs). */
  onRefused?: (what: 'queue-full' | 'caller-busy' | 'dropped' | 'waited-too-long', request: FastifyRequest) => void;
  /** Longest wait in the queue (default {@link MAX_QUEUE_WAIT_MS}). */
  maxQueueWaitMs?: number;
}

/** The busy answer: 503 + `Retry-After`, at once. */
async function busy(reply: FastifyReply, message: string): Promise<void> {
  await sendNotYet(reply, BUSY_RETRY_AFTER_S, fail(CODES.BUSY, message));
}

/** The preHandler hook (see the module comment). */
export function heavyCallAdmission(opts: HeavyCallOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const kind = heavyKindOf(request.method, request.url, request.body, request.query, opts.today());
    if (kind === null) return;
    const check = opts.sessions.check(tokenOf(request), opts.now());
    if (kind === 'screen' && check.status !== 'ok') throw new SimError('004', PAST_SCREEN_NEEDS_SESSION);
    // The response closes when it is sent or when the client goes away (the request's own 'close'
    // fires as soon as its body has been read, so it cannot tell).
    // The wait ends without a slot when the client leaves or the wait has lasted too long.
    const stop = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) stop.abort('gone');
    });
    const admitted = opts.admission.admit(check.status === 'ok' ? `${check.userId}` : null, clientIp(request), stop.signal);
    if (!admitted.ok) {
      opts.onRefused?.(admitted.refusal, request);
      return busy(reply, admitted.refusal === 'queue-full' ? BUSY_MESSAGE : BUSY_CALLER_MESSAGE);
    }
    const tooLong = setTimeout(() => stop.abort('too-long'), opts.maxQueueWaitMs ?? MAX_QUEUE_WAIT_MS);
    const release = await admitted.slot;
    clearTimeout(tooLong);
    if (release === null && stop.signal.reason === 'too-long') {
      opts.onRefused?.('waited-too-long', request);
      return busy(reply, BUSY_MESSAGE);
    }
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
