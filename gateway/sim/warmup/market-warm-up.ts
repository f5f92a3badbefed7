/**
 * The market's own warm-up tasks: today's rows of the whole universe first (home page, rankings,
 * lists), then the day K-lines the main indexes' charts open on, one index per slice so the
 * request loop keeps serving between them. Once the sim is ready, the ten years of the 主要指数 and
 * 港股指数 boards are built ahead in slices, so the first full-screen 日K or 叠加 of an index is a
 * read, not a build that answers 数据准备中 (上证指数 sums ~800 members over ~2,400 days).
 */
import { yieldToLoop } from '../shared/slices';
import type { MarketView, Universe } from '../market/index';
import { WARM_RANK, type WarmUp } from './warm-up';

/** Day bars read ahead per main index: what a K-line chart opens on. */
const HISTORY_BARS = 300;
/** The indexes every visitor sees first (home strip, K-line defaults). A ten-year read of every index
 * would hold the loop for seconds each (computed indexes walk their members): those stay on demand. */
const MAIN_INDEXES = ['000001.SH', '399001.SZ', '399006.SZ', '000300.SH'];
/** Bars of an index's longest chart: the K-line's ten years (routes cap a read at this). */
const TEN_YEARS_BARS = 2500;
/** Index kinds whose ten years are built after ready: the index board's 主要指数 and 港股指数. */
const TEN_YEAR_KINDS: ReadonlySet<string> = new Set(['index_hs', 'index_hk_hs']);

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
    for (const id of MAIN_INDEXES) {
      if (!universe.byId.has(id)) continue;
      market.kline(id, { period: 'day', adjust: 'none', count: HISTORY_BARS });
      await yieldToLoop();
    }
  });
  if (market.prepareKline) {
    const prepare = market.prepareKline.bind(market);
    warmup.add('十年指数K线', WARM_RANK.afterReady, async () => {
      for (const e of universe.all) {
        if (TEN_YEAR_KINDS.has(e.kind)) await prepare(e.id, { period: 'day', adjust: 'none', count: TEN_YEARS_BARS });
      }
    });
  }
}
