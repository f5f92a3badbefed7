/**
 * What the industry model (`boards.ts`) and its analysis sections (`analysis.ts`) share: a board,
 * what the model reads of the market, and what the sections read of the model.
 */
import type { IndustryType } from '../../../contracts/endpoints/industry';
import type { Companies } from '../companies/index';
import type { MarketSources, UniverseEntry } from '../market/index';
import { roundTo } from '../market/index';
import type { SpotPrices } from './spot';

/** A board: what it is and its member ids. */
export interface Board {
  type: IndustryType;
  code: string;
  name: string;
  index: UniverseEntry | null;
  parent: string | null;
  analysisCode: string;
  members: readonly string[];
}

/** What the model reads. */
export interface IndustryDeps extends MarketSources {
  seed: number;
  spot: SpotPrices;
  /** The company model (valuation history); absent: the percentile is empty. */
  companies?: Companies;
}

/** What the analysis sections read of the model: the day on show, the members' valuations at the live price. */
export interface BoardReads {
  /** Trading index of the A-share day on show. */
  today(): number;
  /** The last spot bar known now. */
  spotLast(): number;
  /** 总市值, 流通市值 and PE-TTM at the live price. */
  fund(id: string): { totalCap: number | null; floatCap: number | null; peTtm: number | null } | undefined;
  /** The 申万二级 class of a stock. */
  level2(e: UniverseEntry): string;
}

export const r2 = (x: number | null) => (x === null ? null : roundTo(x, 2));
