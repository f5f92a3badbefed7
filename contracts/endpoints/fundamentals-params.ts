/**
 * The enumerated parameters of the fundamentals endpoints, in a file of their own so both the
 * contract (fundamentals.ts, re-exporting them) and its TypeBox schemas (schemas/fundamentals.ts)
 * read one list without importing each other.
 */

/** Look-back windows of the valuation pages: 3年 / 5年 / 10年 / 上市以来. */
export const VALUATION_RANGES = ['3y', '5y', '10y', 'all'] as const;
/** One of {@link VALUATION_RANGES}. */
export type ValuationRange = (typeof VALUATION_RANGES)[number];

/** Valuation metrics of 估值分位. */
export const VALUATION_METRICS = ['peTtm', 'pe', 'peDeducted', 'pb', 'psTtm', 'dy'] as const;
/** One of {@link VALUATION_METRICS}. */
export type ValuationMetric = (typeof VALUATION_METRICS)[number];

/** Statements of `financialStatement`: the three statements and the key indicators. */
export const STATEMENTS = ['balance', 'income', 'cashflow', 'indicators'] as const;
/** One of {@link STATEMENTS}. */
export type StatementKind = (typeof STATEMENTS)[number];

/** Views: 按报告期 (cumulative), 按年度 (年报 only), 按单季度 (derived: Q4 = 年报 − 三季报). */
export const STATEMENT_VIEWS = ['report', 'year', 'quarter'] as const;
/** One of {@link STATEMENT_VIEWS}. */
export type StatementView = (typeof STATEMENT_VIEWS)[number];

/** Tabs of 同行比较. */
export const COMPARE_TABS = ['growth', 'valuation', 'dupont', 'scale'] as const;
/** One of {@link COMPARE_TABS}. */
export type CompareTab = (typeof COMPARE_TABS)[number];

/** Band kinds of PE/PB 通道: EPS-TTM × k or BPS × k. */
export const BAND_KINDS = ['pe', 'pb'] as const;
/** Band multiples: evenly spaced over the window (`auto`) or the fixed 10/15/20/25/30× (PB 1…5×). */
export const BAND_MODES = ['auto', 'fixed'] as const;
/** 成长能力 rows: every 报告期 or 年报 only. */
export const GROW_TYPES = ['report', 'year'] as const;
/** Sort orders of 同行比较 (more). */
export const SORT_ORDERS = ['asc', 'desc'] as const;
