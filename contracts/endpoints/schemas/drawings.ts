/**
 * Query and body schemas of the drawings endpoints (contracts/endpoints/drawings.ts). The schema
 * describes the shape for Fastify and the OpenAPI document and caps absurd input; the handler then
 * runs contracts/drawings.ts `parseDrawingList`, whose Chinese messages name the field (finite
 * numbers, anchors per kind, text only on 文字, unique ids, the per-code limit).
 */
import Type, { type Static } from 'typebox';
import { DRAWING_COLORS, DRAWING_KINDS, DRAWING_LIMITS, type Drawing } from '../../drawings';
import { Code, strictObject } from './common';

/** One anchor: bar time (epoch ms) and the 不复权 price. */
const DrawingAnchorSchema = strictObject({ t: Type.Number(), p: Type.Number() });

/** One drawing. */
export const DrawingSchema = strictObject({
  id: Type.String({ minLength: 1, maxLength: DRAWING_LIMITS.maxIdLength }),
  kind: Type.Enum(DRAWING_KINDS),
  points: Type.Array(DrawingAnchorSchema, { minItems: 1, maxItems: 3 }),
  color: Type.Enum(DRAWING_COLORS),
  text: Type.Optional(Type.String({ maxLength: DRAWING_LIMITS.maxTextLength * 4 })),
});

// The schema and contracts/drawings.ts describe one shape: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<Static<typeof DrawingSchema>, Drawing> = true;
void sameShape;

/** Query naming the security whose drawings are read. */
export const DrawingsQuery = strictObject({ code: Code });
export type DrawingsQuery = Static<typeof DrawingsQuery>;

/** Body of `save`: every drawing of the code, replacing what was stored (an empty list clears them). */
export const DrawingsSaveBody = strictObject({
  code: Code,
  // The limit itself is checked by the handler with a clearer message; this only caps absurd input.
  drawings: Type.Array(DrawingSchema, { maxItems: DRAWING_LIMITS.maxPerCode * 5 }),
});
export type DrawingsSaveBody = Static<typeof DrawingsSaveBody>;
