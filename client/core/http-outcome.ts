/**
 * Pure classification of an HTTP answer per spec §8, kept apart from the fetch I/O so every rule is
 * unit-tested without a network.
 */
import { CODES, MISSING_RESPONSE_CODE, MISSING_RESPONSE_MESSAGE, classifyCode } from '../../contracts/codes';
import { PREPARING_RETRY_AFTER_S, readPreparing, type PreparingDatas } from '../../contracts/warming';
import { isEnvelope } from '../../contracts/envelope';
import { requestErrorDescription } from '../../contracts/http-status';

/** What the request layer does with an answer. */
export type HttpOutcome =
  /** Success code: resolve with `datas`. */
  | { kind: 'success'; datas: unknown }
  /** 004/033/016: clear the session, warn, go to login. */
  | { kind: 'session-invalid'; code: string; message: string }
  /** -002, any other code, or a missing response (-001): warn with the message and reject. */
  | { kind: 'rejected'; code: string; message: string }
  /** An HTTP error status without a usable envelope: notify 请求错误 with status and url. */
  | { kind: 'http-error'; status: number; description: string }
  /** The upstream is still preparing this data (contracts/warming.ts): show 数据准备中 and retry, no warning. */
  | { kind: 'preparing'; preparing: PreparingDatas };

/** An answer as the request layer saw it. */
export interface HttpAnswer {
  status: number;
  /** Request URL as shown to the user. */
  url: string;
  /** Parsed JSON body, or undefined when empty or not JSON. */
  body: unknown;
}

/**
 * Classifies an answer. An envelope is honoured even on an error status when its code is one the
 * spec handles specifically (session-invalid, -002: e.g. a 429 rate limit carrying -002), so the user
 * sees the server's message; other error statuses get the 请求错误 notification.
 */
export function classifyAnswer(answer: HttpAnswer): HttpOutcome {
  const okStatus = answer.status >= 200 && answer.status < 300;
  const envelope = isEnvelope(answer.body) ? answer.body : null;
  if (!okStatus) {
    const cls = envelope ? classifyCode(envelope.code) : null;
    if (envelope?.code === CODES.PREPARING) return { kind: 'preparing', preparing: readPreparing(envelope.datas) ?? fallbackPreparing() };
    // A full heavy-work queue says why in Chinese: warn with it rather than 请求错误.
    if (envelope && (cls === 'session-invalid' || cls === 'warn' || envelope.code === CODES.BUSY))
      return byCode(envelope.code, envelope.message, envelope.datas);
    return { kind: 'http-error', status: answer.status, description: requestErrorDescription(answer.status, answer.url) };
  }
  if (!envelope) return { kind: 'rejected', code: MISSING_RESPONSE_CODE, message: MISSING_RESPONSE_MESSAGE };
  if (envelope.code === CODES.PREPARING) return { kind: 'preparing', preparing: readPreparing(envelope.datas) ?? fallbackPreparing() };
  return byCode(envelope.code, envelope.message, envelope.datas);
}

function fallbackPreparing(): PreparingDatas {
  return { progress: 0, stage: '', retryAfter: PREPARING_RETRY_AFTER_S };
}

function byCode(code: string, message: string, datas: unknown): HttpOutcome {
  switch (classifyCode(code)) {
    case 'success':
      return { kind: 'success', datas };
    case 'session-invalid':
      return { kind: 'session-invalid', code, message };
    default:
      return { kind: 'rejected', code, message: message || MISSING_RESPONSE_MESSAGE };
  }
}

/** Query values an endpoint may take. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Builds `path?query`: `:name` segments filled from `params`, undefined/null query values left out, arrays joined by commas. */
export function buildUrl(
  path: string,
  query: Readonly<Record<string, QueryValue>> | undefined,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`buildUrl: missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    search.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
