/**
 * Query schemas of the ownership endpoints (getFundHolderDetails, holderNumDetails, instholdpct,
 * instPositionList). Every field is an optional string here; the sim's readers (gateway/sim/http/params.ts)
 * check each value and name the bad one in Chinese (`参数 period 取值无效…`).
 */
import Type, { type Static } from 'typebox';

const Text = Type.String();

/** Query of `getFundHolderDetails`. */
export const FundHolderQuery = Type.Object({ code: Type.Optional(Text), period: Type.Optional(Text) });
export type FundHolderQuery = Static<typeof FundHolderQuery>;

/** Query of `holderNumDetails`. */
export const HolderNumQuery = Type.Object({ code: Type.Optional(Text) });
export type HolderNumQuery = Static<typeof HolderNumQuery>;

/** Query of `instholdpct`. */
export const InstHoldQuery = Type.Object({ code: Type.Optional(Text), period: Type.Optional(Text), type: Type.Optional(Text) });
export type InstHoldQuery = Static<typeof InstHoldQuery>;

/** Query of `instPositionList`. */
export const InstPositionQuery = Type.Object({
  type: Type.Optional(Text),
  period: Type.Optional(Text),
  change: Type.Optional(Text),
  sort: Type.Optional(Text),
  order: Type.Optional(Text),
  page: Type.Optional(Type.Union([Text, Type.Number()])),
  pageSize: Type.Optional(Type.Union([Text, Type.Number()])),
});
export type InstPositionQuery = Static<typeof InstPositionQuery>;
