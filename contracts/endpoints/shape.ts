/**
 * Shape-checking primitives of the boundary parsers (market-data-parse.ts, details-parse.ts): each
 * returns the typed value or throws a {@link ShapeError} naming the path of the first bad field.
 * Quote-like numbers of rows may be `null` on the wire (not traded yet, suspended) and parse to
 * `NaN` ({@link liveNum}), which every formatter of contracts/format.ts shows as `--`.
 */
import { CAPITAL_OR_INDEX, SUFFIXES, isSecurityId, type CapitalOrIndex, type Suffix } from '../market';
import { parseQuote, type Quote } from '../ws-protocol';

/** A payload that does not have the contract's shape. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(
    /** Where, e.g. `datas.bars[3].h`. */
    readonly path: string,
    /** What was expected there. */
    readonly expected: string,
  ) {
    super(`${path} must be ${expected}`);
  }
}

/** A JSON object. */
export type Obj = Record<string, unknown>;

/** Parses one field (see the module comment). */
export function object(value: unknown, path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(path, 'an object');
  return value as Obj;
}

/** Parses one field (see the module comment). */
export function array<T>(value: unknown, path: string, item: (v: unknown, p: string) => T): T[] {
  if (!Array.isArray(value)) throw new ShapeError(path, 'an array');
  return value.map((v, i) => item(v, `${path}[${i}]`));
}

/** Parses one field (see the module comment). */
export function num(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ShapeError(path, 'a finite number');
  return value;
}

/** A number that may be null on the wire (not traded yet, suspended): null → NaN. */
export function liveNum(value: unknown, path: string): number {
  return value === null || value === undefined ? Number.NaN : num(value, path);
}

/** Parses one field (see the module comment). */
export function nullableNum(value: unknown, path: string): number | null {
  return value === null || value === undefined ? null : num(value, path);
}

/**
 * Parses the fields `keys` of `v` with the same field parser, each at `${path}.${key}`, in order
 * (so the first bad one is reported). Spread it into the parsed object where the fields stand.
 */
export function fields<K extends string, T>(v: Obj, path: string, keys: readonly K[], parse: (value: unknown, path: string) => T): Record<K, T> {
  const out = {} as Record<K, T>;
  for (const key of keys) out[key] = parse(v[key], `${path}.${key}`);
  return out;
}

/** Parses one field (see the module comment). */
export function str(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ShapeError(path, 'a string');
  return value;
}

/** Parses one field (see the module comment). */
export function oneOf<T extends string>(values: readonly T[], value: unknown, path: string): T {
  if (!(values as readonly unknown[]).includes(value)) throw new ShapeError(path, `one of ${values.join(', ')}`);
  return value as T;
}

/** Parses one field (see the module comment). */
export function id(value: unknown, path: string): string {
  if (!isSecurityId(value)) throw new ShapeError(path, 'a security id {code}.{SUFFIX}');
  return value;
}

/** Parses one field (see the module comment). */
export function kind(value: unknown, path: string): CapitalOrIndex {
  return oneOf(CAPITAL_OR_INDEX, value, path);
}

/** Parses one field (see the module comment). */
export function suffix(value: unknown, path: string): Suffix {
  return oneOf(SUFFIXES, value, path);
}

/** Parses one field (see the module comment). */
export function quote(value: unknown, path: string): Quote {
  const q = parseQuote(value);
  if (typeof q === 'string') throw new ShapeError(path, `a quote (${q})`);
  return q;
}

/** Trading statuses of a row. */
export const STATUSES = ['trading', 'auction', 'break', 'closed', 'suspended'] as const;
