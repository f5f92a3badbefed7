/**
 * The answers of the fundamentals endpoints (contracts/endpoints/fundamentals.ts), as of the
 * market's trading day: pure reads of the company model, cached where a page asks twice. No HTTP
 * here (routes/companies maps params and errors).
 *
 * One module per endpoint family (`answers/`): 估值 (`valuation.ts`), 成长能力 (`growth.ts`), 财务报表
 * (`statements.ts`), 分红 / 主营构成 / 业绩预告 (`events.ts`) and 同行比较 (`compare.ts`), over the reads
 * they share (`common.ts`). `Answers` is the one object the routes hold.
 */
import type {
  CompareAnswer,
  CompareColumn,
  CompareMoreAnswer,
  CompareTab,
  DiviAnswer,
  DiviFundAnswer,
  ForecastAnswer,
  GrowAnswer,
  PepbAnswer,
  PepbBandAnswer,
  SegmentsAnswer,
  StatementAnswer,
  StatementKind,
  StatementView,
  ValuationMetric,
  ValuationRange,
} from '../../../contracts/endpoints/fundamentals';
import { type AnswerContext, AnswerReads } from './answers/common';
import { CompareAnswers } from './answers/compare';
import { EventAnswers } from './answers/events';
import { GrowthAnswers } from './answers/growth';
import { StatementAnswers } from './answers/statements';
import { ValuationAnswers } from './answers/valuation';
import type { Valuation } from './companies';

/** The fundamentals answers of one market. */
export class Answers extends AnswerReads {
  private readonly valuation: ValuationAnswers;
  private readonly growth: GrowthAnswers;
  private readonly statements: StatementAnswers;
  private readonly events: EventAnswers;
  private readonly compare: CompareAnswers;

  constructor(ctx: AnswerContext) {
    super(ctx);
    this.valuation = new ValuationAnswers(ctx);
    this.growth = new GrowthAnswers(ctx);
    this.statements = new StatementAnswers(ctx);
    this.events = new EventAnswers(ctx);
    this.compare = new CompareAnswers(ctx);
  }

  // ─── 估值 ───────────────────────────────────────────────────────────────────────────────────

  /** Daily valuation from the listing (or 2010) to yesterday, from the history's closes (cached per day). */
  valuationHistory(slot: number): { days: Int32Array; values: Valuation[] } {
    return this.valuation.valuationHistory(slot);
  }

  /** The history and today's valuation at the price on show. */
  valuationSeries(slot: number): { days: Int32Array; values: Valuation[] } {
    return this.valuation.valuationSeries(slot);
  }

  pepb(slot: number, metric: ValuationMetric, range: ValuationRange): PepbAnswer {
    return this.valuation.pepb(slot, metric, range);
  }

  pepbBand(slot: number, kind: 'pe' | 'pb', range: ValuationRange, mode: 'auto' | 'fixed'): PepbBandAnswer {
    return this.valuation.pepbBand(slot, kind, range, mode);
  }

  // ─── 成长能力, 财务报表 ─────────────────────────────────────────────────────────────────────────

  growAbility(slot: number, type: 'report' | 'year', count: number): GrowAnswer {
    return this.growth.growAbility(slot, type, count);
  }

  /** The statements of the latest `count` periods; a non-member's `limit` keeps only the newest few (the rest are never built or sent). */
  financialStatement(slot: number, statement: StatementKind, view: StatementView, count: number, limit: number | null = null): StatementAnswer {
    return this.statements.financialStatement(slot, statement, view, count, limit);
  }

  // ─── 分红, 主营构成, 业绩预告 ──────────────────────────────────────────────────────────────────────

  divi(slot: number): DiviAnswer {
    return this.events.divi(slot);
  }

  diviFund(slot: number): DiviFundAnswer {
    return this.events.diviFund(slot);
  }

  /** 中报/年报 periods known today, newest first. */
  segmentPeriods(slot: number): number[] {
    return this.events.segmentPeriods(slot);
  }

  getSegments(slot: number, g: number): SegmentsAnswer {
    return this.events.getSegments(slot, g);
  }

  forecast(slot: number): ForecastAnswer {
    return this.events.forecast(slot);
  }

  // ─── 同行比较 ─────────────────────────────────────────────────────────────────────────────

  /** Columns of a tab; yearly columns name the latest 年报 known today. */
  compareColumns(tab: CompareTab, year: number): CompareColumn[] {
    return this.compare.compareColumns(tab, year);
  }

  industryCompare(slot: number, tab: CompareTab): CompareAnswer {
    return this.compare.industryCompare(slot, tab);
  }

  industryCompareMore(
    slot: number,
    tab: CompareTab,
    sort: string | undefined,
    order: 'asc' | 'desc',
    page: number,
    size: number,
  ): CompareMoreAnswer | { badSort: true } {
    return this.compare.industryCompareMore(slot, tab, sort, order, page, size);
  }
}
