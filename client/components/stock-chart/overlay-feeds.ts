/**
 * The loaded overlays put on a mounted chart and kept live from the quote stream, as the chart's
 * own series is: each 叠加 code's last bar folded for the tab's period, the 分时 index's current
 * minute folded from its quotes (its average line being the running mean of the level).
 */
import type { KlinePeriod, MinuteDay } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import { timetableMarketOf } from '../../../contracts/trading-timetable';
import type { CompareSeries, KLineChart, TimeShareChart, TimeShareOverlaySeries } from '../../charts/index';
import { createMinuteFeed } from './chart-views';
import { A_SHARE_SESSION_MINUTES, HK_SESSION_MINUTES, createLiveBarFolder, sessionMinutesOn } from './live-bars';
import { followQuotes } from './live-charts';

/** Shows `series` on `chart` and follows their quotes; the teardown stops and removes them. */
export function followCompare(chart: KLineChart, period: KlinePeriod, series: readonly CompareSeries[]): () => void {
  chart.setCompare(series);
  const subs = series.map((s) => {
    const folder = createLiveBarFolder(period, s.bars, timetableMarketOf(s.id) === 'hk' ? HK_SESSION_MINUTES : A_SHARE_SESSION_MINUTES);
    return followQuotes(
      s.id,
      (q) => folder.fold(q),
      { updateLast: (bar) => chart.updateCompare(s.id, bar) },
      () => {},
    );
  });
  return () => {
    for (const sub of subs) sub.unsubscribe();
    chart.setCompare([]);
  };
}

/** Shows the index `series` on `chart`'s second axis and follows today's minutes; the teardown removes it. */
export function followIndexOverlay(chart: TimeShareChart, series: TimeShareOverlaySeries, lastDay: MinuteDay | null): () => void {
  chart.setOverlay(series);
  const id: SecurityId = series.id;
  const market = timetableMarketOf(id);
  const feed = createMinuteFeed(
    lastDay,
    lastDay ? sessionMinutesOn(market, lastDay.date) : market === 'hk' ? HK_SESSION_MINUTES : A_SHARE_SESSION_MINUTES,
    true,
  );
  const sub = followQuotes(
    id,
    (q) => feed.fold(q),
    { updateLast: (point) => chart.updateOverlay(point) },
    () => {},
  );
  return () => {
    sub.unsubscribe();
    chart.setOverlay(null);
  };
}
