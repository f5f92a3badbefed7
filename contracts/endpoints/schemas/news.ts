/**
 * Query schema of the news endpoints; the sim's readers (gateway/sim/http/params.ts) check each
 * value and name the bad one in Chinese.
 */
import Type, { type Static } from 'typebox';

const Text = Type.String();

/** Query of `news/history`. */
export const NewsHistoryQuery = Type.Object({
  before: Type.Optional(Text),
  after: Type.Optional(Text),
  size: Type.Optional(Text),
  tab: Type.Optional(Text),
  keyword: Type.Optional(Text),
  include: Type.Optional(Text),
  exclude: Type.Optional(Text),
  digests: Type.Optional(Text),
});
export type NewsHistoryQuery = Static<typeof NewsHistoryQuery>;

/** Query of `news/item`. */
export const NewsItemQuery = Type.Object({
  id: Type.Optional(Text),
});
export type NewsItemQuery = Static<typeof NewsItemQuery>;
