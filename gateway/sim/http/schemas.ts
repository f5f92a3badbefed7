/**
 * JSON-schema fragments shared by the accounts routes, plus the parsers for the comma-separated
 * lists the GET calls carry. Security ids are checked with contracts/market.ts, not a copy of its pattern.
 */
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';
import { isSecurityId, type SecurityId } from '../../../contracts/market';
import { badRequest } from './errors';

/** A database id. */
export const ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** A security id as text (format checked by {@link requireCode}). */
export const CODE = { type: 'string', minLength: 1, maxLength: 20 } as const;

/** Comma-separated ids, e.g. `1,2` (at most 51: every group); empty = none. */
export const ID_LIST_TEXT = { type: 'string', pattern: '^([0-9]{1,15}(,[0-9]{1,15}){0,50})?$' } as const;

/** Comma-separated security ids. */
export const CODE_LIST_TEXT = { type: 'string', minLength: 1, maxLength: WATCHLIST_LIMITS.maxCodesPerCall * 21 } as const;

/** An array of security ids. */
export const CODE_ARRAY = { type: 'array', items: CODE, maxItems: WATCHLIST_LIMITS.maxCodesPerCall } as const;

/** A querystring or body object schema (unknown keys are dropped, as Fastify's Ajv is set to). */
export function object(properties: Record<string, unknown>, required: readonly string[] = []): Record<string, unknown> {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The text as a security id, or 400. */
export function requireCode(text: string): SecurityId {
  const shown = text.slice(0, 20);
  if (!isSecurityId(text)) throw badRequest(`证券代码格式错误：${shown}`);
  return text;
}

/** Several security ids, each checked. */
export function requireCodes(list: readonly string[]): SecurityId[] {
  return list.map(requireCode);
}

/** `600519.SH,000001.SZ` → checked ids. */
export function parseCodeList(text: string): SecurityId[] {
  const codes = text.split(',').map((c) => c.trim());
  if (codes.length > WATCHLIST_LIMITS.maxCodesPerCall) throw badRequest(`一次最多${WATCHLIST_LIMITS.maxCodesPerCall}个证券代码`);
  return requireCodes(codes);
}

/** `1,2` (already pattern-checked) → numbers; undefined → []. */
export function parseIdList(text: string | undefined): number[] {
  if (text === undefined || text === '') return [];
  const ids = text.split(',').map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw badRequest('参数 groupIds 格式错误');
  return ids;
}
