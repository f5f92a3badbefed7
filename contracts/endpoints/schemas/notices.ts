/**
 * Query schemas of the notice, event, survey and research endpoints (contracts/endpoints/notices.ts,
 * research.ts). Values arrive as strings; the sim's readers check each and name the bad one in Chinese.
 */
import Type, { type Static } from 'typebox';

const Text = Type.String();
const Opt = Type.Optional(Text);

export const NoticeListQuery = Type.Object({ code: Text, category: Opt, keyword: Opt, from: Opt, to: Opt, page: Opt, size: Opt });
export type NoticeListQuery = Static<typeof NoticeListQuery>;
export const NoticeFileQuery = Type.Object({ id: Text });
export type NoticeFileQuery = Static<typeof NoticeFileQuery>;
export const EventQuery = Type.Object({ code: Text, types: Opt });
export type EventQuery = Static<typeof EventQuery>;
export const SurveyDatesQuery = Type.Object({ code: Opt, days: Opt });
export type SurveyDatesQuery = Static<typeof SurveyDatesQuery>;
export const SurveyDataQuery = Type.Object({ date: Opt, code: Opt, page: Opt, size: Opt });
export type SurveyDataQuery = Static<typeof SurveyDataQuery>;

export const ResearchListQuery = Type.Object({ code: Opt, rating: Opt, industry: Opt, org: Opt, from: Opt, to: Opt, page: Opt, size: Opt });
export type ResearchListQuery = Static<typeof ResearchListQuery>;
export const StarAuthorQuery = Type.Object({ sort: Opt, org: Opt, size: Opt });
export type StarAuthorQuery = Static<typeof StarAuthorQuery>;
export const DepthQuery = Type.Object({ code: Text, page: Opt, size: Opt });
export type DepthQuery = Static<typeof DepthQuery>;
export const InstitutionPointQuery = Type.Object({ code: Text });
export type InstitutionPointQuery = Static<typeof InstitutionPointQuery>;
