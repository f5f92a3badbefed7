/**
 * Query schemas of the fundamentals endpoints (contracts/endpoints/fundamentals.ts): one
 * definition per endpoint, validated by the sim at the boundary (Chinese messages naming the
 * parameter, e.g. `参数 metric 取值无效`) and documented in docs/openapi.json. Unknown keys pass
 * (a cache-busting key does no harm); numbers arrive as text and are coerced.
 */
import Type, { type Static } from 'typebox';
import {
  BAND_KINDS,
  BAND_MODES,
  COMPARE_TABS,
  GROW_TYPES,
  SORT_ORDERS,
  STATEMENT_VIEWS,
  STATEMENTS,
  VALUATION_METRICS,
  VALUATION_RANGES,
} from '../fundamentals-params';
import { Code } from './common';

const code = Type.String({ ...Code, description: '证券代码：`600519.SH` 或 A 股六位代码' });
const range = Type.Optional(Type.Enum(VALUATION_RANGES, { description: '统计区间（默认 10y；非会员仅 3y）' }));

/** Query naming one company. */
export const CompanyQuery = Type.Object({ code });
export type CompanyQuery = Static<typeof CompanyQuery>;

/** Query of `details/pepb` (估值分位). */
export const PepbQuery = Type.Object({
  code,
  metric: Type.Optional(Type.Enum(VALUATION_METRICS, { description: '走势序列的指标（默认 peTtm）' })),
  range,
});
export type PepbQuery = Static<typeof PepbQuery>;

/** Query of `details/pepbBand` (PE/PB 通道). */
export const PepbBandQuery = Type.Object({
  code,
  kind: Type.Optional(Type.Enum(BAND_KINDS, { description: 'pe: EPS-TTM × k；pb: BPS × k（默认 pe）' })),
  range,
  mode: Type.Optional(Type.Enum(BAND_MODES, { description: 'auto: 区间内等距五条；fixed: 10/15/20/25/30 倍（PB 1–5 倍）' })),
});
export type PepbBandQuery = Static<typeof PepbBandQuery>;

/** Query of `details/growAbility` (成长能力). */
export const GrowQuery = Type.Object({
  code,
  type: Type.Optional(Type.Enum(GROW_TYPES, { description: 'report: 按报告期；year: 仅年报（默认 report）' })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: '期数，最新在前（默认 20）' })),
});
export type GrowQuery = Static<typeof GrowQuery>;

/** Query of `details/financialStatement` (财务报表). */
export const StatementQuery = Type.Object({
  code,
  statement: Type.Enum(STATEMENTS),
  view: Type.Optional(Type.Enum(STATEMENT_VIEWS, { description: '默认 report' })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: '期数，最新在前（默认 12；非会员最多 4）' })),
});
export type StatementQuery = Static<typeof StatementQuery>;

/** Query of `details/getSegments` (主营构成). */
export const SegmentsQuery = Type.Object({
  code,
  period: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: '中报或年报报告期，默认最新一期' })),
});
export type SegmentsQuery = Static<typeof SegmentsQuery>;

/** Query of `details/industryCompare` (同行比较). */
export const CompareQuery = Type.Object({ code, tab: Type.Enum(COMPARE_TABS) });
export type CompareQuery = Static<typeof CompareQuery>;

/** Query of `details/industryCompareMore` (every member, paged, sortable). */
export const CompareMoreQuery = Type.Object({
  code,
  tab: Type.Enum(COMPARE_TABS),
  sort: Type.Optional(Type.String({ maxLength: 40, description: '排序列（默认该页签第一列）' })),
  order: Type.Optional(Type.Enum(SORT_ORDERS, { description: '默认 desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '从 1 开始' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '默认 20' })),
});
export type CompareMoreQuery = Static<typeof CompareMoreQuery>;
