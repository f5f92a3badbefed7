/**
 * The market's own warm-up tasks: today's rows of the whole universe first (home page, rankings,
 * lists), then the ten-year day K-lines of the broad indexes (the K-line charts and 估值 pages'
 * history), one index per slice so the request loop keeps serving between them.
 */
import { yieldToLoop } from '../shared/slices';
import type { MarketView } from '../market/read/market-view';
import type { Universe } from '../market/universe/index';
import { WARM_RANK, type WarmUp } from './warm-up';

/** Years of day bars read ahead per broad index. */
const HISTORY_BARS = 2_500;

/** Adds the market's tasks to `warmup`. */
export function addMarketWarmUp(warmup: WarmUp, universe: Universe, market: MarketView): void {
  warmup.add('今日行情', WARM_RANK.today, async () => {
    const ids = universe.all.map((e) => e.id);
    for (let i = 0; i < ids.length; i += 500) {
      market.snapshots(ids.slice(i, i + 500));
      await yieldToLoop();
    }
  });
  warmup.add('历史行情', WARM_RANK.history, async () => {
    for (const e of universe.all) {
      if (e.kind !== 'index_hs') continue;
      market.kline(e.id, { period: 'day', adjust: 'none', count: HISTORY_BARS });
      await yieldToLoop();
    }
  });
}
