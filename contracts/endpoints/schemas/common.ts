/**
 * TypeBox fragments shared by the endpoint schemas. Schemas are runtime values: the sim validates
 * requests with them and `scripts/openapi.ts` documents them; the client imports these files only
 * with `import type` (the types derived with `Static<>`), so no schema code reaches its bundle.
 */
import Type, { type TProperties } from 'typebox';

/** A database id. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** A security id as text, e.g. `600519.SH` (the format is checked by the handler, with a message naming the code). */
export const Code = Type.String({ minLength: 1, maxLength: 20 });

/** Comma-separated ids, e.g. `1,2` (at most 51: every group); empty = none. */
export const IdListText = Type.String({ pattern: '^([0-9]{1,15}(,[0-9]{1,15}){0,50})?$' });

/** A query or body object: unknown keys are dropped (Fastify's Ajv removes them), required = the non-optional keys. */
export function strictObject<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/** No query / no body. */
export const NoParams = strictObject({});
