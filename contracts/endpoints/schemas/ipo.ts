/**
 * Query and body schemas of the 新股中心 endpoints (contracts/endpoints/ipo.ts). Values are read as
 * strings and checked by the sim's readers, which name the bad field in Chinese.
 */
import Type, { type Static } from 'typebox';

/** Query of `capitalIpos`. */
export const CapitalIposQuery = Type.Object({
  tab: Type.Optional(Type.String()),
  date: Type.Optional(Type.String()),
});
export type CapitalIposQuery = Static<typeof CapitalIposQuery>;

/** Body of the 打新日历 add/remove calls. */
export const IpoCalendarBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });
export type IpoCalendarBody = Static<typeof IpoCalendarBody>;
