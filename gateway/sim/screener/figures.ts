/**
 * The figures of the choosable table columns (contracts/endpoints/figures.ts) read off a factor
 * table — the screener's own values, so a column shows what a screen on that field shows. A-share
 * stocks have a row of the table; any other security of the universe gets its industry only.
 */
import type { FiguresAnswer, SecurityFigures } from '../../../contracts/endpoints/figures';
import type { Universe } from '../market/index';
import type { FactorTable } from './factor-table';

/** The table keeps market values in 亿元; the figures answer yuan. */
const YI = 1e8;

const NO_FIGURES: SecurityFigures = {
  volumeRatio: null,
  peTtm: null,
  pb: null,
  totalCap: null,
  floatCap: null,
  industry: null,
  dividendYield: null,
  pct60: null,
};

/** Figures of `ids` from `table`; ids the universe does not know are left out. */
export function figuresOf(table: FactorTable, universe: Pick<Universe, 'byId'>, ids: readonly string[]): FiguresAnswer {
  const figures: Record<string, SecurityFigures> = {};
  for (const id of ids) {
    const r = table.rowOf.get(id);
    if (r === undefined) {
      const entry = universe.byId.get(id);
      if (entry) figures[id] = { ...NO_FIGURES, industry: entry.industry || null };
      continue;
    }
    const num = (f: keyof FactorTable['num']): number | null => {
      const v = table.num[f][r]!;
      return Number.isNaN(v) ? null : v;
    };
    const cap = (f: 'totalCap' | 'floatCap'): number | null => {
      const v = num(f);
      return v === null ? null : v * YI;
    };
    figures[id] = {
      volumeRatio: num('volumeRatio'),
      peTtm: num('peTtm'),
      pb: num('pb'),
      totalCap: cap('totalCap'),
      floatCap: cap('floatCap'),
      industry: table.industry[r] || null,
      dividendYield: num('dividendYield'),
      pct60: num('pct60'),
    };
  }
  return { asOf: table.asOf, figures };
}
