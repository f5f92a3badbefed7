/**
 * What the market routes read from the simulated market. The engine (gateway/sim/market) is
 * adapted to this in `engine-view.ts`; tests pass a small fake. Shapes are the engine's own
 * (gateway/sim/market/types.ts) where they exist; the routes turn them into wire shapes.
 */
import type { TradeTick } from '../../../../contracts/endpoints/details';
import type { Adjust, Fundamentals, KlineBar, OrderBook, Period, Snapshot, TimeShareDay } from '../types';
import type { Universe } from '../universe/index';
import type { LiveOrderFlow } from '../live/trade-sides';

/** A K-line request as the routes ask it (already validated). */
export interface KlineRequest {
  period: Period;
  adjust: Adjust;
  /** Bars wanted, newest last. */
  count: number;
  /** Only bars stamped at or before this instant (epoch ms); undefined = up to now. */
  end?: number;
}

/** The live market, read-only. Unknown ids answer undefined or empty. */
export interface MarketView {
  /** Market time, epoch ms. */
  now(): number;
  /** Live state of one security; undefined when unknown or not listed yet. */
  snapshot(id: string): Snapshot | undefined;
  /** Live states of the given ids (unknown and unlisted ones skipped), or of every listed security. */
  snapshots(ids?: readonly string[]): Snapshot[];
  /** Five levels each side (empty for indexes and funds without a book). */
  book(id: string): OrderBook | undefined;
  /** Latest trade ticks, newest first, at most `count`. */
  ticks(id: string, count: number): TradeTick[];
  /** 内盘 / 外盘 (shares) and 资金流向 (元) so far today; undefined for unknown ids (optional: fakes may leave it out). */
  orderFlow?(id: string): LiveOrderFlow | undefined;
  /** Bars oldest first; the last `day` bar is today's live bar once the open has matched. */
  kline(id: string, request: KlineRequest): KlineBar[];
  /** Builds ahead, in slices that yield, what {@link kline} would build in one piece (a computed index's history); optional: fakes leave it out. */
  prepareKline?(id: string, request: KlineRequest): Promise<void>;
  /** Time-share days, oldest first (1 = today, 5 = the last five trading days). */
  minutes(id: string, days: 1 | 5): TimeShareDay[];
  /** Valuation; undefined for unknown ids. */
  fundamentals(id: string): Fundamentals | undefined;
  /** Total and float shares of trading day t (bonus issues applied); undefined for unknown ids. */
  sharesOn(id: string, t: number): { total: number; float: number } | undefined;
}

/** Everything the market routes are built from. */
export interface MarketSources {
  universe: Universe;
  market: MarketView;
}
