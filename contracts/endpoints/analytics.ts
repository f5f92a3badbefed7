/**
 * Analytics endpoint (spec §7 "Analytics"): `POST /api/v2/up/save2` with body `{json}`, where `json`
 * is {@link encryptText} of a JSON array of `{name, value}` pairs. Signed-in users only; exempt from
 * error notifications. Always included: appVersion, container (`pc`), env (`pro`) and event_name;
 * event_ext1..n carry the page name, its pointer parameters and the source page.
 *
 * {@link encodeAnalyticsPayload} (client) and {@link parseAnalyticsPayload} (server) are the two
 * halves of the format, kept together so they cannot drift.
 */
import { decryptText, encryptText } from '../crypto';
import { endpoint, type None } from './define';
import type { Static } from 'typebox';
import type { analyticsBody } from './schemas/accounts';

/** Body of `save2`: the encrypted payload. */
export type AnalyticsBody = Static<ReturnType<typeof analyticsBody>>;

/** One name/value pair. */
export interface AnalyticsPair {
  name: string;
  value: string;
}

/** Names every payload carries. */
export const REQUIRED_ANALYTICS_NAMES = ['appVersion', 'container', 'env', 'event_name'] as const;

/** Format limits of a payload. */
export const ANALYTICS_LIMITS = {
  /** Encrypted text length. */
  maxCipherLength: 16_384,
  maxPairs: 40,
  /** Pair names: a letter then letters, digits or `_`, at most 64 characters. */
  namePattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/,
  maxValueLength: 1_000,
} as const;

/** Encrypts pairs into the `json` field of {@link AnalyticsBody}. */
export function encodeAnalyticsPayload(pairs: readonly AnalyticsPair[]): string {
  return encryptText(JSON.stringify(pairs));
}

/** A parsed payload, or why it was rejected. */
export type AnalyticsParse = { ok: true; pairs: AnalyticsPair[]; eventName: string } | { ok: false; reason: string };

function reject(reason: string): AnalyticsParse {
  return { ok: false, reason };
}

/**
 * Decrypts and validates a payload: an array of 1–{@link ANALYTICS_LIMITS.maxPairs} objects with a
 * well-formed unique `name` and a string (or finite number, kept as its text) `value`, including
 * every {@link REQUIRED_ANALYTICS_NAMES} entry.
 */
export function parseAnalyticsPayload(cipher: unknown): AnalyticsParse {
  if (typeof cipher !== 'string' || cipher.length === 0) return reject('json must be a non-empty string');
  if (cipher.length > ANALYTICS_LIMITS.maxCipherLength) return reject('json is too long');
  const plain = decryptText(cipher);
  if (plain === null) return reject('json cannot be decrypted');
  let value: unknown;
  try {
    value = JSON.parse(plain);
  } catch {
    return reject('decrypted text is not JSON');
  }
  if (!Array.isArray(value) || value.length === 0) return reject('payload must be a non-empty array');
  if (value.length > ANALYTICS_LIMITS.maxPairs) return reject('too many pairs');
  const pairs: AnalyticsPair[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return reject('each pair must be an object');
    const { name, value: v } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !ANALYTICS_LIMITS.namePattern.test(name)) return reject('bad pair name');
    if (seen.has(name)) return reject(`duplicate pair name ${name}`);
    seen.add(name);
    let text: string;
    if (typeof v === 'string') text = v;
    else if (typeof v === 'number' && Number.isFinite(v)) text = String(v);
    else return reject(`value of ${name} must be a string`);
    if (text.length > ANALYTICS_LIMITS.maxValueLength) return reject(`value of ${name} is too long`);
    pairs.push({ name, value: text });
  }
  for (const required of REQUIRED_ANALYTICS_NAMES) if (!seen.has(required)) return reject(`missing ${required}`);
  const eventName = pairs.find((p) => p.name === 'event_name')!.value;
  return { ok: true, pairs, eventName };
}

/** Analytics endpoints (exempt from error notifications). */
export const analyticsEndpoints = {
  save2: endpoint<None, AnalyticsBody, null>('POST', '/api/v2/up/save2', 'required', false),
} as const;
