/**
 * The figure columns both choosable tables (the watchlist and the 排行榜) offer: header, text of a
 * value and whether it is coloured by its sign. The values come from the figures endpoint
 * (contracts/endpoints/figures.ts: the screener's own factor values), written with the
 * fundamentals pages' formats, so a PE-TTM reads the same on every page.
 */
import type { SecurityFigures } from '../../../contracts/endpoints/figures';
import { EMPTY_VALUE, formatGrowth, formatLargeNumber, formatMultiple, formatPlain, formatRatio } from '../../../contracts/format';
import type { FigureColumnId } from '../../../contracts/table-columns';

/** How a figure column shows. */
export interface FigureColumn {
  label: string;
  /** Text of a value (null → `--`). */
  format(value: number | string | null): string;
  /** Red above zero, green below (returns). */
  signed: boolean;
  /** Left-aligned text (the industry). */
  text: boolean;
}

const num = (f: (v: number) => string) => (v: number | string | null) => (typeof v === 'number' && Number.isFinite(v) ? f(v) : EMPTY_VALUE);

/** Every figure column by id. */
export const FIGURE_COLUMNS: Readonly<Record<FigureColumnId, FigureColumn>> = {
  volumeRatio: { label: '量比', format: num((v) => formatPlain(v)), signed: false, text: false },
  peTtm: { label: '市盈率TTM', format: num((v) => formatMultiple(v)), signed: false, text: false },
  pb: { label: '市净率', format: num((v) => formatMultiple(v)), signed: false, text: false },
  totalCap: { label: '总市值', format: num((v) => formatLargeNumber(v)), signed: false, text: false },
  floatCap: { label: '流通市值', format: num((v) => formatLargeNumber(v)), signed: false, text: false },
  industry: { label: '行业', format: (v) => (typeof v === 'string' && v !== '' ? v : EMPTY_VALUE), signed: false, text: true },
  dividendYield: { label: '股息率', format: num((v) => formatRatio(v)), signed: false, text: false },
  pct60: { label: '60日涨幅', format: num((v) => formatGrowth(v)), signed: true, text: false },
};

/** The value of a figure column for a security, null when unknown or not loaded yet. */
export function figureValue(figures: SecurityFigures | undefined, id: FigureColumnId): number | string | null {
  return figures ? figures[id] : null;
}
