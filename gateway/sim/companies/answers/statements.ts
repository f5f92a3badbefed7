/**
 * 财务报表 answers: the balance sheet, income and cash-flow statements and 主要指标 of the latest
 * periods, with their 同比, as the company model writes them (`../statements.ts`, `../figures.ts`).
 */
import type { StatementAnswer, StatementKind, StatementLine, StatementView } from '../../../../contracts/endpoints/fundamentals';
import { formatDay } from '../../../../contracts/calendar/index';
import { growth, indicatorLines } from '../figures';
import { type CompanyModel, epsOf } from '../model';
import { periodString, quarterOfPeriod, reportLabel } from '../periods';
import { balanceLines, cashQuarter, cumulative, incomeQuarter, type Lines } from '../statements';
import { layoutOf } from '../statement-lines';
import { AnswerReads, yuan } from './common';

/** The 财务报表 answers of one market. */
export class StatementAnswers extends AnswerReads {
  /** The statements of the latest `count` periods; a non-member's `limit` keeps only the newest few (the rest are never built or sent). */
  financialStatement(slot: number, statement: StatementKind, view: StatementView, count: number, limit: number | null = null): StatementAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const known = this.known(slot).filter((c) => view !== 'year' || quarterOfPeriod(c.g) === 3);
    const wanted = known.slice(-count);
    const gs = (limit === null || limit >= wanted.length ? wanted : wanted.slice(wanted.length - limit)).map((c) => c.g).reverse();
    const single = view === 'quarter';
    const linesOf = (g: number): Lines | null => {
      if (g < co.first) return null;
      if (statement === 'balance') return balanceLines(co, g);
      if (statement === 'income') return this.withEps(co, g, single, single ? incomeQuarter(co, g) : cumulative(co, g, incomeQuarter));
      if (statement === 'cashflow') return single ? cashQuarter(co, g) : cumulative(co, g, cashQuarter);
      return indicatorLines(co, g, single);
    };
    const cols = gs.map((g) => ({ g, now: linesOf(g), base: linesOf(g - 4) }));
    const layout =
      statement === 'indicators'
        ? INDICATOR_LAYOUT
        : layoutOf(statement, co.params.format).map(([key, label, level, total]) => ({
            key,
            label,
            level,
            total: total ?? false,
            unit: key === 'eps' || key === 'dilutedEps' ? ('perShare' as const) : ('yuan' as const),
          }));
    const lines: StatementLine[] = layout.map((row) => ({
      key: row.key,
      label: row.label,
      level: row.level,
      total: row.total,
      unit: row.unit,
      values: cols.map((c) => (c.now && row.key in c.now ? (row.unit === 'yuan' ? yuan(c.now[row.key]!) : c.now[row.key]!) : null)),
      yoy: cols.map((c) => {
        if (statement === 'indicators' || !c.now || !c.base) return null;
        const v = c.now[row.key];
        const b = c.base[row.key];
        return v === undefined || b === undefined ? null : growth(v, b);
      }),
    }));
    return {
      id: p.sec.id,
      name: p.sec.name,
      format: co.params.format,
      statement,
      view,
      periods: gs.map((g) => ({
        period: periodString(g),
        label: single && statement !== 'balance' ? `${['一', '二', '三', '四'][quarterOfPeriod(g)]}季度` : reportLabel(g),
        noticeDate: formatDay(co.core(g).notice),
      })),
      lines,
      withheld: wanted.length - gs.length,
    };
  }

  /** Income lines with EPS (yuan per share, 4 decimals; the period's weighted shares, bonus issues being retroactive: model.ts epsOf). */
  private withEps(co: CompanyModel, g: number, single: boolean, lines: Lines): Lines {
    const eps = epsOf(co, g, single, lines.netProfitParent!);
    return { ...lines, eps, dilutedEps: eps };
  }
}

const INDICATOR_LAYOUT: ReadonlyArray<{ key: string; label: string; level: 0 | 1 | 2; total: boolean; unit: StatementLine['unit'] }> = [
  { key: 'eps', label: '基本每股收益(元)', level: 1, total: false, unit: 'perShare' },
  { key: 'bps', label: '每股净资产(元)', level: 1, total: false, unit: 'perShare' },
  { key: 'ocfps', label: '每股经营现金流(元)', level: 1, total: false, unit: 'perShare' },
  { key: 'revenue', label: '营业总收入', level: 0, total: true, unit: 'yuan' },
  { key: 'netProfitParent', label: '归母净利润', level: 0, total: true, unit: 'yuan' },
  { key: 'deducted', label: '扣非净利润', level: 1, total: false, unit: 'yuan' },
  { key: 'roe', label: '净资产收益率(加权)', level: 1, total: false, unit: 'pct' },
  { key: 'roa', label: '总资产收益率', level: 1, total: false, unit: 'pct' },
  { key: 'grossMargin', label: '毛利率', level: 1, total: false, unit: 'pct' },
  { key: 'netMargin', label: '净利率', level: 1, total: false, unit: 'pct' },
  { key: 'debtRatio', label: '资产负债率', level: 1, total: false, unit: 'pct' },
  { key: 'currentRatio', label: '流动比率', level: 1, total: false, unit: 'times' },
  { key: 'quickRatio', label: '速动比率', level: 1, total: false, unit: 'times' },
  { key: 'assetTurnover', label: '总资产周转率(次)', level: 1, total: false, unit: 'times' },
  { key: 'inventoryDays', label: '存货周转天数', level: 1, total: false, unit: 'days' },
  { key: 'receivableDays', label: '应收账款周转天数', level: 1, total: false, unit: 'days' },
  { key: 'equityMultiplier', label: '权益乘数', level: 1, total: false, unit: 'times' },
];
