/**
 * The response envelope every `/api` call answers with (spec §3, §8).
 */
import { CODES, type ResponseCode } from './codes';

/** `{code, message, datas}`: `code` is a string such as `000`; `datas` holds the payload. */
export interface Envelope<T = unknown> {
  /** Response code, see contracts/codes.ts. */
  code: string;
  /** Human-readable message (Chinese); shown to the user on warnings and errors. */
  message: string;
  /** The payload; null on errors. */
  datas: T;
}

/** A success envelope (code `000`). */
export function ok<T>(datas: T, message = '成功'): Envelope<T> {
  return { code: CODES.OK, message, datas };
}

/** An error envelope with null datas. */
export function fail(code: ResponseCode | string, message: string): Envelope<null> {
  return { code, message, datas: null };
}

/** Narrows an unknown parsed JSON value to an envelope (shape only; datas unchecked). */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string' && 'datas' in v;
}
