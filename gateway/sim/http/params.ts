/**
 * Parameter readers for the market routes. Query strings and JSON bodies both arrive here as
 * loose records; each reader checks one parameter and throws a 400 whose Chinese message names
 * it, or a 404 for a well-formed code the universe does not know. Nothing here trusts its input.
 */
import { isIndexKind, isSecurityId } from '../../../contracts/market';
import { badRequest, notFound } from './errors';
import type { Universe, UniverseEntry } from '../market/index';

/** Loose params: a query string or a JSON object. */
export type RawParams = Readonly<Record<string, unknown>>;

/** The message of an unknown security. */
export const UNKNOWN_SECURITY = '未找到证券';

/** At most this many characters of a bad value are echoed back in a message. */
const ECHO_CHARS = 20;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.slice(0, ECHO_CHARS);
}

/** A present value (undefined and '' count as absent). */
function present(params: RawParams, name: string): unknown {
  const v = params[name];
  return v === '' ? undefined : v;
}

/** A required string parameter of at most `maxLength` characters. */
export function readString(params: RawParams, name: string, maxLength: number): string {
  const v = present(params, name);
  if (v === undefined || v === null) throw badRequest(`缺少参数 ${name}`);
  if (typeof v !== 'string') throw badRequest(`参数 ${name} 必须是字符串`);
  if (v.length > maxLength) throw badRequest(`参数 ${name} 最多${maxLength}个字符`);
  return v;
}

/** An optional integer in [min, max] (digits in a string or a JSON number), else `fallback`. */
export function readInt(params: RawParams, name: string, min: number, max: number, fallback: number): number {
  const v = present(params, name);
  if (v === undefined) return fallback;
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim())) n = Number(v.trim());
  else throw badRequest(`参数 ${name} 必须是整数`);
  if (!Number.isSafeInteger(n)) throw badRequest(`参数 ${name} 必须是整数`);
  if (n < min || n > max) throw badRequest(`参数 ${name} 超出范围（${min}–${max}）`);
  return n;
}

/** An optional value of a fixed list, else `fallback` (undefined fallback = required). */
export function readEnum<T extends string>(params: RawParams, name: string, values: readonly T[], fallback?: T): T {
  const v = present(params, name);
  if (v === undefined) {
    if (fallback === undefined) throw badRequest(`缺少参数 ${name}`);
    return fallback;
  }
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
    throw badRequest(`参数 ${name} 取值无效：${shown(v)}（可选：${values.join('、')}）`);
  }
  return v as T;
}

/** Which kind a bare 6-digit code should resolve to when both a stock and an index carry it. */
export type CodePreference = 'stock' | 'index';

const BARE_A_SHARE = /^\d{6}$/;
const A_SHARE_SUFFIXES = ['SH', 'SZ', 'BJ'] as const;

/**
 * The security named by `text`: a wire id (`600519.SH`, suffix in any case) or a bare A-share
 * code (`600519`; `000001` is 平安银行 for 'stock', 上证指数 for 'index'). 400 when malformed, 404 when unknown.
 */
export function resolveSecurity(universe: Universe, text: string, prefer: CodePreference = 'stock'): UniverseEntry {
  const raw = text.trim();
  const upper = raw.toUpperCase();
  if (isSecurityId(upper)) {
    const entry = universe.byId.get(upper);
    if (!entry) throw notFound(`${UNKNOWN_SECURITY}：${shown(raw)}`);
    return entry;
  }
  if (!BARE_A_SHARE.test(raw)) throw badRequest(`参数 code 格式错误：${shown(raw)}`);
  const candidates = A_SHARE_SUFFIXES.map((s) => universe.byId.get(`${raw}.${s}`)).filter((e): e is UniverseEntry => e !== undefined);
  const wanted = (e: UniverseEntry) => (prefer === 'index' ? isIndexKind(e.kind) : e.kind === 'capital');
  const entry = candidates.find(wanted) ?? candidates[0];
  if (!entry) throw notFound(`${UNKNOWN_SECURITY}：${shown(raw)}`);
  return entry;
}

/** Reads and resolves the `code` parameter. */
export function readSecurity(universe: Universe, params: RawParams, prefer: CodePreference = 'stock'): UniverseEntry {
  return resolveSecurity(universe, readString(params, 'code', 20), prefer);
}
