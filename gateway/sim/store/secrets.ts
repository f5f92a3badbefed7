/**
 * Random identifiers and hashing for tokens, tickets and codes (node:crypto only).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random string carrying `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Length of {@link randomToken} output for 32 bytes. */
export const SESSION_TOKEN_LENGTH = 43;

/** Shape of a session token; anything else is rejected before touching the database. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Lower-case hex SHA-256 of a text. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** `length` characters drawn uniformly from `alphabet`. */
export function randomChars(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(randomInt(alphabet.length));
  return out;
}

/** `length` random decimal digits (may start with 0). */
export function randomDigits(length: number): string {
  return randomChars('0123456789', length);
}
