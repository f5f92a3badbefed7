/**
 * The one entitlement table (issue 33): every member-only dataset, the feature that opens it
 * (contracts/membership.ts) and the documented preview a non-member (anonymous or signed in
 * without membership) gets instead. The sim enforces every row in one place
 * (gateway/sim/payments/dataset-gates.ts) before the route runs, and trims the answer after it;
 * the walk test (test/gateway/sim/payments/member-datasets.test.ts) calls each row as anonymous,
 * free and member. A new member-only dataset adds its row here.
 *
 * Preview kinds:
 * - `refuse`: nothing (code 403, the client shows its member gate);
 * - `range`: only the listed values of a range parameter (its default counts as `fallback`);
 * - `periods`: the latest `max` periods (`count` capped by the gate, or trimmed by the route);
 * - `records`: the first page of at most `max` records, with the `strip`ped fields emptied;
 * - `freeItems`: the route decides per item (VIP courses: the first lesson of a series is free).
 */
import { coursesEndpoints } from './endpoints/courses';
import type { Endpoint } from './endpoints/define';
import { fundamentalsEndpoints } from './endpoints/fundamentals';
import { noticeListEndpoints } from './endpoints/notices';
import { FREE_LIMITS, type MemberFeature } from './membership';

/** What a non-member gets of a member-only dataset. */
export type DatasetPreview =
  | { kind: 'refuse' }
  | { kind: 'range'; param: string; allowed: readonly string[]; fallback: string }
  | { kind: 'periods'; param: string; max: number; trimmedBy: 'gate' | 'route' }
  | { kind: 'records'; pageParam: string; sizeParam: string; max: number; list: string; strip: readonly string[] }
  | { kind: 'freeItems' };

/** One row of the table. */
export interface MemberDataset {
  endpoint: Endpoint<unknown, unknown, unknown>;
  feature: MemberFeature;
  /** The preview in words (shown in docs and the gate). */
  previewText: string;
  preview: DatasetPreview;
}

/** 成长能力 periods a non-member sees (the latest 8 reports: two years of quarters). */
export const FREE_GROW_PERIODS = 8;

/** Every member-only dataset. */
export const MEMBER_DATASETS: readonly MemberDataset[] = [
  {
    endpoint: noticeListEndpoints.surveyData,
    feature: 'surveyDetails',
    previewText: `最近${FREE_LIMITS.surveyRecords}次调研的日期与机构，不含问答纪要`,
    preview: { kind: 'records', pageParam: 'page', sizeParam: 'size', max: FREE_LIMITS.surveyRecords, list: 'list', strip: ['qa'] },
  },
  {
    endpoint: fundamentalsEndpoints.growAbility,
    feature: 'fullStatements',
    previewText: `最近${FREE_GROW_PERIODS}期成长能力`,
    preview: { kind: 'periods', param: 'count', max: FREE_GROW_PERIODS, trimmedBy: 'gate' },
  },
  {
    endpoint: fundamentalsEndpoints.financialStatement,
    feature: 'fullStatements',
    previewText: `最近${FREE_LIMITS.statementPeriods}期报表`,
    // The route trims (entitlements.quota('statementPeriods')) so it can say how many it held back (`withheld`).
    preview: { kind: 'periods', param: 'count', max: FREE_LIMITS.statementPeriods, trimmedBy: 'route' },
  },
  {
    endpoint: fundamentalsEndpoints.pepb,
    feature: 'valuationHistory',
    previewText: '近3年估值分位',
    preview: { kind: 'range', param: 'range', allowed: ['3y'], fallback: '10y' },
  },
  { endpoint: fundamentalsEndpoints.pepbBand, feature: 'pepbBand', previewText: '仅显示模糊预览', preview: { kind: 'refuse' } },
  {
    endpoint: coursesEndpoints.courseLesson,
    feature: 'vipCourses',
    previewText: '免费课程与每个 VIP 系列的第一课',
    preview: { kind: 'freeItems' },
  },
];

/** The row of a GET path, or undefined for a free endpoint. */
export function memberDatasetOf(path: string): MemberDataset | undefined {
  return MEMBER_DATASETS.find((d) => d.endpoint.path === path);
}
