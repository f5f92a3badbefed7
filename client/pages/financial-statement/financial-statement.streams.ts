/**
 * 财务报表 (/financialStatement) store, React-free: code, statement and view from the address
 * become one `financialStatement` request; the pure helpers format a line's values by its unit
 * (amounts in 万/亿 or automatic), name the columns, and build the CSV export (UTF-8 BOM) of
 * exactly what the table shows.
 */
import type { Observable } from 'rxjs';
import {
  STATEMENT_LABELS,
  STATEMENT_VIEW_LABELS,
  type StatementAnswer,
  type StatementKind,
  type StatementLine,
  type StatementPeriod,
  type StatementQuery,
  type StatementView,
} from '../../../contracts/endpoints/fundamentals';
import { reportPeriodName } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import type { KeyedLoadable } from '../../core/loadable';
import { toCsv } from '../../components/data-page/csv';
import { formatByUnit, formatGrowth, UNIT_SIZE, type AmountUnit } from '../../../contracts/format';
import { keyedLoad } from '../../components/data-page/loads.streams';

/** Periods per request. */
export const STATEMENT_PERIODS = 12;

/** What the address asks for. */
export interface StatementParams {
  id: SecurityId;
  statement: StatementKind;
  view: StatementView;
}

/** The page's I/O. */
export interface StatementDeps {
  fetchStatement(query: StatementQuery): Observable<StatementAnswer>;
}

/** The answer for the latest params. */
export function createFinancialStatement(deps: StatementDeps, params$: Observable<StatementParams>): Observable<KeyedLoadable<StatementAnswer>> {
  return keyedLoad(
    params$,
    (p) => `${p.id}|${p.statement}|${p.view}`,
    (p) => deps.fetchStatement({ code: p.id, statement: p.statement, view: p.view, count: STATEMENT_PERIODS }),
  );
}

/** A column's heading: `2024年报`, `2024二季度`. */
export function periodHeading(p: StatementPeriod, view: StatementView): string {
  if (view === 'quarter') return `${p.period.slice(0, 4)}${p.label}`;
  return reportPeriodName(p.period) ?? p.period;
}

/** A value of a line as the table shows it, amounts in `unit`. */
export function formatLineValue(line: Pick<StatementLine, 'unit'>, value: number | null, unit: AmountUnit): string {
  return formatByUnit(line.unit, value, unit);
}

/** The unit note of a column header for amounts. */
export function unitNote(unit: AmountUnit): string {
  return unit === 'auto' ? '（元，自动万/亿）' : `（${unit}元）`;
}

/** The CSV of the table: 项目, then each period (and its 同比 when shown); amounts in the unit (元 when automatic). */
export function statementCsv(answer: StatementAnswer, unit: AmountUnit, withYoy: boolean): string {
  const header = [`项目${unitNote(unit)}`];
  for (const p of answer.periods) {
    const h = periodHeading(p, answer.view);
    header.push(h);
    if (withYoy) header.push(`${h}同比(%)`);
  }
  const rows = answer.lines.map((l) => {
    const row: Array<string | number | null> = [l.label];
    l.values.forEach((v, i) => {
      row.push(v === null ? null : l.unit === 'yuan' && unit !== 'auto' ? round2(v / UNIT_SIZE[unit]) : v);
      if (withYoy) row.push(l.yoy[i] ?? null);
    });
    return row;
  });
  return toCsv(header, rows);
}

/** The export's file name. */
export function csvFileName(answer: StatementAnswer): string {
  return `${answer.id}-${answer.name}-${STATEMENT_LABELS[answer.statement]}-${STATEMENT_VIEW_LABELS[answer.view]}.csv`;
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/** 同比 as shown (signed percent). */
export const formatYoy = formatGrowth;
