/**
 * URL query state of the data pages (so a page can be shared): read a parameter with a
 * fallback and a whitelist, and write changes back with `replace` (a tab switch is not a new
 * history step). Codes are read by the one code reader (contracts/security-code.ts): `600519`,
 * `600519.SH`, `sh600519` and `SH600519` all name 贵州茅台.
 */
import type { SecurityId } from '../../../contracts/market';
import { readSecurityCode, securityIdFromInput } from '../../../contracts/security-code';

/** The value of `name` if it is one of `allowed`, else `fallback`. */
export function pickParam<T extends string>(search: string, name: string, allowed: readonly T[], fallback: T): T {
  const v = new URLSearchParams(search).get(name);
  return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** Why the `code` parameter names no security (null when it does, or is absent): shown on the page. */
export function codeProblem(search: string, name = 'code'): string | null {
  const value = new URLSearchParams(search).get(name);
  if (value === null || value.trim() === '') return null;
  const reading = readSecurityCode(value);
  return reading.ok ? null : reading.reason;
}

/** The `code` parameter as an id, or null. */
export function codeParam(search: string, name = 'code'): SecurityId | null {
  return securityIdFromInput(new URLSearchParams(search).get(name));
}

/** Distinct ids of a comma-separated parameter (invalid ones dropped), at most `max`. */
export function codesParam(search: string, name = 'codes', max = 6): SecurityId[] {
  const raw = new URLSearchParams(search).get(name) ?? '';
  const out: SecurityId[] = [];
  for (const part of raw.split(',')) {
    const id = securityIdFromInput(part);
    if (id && !out.includes(id) && out.length < max) out.push(id);
  }
  return out;
}

/** The search string with `patch` applied (null or '' removes a key); keeps the other keys' order. */
export function patchSearch(search: string, patch: Readonly<Record<string, string | null>>): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') q.delete(k);
    else q.set(k, v);
  }
  const s = q.toString().replace(/%2C/gi, ',');
  return s ? `?${s}` : '';
}
