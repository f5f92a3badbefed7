/**
 * Encryption of the URL key token (format in contracts/key-token.ts).
 */
import { decryptText, encryptText } from './crypto';
import { keyTokenPayload, parseKeyTokenPayload, KEY_TOKEN_TTL_MS, type KeyTokenResult } from './key-token';

/** Builds a key token for a session token (encrypted, not URL-encoded). */
export function encodeKeyToken(token: string, now: number, ttlMs = KEY_TOKEN_TTL_MS): string {
  return encryptText(JSON.stringify(keyTokenPayload(token, now, ttlMs)));
}

/** Decodes and validates a key token (already URL-decoded) at time `now`. */
export function decodeKeyToken(value: string, now: number): KeyTokenResult {
  const plain = decryptText(value);
  if (plain === null) return { ok: false, problem: 'undecryptable' };
  return parseKeyTokenPayload(plain, now);
}
