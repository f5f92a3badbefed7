/**
 * The encrypted key token read from the URL query at startup (spec §1 step 1). A partner page or
 * the app's own hand-off logs the user in by linking to `/?key={keyToken}`.
 *
 * Format: `encryptText(JSON.stringify({v: 1, token, exp}))` (contracts/crypto: OpenSSL-format passphrase
 * AES, base64) placed URL-encoded in the query parameter {@link KEY_TOKEN_PARAM}. `token` is the
 * session token; `exp` is the hand-off expiry in epoch ms (a leaked link stops working after it).
 *
 * This module is crypto-free so the client's entry chunk can read the parameter without loading
 * the cipher code; encryption lives in contracts/key-token-codec.ts.
 */

/** The query parameter that carries the key token. */
export const KEY_TOKEN_PARAM = 'key';
/** Format version inside the payload. */
export const KEY_TOKEN_VERSION = 1;
/** Default lifetime of a key token. */
export const KEY_TOKEN_TTL_MS = 10 * 60_000;
/** The shape of a session token: 8–256 URL-safe characters. */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9._~-]{8,256}$/;

/** The decrypted payload. */
export interface KeyTokenPayload {
  /** Format version, {@link KEY_TOKEN_VERSION}. */
  v: number;
  /** The session token. */
  token: string;
  /** Expiry, epoch ms. */
  exp: number;
}

/** Why a key token was rejected. */
export type KeyTokenProblem = 'undecryptable' | 'malformed' | 'expired';

/** Result of decoding a key token. */
export type KeyTokenResult = { ok: true; token: string } | { ok: false; problem: KeyTokenProblem };

/** The warning shown when a key token is present but invalid (it is then ignored). */
export const KEY_TOKEN_INVALID_MESSAGE = '登录链接无效或已过期，请重新登录';

/** The payload for a session token (throws on a malformed token). */
export function keyTokenPayload(token: string, now: number, ttlMs = KEY_TOKEN_TTL_MS): KeyTokenPayload {
  if (!SESSION_TOKEN_SHAPE.test(token)) throw new Error('key token: token must be 8–256 URL-safe characters');
  return { v: KEY_TOKEN_VERSION, token, exp: now + ttlMs };
}

/** Validates a decrypted payload text at time `now`. */
export function parseKeyTokenPayload(plain: string, now: number): KeyTokenResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, problem: 'malformed' };
  const p = parsed as Record<string, unknown>;
  if (p.v !== KEY_TOKEN_VERSION || typeof p.token !== 'string' || !SESSION_TOKEN_SHAPE.test(p.token)) return { ok: false, problem: 'malformed' };
  if (typeof p.exp !== 'number' || !Number.isFinite(p.exp)) return { ok: false, problem: 'malformed' };
  if (p.exp <= now) return { ok: false, problem: 'expired' };
  return { ok: true, token: p.token };
}
