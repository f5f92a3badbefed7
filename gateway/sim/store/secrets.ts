/**
 * Random identifiers and hashing for tokens, tickets and codes (node:crypto only).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** File of the sim's server secret, next to (never inside) the database. */
export const SECRET_FILE_NAME = 'sim-secret.key';

/**
 * The server secret keying stored one-time codes and signed cookies: read from `dataDir`, created
 * there (mode 0600, 32 random bytes) on first use; a fresh random one for ':memory:' stores. It is
 * kept out of the database so a leaked database alone cannot brute-force the codes in it.
 */
export function loadServerSecret(dataDir: string): Buffer {
  if (dataDir === ':memory:') return randomBytes(32);
  const file = join(dataDir, SECRET_FILE_NAME);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length < 32) throw new Error(`${file}: the server secret must hold at least 32 bytes`);
  return secret;
}

/** Lower-case hex HMAC-SHA-256 of a text under the server secret. */
export function hmacHex(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
