/**
 * Request-lock signing (spec §7, §9). One function signs (client) and verifies (sim).
 *
 * The lock token from `GET /api/v2/system/apiOuth` is 80 characters: ten 8-character slices.
 * For a request at timestamp `ts` (ms, as a decimal string), the slice at index `ts % 10` (the
 * timestamp's last digit) is encrypted with AES-ECB/PKCS7 under {@link SIGNING_AES_KEY}; the
 * signature is `HMAC-SHA256(key = encryptedSlice (base64), message = ts)` in lower-case hex.
 * Headers: `timeStamp: ts`, `zstokv1: signature`. When the lock is off both are empty strings.
 */
import { ecb } from '@noble/ciphers/aes.js';
import { bytesToHex, utf8ToBytes } from '@noble/ciphers/utils.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64 } from './base64';

/** Length of the lock token: ten slices of eight. */
export const LOCK_TOKEN_LENGTH = 80;
/** Length of one slice. */
export const LOCK_SLICE_LENGTH = 8;
/** Fixed AES-128 key (16 chars) used to encrypt the slice; public by design — the secret is the per-session lock token. */
export const SIGNING_AES_KEY = 'zhigu-lock-k3y16';
/** Largest clock skew the verifier accepts (±5 minutes). */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

/** The 8-character slice of the token picked by the timestamp's last digit. */
export function lockSlice(lockToken: string, timestamp: string): string {
  const digit = Number(timestamp.charAt(timestamp.length - 1));
  const i = Number.isInteger(digit) ? digit : 0;
  return lockToken.slice(i * LOCK_SLICE_LENGTH, (i + 1) * LOCK_SLICE_LENGTH);
}

/** AES-ECB encryption of the slice, base64. */
export function encryptSlice(slice: string): string {
  return bytesToBase64(ecb(utf8ToBytes(SIGNING_AES_KEY)).encrypt(utf8ToBytes(slice)));
}

/** The signature for a timestamp under a lock token. */
export function signRequest(lockToken: string, timestamp: string): string {
  const encrypted = encryptSlice(lockSlice(lockToken, timestamp));
  // The HMAC key is the base64 text itself (its UTF-8 bytes), as the deployed clients compute it.
  return bytesToHex(hmac(sha256, utf8ToBytes(encrypted), utf8ToBytes(timestamp)));
}

/** Why a signature was rejected, or null when it is good. */
export type SignatureProblem = 'missing' | 'malformed-timestamp' | 'stale' | 'mismatch' | null;

/** Verifies a request's `timeStamp`/`zstokv1` pair against the lock token at server time `now`. */
export function verifyRequest(lockToken: string, timestamp: string | undefined, signature: string | undefined, now: number): SignatureProblem {
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{10,16}$/.test(timestamp)) return 'malformed-timestamp';
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return 'stale';
  const expected = signRequest(lockToken, timestamp);
  // Constant-length comparison; both are 64 hex chars when well-formed.
  if (expected.length !== signature.length) return 'mismatch';
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0 ? null : 'mismatch';
}

/** The signing headers for a request: signed when a lock token is active, else both empty (spec §7). */
export function signingHeaders(lockToken: string | null, now: number): { timeStamp: string; zstokv1: string } {
  if (!lockToken) return { timeStamp: '', zstokv1: '' };
  const timeStamp = String(now);
  return { timeStamp, zstokv1: signRequest(lockToken, timeStamp) };
}
