/**
 * The figures of the choosable columns (contracts/table-columns.ts FIGURE_COLUMN_IDS) for a list
 * of securities: 量比, 市盈率TTM, 市净率, 总市值, 流通市值, 行业, 股息率, 60日涨幅. They are the
 * screener's own factor values of today (the live factor table: the market's bars and quotes and
 * the company model), so the watchlist, the 排行榜 and the 选股 results show the same numbers.
 *
 * A-share stocks have every figure the market knows; other securities (HK, funds, indexes) have
 * their industry only. Unknown codes are left out. Anyone may call it.
 */
import type { FigureColumnId } from '../table-columns';
import { endpoint, type None } from './define';
import type { FiguresBody } from './schemas/holdings';

export type { FiguresBody } from './schemas/holdings';

/**
 * One security's figures, one per figure column; null when unknown (loss makers have no PE-TTM).
 * Units: 量比 times; 市盈率TTM and 市净率 times; 总市值 and 流通市值 yuan; 行业 the 申万 industry name;
 * 股息率 and 近60日涨幅 percent.
 */
export type SecurityFigures = { [K in FigureColumnId]: K extends 'industry' ? string | null : number | null };

/** Answer of `figures`. */
export interface FiguresAnswer {
  /** Trading day the figures are of (`YYYY-MM-DD`). */
  asOf: string;
  /** Figures by security id. */
  figures: Record<string, SecurityFigures>;
}

/** The figures endpoint. */
export const figuresEndpoints = {
  figures: endpoint<None, FiguresBody, FiguresAnswer>('POST', '/api/v3/screener/figures', 'optional'),
} as const;
