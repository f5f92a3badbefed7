/** Body schemas of the holdings, table-column and figures endpoints (contracts/endpoints/holdings.ts, table-columns.ts, figures.ts). */
import Type, { type Static } from 'typebox';
import { CHOOSABLE_TABLES } from '../../table-columns';
import { WATCHLIST_LIMITS } from '../watchlist-limits';
import { Code, strictObject } from './common';

/**
 * Body of `setHolding`. The schema only types the fields (numbers, a short text); the rules —
 * whole 手, positive, a real date not after today — are contracts/holdings.ts `checkHolding`,
 * whose Chinese message names the field.
 */
export const SetHoldingBody = strictObject({
  code: Code,
  quantity: Type.Number(),
  cost: Type.Number(),
  buyDate: Type.String({ maxLength: 20 }),
});
export type SetHoldingBody = Static<typeof SetHoldingBody>;

/** Body naming one followed security. */
export const HoldingCodeBody = strictObject({ code: Code });
export type HoldingCodeBody = Static<typeof HoldingCodeBody>;

/** Body of `setTableColumns`: which table and its shown columns in order (checked by `columnChoiceProblem`). */
export const SetTableColumnsBody = strictObject({
  table: Type.Enum(CHOOSABLE_TABLES),
  columns: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 100 }),
});
export type SetTableColumnsBody = Static<typeof SetTableColumnsBody>;

/** Body of `figures`: the securities (at most a whole watchlist group). */
export const FiguresBody = strictObject({ codes: Type.Array(Code, { maxItems: WATCHLIST_LIMITS.maxItemsPerGroup }) });
export type FiguresBody = Static<typeof FiguresBody>;
