/**
 * The simulated provider's signature, like 微信支付 v2: the signed fields sorted by name, joined as
 * `k=v&k=v`, then `&key=<api key>`, HMAC-SHA256 with the key, lower-case hex. Empty values and
 * `sign` itself are left out. Verification is constant-time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed values: strings and integers only (amounts are integers of 分). */
export type SignedFields = Readonly<Record<string, string | number>>;

/** The canonical string of `fields` under `key`. */
export function canonicalString(fields: SignedFields, key: string): string {
  const pairs = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`);
  return `${pairs.join('&')}&key=${key}`;
}

/** The hex HMAC-SHA256 signature of `fields`. */
export function signFields(fields: SignedFields, key: string): string {
  return createHmac('sha256', key).update(canonicalString(fields, key), 'utf8').digest('hex');
}

/** True when `sign` is the signature of `fields` (the other fields) under `key`. */
export function verifyFields(fields: SignedFields, sign: unknown, key: string): boolean {
  if (typeof sign !== 'string' || !/^[0-9a-f]{64}$/.test(sign)) return false;
  return timingSafeEqual(Buffer.from(signFields(fields, key), 'hex'), Buffer.from(sign, 'hex'));
}
