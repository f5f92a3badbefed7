/**
 * The request layer of spec §7–§8. Every `/api` call goes through {@link request}: empty base path,
 * JSON, headers `token`, `zstokv1`, `timeStamp`, `requestFrom: pc` (signed when the API lock is
 * active), `datas` unwrapped, and the code/status handling of §8:
 *
 * - 000/050/014/072 → the Observable emits `datas` and completes;
 * - 004/033/016 → token and user info cleared, warning with the message, off to /login remembering
 *   the path (not when it already contains /login); the Observable errors;
 * - -002 and any other code → warning with the server message; errors;
 * - a 2xx without an envelope → code -001 「系统开小差了」; errors;
 * - an HTTP error status → notification 请求错误 with status text and url; errors;
 * - no response → notification 网络异常; errors;
 * - 503 with code 520 (数据准备中, contracts/warming.ts) → no notification; errors with kind
 *   `preparing` carrying the progress, which loadables show and retry after `retryAfter`.
 *
 * Endpoints declared with `notify: false` (analytics) and calls made with `silent: true` never show anything. Errors are
 * {@link RequestError}s whose `handled` says the user was already told, so callers need not warn again.
 */
import { Observable, firstValueFrom } from 'rxjs';
import { CODES, MISSING_RESPONSE_CODE } from '../../contracts/codes';
import { preparingLabel, type PreparingDatas } from '../../contracts/warming';
import type { BodyOf, Endpoint, QueryOf, ResultOf } from '../../contracts/endpoints/define';
import { NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TITLE, REQUEST_ERROR_TITLE } from '../../contracts/http-status';
import { SIM_HEADER } from '../../contracts/constants';
import { buildUrl, classifyAnswer, type QueryValue } from '../core/http-outcome';
import { notify, warn } from '../core/notifications';
import { persisted } from '../core/persisted';
import { markSimulated } from '../core/simulated';

/** Why a request failed. */
export type RequestErrorKind = 'code' | 'session' | 'http' | 'network' | 'preparing';

/** The error a failed request's Observable carries. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    /** Envelope code (`-001` for a missing response, `''` for HTTP/network failures). */
    readonly code: string,
    message: string,
    readonly kind: RequestErrorKind,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    /** True when the user was already warned or notified. */
    readonly handled: boolean,
    /** With kind `preparing`: how far the upstream is and when to ask again. */
    readonly preparing: PreparingDatas | null = null,
  ) {
    super(message);
  }

  /**
   * Worth asking again: no answer (network), an HTTP 5xx (e.g. the gateway's 504 when it gave up on
   * the upstream, reported with kind 'http' and an empty code) or a 5xx envelope code. A 4xx or a
   * business code (400, 403, …) names the request itself and stands.
   */
  get transient(): boolean {
    return this.kind === 'network' || (this.status !== null && this.status >= 500) || this.code.startsWith('5');
  }
}

/** Options of one call. */
export interface RequestOptions<E> {
  /** Query parameters (undefined/null left out, arrays joined by commas). */
  query?: QueryOf<E>;
  /** JSON body (POST). */
  body?: BodyOf<E>;
  /** Values for `:name` segments of the path. */
  params?: Readonly<Record<string, string | number>>;
  /** Show nothing on failure (checks whose failure is ignored, e.g. the region flag at startup). */
  silent?: boolean;
}

/** The I/O and effects the request layer uses (unit tests pass fakes). */
export interface HttpDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  token: () => string | null;
  apiLock: () => string | null;
  /** The signing headers for a lock token (contracts/signing signingHeaders; may load lazily). */
  sign: (lockToken: string, now: number) => Promise<{ timeStamp: string; zstokv1: string }>;
  warn: (message: string) => void;
  notify: (options: { title: string; description: string }) => void;
  sessionInvalidated: (message: string) => void;
  simulated: () => void;
}

/** A request client. */
export interface HttpClient {
  /** A cold Observable of the call's `datas`; unsubscribing aborts the fetch. */
  request<E extends Endpoint<unknown, unknown, unknown>>(endpoint: E, options?: RequestOptions<E>): Observable<ResultOf<E>>;
  /** The same as a Promise. */
  requestOnce<E extends Endpoint<unknown, unknown, unknown>>(endpoint: E, options?: RequestOptions<E>): Promise<ResultOf<E>>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Creates a request client over the given effects. */
export function createHttpClient(deps: HttpDeps): HttpClient {
  async function headersFor(hasBody: boolean): Promise<Record<string, string>> {
    const lock = deps.apiLock();
    // Spec §7: signed when the API lock is active, else both headers empty.
    const { timeStamp, zstokv1 } = lock ? await deps.sign(lock, deps.now()) : { timeStamp: '', zstokv1: '' };
    const headers: Record<string, string> = {
      Accept: 'application/json',
      token: deps.token() ?? '',
      zstokv1,
      timeStamp,
      requestFrom: 'pc',
    };
    if (hasBody) headers['Content-Type'] = 'application/json';
    return headers;
  }

  function request<E extends Endpoint<unknown, unknown, unknown>>(endpoint: E, options: RequestOptions<E> = {}): Observable<ResultOf<E>> {
    return new Observable<ResultOf<E>>((subscriber) => {
      const controller = new AbortController();
      const tell = endpoint.notify && !options.silent;
      const url = buildUrl(endpoint.path, options.query as unknown as Record<string, QueryValue> | undefined, options.params);
      const hasBody = endpoint.method === 'POST' && options.body !== undefined;
      const init: RequestInit = {
        method: endpoint.method,
        signal: controller.signal,
        credentials: 'same-origin',
      };
      if (hasBody) init.body = JSON.stringify(options.body);

      // The body is read inside the chain, so an abort (or a failure) while reading it reaches the
      // rejection handler below instead of escaping as an unhandled rejection.
      headersFor(hasBody)
        .then((headers) => deps.fetch(url, { ...init, headers }))
        .then(async (response) => ({ response, body: await readJson(response) }))
        .then(
          ({ response, body }) => {
            if (response.headers.get(SIM_HEADER) === '1') deps.simulated();
            if (controller.signal.aborted) return;
            const outcome = classifyAnswer({ status: response.status, url, body });
            switch (outcome.kind) {
              case 'success':
                subscriber.next(outcome.datas as ResultOf<E>);
                subscriber.complete();
                return;
              case 'session-invalid':
                if (tell) deps.sessionInvalidated(outcome.message);
                subscriber.error(new RequestError(outcome.code, outcome.message, 'session', response.status, tell));
                return;
              case 'rejected':
                if (tell) deps.warn(outcome.message);
                subscriber.error(new RequestError(outcome.code, outcome.message, 'code', response.status, tell));
                return;
              case 'preparing':
                // Not a failure to warn about: loadables show 数据准备中 with the progress and retry (core/loadable.ts).
                subscriber.error(new RequestError(CODES.PREPARING, preparingLabel(outcome.preparing), 'preparing', response.status, false, outcome.preparing));
                return;
              case 'http-error':
                if (tell) deps.notify({ title: REQUEST_ERROR_TITLE, description: outcome.description });
                subscriber.error(new RequestError('', outcome.description, 'http', outcome.status, tell));
                return;
            }
          },
          (err: unknown) => {
            if (controller.signal.aborted) return;
            if (tell) deps.notify({ title: NETWORK_ERROR_TITLE, description: NETWORK_ERROR_MESSAGE });
            const detail = err instanceof Error ? err.message : String(err);
            subscriber.error(new RequestError(MISSING_RESPONSE_CODE, `${NETWORK_ERROR_MESSAGE} (${detail})`, 'network', null, tell));
          },
        );
      return () => controller.abort();
    });
  }

  return {
    request,
    requestOnce: (endpoint, options) => firstValueFrom(request(endpoint, options)),
  };
}

/** What the browser's request client needs from the session, handed in by the app (services know no state). */
export interface SessionPort {
  /** The session token now, or null when signed out. */
  token(): string | null;
  /** The server ended the session (004/033/016): clear it, warn, go to login. */
  sessionInvalidated(message: string): void;
}

/** Until the app connects the session: no token, and nothing to clear. */
let session: SessionPort = { token: () => null, sessionInvalidated: warn };

/** Connects the browser's request client to the session store (the app does it once, before the first request). */
export function connectSession(port: SessionPort): void {
  session = port;
}

/** The signing code (AES + HMAC): loaded with the first signed request, or earlier by {@link prepareSigning}; kept out of the entry chunk. */
const loadSigning = () => import('../../contracts/signing');

/** Starts loading the signing code now, so the first signed call (right after the API lock) does not wait for it. */
export function prepareSigning(): void {
  loadSigning().catch(() => undefined);
}

const browserClient = createHttpClient({
  fetch: (url, init) => fetch(url, init),
  now: () => Date.now(),
  token: () => session.token(),
  apiLock: () => persisted.get('apiLock'),
  sign: (lock, now) => loadSigning().then((m) => m.signingHeaders(lock, now)),
  warn,
  notify,
  sessionInvalidated: (message) => session.sessionInvalidated(message),
  simulated: markSimulated,
});

/** Calls an endpoint of contracts/endpoints.ts: a cold Observable of its `datas` (see the module doc). */
export const request: HttpClient['request'] = browserClient.request;
/** Calls an endpoint and resolves with its `datas` (see the module doc). */
export const requestOnce: HttpClient['requestOnce'] = browserClient.requestOnce;
