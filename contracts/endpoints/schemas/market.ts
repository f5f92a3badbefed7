/**
 * Query and body schemas of the market endpoints (details, market data, search). Their parameters
 * are read by the sim's readers (gateway/sim/http/params.ts), which answer a missing or bad one
 * with a Chinese message naming it; the schemas document them and let unknown keys through, as the
 * datasets' own parameters ride in the same query string.
 */
import Type, { type Static } from 'typebox';
import { strictObject } from './common';

/** Any text parameter (readers check it). */
const Text = Type.String();

/** Query naming one security by code, e.g. `600519` or `600519.SH`. */
export const SecurityQuery = Type.Object({ code: Type.Optional(Text) });
export type SecurityQuery = Static<typeof SecurityQuery>;

/** Query of `getByconfig`: the dataset `name` plus the dataset's params flattened into the query string. */
export const GetByConfigQuery = Type.Object({ name: Type.Optional(Text) }, { additionalProperties: Type.String() });
export type GetByConfigQuery = Static<typeof GetByConfigQuery>;

/** Body of `getByJson`: the dataset name and its params object. */
export const GetByJsonBody = strictObject({ name: Type.String({ maxLength: 40 }), params: Type.Optional(Type.Object({})) });
export type GetByJsonBody = Static<typeof GetByJsonBody>;

/** Query of `details/catalog`. */
export const CatalogQuery = Type.Object({ client: Type.Optional(Text) });
export type CatalogQuery = Static<typeof CatalogQuery>;

/** Body of `details/setCatalog`: the modules of the detail page in order, each shown or hidden. */
export function setCatalogBody(maxEntries: number) {
  return strictObject({
    client: Type.Enum(['pcv2'] as const),
    entries: Type.Array(strictObject({ key: Type.String({ minLength: 1, maxLength: 40 }), visible: Type.Boolean() }), { maxItems: maxEntries }),
  });
}

/** Query of `search/all`: the text, the kind of hits, and a timestamp echoed back. */
export const SearchQuery = Type.Object({ text: Type.Optional(Text), types: Type.Optional(Text), timestamp: Type.Optional(Text) });
export type SearchQuery = Static<typeof SearchQuery>;

/** Query of `hotCapCodes`: how many (1–50, default 10). */
export const HotCodesQuery = Type.Object({ size: Type.Optional(Text) });
export type HotCodesQuery = Static<typeof HotCodesQuery>;
