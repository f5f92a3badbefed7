/**
 * The encrypted key token read from the URL query at startup (spec §1 step 1). A partner page or
 * the app's own "open in new window" hand-off logs the user in by linking to `/?key={keyToken}`.
 *
 * Format: `encryptText(JSON.stringify({v: 1, token, exp}))` (contracts/crypto, crypto-js passphrase
 * AES, base64) placed URL-encoded in the query parameter {@link KEY_TOKEN_PARAM}. `token` is the
 * session token; `exp` is the hand-off expiry in epoch ms (a leaked link stops working after it).
 */
import { decryptText, encryptText } from './crypto';

/** The query parameter that carries the key token. */
export const KEY_TOKEN_PARAM = 'key';
/** Format version inside the payload. */
export const KEY_TOKEN_VERSION = 1;
/** Default lifetime of a key token made by {@link encodeKeyToken}. */
export const KEY_TOKEN_TTL_MS = 10 * 60_000;
/** The shape of a session token: 8–256 URL-safe characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{8,256}$/;

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

/** Result of {@link decodeKeyToken}. */
export type KeyTokenResult = { ok: true; token: string } | { ok: false; problem: KeyTokenProblem };

/** Builds a key token for a session token (encrypted, not URL-encoded). */
export function encodeKeyToken(token: string, now: number, ttlMs = KEY_TOKEN_TTL_MS): string {
  if (!TOKEN_SHAPE.test(token)) throw new Error('encodeKeyToken: token must be 8–256 URL-safe characters');
  const payload: KeyTokenPayload = { v: KEY_TOKEN_VERSION, token, exp: now + ttlMs };
  return encryptText(JSON.stringify(payload));
}

/** Decodes and validates a key token (already URL-decoded) at time `now`. */
export function decodeKeyToken(value: string, now: number): KeyTokenResult {
  const plain = decryptText(value);
  if (plain === null) return { ok: false, problem: 'undecryptable' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, problem: 'malformed' };
  const p = parsed as Record<string, unknown>;
  if (p.v !== KEY_TOKEN_VERSION || typeof p.token !== 'string' || !TOKEN_SHAPE.test(p.token)) return { ok: false, problem: 'malformed' };
  if (typeof p.exp !== 'number' || !Number.isFinite(p.exp)) return { ok: false, problem: 'malformed' };
  if (p.exp <= now) return { ok: false, problem: 'expired' };
  return { ok: true, token: p.token };
}

/** The warning shown when a key token is present but invalid (it is then ignored). */
export const KEY_TOKEN_INVALID_MESSAGE = '登录链接无效或已过期，请重新登录';
