/**
 * Query schemas of the industry endpoints (contracts/endpoints/industry.ts); the sim's readers
 * check each value and name the bad one in Chinese.
 */
import Type, { type Static } from 'typebox';

/** Query of the board list. */
export const IndustryListQuery = Type.Object({ type: Type.Optional(Type.String()), q: Type.Optional(Type.String()) });
export type IndustryListQuery = Static<typeof IndustryListQuery>;

/** Query of 行业分析. */
export const IndustryAnalysisQuery = Type.Object({ code: Type.Optional(Type.String()), range: Type.Optional(Type.String()) });
export type IndustryAnalysisQuery = Static<typeof IndustryAnalysisQuery>;

/** Query of `spotKList`. */
export const SpotKListQuery = Type.Object({ code: Type.Optional(Type.String()), count: Type.Optional(Type.String()) });
export type SpotKListQuery = Static<typeof SpotKListQuery>;
