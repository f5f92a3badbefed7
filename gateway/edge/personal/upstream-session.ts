/**
 * Checks a session token with the upstream: `GET /api/v2/user/userinfo` with the token header,
 * as the browser's own calls do. The envelope's code OK (000) with a `uid` is a valid session;
 * a refusal (401, an expired token, an upstream without uids) binds no one. An upstream that cannot
 * answer (5xx, 429, a timeout) throws instead: that is no verdict on the token, and the socket is
 * told to try again (personal-channel.ts).
 */
import { CODES } from '../../../contracts/codes';
import { userEndpoints } from '../../../contracts/endpoints/user';
import type { TokenResolver } from './personal-channel';

/** A resolver against the upstream at `baseUrl`, each check bounded by `timeoutMs`. */
export function upstreamTokenResolver(baseUrl: string, timeoutMs: number): TokenResolver {
  const url = new URL(userEndpoints.userinfo.path, baseUrl).toString();
  return async (token) => {
    const res = await fetch(url, { headers: { token, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status >= 500 || res.status === 429) throw new Error(`userinfo answered ${res.status}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: unknown; datas?: { uid?: unknown } | null };
    const uid = body?.datas?.uid;
    return body?.code === CODES.OK && Number.isSafeInteger(uid) && (uid as number) > 0 ? (uid as number) : null;
  };
}
